import { breadcrumbList, jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import { Hono, type Context } from 'hono';
import { newsArticleJsonLd, newsRss } from '../../../src/domain/content/news-feed';
import {
  NEWS_FEED_PATH,
  NEWS_LIST_PATH,
  newsListPath,
  newsPath,
  parseNewsRef,
} from '../../../src/domain/content/news-url';
import { absoluteUrl } from '../../../src/ui/document/Document';
import type { FeedLink } from '../../../src/ui/document/Document';
import { siteFallbackImage } from '../../../src/ui/document/og-image';
import { NEWS_PAGE_SIZE, type News } from '../../../src/schema/content/news';
import { parameterValue } from '../../../src/schema/site/parameter';
import { logoByType } from '../../../src/schema/site/site';
import { NewsArticlePage } from '../../../src/ui/news/NewsArticlePage';
import { NewsListPage } from '../../../src/ui/news/NewsListPage';
import { allPages } from '../../../src/ui/site-view';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { rememberLocale } from '../../http/locale-cookie';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import { localeAnswer, translationsOf } from '../site/content-translations';
import { translatedElsewhere } from '../site/translated-elsewhere';
import { loadNewsItem, loadNewsPage } from './news-data';
import { renderPage } from '../site/renderer';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from '../site/site-data';
import { logAs } from '../../http/request-log';

// The news pages: the list (/actualites, ?page=N, 10 per page), one article
// (/actualites/{id}-{slug}; a wrong slug is redirected 301 to the right one) and the RSS feed
// of the latest articles (/actualites/rss.xml). Mounted before the CMS catch-all; under a
// non-default locale's prefix (/en/actualites) too (worker/http/path-locale.ts).

const FEED_SIZE = 20;

interface NewsRequest {
  locale: string;
  source: PageDataSource;
  data: SiteData;
  origin: string;
  t: Translator;
  /** This site path in the request's locale (prefixed unless default). */
  link: (path: string) => string;
  /** The menu page pointing at the news, for its owner-given title and description. */
  listTitle: string;
  listDescription: string;
}

/** Site, locale and shared data for a news path. */
async function resolveNews(c: Context<AppEnv>, previewLocale?: string): Promise<NewsRequest> {
  const url = new URL(c.req.url);
  const locale = previewLocale ?? c.var.locale;
  if (previewLocale === undefined) rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  const menuPage = allPages(data.tree, locale).find((page) => page.path === NEWS_LIST_PATH);
  const t = translatorFor(locale);
  return {
    locale,
    source,
    data,
    origin: url.origin,
    t,
    link: (target) => localLink(c, target),
    listTitle: menuPage?.title ?? t.t('news.title'),
    listDescription:
      menuPage?.metaDescription ||
      t.t('news.description', { company: parameterValue(data.parameters, 'COMPANY_NAME') ?? data.info.name }),
  };
}

function feedMeta(request: NewsRequest): FeedLink {
  return {
    title: request.t.t('news.feedTitle', { title: request.listTitle }),
    path: request.link(NEWS_FEED_PATH),
  };
}

async function listPage(c: Context<AppEnv>): Promise<Response> {
  const raw = c.req.query('page');
  // One URL per page: ?page=1 is the list itself; anything that is not a page number is no page.
  if (raw !== undefined && !/^[1-9]\d{0,5}$/.test(raw)) throw notFound(PAGE_NOT_FOUND);
  const request = await resolveNews(c);
  const page = raw === undefined ? 1 : Number(raw);
  if (page === 1 && raw !== undefined) return c.redirect(request.link(NEWS_LIST_PATH), 301);
  const { news, total } = await loadNewsPage(request.source, page);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pageCount) throw notFound(PAGE_NOT_FOUND);
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: NEWS_LIST_PATH,
      layout: 'STANDARD',
      route: 'news-list',
      meta: {
        title:
          page > 1 ? request.t.t('news.pageTitle', { title: request.listTitle, page }) : request.listTitle,
        description: request.listDescription.slice(0, 160),
        canonicalPath: request.link(newsListPath(page)),
        feeds: [feedMeta(request)],
      },
    },
    <NewsListPage title={request.listTitle} news={news} page={page} pageCount={pageCount} />,
  );
}

