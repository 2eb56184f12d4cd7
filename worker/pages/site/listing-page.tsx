import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { PageSummary } from '../../../src/schema/content/page';
import { allPages } from '../../../src/ui/site-view';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import { renderPage } from './renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from './site-data';

// What the albums' and services' pages share: the request's locale and site data, the menu
// page that names a list (its title and meta description are the owner's), and the render.

export interface ListingRequest {
  locale: string;
  path: string; // without the locale prefix
  data: SiteData;
  source: PageDataSource;
  t: Translator;
}

export async function resolveListing(c: Context<AppEnv>): Promise<ListingRequest> {
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const path = unprefixedPath(c).replace(/\/+$/, '') || '/';
  return { locale, path, data: await loadSiteData(source), source, t: translatorFor(locale) };
}

/** The menu page at this path (« Galerie », « Prestations »), when the owner has one. */
export function menuPageAt(request: ListingRequest, path: string): PageSummary | undefined {
  return allPages(request.data.tree, request.locale).find((page) => page.path === path);
}

export interface ListingMeta {
  title: string;
  description: string;
  route: string; // route name without locale: 'album-list', 'service'
  /** The canonical URL's path and query, without the locale prefix (the page, the filter). */
  canonical: string;
  /** A detail page's paths per locale (content-translations.ts). */
  alternates?: Record<string, string>;
  jsonLd?: Record<string, unknown>;
  /** A shared preview's page: kept out of search engines. */
  noindex?: boolean;
}

export function renderListing(
  c: Context<AppEnv>,
  request: ListingRequest,
  meta: ListingMeta,
  content: ReactElement,
): Promise<Response> {
  const [path = '/', query] = meta.canonical.split('?', 2);
  const canonicalPath = localLink(c, path);
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: request.path,
      layout: 'STANDARD',
      route: meta.route,
      meta: {
        title: meta.title,
        description: meta.description.slice(0, 160),
        canonicalPath: query ? `${canonicalPath}?${query}` : canonicalPath,
        ...(meta.alternates ? { alternates: meta.alternates } : {}),
        ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}),
        ...(meta.noindex ? { noindex: true } : {}),
      },
    },
    content,
  );
}
