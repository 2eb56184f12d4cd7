import type { Context } from 'hono';
import { BLOG_PATH } from '../../../src/domain/content/blog-url';
import { localisedPath } from '../../../src/domain/shared/locale';
import { newsPath } from '../../../src/domain/content/news-url';
import { ProviderError } from '../../../src/provider/provider-error';
import type { TranslationLink } from '../../../src/schema/translation/translation';
import { w3cDateTime } from '../../../src/domain/shared/w3c-date';
import { allPages } from '../../../src/ui/site-view';
import type { AppEnv } from '../../http/app-env';
import { lastModifiedDates, type LastModified } from '../../provider/shared/public';
import { albumSitemapPaths } from '../content/album.routes';
import { blogSitemapPaths } from '../content/blog-sitemap';
import { elementSitemapPaths } from '../content/element-sitemap';
import { loadNewsPage } from '../content/news-data';
import { serviceSitemapPaths } from '../content/service.routes';
import { shopSitemapPaths } from '../catalogue/shop.routes';
import type { SitemapEntry } from './sitemap-alternates';
import { loadPage, loadSiteData, pageDataSource, type PageDataSource } from './site-data';

// What one locale of a site puts in its sitemap: only what exists in that locale —
// the provider's lists already leave out what has no row or no translation there — at its
// public path (prefix and route words), each with the group that ties it to its translations.
//
// Groups: items kept one row per language (pages, news, albums, services) are grouped on the
// default language's row, which a translation names in its detail's `translations`; the
// default-locale rows are their own group, so only the other locales' details are read (through
// the page-data cache). Overlaid items (products, elements) have one id in every language.

const NEWS_PER_CALL = 100;
const NEWS_CALLS = 50; // 5,000 articles: far beyond a small business's news

/** The id a detail path starts its last segment with: '/galerie/4-cellar' → 4. */
function leadingId(path: string): number | null {
  const match = /\/(\d+)(?:-[^/]*)?$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The default locale's twin of a translated row, from the detail's `translations`. */
function defaultTwin(detail: Translated | null, defaultLocale: string): number | null {
  return detail?.translations.find((translation) => translation.locale === defaultLocale)?.id ?? null;
}

/** A detail unpublished between the list and this read is a page without alternates. */
function gone(error: unknown): null {
  if (error instanceof ProviderError && error.status === 404) return null;
  throw error;
}

type Translated = { translations: TranslationLink[] };

interface LocaleContext {
  locale: string;
  defaultLocale: string;
  source: PageDataSource;
  /** Each item's last write, for <lastmod>. */
  dates: LastModified;
}

function lastmod(context: LocaleContext, kind: keyof LastModified, id: number | null): { lastmod?: string } {
  const date = id === null ? undefined : w3cDateTime(context.dates[kind][id]);
  return date ? { lastmod: date } : {};
}

async function groupOf(
  { locale, defaultLocale }: LocaleContext,
  kind: string,
  id: number,
  detail: () => Promise<Translated | null>,
): Promise<string> {
  if (locale === defaultLocale) return `${kind}:${id}`;
  const twin = defaultTwin(await detail().catch(gone), defaultLocale);
  // Without a default-language original, the item is its own group (no alternates).
  return twin === null ? `${kind}:${locale}:${id}` : `${kind}:${twin}`;
}

async function pageEntries(c: Context<AppEnv>, context: LocaleContext): Promise<SitemapEntry[]> {
  const { locale, defaultLocale, source } = context;
  const { tree } = await loadSiteData(source);
  const pages = allPages(tree, locale).filter((page) => page.isValid && page.link.type === 'NONE');
  // A page standing for the same route in both languages (the home page, the contact, shop or
  // legal pages) is the same page whatever its translation links say.
  const defaultIds = new Map<string, number>();
  if (locale !== defaultLocale) {
    const defaults = await loadSiteData(await pageDataSource(c, defaultLocale));
    for (const page of allPages(defaults.tree, defaultLocale)) defaultIds.set(page.path, page.id);
  }
  return Promise.all(
    pages.map(async (page) => {
      const group = await groupOf(context, 'page', page.id, () => loadPage(source, page.id));
      const samePath = defaultIds.get(page.path);
      const own = group === `page:${locale}:${page.id}`;
      return {
        locale,
        path: localisedPath(page.path, locale, defaultLocale),
        group: own && samePath !== undefined ? `page:${samePath}` : group,
        ...lastmod(context, 'page', page.id),
      };
    }),
  );
}

async function newsEntries(context: LocaleContext): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let call = 1; call <= NEWS_CALLS; call++) {
    const { news, total } = await loadNewsPage(context.source, call, NEWS_PER_CALL);
    for (const item of news) {
      entries.push({
        locale: context.locale,
        path: localisedPath(newsPath(item), context.locale, context.defaultLocale),
        group: await groupOf(context, 'news', item.id, () =>
          context.source.cache.get(`news:item:${item.id}`, () => context.source.shared.newsItem(item.id)),
        ),
        ...(w3cDateTime(item.updatedAt) ? { lastmod: w3cDateTime(item.updatedAt) } : {}),
      });
    }
    if (call * NEWS_PER_CALL >= total || news.length === 0) break;
  }
  return entries;
}

