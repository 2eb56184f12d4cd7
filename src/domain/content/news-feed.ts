import { escapeHtml } from '../shared/rich-text'; // its entities are valid XML too

// The RSS 2.0 feed of a site's latest news and the NewsArticle JSON-LD of one article: pure
// functions of the data, so the page routes only gather it.

interface FeedItem {
  title: string;
  url: string; // absolute
  summary: string;
  publishedAt: string; // ISO 8601
  imageUrl?: string; // absolute
}

export interface Feed {
  title: string;
  description: string;
  siteUrl: string; // absolute URL of the news list
  feedUrl: string; // absolute URL of this feed
  language: string; // fr-FR
  items: FeedItem[];
}

/** RSS 2.0 with an atom:link to itself; dates in RFC 822 as RSS wants them. */
export function newsRss(feed: Feed): string {
  const newest = feed.items[0]?.publishedAt;
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeHtml(item.title)}</title>`,
      `      <link>${escapeHtml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(item.url)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeHtml(item.summary)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${escapeHtml(feed.siteUrl)}</link>`,
    `    <description>${escapeHtml(feed.description)}</description>`,
    `    <language>${escapeHtml(feed.language)}</language>`,
    `    <atom:link href="${escapeHtml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** schema.org NewsArticle for a detail page. */
export function newsArticleJsonLd(article: {
  title: string;
  summary: string;
  url: string;
  publishedAt: string;
  updatedAt: string;
  imageUrl?: string;
  publisherName: string;
  publisherLogo?: string;
  /** The site's home URL: the author's and publisher's page. */
  siteUrl: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110), // Google reads at most 110 characters of a headline
    description: article.summary || undefined,
    url: article.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: article.imageUrl ? [article.imageUrl] : undefined,
    // The business writes its news: Google wants the author's name and a page about it.
    author: { '@type': 'Organization', name: article.publisherName, url: article.siteUrl },
    publisher: {
      '@type': 'Organization',
      name: article.publisherName,
      url: article.siteUrl,
      logo: article.publisherLogo ? { '@type': 'ImageObject', url: article.publisherLogo } : undefined,
    },
  };
}
