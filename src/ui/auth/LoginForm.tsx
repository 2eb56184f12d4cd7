import type { ReactElement } from 'react';
import { AuthField } from './AuthField';
import { ErrorSummary } from './ErrorSummary';
import type { MemberFormState } from './form-state';

import { useT } from '../../i18n/react';
import { labelsIn } from './form-labels';

const LOGIN_LABELS = { email: 'auth.email', password: 'auth.password' } as const;

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
  const t = useT();
  const labels = labelsIn(LOGIN_LABELS, t);
  return (
    <section aria-labelledby="login-title" className="form-card auth-card">
      <h2 id="login-title">{t.t('auth.haveAccount')}</h2>
      <ErrorSummary form="login" message={state.message} errors={state.errors} labels={labels} />
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
          label={labels.email}
          type="email"
          autoComplete="email"
          value={state.values.email}
          error={state.errors.email}
          maxLength={254}
        />
        <AuthField
          form="login"
          name="password"
          label={labels.password}
          type="password"
          autoComplete="current-password"
          error={state.errors.password}
          maxLength={200}
        />
        <button type="submit" className="button">
          {t.t('auth.login')}
        </button>
      </form>
      <p>
        <a href={resetHref}>{t.t('auth.forgotten')}</a>
      </p>
      <p>
        <a href={linkHref}>{t.t('auth.askLink')}</a>
      </p>
    </section>
  );
}
