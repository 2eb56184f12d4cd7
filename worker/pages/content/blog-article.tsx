import type { Context } from 'hono';
import { BLOG_PATH, type BlogRoute } from '../../../src/domain/content/blog-url';
import { blogPosting, jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import type { ArianeItem, BlogArticleDetail } from '../../../src/schema/content/blog';
import { parameterFlag, parameterValue } from '../../../src/schema/site/parameter';
import { logoByType } from '../../../src/schema/site/site';
import { absoluteUrl } from '../../../src/ui/document/Document';
import { siteFallbackImage } from '../../../src/ui/document/og-image';
import { BlogArticlePage } from '../../../src/ui/blog/BlogArticlePage';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { localeAnswer, translationsOf } from '../site/content-translations';
import { orMissing, translatedElsewhere } from '../site/translated-elsewhere';
import { loadSiteData, pageDataSource } from '../site/site-data';
import {
  breadcrumbJsonLd,
  link,
  redirectToCanonical,
  render,
  slugOf,
  steps,
  type BlogRequest,
} from './blog-page';

// A blog article's page (in its locale, or a 301 to its own URL or translation) and its draft
// for a preview link.

export async function article(
  req: BlogRequest,
  route: Extract<BlogRoute, { kind: 'article' }>,
): Promise<Response> {
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
