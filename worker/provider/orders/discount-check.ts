import {
  discountReductions,
  discountRefusal,
  normaliseDiscountCode,
  UNKNOWN_DISCOUNT,
} from '../../../src/domain/orders/discount-rules';
import { failure, success, type Result } from '../shared/result';
import { discountUsage, findDiscountByCode } from './discount.repository';

// CONTRACT between delivery and orders: a discount code checked and priced on the server
// (POST /order/discount shows it, POST /order checks it again) and the statements that record
// its use inside the order's own D1 batch. The usage limits are guarded in the database (the
// discount_uses_limit trigger of migration 0016): a use beyond a limit aborts the whole batch,
// so two concurrent orders can never both take the last use.

export interface AppliedDiscount {
  idDiscount: number;
  code: string;
  type: 'EURO' | 'PERCENT';
  /** Euros for EURO, percent for PERCENT. */
  amount: number;
  detailType: 'SHIPPING_FEES' | null;
  /** Taken off the goods (0 for a SHIPPING_FEES code); never more than the subtotal. */
  reductionCents: number;
  /** Taken off the shipping price (SHIPPING_FEES codes only); never more than the shipping. */
  shippingReductionCents: number;
}

export interface DiscountCheckInput {
  code: string;
  userId: number | null;
  subtotalCents: number;
  shippingCents: number;
  now: Date;
  /** The request's language: the refusals' sentences are written in it (French by default). */
  locale?: string;
}

/** Raised by the trigger; see isDiscountLimitError. */
const DISCOUNT_LIMIT_SQL_MESSAGE = 'DISCOUNT_LIMIT_REACHED';
export const DISCOUNT_LIMIT_MESSAGE =
  "Ce code de réduction vient d'atteindre sa limite d'utilisation : retirez-le pour valider votre commande.";

/** Why a code does not apply: unknown on this site, or refused by a rule (its French sentence:
 * inactive, not yet or no longer valid, under its minimum amount, at a usage limit). */
export type DiscountFailure = 'UNKNOWN_DISCOUNT' | 'DISCOUNT_REFUSED';

/** The code's figures for this cart, or why it does not apply. */
export async function checkDiscount(
  db: D1Database,
  siteId: number,
  input: DiscountCheckInput,
): Promise<Result<AppliedDiscount, DiscountFailure>> {
  const code = normaliseDiscountCode(input.code);
  const discount = code === '' ? null : await findDiscountByCode(db, siteId, code);
  if (!discount) return failure('UNKNOWN_DISCOUNT', UNKNOWN_DISCOUNT, { code: UNKNOWN_DISCOUNT });
  const usage = await discountUsage(db, siteId, discount.id, input.userId);
  const refusal = discountRefusal(
    discount,
    usage,
    { subtotalCents: input.subtotalCents, now: input.now },
    input.locale,
  );
  if (refusal !== null) return failure('DISCOUNT_REFUSED', refusal, { code: refusal });
  return success({
    idDiscount: discount.id,
    code: discount.code,
    type: discount.type,
    amount: discount.amount,
    detailType: discount.detailType,
    ...discountReductions(discount, {
      subtotalCents: input.subtotalCents,
      shippingCents: input.shippingCents,
    }),
  });
}

/** True when a D1 batch failed on the usage-limit guard. */
export function isDiscountLimitError(error: unknown): boolean {
  const messages: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.some((message) => message.includes(DISCOUNT_LIMIT_SQL_MESSAGE));
}
