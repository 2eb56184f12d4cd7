import { describe, expect, it } from 'vitest';
import { decode, linkHref, metaContent, titleOf } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// No two pages of a site share a <title> or a meta description. The crawl starts
// from the sitemap and the routes a visitor reaches without it (paginated and filtered lists,
// tags, search, sign-in and account pages), follows the site's own links, and groups the
// answers by canonical URL: two addresses of the same page (a product's declinations, a list's
// ?page=1) are one page; two pages are two canonicals of one language, which must differ in both.

const MAX_PAGES = 400;
const KNOWN: Record<string, string[]> = {
  [MASSAGE_HOST]: [
    '/',
    '/recherche?q=massage',
    '/connexion',
    '/inscription',
    '/mot-de-passe-oublie',
    '/panier',
  ],
  [WINE_HOST]: [
    '/',
    '/en',
    '/boutique?couleur=rouge',
    '/boutique?tri=nom',
    '/boutique?recherche=saumur',
    '/en/shop?couleur=rouge',
    '/connexion',
    '/en/sign-in',
    '/panier',
  ],
};

interface Page {
  url: string;
  canonical: string;
  title: string;
  description: string;
}

/** Same-host paths linked from a page, without fragments, feeds, assets or API calls. */
function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"#]+)/g)]
    .map((match) => decode(match[1] ?? ''))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .filter((href) => !/^\/(api|assets|media|admin)\b|\.(xml|pdf|jpg|png|svg)(\?|$)/.test(href));
}

async function crawl(host: string): Promise<Page[]> {
  const sitemap = await (await request('/sitemap.xml', { host })).text();
  const queue = [
    ...(KNOWN[host] ?? []),
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(decode(match[1] ?? ''));
      return url.pathname + url.search;
    }),
  ];
  const seen = new Set<string>();
  const pages: Page[] = [];
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request(path, { host });
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) {
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    pages.push({
      url: path,
      canonical: linkHref(html, 'canonical') ?? path,
      title: titleOf(html),
      description: metaContent(html, 'description') ?? '',
    });
    queue.push(...links(html).filter((link) => !seen.has(link)));
  }
  return pages;
}

/** The language a canonical URL is in: its prefix ('en'), '' for the default language. */
function localeOf(url: string): string {
  return /^\/(en)(\/|$)/.exec(new URL(url).pathname)?.[1] ?? '';
}

/**
 * Values shared by two canonicals of one language. Across languages a proper name (a wine's)
 * stays the same, and a product not yet translated shows its French texts under /en (the
 * untranslated fallback, tied by hreflang): those pairs are not counted.
 */
function shared(pages: Page[], field: 'title' | 'description'): Record<string, string[]> {
  const byValue = new Map<string, Set<string>>();
  for (const page of pages) {
    const canonicals = byValue.get(page[field]) ?? new Set<string>();
    canonicals.add(page.canonical);
    byValue.set(page[field], canonicals);
  }
  const clashes: Record<string, string[]> = {};
  for (const [value, canonicals] of byValue) {
    const list = [...canonicals];
    const clashing = list.filter((a) => list.some((b) => a !== b && localeOf(a) === localeOf(b)));
    if (clashing.length > 0) clashes[value] = clashing;
  }
  return clashes;
}

describe('titles and meta descriptions are unique per page', () => {
  for (const host of [MASSAGE_HOST, WINE_HOST]) {
    it(`on ${host}`, async () => {
      const pages = await crawl(host);
      expect(pages.length).toBeGreaterThan(20);
      expect(pages.filter((page) => page.description === '').map((page) => page.url)).toEqual([]);
      expect(shared(pages, 'title')).toEqual({});
      expect(shared(pages, 'description')).toEqual({});
    }, 240_000);
  }
});
