import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { ProviderError } from '../../../src/provider/provider-error';
import type { Element, ElementList } from '../../../src/schema/content/element';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { translationsOf } from '../site/content-translations';
import { listAlternates, listsOfLocales, otherLocaleKey } from './element-list-locales';
import { renderPage } from '../site/renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from '../site/site-data';

// What an element page stands on: the locale, the path and the site's element lists, then the
// site data once the path is known to be a list's; and the site layout around the content.

export interface Resolved {
  locale: string;
  path: string;
  source: PageDataSource;
  data: SiteData;
}

interface Target {
  locale: string;
  path: string;
  source: PageDataSource;
  lists: ElementList[];
}

/** Locale, path and the list-key mapping: enough to know whether the path is a list's. */
export async function target(c: Context<AppEnv>): Promise<Target> {
  const locale = c.var.locale;
  const source = await pageDataSource(c, locale);
  const path = unprefixedPath(c).replace(/\/+$/, '') || '/';
  return { locale, path, source, lists: await lists(source) };
}

/** The rest of the page's context, once the path is known to be a list's. */
export async function resolve(c: Context<AppEnv>, { locale, path, source }: Target): Promise<Resolved> {
  rememberLocale(c);
  return { locale, path, source, data: await loadSiteData(source) };
}

function lists(source: PageDataSource): Promise<ElementList[]> {
  return source.cache.get('element-lists', () => source.shared.elementLists());
}

/** A provider 404 is a page 404; anything else is the error handler's. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) throw notFound(PAGE_NOT_FOUND);
    throw error;
  }
}

export function render(
  c: Context<AppEnv>,
  resolved: Resolved,
  meta: {
    title: string;
    description: string;
    route: string;
    canonicalPath: string;
    alternates: Record<string, string>;
    jsonLd?: Record<string, unknown>;
    image?: string | null;
    noindex?: boolean;
  },
  content: ReactElement,
  status = 200,
): Promise<Response> {
  return renderPage(
    c,
    {
      data: resolved.data,
      locale: resolved.locale,
      path: resolved.path,
      layout: 'STANDARD',
      route: meta.route,
      meta: {
        title: meta.title,
        description: meta.description.slice(0, 160),
        canonicalPath: localLink(c, meta.canonicalPath),
        alternates: meta.alternates,
        ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}),
        ...(meta.image ? { image: meta.image } : {}),
        ...(meta.noindex ? { noindex: true } : {}),
      },
    },
    content,
    status,
  );
}

export interface Found {
  resolved: Resolved;
  list: ElementList;
  element: Element;
  alternates: Record<string, string>;
}

/** The element page, or a redirect to this locale's key of its list, or null (not a list's). */
export async function findElementPage(c: Context<AppEnv>): Promise<Found | Response | null> {
  const found = await target(c);
  const [, keyElem = '', rawId = ''] = found.path.split('/');
  const list = found.lists.find((entry) => entry.keyElem === keyElem);
  if (!list) {
    const moved = await otherLocaleKey(c, found, 'keyElem', keyElem);
    return moved === null ? null : c.redirect(localLink(c, `/${moved}/${rawId}`), 301);
  }
  const resolved = await resolve(c, found);
  const id = Number(rawId);
  const element = await orNotFound(() =>
    resolved.source.cache.get(`element:${list.route}:${id}`, () =>
      resolved.source.shared.element(list.route, id),
    ),
  );
  // The element exists in the locales it has a translation in (and its own, the default).
  const locales = new Set([
    c.var.site.defaultLocale,
    found.locale,
    ...translationsOf(element).map((t) => t.locale),
  ]);
  const alternates = listAlternates(
    await listsOfLocales(c, found),
    list,
    (entry) => `/${entry.keyElem}/${element.id}`,
    locales,
  );
  return { resolved, list, element, alternates };
}
