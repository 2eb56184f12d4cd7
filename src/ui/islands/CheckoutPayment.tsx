import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import {
  API_ERROR_MESSAGES,
  apiCall,
  asRecord,
  errorMessage,
  str,
  withLocale,
  type ApiFetch,
} from '../checkout/checkout-api.ts';
import { loadStripe, type StripeClient, type StripeElements } from '../payment/stripe-js.ts';

// The payment step (/commande/paiement/{id}), in the shop chunk. The buyer picks one of the
// methods the site offers; POST /order/{id}/payment answers offline instructions (bank
// transfer, cheque, payment at pick-up), shown here, or a Stripe PaymentIntent whose card
// form Stripe.js draws (src/ui/payment/stripe-js.ts), loaded only when the card is chosen.
// Reopened after an offline choice, the page shows that choice's instructions first (the IBAN
// and reference the e-mail gave), with a way to choose another method.

export type PaymentOption = { method: string; label: string };

export type CheckoutPaymentProps = {
  orderId: number;
  methods: PaymentOption[];
  /** The confirmation page of this order (Stripe comes back there too). */
  confirmationHref: string;
  /** The offline method already chosen for this order and its instructions, if any. */
  chosen?: { method: string; instructions: string } | null;
};

/** The keys this island reads (the page embeds them). */
export const CHECKOUT_PAYMENT_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'payment.placed',
    'payment.seeOrder',
    'payment.change',
    'payment.card',
    'payment.pay',
    'payment.method',
    'payment.none',
    'payment.choose',
    'payment.payByCard',
    'payment.confirm',
    'payment.failed',
    'payment.cardUnavailable',
  ] as const satisfies readonly MessageKey[],
  API_ERROR_MESSAGES,
);

type Started =
  | { kind: 'OFFLINE'; instructions: string }
  | { kind: 'STRIPE'; stripe: StripeClient; elements: StripeElements };

const defaultFetch: ApiFetch = (input, init) => fetch(input, init);

export function CheckoutPayment({
  orderId,
  methods,
  confirmationHref,
  chosen = null,
  fetcher = defaultFetch,
}: CheckoutPaymentProps & { fetcher?: ApiFetch }): ReactElement {
  const t = useT();
  const [method, setMethod] = useState(chosen?.method ?? methods[0]?.method ?? '');
  const [started, setStarted] = useState<Started | null>(
    chosen ? { kind: 'OFFLINE', instructions: chosen.instructions } : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cardTarget = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (started?.kind === 'STRIPE' && cardTarget.current)
      started.elements.create('payment').mount(cardTarget.current);
  }, [started]);

  async function start() {
    setBusy(true);
    setError('');
    try {
      const data = asRecord(
        // In the page's language: the instructions answered and the e-mail's are in it.
        await apiCall(withLocale(fetcher, t.locale), `/order/${orderId}/payment`, {
          method: 'POST',
          body: { method },
        }),
      );
      if (data.kind === 'STRIPE') {
        const stripe = (await loadStripe(t.t('payment.cardUnavailable')))(str(data.publishableKey));
        setStarted({
          kind: 'STRIPE',
          stripe,
          elements: stripe.elements({ clientSecret: str(data.clientSecret), locale: t.tag.slice(0, 2) }),
        });
      } else {
        setStarted({ kind: 'OFFLINE', instructions: str(data.instructions) });
      }
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function payByCard(stripe: StripeClient, elements: StripeElements) {
    setBusy(true);
    setError('');
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(confirmationHref, window.location.href).href },
    });
    // Only reached when the payment failed: otherwise Stripe goes to the return URL.
    setError(result.error?.message ?? t.t('payment.failed'));
    setBusy(false);
  }

  if (started?.kind === 'OFFLINE') {
    return (
      <section className="payment" aria-live="polite">
        <h2>{t.t('payment.placed')}</h2>
        <p className="payment__instructions">{started.instructions}</p>
        <p className="payment__actions">
          <a className="checkout__button" href={confirmationHref}>
            {t.t('payment.seeOrder')}
          </a>
          {methods.length > 1 ? (
            <button type="button" className="payment__change" onClick={() => setStarted(null)}>
              {t.t('payment.change')}
            </button>
          ) : null}
        </p>
      </section>
    );
  }

  if (started?.kind === 'STRIPE') {
    return (
      <section className="payment">
        <h2>{t.t('payment.card')}</h2>
        <div ref={cardTarget} className="payment__card" />
        {error ? (
          <p className="checkout__error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="checkout__button"
          disabled={busy}
          onClick={() => void payByCard(started.stripe, started.elements)}
        >
          {t.t('payment.pay')}
        </button>
      </section>
    );
  }

  return (
    <section className="payment">
      <h2>{t.t('payment.method')}</h2>
      {methods.length === 0 ? (
        <p className="checkout__error">{t.t('payment.none')}</p>
      ) : (
        <fieldset className="checkout__fieldset">
          <legend>{t.t('payment.choose')}</legend>
          {methods.map((option) => (
            <label className="checkout__choice" key={option.method}>
              <input
                type="radio"
                name="payment-method"
                value={option.method}
                checked={method === option.method}
                onChange={() => setMethod(option.method)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="checkout__button"
        disabled={busy || methods.length === 0}
        onClick={() => void start()}
      >
        {method === 'STRIPE' ? t.t('payment.payByCard') : t.t('payment.confirm')}
      </button>
    </section>
  );
}
