import type { ReactElement } from 'react';
import type { PageSummary } from '../../schema/content/page';
import { safeHref } from '../../domain/shared/rich-text';
import { useT } from '../../i18n/react';
import { menuPages, useSiteView } from '../site-view';

// The menu from the page tree. Sub-menus are native <details> disclosures: they open with
// Enter/Space, a tap or a click, without JavaScript, and announce their state.

interface MenuProps {
  pages: PageSummary[];
  currentPath: string;
  label: string; // accessible name of the navigation
  id: string;
  iconSize: number;
  /** How many entries stay in the row (the desktop header); the rest fold into « Plus ». */
  inRow?: number;
}

/**
 * Where a menu entry leads, through the same filter as rich-text links: a `javascript:` (or any
 * other unsafe) URL typed in the back office gives no href at all rather than running script.
 */
function href(page: PageSummary, link: (path: string) => string): string | undefined {
  const target = page.link.type === 'URL' && page.link.url ? page.link.url : link(page.path);
  return safeHref(target) ?? undefined;
}

interface MenuNodeProps {
  page: PageSummary;
  currentPath: string;
  iconSize: number;
}

function isActive(page: PageSummary, currentPath: string): boolean {
  return page.path === currentPath || page.children.some((child) => isActive(child, currentPath));
}

function MenuLink({ page, currentPath, iconSize }: MenuNodeProps) {
  const external = page.link.type === 'URL' && page.link.url !== null && /^https?:/.test(page.link.url);
  return (
    <a
      className="menu__link"
      href={href(page, useSiteView().link)}
      aria-current={page.path === currentPath ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(page.reload ? { 'data-reload': '' } : {})}
    >
      {page.menuIcon ? (
        <span className="menu__icon" aria-hidden="true" style={{ fontSize: iconSize }}>
          {page.menuIcon}
        </span>
      ) : null}
      {page.menuTitle ?? page.title}
    </a>
  );
}

function MenuItem({ page, currentPath, iconSize }: MenuNodeProps) {
  const children = menuPages(page.children);
  const active = isActive(page, currentPath);
  const { t } = useT();
  return (
    <li className={`menu__item${active ? ' menu__item--active' : ''}`}>
      <MenuLink page={page} currentPath={currentPath} iconSize={iconSize} />
      {children.length > 0 ? (
        <details className="menu__sub">
          <summary className="menu__toggle">
            <span className="visually-hidden">
              {t('layout.subMenu', { title: page.menuTitle ?? page.title })}
            </span>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </summary>
          <ul className="menu__list menu__list--sub">
            {children.map((child) => (
              <MenuItem key={child.id} page={child} currentPath={currentPath} iconSize={iconSize} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** The entries that did not fit the header row, in a native disclosure like the sub-menus. */
function MoreItem({
  pages,
  currentPath,
  iconSize,
}: {
  pages: PageSummary[];
  currentPath: string;
  iconSize: number;
}) {
  const { t } = useT();
  const active = pages.some((page) => isActive(page, currentPath));
  return (
    <li className={`menu__item menu__more${active ? ' menu__item--active' : ''}`}>
      <details className="menu__sub menu__more-details">
        <summary className="menu__more-toggle">
          {t('layout.moreMenu')}
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </summary>
        <ul className="menu__list menu__list--sub menu__list--more">
          {pages.map((page) => (
            <MenuItem key={page.id} page={page} currentPath={currentPath} iconSize={iconSize} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function Menu({ pages, currentPath, label, id, iconSize, inRow }: MenuProps): ReactElement {
  const shown = menuPages(pages);
  const row = inRow === undefined ? shown : shown.slice(0, inRow);
  const folded = inRow === undefined ? [] : shown.slice(inRow);
  return (
    <nav className="menu" aria-label={label} id={id}>
      <ul className="menu__list">
        {row.map((page) => (
          <MenuItem key={page.id} page={page} currentPath={currentPath} iconSize={iconSize} />
        ))}
        {folded.length > 0 ? <MoreItem pages={folded} currentPath={currentPath} iconSize={iconSize} /> : null}
      </ul>
    </nav>
  );
}
