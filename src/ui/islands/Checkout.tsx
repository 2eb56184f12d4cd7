import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import {
  canOpenStep,
  checkoutProblems,
  checkoutSteps,
  idempotencyKeyFor,
  nextStep,
  noDeliveryAllowed,
  orderDeliveryType,
  orderPayload,
  previousStep,
  productsPayload,
  STEP_TITLES,
  stepProblems,
  withServerStock,
  type CheckoutInput,
  type CheckoutProblem,
  type CheckoutStep,
} from '../../domain/orders/checkout.ts';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { DeliveryType } from '../../schema/catalogue/cart.ts';
import {
  apiCall,
  asRecord,
  errorMessage,
  num,
  str,
  withLocale,
  type ApiFetch,
} from '../checkout/checkout-api.ts';
import {
  readQuantities,
  readValidatedCart,
  type CollectSlot,
  type ValidatedCart,
} from '../checkout/checkout-answers.ts';
import type { CheckoutCart, CheckoutCartState, CheckoutProps } from '../checkout/checkout-types.ts';
import { COLLECT_STEP_MESSAGES, CollectStep } from '../checkout/CollectStep.tsx';
import { CONTACT_STEP_MESSAGES, ContactStep } from '../checkout/ContactStep.tsx';
import { DELIVERY_STEP_MESSAGES, DeliveryStep } from '../checkout/DeliveryStep.tsx';
import type { AppliedGiftCard } from '../checkout/gift-card-shares.ts';
import { REVIEW_STEP_MESSAGES, ReviewStep } from '../checkout/ReviewStep.tsx';
import { CHECKOUT_SUMMARY_MESSAGES, CheckoutSummary } from '../checkout/CheckoutSummary.tsx';
import { restoredProgress, storeProgress } from '../checkout/checkout-progress.ts';

// The checkout, one island on /commande, in the shop chunk. The worker renders it
// without a cart (the cart lives in localStorage); client/checkout-island.ts binds it to the
// Valtio cart store after hydration. Steps and their rules are src/domain/orders/checkout.ts; every
// amount shown comes from the provider. « Commander » sends POST /order with an
// Idempotency-Key kept across retries of the same order, then opens the payment page.

const ORDER_KEY_STORAGE = 'checkout-order-key';

/** The keys this island reads itself (its steps list theirs); the page embeds them. */
export const CHECKOUT_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'checkout.loading',
    'checkout.empty',
    'checkout.backToCart',
    'checkout.editCart',
    'checkout.step.mode',
    'checkout.step.delivery',
    'checkout.step.contact',
    'checkout.step.review',
    'checkout.mode.question',
    'checkout.mode.delivery',
    'checkout.mode.collect',
    'checkout.mode.none',
    'checkout.back',
    'checkout.continue',
    'checkout.order',
    'checkout.ordering',
    'checkout.unexpected',
    'checkout.problem.phoneRequired',
    'checkout.problem.phoneInvalid',
    'checkout.problem.address',
    'checkout.problem.collectPlace',
    'checkout.problem.collectDate',
    'checkout.problem.terms',
    'checkout.problem.country',
    'checkout.problem.city',
    'checkout.problem.carrier',
    'checkout.problem.relay',
  ] as const satisfies readonly MessageKey[],
  DELIVERY_STEP_MESSAGES,
  COLLECT_STEP_MESSAGES,
  CONTACT_STEP_MESSAGES,
  REVIEW_STEP_MESSAGES,
  CHECKOUT_SUMMARY_MESSAGES,
);

const defaultFetch: ApiFetch = (input, init) => fetch(input, init);

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function storedKey(): { key: string; fingerprint: string } | null {
  try {
    const stored = asRecord(JSON.parse(sessionStorage.getItem(ORDER_KEY_STORAGE) ?? 'null'));
    return str(stored.key) && str(stored.fingerprint)
      ? { key: str(stored.key), fingerprint: str(stored.fingerprint) }
      : null;
  } catch {
    return null;
  }
}

function storeKey(value: { key: string; fingerprint: string } | null): void {
  try {
    if (value) sessionStorage.setItem(ORDER_KEY_STORAGE, JSON.stringify(value));
    else sessionStorage.removeItem(ORDER_KEY_STORAGE);
  } catch {
    // Storage disabled: the key still lives for this page.
  }
}

export function Checkout({
  state,
  cart,
  fetcher = defaultFetch,
  ...props
}: CheckoutProps & {
  state?: CheckoutCartState | null;
  cart?: CheckoutCart | null;
  fetcher?: ApiFetch;
}): ReactElement {
  const t = useT();
  // Every provider call carries the page's language (the order remembers it).
  const localFetcher = useMemo(() => withLocale(fetcher, t.locale), [fetcher, t.locale]);
  if (!state || !cart) {
    return (
      <div className="checkout" aria-busy="true">
        <p className="checkout__hint">{t.t('checkout.loading')}</p>
      </div>
    );
  }
  return <CheckoutSteps state={state} cart={cart} fetcher={localFetcher} {...props} />;
}

