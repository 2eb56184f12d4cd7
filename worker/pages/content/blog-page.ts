import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { BLOG_PATH } from '../../../src/domain/content/blog-url';
import { breadcrumbList } from '../../../src/domain/content/blog-json-ld';
import { BLOG_PAGE_SIZE, type ArianeItem } from '../../../src/schema/content/blog';
import type { DocumentMeta, FeedLink } from '../../../src/ui/document/Document';
import { blogFeedLink } from './feed-links';
import type { BreadcrumbStep } from '../../../src/ui/blog/Breadcrumb';
import { allPages } from '../../../src/ui/site-view';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import type { Translator } from '../../../src/i18n/translator';
import { renderPage } from '../site/renderer';
import type { PageDataSource, SiteData } from '../site/site-data';

// What every blog page shares: the request's site data and locale, the layout with the blog's
// feed, the redirect to an item's own URL, the breadcrumb and the page count.

export interface BlogRequest {
  c: Context<AppEnv>;
  locale: string;
  source: PageDataSource;
  data: SiteData;
  origin: string;
  t: Translator;
}

export const link = (req: BlogRequest, path: string) => localLink(req.c, path);

export function pageNumber(c: Context<AppEnv>): number {
  const raw = c.req.query('page');
  return raw !== undefined && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function render(
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
export function redirectToCanonical(req: BlogRequest, canonical: string): Response {
  return req.c.redirect(`${link(req, canonical)}${new URL(req.c.req.url).search}`, 301);
}

/** The blog's name: the title of its menu page when the site has one (the owner names it). */
export function blogTitle(req: BlogRequest): string {
  return (
    allPages(req.data.tree, req.locale).find((page) => page.path === BLOG_PATH)?.title ??
    req.t.t('blog.title')
  );
}

export function homeStep(req: BlogRequest): BreadcrumbStep[] {
  return [
    { name: req.t.t('blog.home'), path: '/' },
    { name: blogTitle(req), path: BLOG_PATH },
  ];
}

export function steps(req: BlogRequest, ariane: ArianeItem[]): BreadcrumbStep[] {
  return [...homeStep(req), ...ariane.map((item) => ({ name: item.name, path: item.url }))];
}

export function breadcrumbJsonLd(req: BlogRequest, trail: BreadcrumbStep[]) {
  return breadcrumbList(
    trail.map((step) => ({ name: step.name, url: `${req.origin}${link(req, step.path)}` })),
  );
}

/** The slug of an item's public URL: '/blog/article/7-les-bienfaits' → 'les-bienfaits'. */
export function slugOf(url: string): string {
  return /\/\d+-([^/]*)$/.exec(url)?.[1] ?? '';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}