/** Detail pages listed by path (/{list}/{id}-{slug}), grouped through their details. */
async function detailEntries(
  context: LocaleContext,
  kind: 'album' | 'service',
  paths: string[],
  detail: (id: number) => Promise<Translated | null>,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const path of paths) {
    const id = leadingId(path);
    entries.push({
      locale: context.locale,
      path: localisedPath(path, context.locale, context.defaultLocale),
      group:
        id === null
          ? `${kind}:${context.locale}:${path}`
          : await groupOf(context, kind, id, () => detail(id)),
      ...lastmod(context, kind, id),
    });
  }
  return entries;
}

/** Overlaid items: the same id, hence the same group, in every language. */
function overlaidEntries(
  context: LocaleContext,
  kind: 'product' | 'element',
  paths: string[],
): SitemapEntry[] {
  return paths.map((path) => ({
    locale: context.locale,
    path: localisedPath(path, context.locale, context.defaultLocale),
    group: `${kind}:${leadingId(path) ?? path}`,
    ...lastmod(context, kind, leadingId(path)),
  }));
}

async function blogEntries(c: Context<AppEnv>, context: LocaleContext): Promise<SitemapEntry[]> {
  // The blog's paths come localised; its home is one fixed route in every language. Articles
  // and folders are not grouped yet (no sample site has a bilingual blog).
  const home = localisedPath(BLOG_PATH, context.locale, context.defaultLocale);
  return (await blogSitemapPaths(c, context.locale)).map((path) => ({
    locale: context.locale,
    path,
    group: path === home ? `route:${BLOG_PATH}` : `blog:${context.locale}:${path}`,
    // Articles only: a folder's page changes with its articles, which have their own dates.
    ...(path.includes('/article/') ? lastmod(context, 'blog', leadingId(path)) : {}),
  }));
}

export async function localeSitemapEntries(c: Context<AppEnv>, locale: string): Promise<SitemapEntry[]> {
  const source = await pageDataSource(c, locale);
  const siteId = c.var.site.id;
  // Read with the page data: a write that changes a page bumps the content version, so the
  // dates are cached exactly as long as what they date.
  const dates = await source.cache.get('sitemap-lastmod', () => lastModifiedDates(c.env.DB, siteId));
  const context: LocaleContext = { locale, defaultLocale: c.var.site.defaultLocale, source, dates };
  const { shared, cache } = source;
  return [
    ...(await pageEntries(c, context)),
    ...(await blogEntries(c, context)),
    ...(await newsEntries(context)),
    ...(await detailEntries(context, 'album', await albumSitemapPaths(source), (id) =>
      cache.get(`album:${id}`, () => shared.album(id)),
    )),
    ...(await detailEntries(context, 'service', await serviceSitemapPaths(source), (id) =>
      cache.get(`service:${id}`, () => shared.service(id)),
    )),
    ...overlaidEntries(context, 'product', await shopSitemapPaths(source, c.var.site.isECommerce)),
    ...overlaidEntries(context, 'element', await elementSitemapPaths(source)),
  ];
}
