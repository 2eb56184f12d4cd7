import type { ReactElement } from 'react';
import { AuthField } from './AuthField';
import { ErrorSummary } from './ErrorSummary';
import type { MemberFormState } from './form-state';

export const LOGIN_LABELS = { email: 'Adresse e-mail', password: 'Mot de passe' } as const;

/** The login form: a plain POST to /auth that works without JavaScript. */
export function LoginForm({
  state,
  redirect,
  action,
  resetHref,
  linkHref,
}: {
  state: MemberFormState;
  redirect: string;
  action: string;
  resetHref: string;
  linkHref: string;
}): ReactElement {
  return (
    <section aria-labelledby="login-title" className="form-card auth-card">
      <h2 id="login-title">J’ai déjà un compte</h2>
      <ErrorSummary form="login" message={state.message} errors={state.errors} labels={LOGIN_LABELS} />
      <form
        method="post"
        action={action}
        className="form"
        id="login-form"
        noValidate
        data-member-form="login"
      >
        <input type="hidden" name="redirect" value={redirect} />
        <AuthField
          form="login"
          name="email"
          label={LOGIN_LABELS.email}
          type="email"
          autoComplete="email"
          value={state.values.email}
          error={state.errors.email}
          maxLength={254}
        />
        <AuthField
          form="login"
          name="password"
          label={LOGIN_LABELS.password}
          type="password"
          autoComplete="current-password"
          error={state.errors.password}
          maxLength={200}
        />
        <button type="submit" className="button">
          Se connecter
        </button>
      </form>
      <p>
        <a href={resetHref}>Mot de passe oublié ?</a>
      </p>
      <p>
        <a href={linkHref}>Recevoir un lien de connexion par e-mail</a>
      </p>
    </section>
  );
}
