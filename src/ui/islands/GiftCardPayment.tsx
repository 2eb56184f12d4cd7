import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { giftCardPageWords } from '../gift-cards/gift-card-page-words.ts';
import { loadStripe, type StripeClient, type StripeElements } from '../payment/stripe-js.ts';

// The gift card's card payment, on the confirmation page of a card bought with « Carte
// bancaire », in the shop chunk. Stripe.js draws its card form for the PaymentIntent the
// purchase answered; paying confirms it with Stripe, which comes back to `returnHref`. The card
// is issued by Stripe's signed webhook, never by this page.

export type GiftCardPaymentProps = {
  clientSecret: string;
  publishableKey: string;
  /** The page Stripe comes back to once the payment is made. */
  returnHref: string;
  locale: string;
};

type Ready = { stripe: StripeClient; elements: StripeElements };

export function GiftCardPayment({
  clientSecret,
  publishableKey,
  returnHref,
  locale,
}: GiftCardPaymentProps): ReactElement {
  const w = giftCardPageWords(locale);
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

  return (
    <section className="gift-card__payment" aria-labelledby="carte-paiement-titre">
      <h2 id="carte-paiement-titre">{w.cardTitle}</h2>
      <div ref={cardTarget} className="gift-card__card-form" />
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
