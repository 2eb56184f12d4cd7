import type { ReactElement } from 'react';
import { summaryAmounts } from '../../domain/orders/checkout.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { ValidatedCart } from './checkout-answers.ts';
import type { CheckoutCartState } from './checkout-types.ts';

// The order's summary beside the steps: on wide screens it stays in view while the
// shopper fills the steps; on a phone it follows them. The figures are the provider's (the
// validated cart), the shipping the chosen carrier's once there is one. At the review step the
// step itself is the full « Récapitulatif » (lines, amounts, terms): on a phone, where the summary
// would follow it with the same heading and the same figures, it is not shown (checkout.css,
// display: none, so it also leaves the accessibility tree); beside the steps it stays.

export const CHECKOUT_SUMMARY_MESSAGES = [
  'checkout.summary.title',
  'checkout.review.subtotal',
  'checkout.review.shipping',
  'checkout.review.free',
  'checkout.review.reduction',
  'checkout.review.grandTotal',
  'checkout.summary.shippingLater',
] as const satisfies readonly MessageKey[];

export function CheckoutSummary({
  state,
  validated,
  atReview = false,
}: {
  state: CheckoutCartState;
  validated: ValidatedCart | null;
  atReview?: boolean;
}): ReactElement {
  const t = useT();
  const shipping = state.deliveryType === 'delivery' ? (state.carrier?.price ?? null) : 0;
  const discount = state.discount.total === null ? null : state.discount;
  const amounts = summaryAmounts({ subtotal: validated?.subtotal ?? null, shipping, discount });
  return (
    <aside
      className={atReview ? 'checkout__summary checkout__summary--review' : 'checkout__summary'}
      aria-labelledby="checkout-summary-title"
    >
      <h2 id="checkout-summary-title">{t.t('checkout.summary.title')}</h2>
      <ul className="checkout__summary-lines">
        {(validated?.lines ?? []).map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.label}
            </span>
            <span>{line.lineTotal === null ? '' : t.euros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout__amounts">
        <dt>{t.t('checkout.review.subtotal')}</dt>
        <dd>{amounts.subtotal === null ? '…' : t.euros(amounts.subtotal)}</dd>
        <dt>{t.t('checkout.review.shipping')}</dt>
        <dd>
          {amounts.shipping === null
            ? t.t('checkout.summary.shippingLater')
            : amounts.shipping === 0
              ? t.t('checkout.review.free')
              : t.euros(amounts.shipping)}
        </dd>
        {amounts.reduction !== null ? (
          <>
            <dt>{t.t('checkout.review.reduction')}</dt>
            <dd>−{t.euros(amounts.reduction)}</dd>
          </>
        ) : null}
        <dt className="checkout__total">{t.t('checkout.review.grandTotal')}</dt>
        <dd className="checkout__total">{amounts.total === null ? '…' : t.euros(amounts.total)}</dd>
      </dl>
    </aside>
  );
}
