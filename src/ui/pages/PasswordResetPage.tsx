import type { ReactElement } from 'react';
import { AuthField } from '../auth/AuthField';
import { EmailLinkAsk } from '../auth/EmailLinkAsk';
import { ErrorSummary } from '../auth/ErrorSummary';
import type { MemberFormState } from '../auth/form-state';
import { labelsIn } from '../auth/form-labels';
import { passwordHint } from '../auth/RegisterForm';
import { useT } from '../../i18n/react';

const RESET_LABELS = { token: 'reset.token', password: 'reset.password' } as const;

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
  const t = useT();
  if (props.mode === 'ask') {
    return (
      <EmailLinkAsk
        form="ask"
        title={t.t('reset.askTitle')}
        intro={t.t('reset.askIntro')}
        action={props.action}
        state={props.state}
        sent={props.sent}
        loginHref={props.loginHref}
      />
    );
  }
  const { state } = props;
  const labels = labelsIn(RESET_LABELS, t);
  return (
    <article className="password-reset-page">
      <h1 className="page-title">{t.t('reset.title')}</h1>
      <section className="form-card">
        {props.done ? (
          <>
            <p className="form-notice" role="status">
              {props.done}
            </p>
            <p>
              <a className="button" href={props.loginHref}>
                {t.t('auth.login')}
              </a>
            </p>
          </>
        ) : state.errors.token ? (
          <RefusedLink message={state.errors.token} askHref={props.askHref} />
        ) : (
          <>
            <ErrorSummary form="reset" message={state.message} errors={state.errors} labels={labels} />
            <form method="post" action={props.action} className="form" noValidate data-member-form="reset">
              {props.token === null ? (
                <AuthField
                  form="reset"
                  name="token"
                  label={labels.token}
                  autoComplete="off"
                  value={state.values.token}
                  error={state.errors.token}
                  hint={t.t('emailLink.codeHint')}
                  maxLength={200}
                  fromFragment
                />
              ) : null}
              <AuthField
                form="reset"
                name="password"
                label={labels.password}
                type="password"
                autoComplete="new-password"
                error={state.errors.password}
                hint={passwordHint(t)}
                maxLength={200}
              />
              <button type="submit" className="button">
                {t.t('reset.submit')}
              </button>
            </form>
          </>
        )}
      </section>
    </article>
  );
}

/**
 * A used, expired or unknown link: the reason in plain words, never as an error on
 * the hidden code field, and the form that sends a new link right there.
 */
function RefusedLink({ message, askHref }: { message: string; askHref: string }): ReactElement {
  const t = useT();
  return (
    <div className="reset-refused">
      <h2 className="reset-refused__title" id="reset-refused-title">
        {t.t('reset.linkRefusedTitle')}
      </h2>
      <p role="alert">{message}</p>
      <form method="post" action={askHref} className="form" aria-labelledby="reset-refused-title">
        <AuthField
          form="reset-again"
          name="email"
          label={t.t('emailLink.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <button type="submit" className="button">
          {t.t('reset.sendNewLink')}
        </button>
      </form>
    </div>
  );
}
