import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { prefilledCountry } from '../../domain/orders/checkout.ts';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { PostalAddress } from '../../schema/catalogue/cart.ts';
import { ADDRESS_FIELDS_MESSAGES, AddressFields, toCartCountry } from './AddressFields.tsx';
import type { CheckoutCart, CheckoutCartState, CheckoutCountry } from './checkout-types.ts';

// Addresses, phone and message. Home delivery asks for the delivery address (its postal code
// and country come from the delivery step, its town starts as the commune chosen there and may
// be written as the address has it, « Paris 11e » for the commune Paris) and bills to it unless
// the buyer says otherwise; click and collect and orders without delivery ask for the billing address only.

/** The keys this step (and its address forms) shows; the checkout island embeds them. */
export const CONTACT_STEP_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'checkout.shippingAddress',
    'checkout.shippingCityHint',
    'checkout.billingAddress',
    'checkout.billingSame',
    'checkout.phone',
    'checkout.message',
  ] as const satisfies readonly MessageKey[],
  ADDRESS_FIELDS_MESSAGES,
);

export function ContactStep({
  state,
  cart,
  countries,
  billingSameAsShipping,
  onBillingSameChange,
}: {
  state: CheckoutCartState;
  cart: CheckoutCart;
  countries: CheckoutCountry[];
  billingSameAsShipping: boolean;
  onBillingSameChange: (same: boolean) => void;
}): ReactElement {
  const t = useT();
  const delivering = state.deliveryType === 'delivery';
  const setAddress = (kind: 'shipping' | 'billing', address: PostalAddress) =>
    cart.update({ address: { ...cart.read().address, [kind]: address } });
  const billingCountryId = state.address.billing.country?.id ?? null;
  const chosenCountryId = state.country?.id ?? null;

  // Pick-up and no-delivery orders skip the delivery step that sets the country: the billing
  // address starts with the country that step would have chosen.
  useEffect(() => {
    const country = prefilledCountry(countries, chosenCountryId);
    if (delivering || billingCountryId !== null || !country) return;
    const billing = cart.read().address.billing;
    setAddress('billing', { ...billing, country: toCartCountry(country) });
  }, [cart, countries, delivering, billingCountryId, chosenCountryId]);
  return (
    <div className="checkout__step-body">
      {delivering ? (
        <AddressFields
          prefix="shipping"
          legend={t.t('checkout.shippingAddress')}
          address={state.address.shipping}
          countries={countries}
          locked={['postalCode', 'country']}
          hints={{ city: t.t('checkout.shippingCityHint') }}
          onChange={(address) => setAddress('shipping', address)}
        />
      ) : null}
      {delivering ? (
        <label className="checkout__check">
          <input
            type="checkbox"
            checked={billingSameAsShipping}
            onChange={(event) => onBillingSameChange(event.currentTarget.checked)}
          />
          <span>{t.t('checkout.billingSame')}</span>
        </label>
      ) : null}
      {!delivering || !billingSameAsShipping ? (
        <AddressFields
          prefix="billing"
          legend={t.t('checkout.billingAddress')}
          address={state.address.billing}
          countries={countries}
          onChange={(address) => setAddress('billing', address)}
        />
      ) : null}
      <div className="checkout__field">
        <label htmlFor="checkout-phone">{t.t('checkout.phone')} *</label>
        <input
          id="checkout-phone"
          type="tel"
          autoComplete="tel"
          maxLength={25}
          value={state.phone}
          onChange={(event) => cart.update({ phone: event.currentTarget.value })}
        />
      </div>
      <div className="checkout__field">
        <label htmlFor="checkout-message">{t.t('checkout.message')}</label>
        <textarea
          id="checkout-message"
          rows={3}
          maxLength={2000}
          value={state.message}
          onChange={(event) => cart.update({ message: event.currentTarget.value })}
        />
      </div>
    </div>
  );
}
