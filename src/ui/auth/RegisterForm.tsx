import type { ReactElement } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../domain/members/member-rules';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import { labelsIn } from './form-labels';
import { AuthField, fieldId } from './AuthField';
import { ErrorSummary } from './ErrorSummary';
import type { MemberFormState } from './form-state';

const REGISTER_LABELS = {
  firstname: 'auth.firstname',
  lastname: 'auth.lastname',
  email: 'auth.email',
  phone: 'auth.phone',
  birthdate: 'auth.birthdate',
  password: 'auth.password',
  acceptTerms: 'auth.acceptTerms',
} as const;

/** The new password's rule, under its field (registration, reset). */
export const passwordHint = (t: Translator): string => t.t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH });

/** The registration form: a plain POST to /auth/register that works without JavaScript. */
export function RegisterForm({
  state,
  redirect,
  action,
  termsHref,
  askBirthdate,
  adultsOnly,
}: {
  state: MemberFormState;
  redirect: string;
  action: string;
  termsHref: string;
  askBirthdate: boolean;
  adultsOnly: boolean;
}): ReactElement {
  const { values, errors } = state;
  const t = useT();
  const all = labelsIn(REGISTER_LABELS, t);
  const labels: Record<string, string> = askBirthdate
    ? all
    : Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'birthdate'));
  const termsId = fieldId('register', 'acceptTerms');
  return (
    <section aria-labelledby="register-title" className="form-card auth-card">
      <h2 id="register-title">{t.t('auth.createAccount')}</h2>
      <ErrorSummary form="register" message={state.message} errors={errors} labels={labels} />
      <form
        method="post"
        action={action}
        className="form"
        id="register-form"
        noValidate
        data-member-form="register"
      >
        <input type="hidden" name="redirect" value={redirect} />
        <AuthField
          form="register"
          name="firstname"
          label={all.firstname}
          autoComplete="given-name"
          value={values.firstname}
          error={errors.firstname}
          maxLength={100}
        />
        <AuthField
          form="register"
          name="lastname"
          label={all.lastname}
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          maxLength={100}
        />
        <AuthField
          form="register"
          name="email"
          label={all.email}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          maxLength={254}
        />
        <AuthField
          form="register"
          name="phone"
          label={all.phone}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          required={false}
          maxLength={20}
        />
        {askBirthdate ? (
          <AuthField
            form="register"
            name="birthdate"
            label={all.birthdate}
            type="date"
            autoComplete="bday"
            value={values.birthdate}
            error={errors.birthdate}
            hint={adultsOnly ? t.t('auth.adultsOnly') : undefined}
          />
        ) : null}
        <AuthField
          form="register"
          name="password"
          label={all.password}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={passwordHint(t)}
          maxLength={200}
        />
        <div className={`auth-field auth-field--checkbox${errors.acceptTerms ? ' auth-field--error' : ''}`}>
          <input
            id={termsId}
            name="acceptTerms"
            type="checkbox"
            value="on"
            required
            defaultChecked={values.acceptTerms === 'on'}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={`${termsId}-terms ${termsId}-error`}
          />
          <label htmlFor={termsId}>{t.t('auth.termsLabel')}</label>
          <p className="auth-field__hint" id={`${termsId}-terms`}>
            <a href={termsHref} target="_blank" rel="noopener">
              {t.t('auth.readTerms')}
            </a>
          </p>
          <p className="auth-field__error" id={`${termsId}-error`} data-error-for={termsId}>
            {errors.acceptTerms ?? ''}
          </p>
        </div>
        <button type="submit" className="button">
          {t.t('auth.register')}
        </button>
      </form>
    </section>
  );
}
