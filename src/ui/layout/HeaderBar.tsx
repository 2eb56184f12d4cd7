import type { ReactElement, ReactNode } from 'react';
import { BookingMenuLink, useBookingMenuLabel } from '../booking/BookingMenuLink';
import { parameterFlag, parameterNumber, parameterValue } from '../../schema/site/parameter';
import { SearchForm } from '../search/SearchForm';
import { useT } from '../../i18n/react';
import { HeaderIcons } from './HeaderIcons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { Menu } from './Menu';
import { entriesInRow, entryWidth, menuRoom } from './menu-fold';
import { menuPages, useSiteView } from '../site-view';

/** The desktop header: logo, menu (aligned per MENU_ALIGNMENT), pages fixed on the right, icons. */
export function HeaderBar({ cart }: { cart?: ReactNode }): ReactElement {
  const { tree, locale, path, parameters, absoluteMenu, info, locales } = useSiteView();
  const { t } = useT();
  const iconSize = parameterNumber(parameters, 'MENU_ICON_SIZE') ?? 12;
  const logoCentred = parameterValue(parameters, 'LOGO_POSITION') === 'center';
  const mainPages = menuPages(tree[locale] ?? []);
  const bookingLabel = useBookingMenuLabel();
  // One row at 1280 px: what would wrap folds into « Plus », decided here.
  const inRow = entriesInRow(
    mainPages.map((page) => entryWidth(page, menuPages(page.children).length > 0)),
    menuRoom({
      logo: logoCentred ? 0 : (parameterNumber(parameters, 'LOGO_WIDTH') ?? 180),
      search: parameterFlag(parameters, 'SEARCH_BAR'),
      languages: locales.length,
      icons:
        (parameterFlag(parameters, 'SHOW_ACCOUNT_ICON') ? 1 : 0) +
        (info.isECommerce && parameterFlag(parameters, 'SHOW_CART_ICON') ? 1 : 0),
      rightMenu: menuPages(tree.rightPages),
      links: bookingLabel === null ? [] : [bookingLabel],
    }),
  );
  const classes = [
    'header-bar',
    `header-bar--menu-${parameterValue(parameters, 'MENU_ALIGNMENT') ?? 'right'}`,
    `header-bar--logo-${parameterValue(parameters, 'LOGO_POSITION') ?? 'left'}`,
    `header-bar--active-${(parameterValue(parameters, 'MENU_ACTIVE_TYPE') ?? 'UNDERLINE').toLowerCase()}`,
    parameterFlag(parameters, 'FIXED_MENU') ? 'header-bar--fixed' : '',
    // MENU_TYPE sets it for the site; a page may ask for its menu over the content (useAbsoluteMenu).
    parameterValue(parameters, 'MENU_TYPE') === 'ABSOLUTE' || absoluteMenu
      ? 'header-bar--absolute'
      : 'header-bar--relative',
    parameterFlag(parameters, 'MENU_HOVER_TRANSITION') ? 'header-bar--hover-transition' : '',
  ].filter(Boolean);
  return (
    <header className={classes.join(' ')} aria-label={t('layout.headerDesktop')}>
      <div className="header-bar__inner">
        <Logo />
        <Menu
          pages={mainPages}
          currentPath={path}
          label={t('layout.mainMenu')}
          id="menu-principal"
          iconSize={iconSize}
          inRow={inRow}
        />
        {tree.rightPages.length > 0 ? (
          <Menu
            pages={tree.rightPages}
            currentPath={path}
            label={t('layout.quickLinks')}
            id="menu-droite"
            iconSize={iconSize}
          />
        ) : null}
        <BookingMenuLink />
        {parameterFlag(parameters, 'SEARCH_BAR') ? <SearchForm id="recherche-entete" /> : null}
        <LanguageSwitcher id="langues-entete" />
        <HeaderIcons cart={cart} />
      </div>
    </header>
  );
}