async function articlePage(c: Context<AppEnv>): Promise<Response> {
  const ref = parseNewsRef(c.req.param('ref') ?? '');
  if (!ref) throw notFound(PAGE_NOT_FOUND);
  const request = await resolveNews(c);
  const news = await loadNewsItem(request.source, ref.id);
  if (!news) {
    // Another language's article (its URL under this locale): its version here, if it has one.
    const moved = await translatedElsewhere(c, (source) => loadNewsItem(source, ref.id), newsPath);
    if (moved !== null) return c.redirect(request.link(moved), 301);
    throw notFound(PAGE_NOT_FOUND);
  }
  // A French article's id under /en: its English translation when it has one, else no page.
  const answer = localeAnswer({ ...news, translations: translationsOf(news) }, request.locale, newsPath);
  if (answer.kind === 'missing') throw notFound(PAGE_NOT_FOUND);
  if (answer.kind === 'redirect') return c.redirect(request.link(answer.path), 301);
  if (ref.slug !== news.slug) return c.redirect(request.link(newsPath(news)), 301);
  return renderArticle(c, request, news, answer.alternates, false);
}

/**
 * A news item's draft as its public page will show it, for a shared preview link: never
 * indexed, and the caller keeps it out of every cache.
 */
export async function renderNewsPreview(c: Context<AppEnv>, news: News): Promise<Response> {
  return renderArticle(c, await resolveNews(c, news.locale), news, undefined, true);
}

async function renderArticle(
  c: Context<AppEnv>,
  request: NewsRequest,
  news: News,
  alternates: Record<string, string> | undefined,
  noindex: boolean,
): Promise<Response> {
  const path = newsPath(news);
  const url = `${request.origin}${request.link(path)}`;
  const siteName = parameterValue(request.data.parameters, 'COMPANY_NAME') ?? request.data.info.name;
  const logo = logoByType(request.data.info.logos, 'LOGO');
  const image = news.image ? absoluteUrl(news.image.url, request.origin) : undefined;
  // Google's article rich result wants an image: the site's own when the article has none.
  const fallback = siteFallbackImage(request.data.info) ?? logo?.onlineImage.url;
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path,
      layout: 'STANDARD',
      route: 'news-detail',
      meta: {
        title: news.title,
        description: (news.summary || request.listDescription).slice(0, 160),
        canonicalPath: request.link(path),
        jsonLd: newsJsonLd(request, news.title, url, {
          title: news.title,
          summary: news.summary,
          url,
          publishedAt: news.publishedAt,
          updatedAt: news.updatedAt,
          imageUrl: image ?? (fallback ? absoluteUrl(fallback, request.origin) : undefined),
          publisherName: siteName,
          siteUrl: `${request.origin}${request.link('/')}`,
          publisherLogo: logo ? absoluteUrl(logo.onlineImage.url, request.origin) : undefined,
        }),
        article: { image, publishedTime: news.publishedAt, modifiedTime: news.updatedAt },
        feeds: [feedMeta(request)],
        ...(alternates ? { alternates } : {}),
        noindex,
      },
    },
    <NewsArticlePage news={news} />,
  );
}

/** A news page's BreadcrumbList (home › news › the article) beside its NewsArticle. */
function newsJsonLd(
  request: NewsRequest,
  title: string,
  url: string,
  article: Parameters<typeof newsArticleJsonLd>[0],
): Record<string, unknown> {
  const node: Record<string, unknown> = { ...newsArticleJsonLd(article) };
  delete node['@context'];
  return jsonLdGraph([
    breadcrumbList([
      { name: request.t.t('blog.home'), url: `${request.origin}${request.link('/')}` },
      { name: request.listTitle, url: `${request.origin}${request.link(NEWS_LIST_PATH)}` },
      { name: title, url },
    ]),
    node,
  ]);
}

async function feed(c: Context<AppEnv>): Promise<Response> {
  const request = await resolveNews(c);
  const { news } = await loadNewsPage(request.source, 1, FEED_SIZE);
  const absolute = (path: string) => `${request.origin}${request.link(path)}`;
  const siteName = parameterValue(request.data.parameters, 'COMPANY_NAME') ?? request.data.info.name;
  const body = newsRss({
    title: `${request.listTitle} – ${siteName}`,
    description: request.listDescription,
    siteUrl: absolute(NEWS_LIST_PATH),
    feedUrl: absolute(NEWS_FEED_PATH),
    language: request.t.tag,
    items: news.map((item) => ({
      title: item.title,
      url: absolute(newsPath(item)),
      summary: item.summary,
      publishedAt: item.publishedAt,
    })),
  });
  return c.body(body, 200, {
    'content-type': 'application/rss+xml; charset=UTF-8',
    'cache-control': 'public, max-age=600',
  });
}

const ARTICLE = `${NEWS_LIST_PATH}/:ref{[1-9][0-9]*(?:-[^/]*)?}`;

export const newsPageRoutes = new Hono<AppEnv>()
  .get(NEWS_FEED_PATH, logAs('page:news-feed'), feed)
  .get(NEWS_LIST_PATH, logAs('page:news-list'), listPage)
  .get(`${NEWS_LIST_PATH}/`, (c) => c.redirect(localLink(c, NEWS_LIST_PATH), 301))
  .get(ARTICLE, logAs('page:news-article'), articlePage);
