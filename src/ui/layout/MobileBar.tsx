import { BookingMenuLink } from '../booking/BookingMenuLink';
import type { ReactElement, ReactNode } from 'react';
import { parameterFlag, parameterNumber, parameterValue } from '../../schema/site/parameter';
import { SearchForm } from '../search/SearchForm';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { HeaderIcons } from './HeaderIcons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { Menu } from './Menu';

/**
 * The bar under 960 px: logo and a menu drawer that opens without JavaScript (<details>). It is
 * the page's banner on a phone (a <header>; the desktop one is hidden there), so the logo sits
 * inside a landmark (axe region).
 */
export function MobileBar({ cart }: { cart?: ReactNode }): ReactElement {
  const { tree, locale, path, parameters } = useSiteView();
  const { t } = useT();
  const side = (parameterValue(parameters, 'MENU_MOBILE_POSITION') ?? 'LEFT').toLowerCase();
  const iconSize = parameterNumber(parameters, 'MENU_ICON_SIZE') ?? 12;
  return (
    <header className={`mobile-bar mobile-bar--${side}`} aria-label={t('layout.headerMobile')}>
      <details className="mobile-bar__drawer">
        <summary className="mobile-bar__toggle">
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="mobile-bar__toggle-label">{t('layout.menuToggle')}</span>
        </summary>
        <div className="mobile-bar__panel">
          <Menu
            pages={[...(tree[locale] ?? []), ...tree.rightPages]}
            currentPath={path}
            label={t('layout.mobileMenu')}
            id="menu-mobile"
            iconSize={iconSize}
          />
          <BookingMenuLink />
          {parameterFlag(parameters, 'SEARCH_BAR') ? <SearchForm id="recherche-mobile" /> : null}
          <LanguageSwitcher id="langues-mobile" />
        </div>
      </details>
      <Logo />
      <HeaderIcons cart={cart} />
    </header>
  );
}
