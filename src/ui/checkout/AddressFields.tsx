import type { ReactElement } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { CartCountry, PostalAddress } from '../../schema/catalogue/cart.ts';
import type { CheckoutCountry } from './checkout-types.ts';

// One postal address form (delivery or billing). Fixed ids per prefix: there is one of each
// per page, and useId differs between React and Preact.

type Field = 'firstname' | 'lastname' | 'address' | 'addressPart2' | 'postalCode' | 'city';

const FIELDS: { name: Field; label: MessageKey; autoComplete: string; required: boolean }[] = [
  { name: 'firstname', label: 'checkout.field.firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'checkout.field.lastname', autoComplete: 'family-name', required: true },
  { name: 'address', label: 'checkout.field.address', autoComplete: 'address-line1', required: true },
  {
    name: 'addressPart2',
    label: 'checkout.field.addressPart2',
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'postalCode', label: 'checkout.field.postalCode', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'checkout.field.city', autoComplete: 'address-level2', required: true },
];

/** The keys of this form (the checkout island embeds them). */
export const ADDRESS_FIELDS_MESSAGES = [
  'checkout.field.firstname',
  'checkout.field.lastname',
  'checkout.field.address',
  'checkout.field.addressPart2',
  'checkout.field.postalCode',
  'checkout.field.city',
  'checkout.field.country',
  'checkout.chooseCountry',
] as const satisfies readonly MessageKey[];

export function toCartCountry(country: CheckoutCountry): CartCountry {
  return { id: country.id, alphaTwo: country.alphaTwo, alphaThree: country.alphaThree };
}

export function AddressFields({
  prefix,
  legend,
  address,
  countries,
  locked = [],
  hints = {},
  onChange,
}: {
  prefix: string; // 'shipping' | 'billing'
  legend: string;
  address: PostalAddress;
  countries: CheckoutCountry[];
  /** Fields set by an earlier step (the delivery postal code, city and country). */
  locked?: readonly (Field | 'country')[];
  /** A line under a field, read with it by screen readers. */
  hints?: Partial<Record<Field, string>>;
  onChange: (address: PostalAddress) => void;
}): ReactElement {
  const t = useT();
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  return (
    <fieldset className="checkout__fieldset">
      <legend>{legend}</legend>
      {FIELDS.map((field) => {
        const id = `checkout-${prefix}-${field.name}`;
        const hint = hints[field.name];
        return (
          <div className="checkout__field" key={field.name}>
            <label htmlFor={id}>
              {t.t(field.label)}
              {field.required ? ' *' : ''}
            </label>
            <input
              id={id}
              name={`${prefix}.${field.name}`}
              value={address[field.name]}
              required={field.required}
              readOnly={locked.includes(field.name)}
              maxLength={field.name === 'postalCode' ? 20 : 200}
              autoComplete={`${section} ${field.autoComplete}`}
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(event) => onChange({ ...address, [field.name]: event.currentTarget.value })}
            />
            {hint ? (
              <p className="checkout__hint" id={`${id}-hint`}>
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="checkout__field">
        <label htmlFor={`checkout-${prefix}-country`}>{t.t('checkout.field.country')} *</label>
        <select
          id={`checkout-${prefix}-country`}
          name={`${prefix}.country`}
          value={address.country ? String(address.country.id) : ''}
          disabled={locked.includes('country')}
          required
          onChange={(event) => {
            const chosen = countries.find((country) => String(country.id) === event.currentTarget.value);
            onChange({ ...address, country: chosen ? toCartCountry(chosen) : null });
          }}
        >
          <option value="">{t.t('checkout.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
