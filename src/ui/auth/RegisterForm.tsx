import type { ReactElement } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../domain/member-rules';
import { TERMS_LABEL } from '../../schema/member';
import { AuthField, fieldId } from './AuthField';
import { ErrorSummary } from './ErrorSummary';
import type { MemberFormState } from './form-state';

export const REGISTER_LABELS = {
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  birthdate: 'Date de naissance',
  password: 'Mot de passe',
  acceptTerms: 'Conditions générales d’utilisation',
} as const;

export const PASSWORD_HINT =
  `${PASSWORD_MIN_LENGTH} caractères au moins. Une phrase de plusieurs mots est facile à retenir ` +
  'et difficile à deviner ; les mots de passe trop courants sont refusés.';

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
  const labels = askBirthdate
    ? REGISTER_LABELS
    : (Object.fromEntries(Object.entries(REGISTER_LABELS).filter(([name]) => name !== 'birthdate')) as Record<
        string,
        string
      >);
  const termsId = fieldId('register', 'acceptTerms');
  return (
    <section aria-labelledby="register-title" className="form-card auth-card">
      <h2 id="register-title">Créer un compte</h2>
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
          label={REGISTER_LABELS.firstname}
          autoComplete="given-name"
          value={values.firstname}
          error={errors.firstname}
          maxLength={100}
        />
        <AuthField
          form="register"
          name="lastname"
          label={REGISTER_LABELS.lastname}
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          maxLength={100}
        />
        <AuthField
          form="register"
          name="email"
          label={REGISTER_LABELS.email}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          maxLength={254}
        />
        <AuthField
          form="register"
          name="phone"
          label={REGISTER_LABELS.phone}
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
            label={REGISTER_LABELS.birthdate}
            type="date"
            autoComplete="bday"
            value={values.birthdate}
            error={errors.birthdate}
            hint={adultsOnly ? 'L’inscription est réservée aux personnes majeures.' : undefined}
          />
        ) : null}
        <AuthField
          form="register"
          name="password"
          label={REGISTER_LABELS.password}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={PASSWORD_HINT}
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
          <label htmlFor={termsId}>{TERMS_LABEL}</label>
          <p className="auth-field__hint" id={`${termsId}-terms`}>
            <a href={termsHref} target="_blank" rel="noopener">
              Lire les conditions générales d’utilisation (CGU)
            </a>
          </p>
          <p className="auth-field__error" id={`${termsId}-error`} data-error-for={termsId}>
            {errors.acceptTerms ?? ''}
          </p>
        </div>
        <button type="submit" className="button">
          Créer mon compte
        </button>
      </form>
    </section>
  );
}
