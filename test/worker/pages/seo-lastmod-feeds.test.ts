import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// « Search engines »: the sitemap dates each page from its item's last write
// (<lastmod>, W3C Datetime), and the news' and blog's RSS feeds are announced with
// <link rel="alternate" type="application/rss+xml"> on their pages and on the home page.

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function body(path: string, host = MASSAGE_HOST): Promise<string> {
  const response = await request(path, { host });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** loc → lastmod (undefined when the <url> has none). */
function lastmods(xml: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [url] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
    found.set(loc, /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1]);
  }
  return found;
}

function feedLinks(html: string): { title: string; href: string }[] {
  return [
    ...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)"\/>/g),
  ].map((match) => ({ title: match[1] ?? '', href: match[2] ?? '' }));
}

describe('sitemap <lastmod>', () => {
  it('is the item’s stored last write, in W3C Datetime (SQLite’s UTC datetime converted)', async () => {
    // Before any sitemap of this file is cached: the date is read with the page data.
    const service = await env.DB.prepare(
      "SELECT id FROM services WHERE site_id = ? AND locale = 'fr_FR' ORDER BY id LIMIT 1",
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ id: number }>();
    await env.DB.prepare(
      "UPDATE services SET updated_at = '2024-05-06 07:08:09' WHERE site_id = ? AND id = ?",
    )
      .bind(MASSAGE_SITE_ID, service?.id ?? 0)
      .run();
    await env.DB.prepare(
      "UPDATE pages SET updated_at = '2025-01-02 03:04:05' WHERE site_id = ? AND path = '/'",
    )
      .bind(MASSAGE_SITE_ID)
      .run();
    const dates = lastmods(await body('/sitemap.xml'));
    const servicePage = [...dates.keys()].find((loc) => loc.includes(`/prestations/${service?.id ?? 0}-`));
    expect(servicePage).toBeDefined();
    expect(dates.get(servicePage ?? '')).toBe('2024-05-06T07:08:09Z');
    expect(dates.get('http://localhost/')).toBe('2025-01-02T03:04:05Z');
  });

  it('on a freshly seeded database, is each item’s own date, never the moment the seed ran', async () => {
    // This file's database was seeded moments ago: a date from today would be the seed's (the
    // test above only backdates two rows).
    const today = new Date().toISOString().slice(0, 10);
    for (const host of [MASSAGE_HOST, WINE_HOST]) {
      const dates = [...lastmods(await body('/sitemap.xml', host)).values()].filter(
        (date) => date !== undefined,
      );
      expect(dates.length, host).toBeGreaterThan(10);
      for (const date of dates) {
        expect(date.slice(0, 10) < today, `${host} ${date}`).toBe(true);
      }
      // Written over months, not all at once.
      expect(new Set(dates.map((date) => date.slice(0, 10))).size, host).toBeGreaterThan(8);
    }
  });

  it('dates every page, news, article, album, service, element and product of both sites', async () => {
    for (const host of [MASSAGE_HOST, WINE_HOST]) {
      const dates = lastmods(await body('/sitemap.xml', host));
      expect(dates.size).toBeGreaterThan(10);
      // Only the blog's home and folders have no date of their own (their articles have).
      const undated = [...dates].filter(([, date]) => date === undefined).map(([loc]) => loc);
      expect(undated.filter((loc) => !/\/blog(\/\d+-[^/]*)?$/.test(loc))).toEqual([]);
      for (const [, date] of dates) if (date) expect(date).toMatch(W3C_DATETIME);
    }
  });

  it('follows writes to albums, services and elements, which kept no date before (migration 0039)', async () => {
    const before = '2020-01-01T00:00:00Z';
    for (const table of ['albums', 'services', 'elements']) {
      await env.DB.prepare(`UPDATE ${table} SET updated_at = ? WHERE site_id = ?`)
        .bind(before, MASSAGE_SITE_ID)
        .run();
      await env.DB.prepare(`UPDATE ${table} SET position = position WHERE site_id = ?`)
        .bind(MASSAGE_SITE_ID)
        .run();
      const row = await env.DB.prepare(`SELECT MIN(updated_at) AS oldest FROM ${table} WHERE site_id = ?`)
        .bind(MASSAGE_SITE_ID)
        .first<{ oldest: string }>();
      expect(row?.oldest, table).toMatch(W3C_DATETIME);
      expect((row?.oldest ?? '') > before, table).toBe(true);
    }
  });
});

describe('RSS feeds announced in the pages', () => {
  it('the home page announces the news’ and the blog’s feeds', async () => {
    expect(feedLinks(await body('/'))).toEqual([
      { title: 'Actualités (RSS)', href: 'http://localhost/actualites/rss.xml' },
      { title: 'Le blog (RSS)', href: 'http://localhost/blog/rss.xml' },
    ]);
  });

  it('the news and blog pages announce their own feed, and the feed answers', async () => {
    const news = feedLinks(await body('/actualites'));
    expect(news.map((feed) => feed.href)).toEqual(['http://localhost/actualites/rss.xml']);
    const blog = feedLinks(await body('/blog'));
    expect(blog.map((feed) => feed.href)).toEqual(['http://localhost/blog/rss.xml']);
    for (const feed of [...news, ...blog]) {
      const response = await request(new URL(feed.href).pathname);
      expect(response.headers.get('content-type')).toContain('application/rss+xml');
    }
  });

  it('an English home page announces the English news feed; no blog feed where the blog is off', async () => {
    const links = feedLinks(await body('/en', WINE_HOST));
    expect(links.map((feed) => feed.href)).toEqual(['http://vins.localhost/en/news/rss.xml']);
    expect(links[0]?.title).toMatch(/\(RSS\)$/);
  });
});
