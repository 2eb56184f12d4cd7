import { escapeHtml } from '../../../src/domain/shared/rich-text'; // its entities are valid XML too

// The blog's RSS 2.0 feed: the latest published articles, newest first.

export interface RssFeed {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  language: string; // fr-fr
  items: { title: string; url: string; summary: string; publishedAt: string; author: string }[];
}

/** RFC 822 dates, as RSS 2.0 wants them; the raw text when it is not a date. */
function rfc822(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toUTCString();
}

export function blogRss(feed: RssFeed): string {
  const items = feed.items.map(
    (item) => `    <item>
      <title>${escapeHtml(item.title)}</title>
      <link>${escapeHtml(item.url)}</link>
      <guid isPermaLink="true">${escapeHtml(item.url)}</guid>
      <pubDate>${rfc822(item.publishedAt)}</pubDate>${item.author ? `\n      <dc:creator>${escapeHtml(item.author)}</dc:creator>` : ''}
      <description>${escapeHtml(item.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(feed.title)}</title>
    <link>${escapeHtml(feed.siteUrl)}</link>
    <description>${escapeHtml(feed.description)}</description>
    <language>${escapeHtml(feed.language)}</language>
    <atom:link href="${escapeHtml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}
