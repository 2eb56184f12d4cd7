import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { collectLabel } from '../../domain/collect-label.ts';
import { formatEuros, summaryAmounts } from '../../domain/checkout.ts';
import { ALCOHOL_WARNING } from '../layout/BannerTexts.ts';
import { apiCall, errorMessage, type ApiFetch } from './checkout-api.ts';
import { readDiscount, type CollectSlot, type ValidatedCart } from './checkout-answers.ts';
import { orderDeliveryType, productsPayload } from '../../domain/checkout.ts';
import type { CheckoutCart, CheckoutCartState, PickupAddress } from './checkout-types.ts';

// The summary: lines and amounts as the provider computed them, the delivery chosen, the
// discount code (the provider accepts or refuses it with a French message), the Loi Evin
// mention and the sale terms to accept before « Commander ».

export function ReviewStep({
  state,
  cart,
  validated,
  pickupAddresses,
  saleTermsHref,
  acceptedTerms,
  onAcceptTerms,
  fetcher,
  collectSlot,
}: {
  state: CheckoutCartState;
  cart: CheckoutCart;
  validated: ValidatedCart | null;
  collectSlot?: CollectSlot;
  pickupAddresses: PickupAddress[];
  saleTermsHref: string;
  acceptedTerms: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  fetcher: ApiFetch;
}): ReactElement {
  const [code, setCode] = useState(state.discount.value);
  const [discountError, setDiscountError] = useState('');
  const [applying, setApplying] = useState(false);
  const shipping = state.deliveryType === 'delivery' ? (state.carrier?.price ?? null) : 0;
  const discount = state.discount.total === null ? null : state.discount;
  const amounts = summaryAmounts({ subtotal: validated?.subtotal ?? null, shipping, discount });

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
      setDiscountError(errorMessage(error));
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
        <caption>Votre commande</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Qté</th>
            <th scope="col">Total</th>
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
      <section className="checkout__delivery-summary" aria-label="Livraison choisie">
        {state.deliveryType === 'delivery' && state.carrier ? (
          <p>
            Livraison : {state.carrier.name}
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
            Retrait :{' '}
            <strong>
              {state.clickAndCollect.date
                ? collectLabel({
                    placeName: pickup.name,
                    date: state.clickAndCollect.date,
                    opens: slot?.slotOpens ?? null,
                    closes: slot?.closes ?? null,
                  })
                : pickup.name}
            </strong>
            <br />
            {pickup.line1}, {pickup.postalCode} {pickup.city}
          </p>
        ) : null}
        {state.deliveryType === 'no_delivery' ? <p>Sans livraison.</p> : null}
      </section>
      <form
        className="checkout__discount"
        onSubmit={(event) => {
          event.preventDefault();
          void applyDiscount();
        }}
      >
        <label htmlFor="checkout-discount">Code promo</label>
        <div className="checkout__inline">
          <input
            id="checkout-discount"
            value={code}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button type="submit" className="checkout__button checkout__button--secondary" disabled={applying}>
            Appliquer
          </button>
        </div>
        {discountError ? (
          <p className="checkout__error" role="alert">
            {discountError}
          </p>
        ) : null}
        {discount ? <p className="checkout__success">Code « {discount.value} » appliqué.</p> : null}
      </form>
      <dl className="checkout__amounts">
        <dt>Sous-total</dt>
        <dd>{amounts.subtotal === null ? '…' : formatEuros(amounts.subtotal)}</dd>
        <dt>Livraison</dt>
        <dd>
          {amounts.shipping === null
            ? '…'
            : amounts.shipping === 0
              ? 'Offerte'
              : formatEuros(amounts.shipping)}
        </dd>
        {amounts.reduction !== null ? (
          <>
            <dt>Réduction</dt>
            <dd>−{formatEuros(amounts.reduction)}</dd>
          </>
        ) : null}
        <dt className="checkout__total">Total TTC</dt>
        <dd className="checkout__total">{amounts.total === null ? '…' : formatEuros(amounts.total)}</dd>
      </dl>
      <p className="loi-evin">{ALCOHOL_WARNING}</p>
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={acceptedTerms}
          onChange={(event) => onAcceptTerms(event.currentTarget.checked)}
        />
        <span>
          J'ai lu et j'accepte les{' '}
          <a href={saleTermsHref} target="_blank" rel="noopener">
            conditions générales de vente
          </a>
          .
        </span>
      </label>
    </div>
  );
}
