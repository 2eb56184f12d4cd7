import {
  canOpenStep,
  checkoutSteps,
  type CheckoutInput,
  type CheckoutStep,
} from '../../domain/orders/checkout.ts';

// The checkout's own progress (the step and « same billing address »), kept in sessionStorage
// for the tab: a shopper who goes back to the shop or the cart and returns finds the step they
// left. Everything else they typed lives in the cart store (localStorage). The sale
// terms are never restored: they are accepted again for each order.

export const CHECKOUT_PROGRESS_STORAGE = 'checkout-progress';

export interface CheckoutProgress {
  step: CheckoutStep;
  billingSameAsShipping: boolean;
}

/** The part of Storage this uses (a test passes a map). */
type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const FRESH: CheckoutProgress = { step: 'mode', billingSameAsShipping: true };

function stored(storage: ProgressStorage): Partial<CheckoutProgress> {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHECKOUT_PROGRESS_STORAGE) ?? 'null');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/**
 * The progress to start from: the stored step when the cart still allows it, else the last step
 * before it that it allows (a cart changed meanwhile may need the delivery chosen again).
 */
export function restoredProgress(
  state: Omit<CheckoutInput, 'billingSameAsShipping' | 'acceptedTerms'>,
  storage: ProgressStorage | null = sessionStorageOrNull(),
): CheckoutProgress {
  if (!storage) return FRESH;
  const saved = stored(storage);
  const billingSameAsShipping =
    typeof saved.billingSameAsShipping === 'boolean' ? saved.billingSameAsShipping : true;
  const steps = checkoutSteps(state.deliveryType);
  const wanted = steps.indexOf(saved.step as CheckoutStep);
  if (wanted < 0) return { ...FRESH, billingSameAsShipping };
  const input: CheckoutInput = { ...state, billingSameAsShipping, acceptedTerms: false };
  const step = steps.slice(0, wanted + 1).findLast((candidate) => canOpenStep(candidate, input)) ?? 'mode';
  return { step, billingSameAsShipping };
}

/** Remembers the progress; null forgets it (the order was placed). */
export function storeProgress(
  progress: CheckoutProgress | null,
  storage: ProgressStorage | null = sessionStorageOrNull(),
): void {
  try {
    if (progress) storage?.setItem(CHECKOUT_PROGRESS_STORAGE, JSON.stringify(progress));
    else storage?.removeItem(CHECKOUT_PROGRESS_STORAGE);
  } catch {
    // Storage full or disabled: the checkout starts from its first step next time.
  }
}

function sessionStorageOrNull(): ProgressStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // a sandboxed frame refuses even the access
  }
}
