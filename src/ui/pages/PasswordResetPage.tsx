import type { ReactElement } from 'react';
import { AuthField } from '../auth/AuthField';
import { EmailLinkAsk } from '../auth/EmailLinkAsk';
import { ErrorSummary } from '../auth/ErrorSummary';
import type { MemberFormState } from '../auth/form-state';
import { PASSWORD_HINT } from '../auth/RegisterForm';

export const RESET_LABELS = { token: 'Code du lien reçu', password: 'Nouveau mot de passe' } as const;

export type PasswordResetPageProps =
  | { mode: 'ask'; action: string; state: MemberFormState; sent: string | null; loginHref: string }
  | {
      mode: 'reset';
      action: string;
      state: MemberFormState;
      token: string | null; // from the link; null: the page asks for it
      done: string | null;
      loginHref: string;
      askHref: string;
    };

/** /password/reset/ask (ask for a link) and /password/reset/{token} (choose the new password). */
export function PasswordResetPage(props: PasswordResetPageProps): ReactElement {
  if (props.mode === 'ask') {
    return (
      <EmailLinkAsk
        form="ask"
        title="Mot de passe oublié"
        intro="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
        action={props.action}
        state={props.state}
        sent={props.sent}
        loginHref={props.loginHref}
      />
    );
  }
  const { state } = props;
  return (
    <article className="password-reset-page">
      <h1 className="page-title">Choisir un nouveau mot de passe</h1>
      <section className="form-card">
        {props.done ? (
          <>
            <p className="form-notice" role="status">
              {props.done}
            </p>
            <p>
              <a className="button" href={props.loginHref}>
                Se connecter
              </a>
            </p>
          </>
        ) : (
          <>
            <ErrorSummary form="reset" message={state.message} errors={state.errors} labels={RESET_LABELS} />
            <form method="post" action={props.action} className="form" noValidate data-member-form="reset">
              {props.token === null ? (
                <AuthField
                  form="reset"
                  name="token"
                  label={RESET_LABELS.token}
                  autoComplete="off"
                  value={state.values.token}
                  error={state.errors.token}
                  hint="Le code figure dans l’e-mail, sous le lien."
                  maxLength={200}
                  fromFragment={!state.errors.token}
                />
              ) : null}
              <AuthField
                form="reset"
                name="password"
                label={RESET_LABELS.password}
                type="password"
                autoComplete="new-password"
                error={state.errors.password}
                hint={PASSWORD_HINT}
                maxLength={200}
              />
              <button type="submit" className="button">
                Enregistrer le nouveau mot de passe
              </button>
            </form>
            {state.errors.token ? (
              <p>
                <a href={props.askHref}>Demander un nouveau lien</a>
              </p>
            ) : null}
          </>
        )}
      </section>
    </article>
  );
}
