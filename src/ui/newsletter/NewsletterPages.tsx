import type { ReactElement } from 'react';
import type { FormNotice } from '../account/AccountField';
import { Notice } from '../account/AccountField';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { CONFIRM_PATH, SIGNUP_PATH, UNSUBSCRIBE_PATH } from './newsletter-paths';

// The newsletter's public pages: the signup answer, the double opt-in confirmation and the
// unsubscribe page. Confirming and unsubscribing take one click on a button (a POST): a mail
// scanner that opens the link (a GET) changes nothing.

/** After the footer form: what happens next, or the French error with the form again. */
export function NewsletterSignupPage({
  notice,
  email,
  error,
}: {
  notice: FormNotice;
  email: string;
  error: string | undefined;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <section className="newsletter-page block-form">
      <h1 className="page-title">{t.t('newsletter.heading')}</h1>
      <Notice notice={notice} />
      {notice.kind === 'error' ? (
        <form className="block-form__form" method="post" action={link(SIGNUP_PATH)} noValidate>
          <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
            <label htmlFor="newsletter-email">{t.t('newsletter.email')}</label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              defaultValue={email}
              autoComplete="email"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
            />
            {error ? (
              <p className="block-form__error" id="newsletter-email-error">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="block-form__submit">
            {t.t('newsletter.subscribe')}
          </button>
        </form>
      ) : (
        <p>{t.t('newsletter.pending')}</p>
      )}
    </section>
  );
}

/** One button that POSTs the token to the page itself, or the outcome once posted. */
function TokenAction({
  title,
  intro,
  button,
  path,
  token,
  notice,
}: {
  title: string;
  intro: string;
  button: string;
  path: string;
  token: string;
  notice: FormNotice | null;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  const done = notice?.kind === 'success';
  return (
    <section className="newsletter-page block-form">
      <h1 className="page-title">{title}</h1>
      <Notice notice={notice} />
      {done ? (
        <p>
          <a href={link('/')}>{t.t('newsletter.home')}</a>
        </p>
      ) : token === '' ? (
        <p role="alert">{t.t('newsletter.incompleteLink')}</p>
      ) : (
        <form className="block-form__form" method="post" action={link(path)}>
          <p>{intro}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="block-form__submit">
            {button}
          </button>
        </form>
      )}
    </section>
  );
}

export function NewsletterConfirmPage({
  token,
  notice,
}: {
  token: string;
  notice: FormNotice | null;
}): ReactElement {
  const t = useT();
  return (
    <TokenAction
      title={t.t('newsletter.confirmTitle')}
      intro={t.t('newsletter.confirmIntro')}
      button={t.t('newsletter.confirmButton')}
      path={CONFIRM_PATH}
      token={token}
      notice={notice}
    />
  );
}

export function UnsubscribePage({
  token,
  notice,
}: {
  token: string;
  notice: FormNotice | null;
}): ReactElement {
  const t = useT();
  return (
    <TokenAction
      title={t.t('newsletter.unsubscribeTitle')}
      intro={t.t('newsletter.unsubscribeIntro')}
      button={t.t('newsletter.unsubscribeButton')}
      path={UNSUBSCRIBE_PATH}
      token={token}
      notice={notice}
    />
  );
}
