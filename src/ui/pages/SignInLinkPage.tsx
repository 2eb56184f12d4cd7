import type { ReactElement } from 'react';
import { AuthField } from '../auth/AuthField';
import { EmailLinkAsk } from '../auth/EmailLinkAsk';
import { ErrorSummary } from '../auth/ErrorSummary';
import type { MemberFormState } from '../auth/form-state';

import { labelsIn } from '../auth/form-labels';
import { useT } from '../../i18n/react';

const LINK_USE_LABELS = { token: 'signInLink.token' } as const;

export type SignInLinkPageProps =
  | { mode: 'ask'; action: string; state: MemberFormState; sent: string | null; loginHref: string }
  | { mode: 'use'; action: string; state: MemberFormState; askHref: string };

/** /auth/lien (ask for a one-time sign-in link) and /auth/lien/connexion (use it). */
export function SignInLinkPage(props: SignInLinkPageProps): ReactElement {
  const { state } = props;
  const t = useT();
  if (props.mode === 'ask') {
    return (
      <EmailLinkAsk
        form="link"
        title={t.t('signInLink.askTitle')}
        intro={t.t('signInLink.askIntro')}
        action={props.action}
        state={state}
        sent={props.sent}
        loginHref={props.loginHref}
      />
    );
  }
  const labels = labelsIn(LINK_USE_LABELS, t);
  return (
    <article className="password-reset-page">
      <h1 className="page-title">{t.t('signInLink.useTitle')}</h1>
      <section className="form-card">
        <ErrorSummary form="code" message={state.message} errors={state.errors} labels={labels} />
        <form method="post" action={props.action} className="form" noValidate data-member-form="code">
          <AuthField
            form="code"
            name="token"
            label={labels.token}
            autoComplete="off"
            error={state.errors.token}
            hint={t.t('emailLink.codeHint')}
            maxLength={200}
            fromFragment={!state.errors.token}
          />
          <button type="submit" className="button">
            {t.t('signInLink.submit')}
          </button>
        </form>
        <p>
          <a href={props.askHref}>{t.t('emailLink.askAgain')}</a>
        </p>
      </section>
    </article>
  );
}
