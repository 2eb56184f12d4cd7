import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { loadStripe, type StripeClient, type StripeElements } from './stripe-js.ts';

// Stripe's card form for a PaymentIntent, shared by the islands that take a card on a page of
// their own (a gift card bought by card, a booking paid beforehand): Stripe.js draws the form
// for the client secret, paying confirms it with Stripe, which comes back to `returnHref`.
// What was bought is confirmed by Stripe's signed webhook, never by this form.

export type CardPaymentProps = {
  clientSecret: string;
  publishableKey: string;
  /** The page Stripe comes back to once the payment is made. */
  returnHref: string;
  locale: string;
};

export interface CardPaymentWords {
  cardTitle: string;
  pay: string;
  cardUnavailable: string;
  cardFailed: string;
}

type Ready = { stripe: StripeClient; elements: StripeElements };

export function CardPaymentForm({
  clientSecret,
  publishableKey,
  returnHref,
  locale,
  words: w,
  block,
}: CardPaymentProps & {
  words: CardPaymentWords;
  /** The page's block class: the section is `{block}__payment`, the form `{block}__card-form`. */
  block: string;
}): ReactElement {
  const [ready, setReady] = useState<Ready | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cardTarget = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadStripe(w.cardUnavailable)
      .then((factory) => {
        if (!live) return;
        const stripe = factory(publishableKey);
        const elements = stripe.elements({ clientSecret, locale: locale.slice(0, 2) });
        if (cardTarget.current) elements.create('payment').mount(cardTarget.current);
        setReady({ stripe, elements });
      })
      .catch((caught: unknown) => {
        if (live) setError(caught instanceof Error ? caught.message : w.cardUnavailable);
      });
    return () => {
      live = false;
    };
  }, [clientSecret, publishableKey, locale, w.cardUnavailable]);

  async function pay({ stripe, elements }: Ready) {
    setBusy(true);
    setError('');
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(returnHref, window.location.href).href },
    });
    // Only reached when the payment failed: otherwise Stripe goes to the return URL.
    setError(result.error?.message ?? w.cardFailed);
    setBusy(false);
  }

  const titleId = `${block}-carte-paiement-titre`;
  return (
    <section className={`${block}__payment`} aria-labelledby={titleId}>
      <h2 id={titleId}>{w.cardTitle}</h2>
      <div ref={cardTarget} className={`${block}__card-form`} />
      {error ? (
        <p className="block-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="block-form__submit"
        disabled={busy || !ready}
        onClick={() => {
          if (ready) void pay(ready);
        }}
      >
        {w.pay}
      </button>
    </section>
  );
}
