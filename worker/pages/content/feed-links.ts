import { BLOG_PATH, BLOG_RSS_PATH } from '../../../src/domain/content/blog-url';
import { localisedPath } from '../../../src/domain/shared/locale';
import { NEWS_FEED_PATH, NEWS_LIST_PATH } from '../../../src/domain/content/news-url';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { parameterFlag } from '../../../src/schema/site/parameter';
import type { FeedLink } from '../../../src/ui/document/Document';
import { allPages } from '../../../src/ui/site-view';
import type { SiteData } from '../site/site-data';

// The RSS feeds a page announces with <link rel="alternate" type="application/rss+xml">
//: the news' feed on the news pages, the blog's on the blog's, both on the home page,
// so a feed reader given the site's address finds them. Each feed is titled after its list's
// menu page, in the page's language, at its localised path.

interface FeedContext {
  data: Pick<SiteData, 'parameters' | 'tree'>;
  locale: string;
  defaultLocale: string;
}

function listTitle({ data, locale }: FeedContext, path: string, fallback: string): string {
  return allPages(data.tree, locale).find((page) => page.path === path)?.title ?? fallback;
}

function feed(context: FeedContext, title: string, path: string): FeedLink {
  return {
    title: translatorFor(context.locale).t('news.feedTitle', { title }),
    path: localisedPath(path, context.locale, context.defaultLocale),
  };
}

function newsFeedLink(context: FeedContext): FeedLink {
  const t = translatorFor(context.locale);
  return feed(context, listTitle(context, NEWS_LIST_PATH, t.t('news.title')), NEWS_FEED_PATH);
}

/** The blog's feed, or null while the blog is switched off (the feed answers 404 then). */
export function blogFeedLink(context: FeedContext): FeedLink | null {
  if (!parameterFlag(context.data.parameters, 'BLOG_ENABLED')) return null;
  const t = translatorFor(context.locale);
  return feed(context, listTitle(context, BLOG_PATH, t.t('blog.title')), BLOG_RSS_PATH);
}

/** The home page's feeds: the news' when the menu has the news page, the blog's when it is on. */
export function homeFeedLinks(context: FeedContext): FeedLink[] {
  const hasNews = allPages(context.data.tree, context.locale).some((page) => page.path === NEWS_LIST_PATH);
  const blog = blogFeedLink(context);
  return [...(hasNews ? [newsFeedLink(context)] : []), ...(blog ? [blog] : [])];
}
