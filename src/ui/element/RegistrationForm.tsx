import type { ReactElement } from 'react';
import { MAX_SEATS_PER_REGISTRATION, type RegistrationField } from '../../schema/content/element';
import { useT } from '../../i18n/react';
import type { MessageKey } from '../../i18n/messages';
import type { RegistrationFormState } from './registration-form-state';

export const REGISTRATION_HONEYPOT = 'website';

const FIELDS: {
  name: RegistrationField;
  label: MessageKey;
  type: string;
  autoComplete?: string;
  required: boolean;
}[] = [
  { name: 'firstname', label: 'element.firstname', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'element.lastname', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'element.email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'element.phone', type: 'tel', autoComplete: 'tel', required: false },
];

/**
 * The registration form: a plain POST to the element's own page, which answers the page again
 * with the notice or the errors beside their fields. No JavaScript needed, so no island.
 */
export function RegistrationForm({
  action,
  placesLeft,
  state,
}: {
  action: string;
  placesLeft: number;
  state: RegistrationFormState | null;
}): ReactElement {
  const t = useT();
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const maxSeats = Math.max(1, Math.min(MAX_SEATS_PER_REGISTRATION, placesLeft));
  const describedBy = (name: RegistrationField) => (errors[name] ? `registration-${name}-error` : undefined);
  return (
    <form className="element-registration" method="post" action={action}>
      <h2 id="inscription">{t.t('element.register')}</h2>
      {state?.notice ? (
        <p
          className={`element-registration__notice element-registration__notice--${state.notice.kind}`}
          role={state.notice.kind === 'error' ? 'alert' : 'status'}
        >
          {state.notice.text}
        </p>
      ) : null}
      {FIELDS.map((field) => (
        <p key={field.name} className="element-registration__field">
          <label htmlFor={`registration-${field.name}`}>{t.t(field.label)}</label>
          <input
            id={`registration-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            defaultValue={values[field.name] ?? ''}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
          />
          {errors[field.name] ? (
            <span id={`registration-${field.name}-error`} className="element-registration__error">
              {errors[field.name]}
            </span>
          ) : null}
        </p>
      ))}
      <p className="element-registration__field">
        <label htmlFor="registration-seats">{t.t('element.seats')}</label>
        <input
          id="registration-seats"
          name="seats"
          type="number"
          min={1}
          max={maxSeats}
          required
          defaultValue={values.seats ?? '1'}
          aria-invalid={errors.seats ? true : undefined}
          aria-describedby={describedBy('seats')}
        />
        {errors.seats ? (
          <span id="registration-seats-error" className="element-registration__error">
            {errors.seats}
          </span>
        ) : null}
      </p>
      <p className="element-registration__field">
        <label htmlFor="registration-message">{t.t('element.message')}</label>
        <textarea id="registration-message" name="message" rows={3} defaultValue={values.message ?? ''} />
      </p>
      <p className="element-registration__trap" aria-hidden="true">
        <label htmlFor="registration-website">{t.t('element.trap')}</label>
        <input
          id="registration-website"
          name={REGISTRATION_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </p>
      <p>
        <button type="submit" className="block-cta__button">
          {t.t('element.submit')}
        </button>
      </p>
    </form>
  );
}
