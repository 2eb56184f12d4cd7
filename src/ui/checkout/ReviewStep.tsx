import { Fragment, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { collectLabel } from '../../domain/delivery/collect-label.ts';
import { summaryAmounts } from '../../domain/orders/checkout.ts';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { API_ERROR_MESSAGES, apiCall, errorMessage, type ApiFetch } from './checkout-api.ts';
import { readDiscount, type CollectSlot, type ValidatedCart } from './checkout-answers.ts';
import { orderDeliveryType, productsPayload } from '../../domain/orders/checkout.ts';
import type { CheckoutCart, CheckoutCartState, PickupAddress } from './checkout-types.ts';
import { GIFT_CARD_FIELD_MESSAGES, giftCardShares, type AppliedGiftCard } from './gift-card-shares.ts';
import { GiftCardField } from './GiftCardField.tsx';

// The summary: lines and amounts as the provider computed them, the delivery chosen, the
// discount code (the provider accepts or refuses it with a French message), the Loi Evin
// mention and the sale terms to accept before « Commander ».

/** The keys this step shows; the checkout island embeds them. */
export const REVIEW_STEP_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'checkout.review.caption',
    'checkout.review.product',
    'checkout.review.quantity',
    'checkout.review.total',
    'checkout.review.chosen',
    'checkout.review.delivery',
    'checkout.review.collect',
    'checkout.review.none',
    'checkout.review.code',
    'checkout.review.apply',
    'checkout.review.applied',
    'checkout.review.subtotal',
    'checkout.review.shipping',
    'checkout.review.free',
    'checkout.review.reduction',
    'checkout.review.grandTotal',
    'checkout.review.accept',
    'checkout.review.terms',
    'checkout.review.giftCard',
    'checkout.review.toPay',
    'banner.alcoholWarning',
  ] as const satisfies readonly MessageKey[],
  GIFT_CARD_FIELD_MESSAGES,
  API_ERROR_MESSAGES,
);

