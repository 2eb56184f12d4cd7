import type { ReactElement } from 'react';
import { AuthField } from '../auth/AuthField';
import { EmailLinkAsk } from '../auth/EmailLinkAsk';
import { ErrorSummary } from '../auth/ErrorSummary';
import type { MemberFormState } from '../auth/form-state';

export const LINK_USE_LABELS = { token: 'Code de connexion reçu par e-mail' } as const;

export type SignInLinkPageProps =
  | { mode: 'ask'; action: string; state: MemberFormState; sent: string | null; loginHref: string }
  | { mode: 'use'; action: string; state: MemberFormState; askHref: string };

/** /auth/lien (ask for a one-time sign-in link) and /auth/lien/connexion (use it). */
export function SignInLinkPage(props: SignInLinkPageProps): ReactElement {
  const { state } = props;
  if (props.mode === 'ask') {
    return (
      <EmailLinkAsk
        form="link"
        title="Recevoir un lien de connexion"
        intro="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour vous connecter sans mot de passe, valable 15 minutes."
        action={props.action}
        state={state}
        sent={props.sent}
        loginHref={props.loginHref}
      />
    );
  }
  return (
    <article className="password-reset-page">
      <h1 className="page-title">Se connecter avec le lien reçu</h1>
      <section className="form-card">
        <ErrorSummary form="code" message={state.message} errors={state.errors} labels={LINK_USE_LABELS} />
        <form method="post" action={props.action} className="form" noValidate data-member-form="code">
          <AuthField
            form="code"
            name="token"
            label={LINK_USE_LABELS.token}
            autoComplete="off"
            error={state.errors.token}
            hint="Le code figure dans l’e-mail, sous le lien."
            maxLength={200}
            fromFragment={!state.errors.token}
          />
          <button type="submit" className="button">
            Me connecter
          </button>
        </form>
        <p>
          <a href={props.askHref}>Demander un nouveau lien</a>
        </p>
      </section>
    </article>
  );
}
