import type { ReactElement } from 'react';
import type { CartCountry, PostalAddress } from '../../schema/cart.ts';
import type { CheckoutCountry } from './checkout-types.ts';

// One postal address form (delivery or billing). Fixed ids per prefix: there is one of each
// per page, and useId differs between React and Preact.

type Field = 'firstname' | 'lastname' | 'address' | 'addressPart2' | 'postalCode' | 'city';

const FIELDS: { name: Field; label: string; autoComplete: string; required: boolean }[] = [
  { name: 'firstname', label: 'Prénom', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'Nom', autoComplete: 'family-name', required: true },
  { name: 'address', label: 'Adresse', autoComplete: 'address-line1', required: true },
  { name: 'addressPart2', label: "Complément d'adresse", autoComplete: 'address-line2', required: false },
  { name: 'postalCode', label: 'Code postal', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2', required: true },
];

export function toCartCountry(country: CheckoutCountry): CartCountry {
  return { id: country.id, alphaTwo: country.alphaTwo, alphaThree: country.alphaThree };
}

export function AddressFields({
  prefix,
  legend,
  address,
  countries,
  locked = [],
  onChange,
}: {
  prefix: string; // 'shipping' | 'billing'
  legend: string;
  address: PostalAddress;
  countries: CheckoutCountry[];
  /** Fields set by an earlier step (the delivery postal code, city and country). */
  locked?: readonly (Field | 'country')[];
  onChange: (address: PostalAddress) => void;
}): ReactElement {
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  return (
    <fieldset className="checkout__fieldset">
      <legend>{legend}</legend>
      {FIELDS.map((field) => {
        const id = `checkout-${prefix}-${field.name}`;
        return (
          <div className="checkout__field" key={field.name}>
            <label htmlFor={id}>
              {field.label}
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
              onChange={(event) => onChange({ ...address, [field.name]: event.currentTarget.value })}
            />
          </div>
        );
      })}
      <div className="checkout__field">
        <label htmlFor={`checkout-${prefix}-country`}>Pays *</label>
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
          <option value="">Choisissez un pays</option>
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
