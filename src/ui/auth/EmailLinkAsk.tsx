import type { ReactElement } from 'react';
import { AuthField } from './AuthField';
import { ErrorSummary } from './ErrorSummary';
import type { MemberFormState } from './form-state';

// The page that asks for a link by e-mail (a password reset link, a one-time sign-in link):
// the account's address, then the same neutral notice whether or not an account has it.

import { useT } from '../../i18n/react';
import { labelsIn } from './form-labels';

const EMAIL_LINK_ASK_LABELS = { email: 'emailLink.email' } as const;

export interface EmailLinkAskProps {
  /** The form's name (its error summary and the AuthForms island key on it). */
  form: string;
  title: string;
  /** What the link is for, under the title. */
  intro: string;
  action: string;
  state: MemberFormState;
  /** The notice once asked; the form until then. */
  sent: string | null;
  loginHref: string;
}

export function EmailLinkAsk({
  form,
  title,
  intro,
  action,
  state,
  sent,
  loginHref,
}: EmailLinkAskProps): ReactElement {
  const t = useT();
  const labels = labelsIn(EMAIL_LINK_ASK_LABELS, t);
  return (
    <article className="password-reset-page">
      <h1 className="page-title">{title}</h1>
      <section className="form-card">
        {sent ? (
          <p className="form-notice" role="status">
            {sent}
          </p>
        ) : (
          <>
            <p>{intro}</p>
            <ErrorSummary form={form} message={state.message} errors={state.errors} labels={labels} />
            <form method="post" action={action} className="form" noValidate data-member-form={form}>
              <AuthField
                form={form}
                name="email"
                label={labels.email}
                type="email"
                autoComplete="email"
                value={state.values.email}
                error={state.errors.email}
                maxLength={254}
              />
              <button type="submit" className="button">
                {t.t('emailLink.submit')}
              </button>
            </form>
          </>
        )}
        <p>
          <a href={loginHref}>{t.t('emailLink.backToLogin')}</a>
        </p>
      </section>
    </article>
  );
}
