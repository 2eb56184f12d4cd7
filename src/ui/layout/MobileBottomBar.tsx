import type { ReactElement } from 'react';
import { parameterValue } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

/** Quick actions at the bottom of small screens: call, write, account (and sign-out when signed in). */
export function MobileBottomBar(): ReactElement {
  const { parameters, loggedIn, link } = useSiteView();
  const { t } = useT();
  const phone = parameterValue(parameters, 'COMPANY_PHONE') ?? parameterValue(parameters, 'COMPANY_MOBILE');
  return (
    <nav className="mobile-bottom-bar" aria-label={t('layout.quickActions')}>
      <ul>
        <li>
          <a href={link('/')}>{t('layout.home')}</a>
        </li>
        {phone ? (
          <li>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{t('layout.call')}</a>
          </li>
        ) : null}
        <li>
          <a href={link('/me-contacter')}>{t('layout.write')}</a>
        </li>
        {loggedIn ? (
          <li>
            {/* Signed-in pages are never cached, so loggedIn is this visitor's own state. A
                disclosure keeps the bar to four entries; sign-out is a POST form (same-origin
                checked like every form), so all of it works without JavaScript. */}
            <details className="mobile-bottom-bar__account">
              <summary>{t('layout.myAccount')}</summary>
              <ul className="mobile-bottom-bar__menu">
                <li>
                  <a href={link('/mon-compte')}>{t('layout.personalSpace')}</a>
                </li>
                <li>
                  <form method="post" action={link('/auth/logout')}>
                    <button type="submit" className="mobile-bottom-bar__button">
                      {t('layout.signOut')}
                    </button>
                  </form>
                </li>
              </ul>
            </details>
          </li>
        ) : (
          <li>
            <a href={link('/auth')}>{t('layout.signIn')}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