export function ReviewStep({
  state,
  cart,
  validated,
  pickupAddresses,
  saleTermsHref,
  healthMention,
  acceptedTerms,
  onAcceptTerms,
  fetcher,
  collectSlot,
  giftCards = [],
  onGiftCards,
}: {
  state: CheckoutCartState;
  cart: CheckoutCart;
  validated: ValidatedCart | null;
  collectSlot?: CollectSlot;
  pickupAddresses: PickupAddress[];
  saleTermsHref: string;
  healthMention: boolean;
  acceptedTerms: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  fetcher: ApiFetch;
  /** The gift cards applied, absent where the site sells none. */
  giftCards?: readonly AppliedGiftCard[];
  onGiftCards?: (cards: AppliedGiftCard[]) => void;
}): ReactElement {
  const t = useT();
  const formatEuros = t.euros;
  const [code, setCode] = useState(state.discount.value);
  const [discountError, setDiscountError] = useState('');
  const [applying, setApplying] = useState(false);
  const shipping = state.deliveryType === 'delivery' ? (state.carrier?.price ?? null) : 0;
  const discount = state.discount.total === null ? null : state.discount;
  const amounts = summaryAmounts({ subtotal: validated?.subtotal ?? null, shipping, discount });
  const paid = amounts.total === null ? null : giftCardShares(giftCards, amounts.total);

  async function applyDiscount() {
    const typed = code.trim();
    if (typed === '') {
      cart.update({ discount: { value: '', total: null, subtotal: null, shippingFees: null } });
      return;
    }
    setApplying(true);
    setDiscountError('');
    try {
      const current = cart.read();
      const data = await apiCall(fetcher, '/order/discount', {
        method: 'POST',
        // The shipping price is shown back with the reduction; the order computes it again.
        body: {
          code: typed,
          products: productsPayload(current.lines),
          shippingPrice: shipping ?? undefined,
          deliveryType: orderDeliveryType(current), // a pick-up has no bottle minimum
        },
      });
      const figures = readDiscount(data, validated?.subtotal ?? 0, shipping ?? 0);
      cart.update({ discount: { value: typed, ...figures } });
    } catch (error) {
      cart.update({ discount: { value: typed, total: null, subtotal: null, shippingFees: null } });
      setDiscountError(errorMessage(error, t));
    } finally {
      setApplying(false);
    }
  }

  // The delivery may have changed since the code was applied: its figures are asked again.
  useEffect(() => {
    if (cart.read().discount.value.trim() !== '') void applyDiscount();
    // Once per visit of this step; applyDiscount reads the store's current state.
  }, []);

  const pickup = pickupAddresses.find((address) => address.id === state.clickAndCollect.idAddress);
  // The slot the collect step chose, for its hours (« 10:00–12:30 »), if it is still the choice.
  const slot =
    collectSlot?.date === state.clickAndCollect.date &&
    collectSlot?.idSchedule === state.clickAndCollect.idSchedule
      ? collectSlot
      : null;
  return (
    <div className="checkout__step-body">
      <table className="checkout__lines">
        <caption>{t.t('checkout.review.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t.t('checkout.review.product')}</th>
            <th scope="col">{t.t('checkout.review.quantity')}</th>
            <th scope="col">{t.t('checkout.review.total')}</th>
          </tr>
        </thead>
        <tbody>
          {(validated?.lines ?? []).map((line) => (
            <tr key={line.id}>
              <td>{line.label}</td>
              <td>{line.quantity}</td>
              <td>{line.lineTotal === null ? '' : formatEuros(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="checkout__delivery-summary" aria-label={t.t('checkout.review.chosen')}>
        {state.deliveryType === 'delivery' && state.carrier ? (
          <p>
            {t.t('checkout.review.delivery', { carrier: state.carrier.name })}
            {state.accessPointAddress ? (
              <>
                {' '}
                — <strong>{state.accessPointAddress.name}</strong>, {state.accessPointAddress.addLine1},{' '}
                {state.accessPointAddress.zipCode} {state.accessPointAddress.city}
              </>
            ) : (
              <>
                {' '}
                — {state.address.shipping.address}, {state.address.shipping.postalCode}{' '}
                {state.address.shipping.city}
              </>
            )}
          </p>
        ) : null}
        {state.deliveryType === 'clickAndCollect' && pickup ? (
          <p className="checkout__collect-summary">
            {t.t('checkout.review.collect')}{' '}
            <strong>
              {state.clickAndCollect.date
                ? collectLabel(
                    {
                      placeName: pickup.name,
                      date: state.clickAndCollect.date,
                      opens: slot?.slotOpens ?? null,
                      closes: slot?.closes ?? null,
                    },
                    t.tag,
                  )
                : pickup.name}
            </strong>
            <br />
            {pickup.line1}, {pickup.postalCode} {pickup.city}
          </p>
        ) : null}
        {state.deliveryType === 'no_delivery' ? <p>{t.t('checkout.review.none')}</p> : null}
      </section>
      <form
        className="checkout__discount"
        onSubmit={(event) => {
          event.preventDefault();
          void applyDiscount();
        }}
      >
        <label htmlFor="checkout-discount">{t.t('checkout.review.code')}</label>
        <div className="checkout__inline">
          <input
            id="checkout-discount"
            value={code}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button type="submit" className="checkout__button checkout__button--secondary" disabled={applying}>
            {t.t('checkout.review.apply')}
          </button>
        </div>
        {discountError ? (
          <p className="checkout__error" role="alert">
            {discountError}
          </p>
        ) : null}
        {discount ? (
          <p className="checkout__success">{t.t('checkout.review.applied', { code: discount.value })}</p>
        ) : null}
      </form>
      {onGiftCards ? <GiftCardField cards={giftCards} onChange={onGiftCards} fetcher={fetcher} /> : null}
      <dl className="checkout__amounts">
        <dt>{t.t('checkout.review.subtotal')}</dt>
        <dd>{amounts.subtotal === null ? '…' : formatEuros(amounts.subtotal)}</dd>
        <dt>{t.t('checkout.review.shipping')}</dt>
        <dd>
          {amounts.shipping === null
            ? '…'
            : amounts.shipping === 0
              ? t.t('checkout.review.free')
              : formatEuros(amounts.shipping)}
        </dd>
        {amounts.reduction !== null ? (
          <>
            <dt>{t.t('checkout.review.reduction')}</dt>
            <dd>−{formatEuros(amounts.reduction)}</dd>
          </>
        ) : null}
        <dt className="checkout__total">{t.t('checkout.review.grandTotal')}</dt>
        <dd className="checkout__total">{amounts.total === null ? '…' : formatEuros(amounts.total)}</dd>
        {paid && giftCards.length > 0 ? (
          <>
            {giftCards.map((card, index) => (
              <Fragment key={card.code}>
                <dt>{t.t('checkout.review.giftCard', { label: card.label })}</dt>
                <dd>−{formatEuros(paid.shares[index] ?? 0)}</dd>
              </Fragment>
            ))}
            <dt className="checkout__total">{t.t('checkout.review.toPay')}</dt>
            <dd className="checkout__total">{formatEuros(paid.left)}</dd>
          </>
        ) : null}
      </dl>
      {healthMention ? <p className="loi-evin">{t.t('banner.alcoholWarning')}</p> : null}
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={acceptedTerms}
          onChange={(event) => onAcceptTerms(event.currentTarget.checked)}
        />
        <span>
          {t.t('checkout.review.accept')}{' '}
          <a href={saleTermsHref} target="_blank" rel="noopener">
            {t.t('checkout.review.terms')}
          </a>
          .
        </span>
      </label>
    </div>
  );
}
