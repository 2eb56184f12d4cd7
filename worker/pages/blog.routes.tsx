import { nameRoute } from '../http/request-log';
import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { BLOG_PATH, BLOG_RSS_PATH, matchBlogPath, type BlogRoute } from '../../src/domain/blog-url';
import { blogPosting, breadcrumbList, jsonLdGraph } from '../../src/domain/blog-json-ld';
import { BLOG_PAGE_SIZE, type ArianeItem, type BlogArticleDetail } from '../../src/schema/blog';
import { parameterFlag, parameterValue } from '../../src/schema/parameter';
import { logoByType } from '../../src/schema/site';
import { absoluteUrl, type DocumentMeta, type FeedLink } from '../../src/ui/document/Document';
import { blogFeedLink } from './feed-links';
import { siteFallbackImage } from '../../src/ui/document/og-image';
import { BlogArticlePage } from '../../src/ui/blog/BlogArticlePage';
import { BlogListPage } from '../../src/ui/blog/BlogListPage';
import type { BreadcrumbStep } from '../../src/ui/blog/Breadcrumb';
import { allPages } from '../../src/ui/site-view';
import { notFound, PAGE_NOT_FOUND } from '../errors';
import type { AppEnv } from '../http/app-env';
import { localLink, unprefixedPath } from '../http/path-locale';
import { translatorFor } from '../../src/i18n/compiled-catalogue';
import type { Translator } from '../../src/i18n/translator';
import { blogRss } from './blog-rss';
import { localeAnswer, translationsOf } from './content-translations';
import { orMissing, translatedElsewhere } from './translated-elsewhere';
import { rememberLocale } from '../http/locale-cookie';
import { renderPage } from './renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from './site-data';

// The blog's public pages: /blog (home), /blog/{id}-{slug} (folder), /blog/article/{id}-{slug}
// (article) and /blog/rss.xml, in every locale (prefixed paths too). Only while the site's
// BLOG_ENABLED setting is on; otherwise they are 404 like any unknown page. Data comes through
// the provider client and the page-data cache, shared by every visitor (no visitor token).

interface BlogRequest {
  c: Context<AppEnv>;
  locale: string;
  source: PageDataSource;
  data: SiteData;
  origin: string;
  t: Translator;
}

const link = (req: BlogRequest, path: string) => localLink(req.c, path);

