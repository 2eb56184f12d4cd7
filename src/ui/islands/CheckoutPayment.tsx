import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { apiCall, asRecord, errorMessage, str, type ApiFetch } from '../checkout/checkout-api.ts';

// The payment step (/commande/paiement/{id}), in the shop chunk. The buyer picks one of the
// methods the site offers; POST /order/{id}/payment answers offline instructions (bank
// transfer, cheque, payment at pick-up), shown here, or a Stripe PaymentIntent whose card
// form Stripe.js draws. Stripe.js is loaded from js.stripe.com only here, only when the card
// is chosen, and only this page's Content-Security-Policy allows that origin.

export type PaymentOption = { method: string; label: string };

export type CheckoutPaymentProps = {
  orderId: number;
  methods: PaymentOption[];
  /** The confirmation page of this order (Stripe comes back there too). */
  confirmationHref: string;
};

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

// The few Stripe.js calls used (https://docs.stripe.com/js): typed here, no package needed.
interface StripeElement {
  mount(target: HTMLElement): void;
}
interface StripeElements {
  create(type: 'payment'): StripeElement;
}
interface StripeClient {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeClient;

function loadStripe(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js indisponible.'));
    };
    script.onerror = () => reject(new Error('Le paiement par carte est momentanément indisponible.'));
    document.head.appendChild(script);
  });
}

type Started =
  | { kind: 'OFFLINE'; instructions: string }
  | { kind: 'STRIPE'; stripe: StripeClient; elements: StripeElements };

const defaultFetch: ApiFetch = (input, init) => fetch(input, init);

export function CheckoutPayment({
  orderId,
  methods,
  confirmationHref,
  fetcher = defaultFetch,
}: CheckoutPaymentProps & { fetcher?: ApiFetch }): ReactElement {
  const [method, setMethod] = useState(methods[0]?.method ?? '');
  const [started, setStarted] = useState<Started | null>(null);
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
        await apiCall(fetcher, `/order/${orderId}/payment`, { method: 'POST', body: { method } }),
      );
      if (data.kind === 'STRIPE') {
        const stripe = (await loadStripe())(str(data.publishableKey));
        setStarted({
          kind: 'STRIPE',
          stripe,
          elements: stripe.elements({ clientSecret: str(data.clientSecret), locale: 'fr' }),
        });
      } else {
        setStarted({ kind: 'OFFLINE', instructions: str(data.instructions) });
      }
    } catch (caught) {
      setError(errorMessage(caught));
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
    setError(result.error?.message ?? 'Le paiement a échoué.');
    setBusy(false);
  }

  if (started?.kind === 'OFFLINE') {
    return (
      <section className="payment" aria-live="polite">
        <h2>Commande enregistrée</h2>
        <p className="payment__instructions">{started.instructions}</p>
        <p>
          <a className="checkout__button" href={confirmationHref}>
            Voir ma commande
          </a>
        </p>
      </section>
    );
  }

  if (started?.kind === 'STRIPE') {
    return (
      <section className="payment">
        <h2>Paiement par carte</h2>
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
          Payer
        </button>
      </section>
    );
  }

  return (
    <section className="payment">
      <h2>Moyen de paiement</h2>
      {methods.length === 0 ? (
        <p className="checkout__error">
          Aucun moyen de paiement n'est proposé pour le moment : contactez le domaine.
        </p>
      ) : (
        <fieldset className="checkout__fieldset">
          <legend>Choisissez comment payer</legend>
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
        {method === 'STRIPE' ? 'Payer par carte' : 'Valider le paiement'}
      </button>
    </section>
  );
}
