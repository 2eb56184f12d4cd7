import { createContext, useContext } from 'react';
import type { FooterConf } from '../schema/site/component-conf';
import type { FooterLogo } from '../schema/site/footer-logo';
import type { PageSummary, PageTree } from '../schema/content/page';
import type { ParameterMap } from '../schema/site/parameter';
import type { SiteInfo } from '../schema/site/site';

/** Everything the layouts need about the site being rendered, loaded once per request. */
export interface SiteView {
  info: SiteInfo;
  parameters: ParameterMap;
  tree: PageTree;
  footer: FooterConf | null;
  footerLogos?: FooterLogo[]; // partner and label logos of the footer (none when absent)
  locale: string; // fr_FR
  path: string; // current path without locale prefix
  origin: string; // https://www.example.fr
  loggedIn: boolean;
  link: (path: string) => string; // an internal path in the current locale (prefixed unless default)
  routeName: string; // e.g. page-qui-suis-je___fr_FR (route names carry the locale suffix)
  absoluteMenu: boolean; // the page asks for its menu over the content (useAbsoluteMenu)
  /** The site's valid locales, the default one first (one entry: a single-language site). */
  locales: string[];
  defaultLocale: string;
  /**
   * Where this page is in each locale it exists in (locale → path as link() takes it, French
   * route words, no prefix), from DocumentMeta.alternates; a fixed route has every locale.
   */
  alternates: Record<string, string>;
}

/** The page's alternates: the meta's, or, when it gives none, the same path in every locale. */
export function pageAlternates(
  locales: readonly string[],
  path: string,
  given: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) {
    const found = given ? given[locale] : path;
    if (found !== undefined) alternates[locale] = found;
  }
  return alternates;
}

export const SiteViewContext = createContext<SiteView | null>(null);

export function useSiteView(): SiteView {
  const view = useContext(SiteViewContext);
  if (!view) throw new Error('SiteViewContext is missing');
  return view;
}

/** Pages of the current locale, flattened (menu and non-menu). */
export function allPages(tree: PageTree, locale: string): PageSummary[] {
  const out: PageSummary[] = [];
  const walk = (pages: PageSummary[]) => {
    for (const page of pages) {
      out.push(page);
      walk(page.children);
    }
  };
  walk(tree[locale] ?? []);
  walk(tree.rightPages);
  return out;
}

export function menuPages(pages: PageSummary[]): PageSummary[] {
  return pages.filter((page) => page.showInMenu && page.isValid);
}
