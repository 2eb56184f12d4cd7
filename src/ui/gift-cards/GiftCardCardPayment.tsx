import type { ReactElement } from 'react';
import type { PaymentMethod } from '../../schema/orders/payment';
import { GiftCardPayment } from '../islands/GiftCardPayment';
import { Island } from '../islands/island';
import { giftCardPageWords } from './gift-card-page-words';

// A gift card bought with « Carte bancaire »: the confirmation page's card form (an island
// drawn by Stripe.js, which needs JavaScript; without it the page says so and names the
// site's other methods), and the page Stripe comes back to once the buyer has paid.

export const GIFT_CARD_PAID_PATH = '/bons-cadeaux/paiement';

export function GiftCardCardPayment({
  locale,
  link,
  payment,
  methods,
}: {
  locale: string;
  link: (path: string) => string;
  payment: { clientSecret: string; publishableKey: string };
  /** The site's payment methods: those other than the card are named without JavaScript. */
  methods: readonly PaymentMethod[];
}): ReactElement {
  const w = giftCardPageWords(locale);
  const offline = methods.filter((method) => method !== 'STRIPE').map((method) => w.methods[method]);
  const named = new Intl.ListFormat(locale.startsWith('en') ? 'en-GB' : 'fr-FR', {
    type: 'disjunction',
  }).format(offline);
  return (
    <>
      <noscript>
        <p className="block-form__error">{w.cardNeedsScript(named)}</p>
      </noscript>
      <Island
        name="GiftCardPayment"
        chunk="shop"
        component={GiftCardPayment}
        props={{ ...payment, returnHref: link(GIFT_CARD_PAID_PATH), locale }}
      />
    </>
  );
}

/** Stripe's return: the card is issued by the signed webhook, then e-mailed. */
export function GiftCardPaidPage({
  locale,
  link,
  failed,
  anotherHref,
}: {
  locale: string;
  link: (path: string) => string;
  failed: boolean;
  anotherHref: string;
}): ReactElement {
  const w = giftCardPageWords(locale);
  return (
    <section className="gift-card">
      <h1 className="page-title">{failed ? w.cardFailed : w.paidTitle}</h1>
      <p aria-live="polite">{failed ? w.paidFailed : w.paidText}</p>
      <p>
        <a href={link(anotherHref)}>{w.another}</a>
      </p>
    </section>
  );
}