function pageNumber(c: Context<AppEnv>): number {
  const raw = c.req.query('page');
  return raw !== undefined && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

function render(
  req: BlogRequest,
  path: string,
  meta: Omit<DocumentMeta, 'canonicalPath'>,
  route: string,
  content: ReactElement,
): Promise<Response> {
  return renderPage(
    req.c,
    {
      data: req.data,
      locale: req.locale,
      path,
      layout: 'STANDARD',
      route,
      meta: { ...meta, canonicalPath: link(req, path), feeds: blogFeeds(req) },
    },
    content,
  );
}

/** Every blog page announces the blog's feed. */
function blogFeeds(req: BlogRequest): FeedLink[] {
  const feed = blogFeedLink({
    data: req.data,
    locale: req.locale,
    defaultLocale: req.c.var.site.defaultLocale,
  });
  return feed ? [feed] : [];
}

/** A wrong or missing slug: 301 to the item's own URL, keeping the query (the page number). */
function redirectToCanonical(req: BlogRequest, canonical: string): Response {
  return req.c.redirect(`${link(req, canonical)}${new URL(req.c.req.url).search}`, 301);
}

/** The blog's name: the title of its menu page when the site has one (the owner names it). */
function blogTitle(req: BlogRequest): string {
  return (
    allPages(req.data.tree, req.locale).find((page) => page.path === BLOG_PATH)?.title ??
    req.t.t('blog.title')
  );
}

function homeStep(req: BlogRequest): BreadcrumbStep[] {
  return [
    { name: req.t.t('blog.home'), path: '/' },
    { name: blogTitle(req), path: BLOG_PATH },
  ];
}

function steps(req: BlogRequest, ariane: ArianeItem[]): BreadcrumbStep[] {
  return [...homeStep(req), ...ariane.map((item) => ({ name: item.name, path: item.url }))];
}

function breadcrumbJsonLd(req: BlogRequest, trail: BreadcrumbStep[]) {
  return breadcrumbList(
    trail.map((step) => ({ name: step.name, url: `${req.origin}${link(req, step.path)}` })),
  );
}

/** The slug of an item's public URL: '/blog/article/7-les-bienfaits' → 'les-bienfaits'. */
function slugOf(url: string): string {
  return /\/\d+-([^/]*)$/.exec(url)?.[1] ?? '';
}

function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

async function home(req: BlogRequest): Promise<Response> {
  const page = pageNumber(req.c);
  const content = await req.source.cache.get(`blog:list:root:${page}`, () =>
    req.source.shared.blogFolderList(null, { page, nbItem: BLOG_PAGE_SIZE }),
  );
  if (page > pageCount(content.total)) throw notFound(PAGE_NOT_FOUND);
  const title = blogTitle(req);
  return render(
    req,
    BLOG_PATH,
    {
      title: page > 1 ? req.t.t('news.pageTitle', { title, page }) : title,
      description: req.t.t('blog.description', {
        company: parameterValue(req.data.parameters, 'COMPANY_NAME') ?? req.data.info.name,
      }),
      jsonLd: jsonLdGraph([breadcrumbJsonLd(req, homeStep(req))]),
    },
    'blog',
    <BlogListPage
      title={title}
      description=""
      breadcrumb={null}
      folders={content.folders}
      blogs={content.blogs}
      page={page}
      pageCount={pageCount(content.total)}
      basePath={BLOG_PATH}
    />,
  );
}

async function folder(req: BlogRequest, route: Extract<BlogRoute, { kind: 'folder' }>): Promise<Response> {
  const { cache, shared } = req.source;
  const found = await orMissing(() =>
    cache.get(`blog:folder:${route.id}`, () => shared.blogFolder(route.id)),
  );
  if (!found) {
    const moved = await translatedElsewhere(
      req.c,
      (source) =>
        orMissing(() =>
          source.cache.get(`blog:folder:${route.id}`, () => source.shared.blogFolder(route.id)),
        ),
      (ref) => `${BLOG_PATH}/${ref.id}-${ref.slug}`,
    );
    if (moved !== null) return redirectToCanonical(req, moved);
    throw notFound(PAGE_NOT_FOUND);
  }
  const answer = localeAnswer(
    { ...found, slug: slugOf(found.url), translations: translationsOf(found) },
    req.locale,
    (ref) => `${BLOG_PATH}/${ref.id}-${ref.slug}`,
  );
  if (answer.kind === 'missing') throw notFound(PAGE_NOT_FOUND);
  if (answer.kind === 'redirect') return redirectToCanonical(req, answer.path);
  if (found.url !== `${BLOG_PATH}/${route.id}-${route.slug}`) return redirectToCanonical(req, found.url);
  const page = pageNumber(req.c);
  const [content, ariane] = await Promise.all([
    cache.get(`blog:list:${route.id}:${page}`, () =>
      shared.blogFolderList(route.id, { page, nbItem: BLOG_PAGE_SIZE }),
    ),
    cache.get(`blog:folder-ariane:${route.id}`, () => shared.blogFolderAriane(route.id)),
  ]);
  if (page > pageCount(content.total)) throw notFound(PAGE_NOT_FOUND);
  const trail = steps(req, ariane);
  return render(
    req,
    found.url,
    {
      title: page > 1 ? req.t.t('news.pageTitle', { title: found.name, page }) : found.name,
      description: found.description || req.t.t('blog.folderDescription', { name: found.name }),
      jsonLd: jsonLdGraph([breadcrumbJsonLd(req, trail)]),
      alternates: answer.alternates,
    },
    'blog-folder',
    <BlogListPage
      title={found.name}
      description={found.description}
      breadcrumb={trail}
      folders={content.folders}
      blogs={content.blogs}
      page={page}
      pageCount={pageCount(content.total)}
      basePath={found.url}
    />,
  );
}

async function article(req: BlogRequest, route: Extract<BlogRoute, { kind: 'article' }>): Promise<Response> {
  const { cache, shared } = req.source;
  const found = await orMissing(() => cache.get(`blog:article:${route.id}`, () => shared.blog(route.id)));
  if (!found) {
    const moved = await translatedElsewhere(
      req.c,
      (source) =>
        orMissing(() => source.cache.get(`blog:article:${route.id}`, () => source.shared.blog(route.id))),
      (ref) => `${BLOG_PATH}/article/${ref.id}-${ref.slug}`,
    );
    if (moved !== null) return redirectToCanonical(req, moved);
    throw notFound(PAGE_NOT_FOUND);
  }
  const answer = localeAnswer(
    { ...found, slug: slugOf(found.url), translations: translationsOf(found) },
    req.locale,
    (ref) => `${BLOG_PATH}/article/${ref.id}-${ref.slug}`,
  );
  if (answer.kind === 'missing') throw notFound(PAGE_NOT_FOUND);
  if (answer.kind === 'redirect') return redirectToCanonical(req, answer.path);
  if (found.url !== `${BLOG_PATH}/article/${route.id}-${route.slug}`)
    return redirectToCanonical(req, found.url);
  const ariane = await cache.get(`blog:ariane:${route.id}`, () => shared.blogAriane(route.id));
  return renderArticle(req, found, ariane, answer.alternates, false);
}

/**
 * A blog article's draft as its public page will show it, for a shared preview link: never
 * indexed, and the caller keeps it out of every cache. The blog off: no page.
 */
export async function renderBlogPreview(
  c: Context<AppEnv>,
  found: BlogArticleDetail & { ariane: ArianeItem[] },
): Promise<Response> {
  const locale = found.locale;
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  if (!parameterFlag(data.parameters, 'BLOG_ENABLED')) throw notFound(PAGE_NOT_FOUND);
  const req: BlogRequest = {
    c,
    locale,
    source,
    data,
    origin: new URL(c.req.url).origin,
    t: translatorFor(locale),
  };
  return renderArticle(req, found, found.ariane, undefined, true);
}

async function renderArticle(
  req: BlogRequest,
  found: BlogArticleDetail,
  ariane: ArianeItem[],
  alternates: Record<string, string> | undefined,
  noindex: boolean,
): Promise<Response> {
  const trail = steps(req, ariane);
  const url = `${req.origin}${link(req, found.url)}`;
  const image = found.image ? absoluteUrl(found.image.url, req.origin) : null;
  const logo = logoByType(req.data.info.logos, 'LOGO');
  const publisher = {
    name: parameterValue(req.data.parameters, 'COMPANY_NAME') ?? req.data.info.name,
    logoUrl: logo ? absoluteUrl(logo.onlineImage.url, req.origin) : null,
    url: `${req.origin}${link(req, '/')}`,
  };
  // Google's article rich result wants an image: the site's own when the article has none.
  const fallback = siteFallbackImage(req.data.info) ?? logo?.onlineImage.url;
  const jsonLdImage = image ?? (fallback ? absoluteUrl(fallback, req.origin) : null);
  return render(
    req,
    found.url,
    {
      title: found.title,
      description: (found.summary || found.title).slice(0, 160),
      jsonLd: jsonLdGraph([breadcrumbJsonLd(req, trail), blogPosting(found, url, publisher, jsonLdImage)]),
      article: {
        image,
        publishedTime: found.publishedAt,
        modifiedTime: found.updatedAt,
        author: found.author,
      },
      ...(alternates ? { alternates } : {}),
      noindex,
    },
    'blog-article',
    <BlogArticlePage article={found} breadcrumb={trail} />,
  );
}

async function rss(req: BlogRequest): Promise<Response> {
  const latest = await req.source.cache.get('blog:rss', () =>
    req.source.shared.blogFolderList(null, { page: 1, nbItem: 20 }),
  );
  const body = blogRss({
    title: `${blogTitle(req)} – ${parameterValue(req.data.parameters, 'COMPANY_NAME') ?? req.data.info.name}`,
    description: parameterValue(req.data.parameters, 'COMPANY_DESCRIPTION') ?? '',
    siteUrl: `${req.origin}${link(req, BLOG_PATH)}`,
    feedUrl: `${req.origin}${link(req, BLOG_RSS_PATH)}`,
    language: req.locale.replace('_', '-').toLowerCase(),
    items: latest.blogs.map((item) => ({
      title: item.title,
      url: `${req.origin}${link(req, item.url)}`,
      summary: item.summary,
      publishedAt: item.publishedAt,
      author: item.author,
    })),
  });
  return req.c.body(body, 200, {
    'content-type': 'application/rss+xml; charset=UTF-8',
    'cache-control': 'public, max-age=600',
  });
}

export const blogPageRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  const url = new URL(c.req.url);
  const route = matchBlogPath(unprefixedPath(c));
  if (!route) return next();
  nameRoute(c, `page:blog-${route.kind}`); // not the catch-all '/*' (worker/http/request-log.ts)
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  if (!parameterFlag(data.parameters, 'BLOG_ENABLED')) throw notFound(PAGE_NOT_FOUND);
  const req: BlogRequest = { c, locale, source, data, origin: url.origin, t: translatorFor(locale) };
  switch (route.kind) {
    case 'home':
      return home(req);
    case 'rss':
      return rss(req);
    case 'folder':
      return folder(req, route);
    case 'article':
      return article(req, route);
  }
});
