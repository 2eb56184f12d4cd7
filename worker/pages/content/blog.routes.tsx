import { nameRoute } from '../../http/request-log';
import { Hono } from 'hono';
import {
  BLOG_PATH,
  BLOG_RSS_PATH,
  matchBlogPath,
  type BlogRoute,
} from '../../../src/domain/content/blog-url';
import { jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import { BLOG_PAGE_SIZE } from '../../../src/schema/content/blog';
import { parameterFlag, parameterValue } from '../../../src/schema/site/parameter';
import { BlogListPage } from '../../../src/ui/blog/BlogListPage';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { unprefixedPath } from '../../http/path-locale';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { blogRss } from './blog-rss';
import { localeAnswer, translationsOf } from '../site/content-translations';
import { orMissing, translatedElsewhere } from '../site/translated-elsewhere';
import { rememberLocale } from '../../http/locale-cookie';
import { loadSiteData, pageDataSource } from '../site/site-data';
import {
  blogTitle,
  homeStep,
  link,
  pageCount,
  pageNumber,
  redirectToCanonical,
  render,
  slugOf,
  steps,
  breadcrumbJsonLd,
  type BlogRequest,
} from './blog-page';
import { article } from './blog-article';

// The blog's public pages: /blog (home), /blog/{id}-{slug} (folder), /blog/article/{id}-{slug}
// (article) and /blog/rss.xml, in every locale (prefixed paths too). Only while the site's
// BLOG_ENABLED setting is on; otherwise they are 404 like any unknown page. Data comes through
// the provider client and the page-data cache, shared by every visitor (no visitor token).

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