function CheckoutSteps({
  state,
  cart,
  fetcher,
  countries,
  pickupAddresses,
  saleTermsHref,
  healthMention,
  giftCards = false,
  cartHref,
  paymentHref,
}: CheckoutProps & { state: CheckoutCartState; cart: CheckoutCart; fetcher: ApiFetch }): ReactElement {
  const t = useT();
  // Where the shopper was, when they left the checkout and came back in this tab;
  // the cart, addresses and carrier are in the cart store already. The island renders only in
  // the browser (the worker renders its loading state), so reading storage here is safe.
  const [restored] = useState(() => restoredProgress(state));
  const [step, setStep] = useState<CheckoutStep>(restored.step);
  const [billingSameAsShipping, setBillingSame] = useState(restored.billingSameAsShipping);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [validated, setValidated] = useState<ValidatedCart | null>(null);
  const [validation, setValidation] = useState(0); // bumped to validate again
  const [submitting, setSubmitting] = useState(false);
  const [collectSlot, setCollectSlot] = useState<CollectSlot | undefined>();
  const [appliedGiftCards, setAppliedGiftCards] = useState<AppliedGiftCard[]>([]);
  const orderKey = useRef<{ key: string; fingerprint: string } | null>(null);
  const input: CheckoutInput = { ...state, billingSameAsShipping, acceptedTerms };
  const steps = checkoutSteps(state.deliveryType);
  const productsKey = JSON.stringify(productsPayload(state.lines));
  // A pick-up is not an expedition: the server checks the cart for the chosen way.
  const chosenType = orderDeliveryType(state);

  // The provider prices the cart (and refuses it with its French message).
  useEffect(() => {
    const products = JSON.parse(productsKey) as unknown[];
    if (products.length === 0) return;
    const controller = new AbortController();
    apiCall(fetcher, '/order/validate', {
      method: 'POST',
      body: { products, deliveryType: chosenType },
      signal: controller.signal,
    })
      .then((data) => {
        setValidated(readValidatedCart(data));
        cart.update({ errorCartMessage: '' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setValidated(null);
        cart.update({ errorCartMessage: errorMessage(error, t) });
      });
    return () => controller.abort();
  }, [fetcher, cart, productsKey, chosenType, validation]);

  // The member's profile fills what is still empty (GET /user).
  useEffect(() => {
    const controller = new AbortController();
    apiCall(fetcher, '/user', { signal: controller.signal })
      .then((data) => {
        const profile = asRecord(data);
        const current = cart.read();
        const fill = <T extends Record<string, unknown>>(address: T) => ({
          ...address,
          firstname: str(address.firstname) || str(profile.firstname),
          lastname: str(address.lastname) || str(profile.lastname),
        });
        cart.update({
          phone: current.phone || str(profile.phone),
          address: { shipping: fill(current.address.shipping), billing: fill(current.address.billing) },
        });
      })
      .catch(() => {
        // No profile (or not reachable): the buyer types the fields.
      });
    return () => controller.abort();
  }, [fetcher, cart]);

  useEffect(() => storeProgress({ step, billingSameAsShipping }), [step, billingSameAsShipping]);

  function go(target: CheckoutStep) {
    setProblems([]);
    setStep(target);
    document.getElementById('checkout-step-title')?.focus();
  }

  // The domain names the problems by key; they are shown in the page's language.
  const say = (found: CheckoutProblem[]) => found.map((problem) => t.t(problem.key, problem.values));

  function goOn() {
    const found = stepProblems(step, input);
    setProblems(say(found));
    if (found.length === 0) go(nextStep(step, state.deliveryType));
  }

  function chooseDeliveryType(deliveryType: DeliveryType) {
    cart.setDeliveryType(deliveryType);
    cart.update({ discount: { ...cart.read().discount, total: null, subtotal: null, shippingFees: null } });
  }

  async function placeOrder() {
    const found = checkoutProblems(input);
    setProblems(say(found));
    if (found.length > 0 || submitting) return;
    const current = cart.read();
    const codes = appliedGiftCards.map((card) => card.code);
    const payload = {
      ...orderPayload(current, billingSameAsShipping),
      ...(codes.length > 0 ? { giftCardCodes: codes } : {}),
    };
    orderKey.current = idempotencyKeyFor(orderKey.current ?? storedKey(), payload, newKey);
    storeKey(orderKey.current);
    setSubmitting(true);
    try {
      const data = await apiCall(fetcher, '/order', {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': orderKey.current.key },
      });
      const id = num(asRecord(asRecord(data).order).id);
      if (id === null) throw new Error(t.t('checkout.unexpected'));
      storeKey(null);
      storeProgress(null);
      cart.clear();
      window.location.assign(`${paymentHref}${id}`);
    } catch (error) {
      setProblems([errorMessage(error, t)]);
      setSubmitting(false);
      await refreshStock();
    }
  }

  // After a failure the stock comes from the server again, and the cart is re-priced.
  async function refreshStock() {
    const lines = cart.read().lines;
    try {
      const data = await apiCall(fetcher, '/product/quantities', {
        method: 'PUT',
        body: { products: productsPayload(lines).map(({ id }) => ({ id })) },
      });
      cart.setLines(withServerStock(lines, readQuantities(data)));
    } catch {
      // The message of the failed order is already shown.
    }
    setValidation((count) => count + 1);
  }

  if (state.lines.length === 0) {
    return (
      <div className="checkout">
        <p>{t.t('checkout.empty')}</p>
        <p>
          <a href={cartHref}>{t.t('checkout.backToCart')}</a>
        </p>
      </div>
    );
  }

  return (
    <div className="checkout checkout-layout">
      <div className="checkout-layout__main">
        <ol className="checkout__progress">
          {steps.map((candidate, index) => (
            <li key={candidate} aria-current={candidate === step ? 'step' : undefined}>
              <button
                type="button"
                className="checkout__progress-button"
                disabled={candidate !== step && !canOpenStep(candidate, input)}
                onClick={() => go(candidate)}
              >
                {index + 1}. {t.t(STEP_TITLES[candidate])}
              </button>
            </li>
          ))}
        </ol>
        {state.errorCartMessage ? (
          <p className="checkout__error" role="alert">
            {state.errorCartMessage} <a href={cartHref}>{t.t('checkout.editCart')}</a>
          </p>
        ) : null}
        <section className="checkout__step" aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" tabIndex={-1}>
            {t.t(STEP_TITLES[step])}
          </h2>
          {step === 'mode' ? (
            <fieldset className="checkout__fieldset">
              <legend>{t.t('checkout.mode.question')}</legend>
              <DeliveryChoice value="delivery" current={state.deliveryType} onChoose={chooseDeliveryType}>
                {t.t('checkout.mode.delivery')}
              </DeliveryChoice>
              {pickupAddresses.length > 0 ? (
                <DeliveryChoice
                  value="clickAndCollect"
                  current={state.deliveryType}
                  onChoose={chooseDeliveryType}
                >
                  {t.t('checkout.mode.collect')}
                </DeliveryChoice>
              ) : null}
              {noDeliveryAllowed(state.lines) ? (
                <DeliveryChoice
                  value="no_delivery"
                  current={state.deliveryType}
                  onChoose={chooseDeliveryType}
                >
                  {t.t('checkout.mode.none')}
                </DeliveryChoice>
              ) : null}
            </fieldset>
          ) : null}
          {step === 'delivery' && state.deliveryType === 'delivery' ? (
            <DeliveryStep state={state} cart={cart} countries={countries} fetcher={fetcher} />
          ) : null}
          {step === 'delivery' && state.deliveryType === 'clickAndCollect' ? (
            <CollectStep
              state={state}
              cart={cart}
              addresses={pickupAddresses}
              fetcher={fetcher}
              onSlot={setCollectSlot}
            />
          ) : null}
          {step === 'contact' ? (
            <ContactStep
              state={state}
              cart={cart}
              countries={countries}
              billingSameAsShipping={billingSameAsShipping}
              onBillingSameChange={setBillingSame}
            />
          ) : null}
          {step === 'review' ? (
            <ReviewStep
              state={state}
              cart={cart}
              validated={validated}
              pickupAddresses={pickupAddresses}
              saleTermsHref={saleTermsHref}
              healthMention={healthMention}
              acceptedTerms={acceptedTerms}
              onAcceptTerms={setAcceptedTerms}
              fetcher={fetcher}
              collectSlot={collectSlot}
              {...(giftCards ? { giftCards: appliedGiftCards, onGiftCards: setAppliedGiftCards } : {})}
            />
          ) : null}
          {problems.length > 0 ? (
            <ul className="checkout__problems" role="alert">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className="checkout__actions">
            {step !== 'mode' ? (
              <button
                type="button"
                className="checkout__button checkout__button--secondary"
                onClick={() => go(previousStep(step, state.deliveryType))}
              >
                {t.t('checkout.back')}
              </button>
            ) : (
              <a className="checkout__button checkout__button--secondary" href={cartHref}>
                {t.t('checkout.backToCart')}
              </a>
            )}
            {step === 'review' ? (
              <button
                type="button"
                className="checkout__button"
                disabled={submitting}
                onClick={() => void placeOrder()}
              >
                {submitting ? t.t('checkout.ordering') : t.t('checkout.order')}
              </button>
            ) : (
              <button type="button" className="checkout__button" onClick={goOn}>
                {t.t('checkout.continue')}
              </button>
            )}
          </div>
        </section>
      </div>
      <CheckoutSummary state={state} validated={validated} atReview={step === 'review'} />
    </div>
  );
}

function DeliveryChoice({
  value,
  current,
  onChoose,
  children,
}: {
  value: DeliveryType;
  current: DeliveryType;
  onChoose: (value: DeliveryType) => void;
  children: string;
}): ReactElement {
  return (
    <label className="checkout__choice">
      <input
        type="radio"
        name="delivery-type"
        value={value}
        checked={current === value}
        onChange={() => onChoose(value)}
      />
      <span>{children}</span>
    </label>
  );
}
