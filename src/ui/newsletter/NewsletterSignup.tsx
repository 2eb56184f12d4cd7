import type { ReactElement } from 'react';
import { parameterFlag } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { SIGNUP_PATH } from './newsletter-paths';

/**
 * The footer's newsletter signup, when NEWSLETTER_ENABLED is on: a plain POST form that works
 * without JavaScript (the answer page says to check the mailbox: double opt-in). The same
 * markup for every visitor, so pages stay cacheable.
 */
export function NewsletterSignup(): ReactElement | null {
  const { parameters, link } = useSiteView();
  const t = useT();
  if (!parameterFlag(parameters, 'NEWSLETTER_ENABLED')) return null;
  return (
    <form
      className="newsletter-signup"
      method="post"
      action={link(SIGNUP_PATH)}
      aria-labelledby="newsletter-signup-title"
    >
      <h2 className="site-footer__heading" id="newsletter-signup-title">
        {t.t('newsletter.heading')}
      </h2>
      <label htmlFor="newsletter-signup-email">{t.t('newsletter.footerLabel')}</label>
      <div className="newsletter-signup__row">
        <input
          id="newsletter-signup-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t.t('newsletter.placeholder')}
        />
        <button type="submit">{t.t('newsletter.subscribe')}</button>
      </div>
      <p className="newsletter-signup__hint">{t.t('newsletter.footerHint')}</p>
    </form>
  );
}
