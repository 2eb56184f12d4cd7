import type { ReactElement, ReactNode } from 'react';
import { parameterFlag, parameterNumber, parameterValue } from '../../schema/parameter';
import { SearchForm } from '../search/SearchForm';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { HeaderIcons } from './HeaderIcons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { Menu } from './Menu';

/** The desktop header: logo, menu (aligned per MENU_ALIGNMENT), pages fixed on the right, icons. */
export function HeaderBar({ cart }: { cart?: ReactNode }): ReactElement {
  const { tree, locale, path, parameters, absoluteMenu } = useSiteView();
  const { t } = useT();
  const iconSize = parameterNumber(parameters, 'MENU_ICON_SIZE') ?? 12;
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
    <header className={classes.join(' ')}>
      <div className="header-bar__inner">
        <Logo />
        <Menu
          pages={tree[locale] ?? []}
          currentPath={path}
          label={t('layout.mainMenu')}
          id="menu-principal"
          iconSize={iconSize}
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
        {parameterFlag(parameters, 'SEARCH_BAR') ? <SearchForm id="recherche-entete" /> : null}
        <LanguageSwitcher id="langues-entete" />
        <HeaderIcons cart={cart} />
      </div>
    </header>
  );
}
