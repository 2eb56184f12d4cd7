import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hostRequest } from './support/api.ts';
import { DESKTOP, islandsReady, launchBrowser, withPage } from './support/browser.ts';
import { wineUrl } from './support/islands.ts';

// The languages walk-through: the wine estate in French and English, as a visitor and a search
// engine see it. Every URL of its sitemap answers with the language of its prefix; a page and
// its translation name each other (hreflang both ways, x-default the French one); the language
// switcher goes to the same page in the other language and back; an item kept in French only
// (the open-days news) is neither listed in English nor served under /en/. The massage practice,
// French only, keeps its behaviour: /en is a 404 and nothing names another language.
// (The English checkout with its e-mail and invoice is the i18n-shop lane's e2e, not repeated here.)

const WINE = 'vins.localhost';
const MASSAGE = 'localhost';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function html(host: string, path: string, status = 200): Promise<string> {
  const answer = await hostRequest(host, 'GET', path, { headers: { accept: 'text/html' } });
  expect(answer.status, `GET ${host}${path}`).toBe(status);
  return answer.text;
}

/** The paths of a site's sitemap, in order. */
async function sitemapPaths(host: string): Promise<string[]> {
  const xml = await html(host, '/sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

const langOf = (page: string) => /<html[^>]*\slang="([^"]+)"/.exec(page)?.[1];

/** hreflang → path of the page's alternate links. */
function alternates(page: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [link] of page.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    // React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
    const hreflang = /hreflang="([^"]+)"/i.exec(link)?.[1];
    const href = /href="([^"]+)"/.exec(link)?.[1];
    if (hreflang && href) found[hreflang] = new URL(href, 'http://x').pathname;
  }
  return found;
}

const isEnglish = (path: string) => path === '/en' || path.startsWith('/en/');

describe('the wine estate in French and English', () => {
  test('every URL of the sitemap answers 200 with the language of its prefix', async () => {
    const paths = await sitemapPaths(WINE);
    expect(paths.filter(isEnglish).length).toBeGreaterThan(30);
    expect(paths.filter((path) => !isEnglish(path)).length).toBeGreaterThan(30);
    for (const path of paths) {
      const page = await html(WINE, path);
      expect(langOf(page), path).toBe(isEnglish(path) ? 'en-GB' : 'fr-FR');
    }
  });

  test('a page and its translation name each other, with the French one as x-default', async () => {
    const expected = { 'fr-FR': '/le-domaine', 'en-GB': '/en/our-estate', 'x-default': '/le-domaine' };
    expect(alternates(await html(WINE, '/le-domaine'))).toMatchObject(expected);
    expect(alternates(await html(WINE, '/en/our-estate'))).toMatchObject(expected);
    const product = {
      'fr-FR': '/boutique/1-saumur-champigny-les-perrieres',
      'en-GB': '/en/shop/1-saumur-champigny-les-perrieres',
    };
    const english = await html(WINE, product['en-GB']);
    expect(alternates(english)).toMatchObject(product);
    expect(alternates(await html(WINE, product['fr-FR']))).toMatchObject(product);
    // The English page is the English text, the name stays.
    expect(english).toContain('Saumur-Champigny Les Perrières');
    expect(english).toContain('Ruby with a purple rim');
  });

  test('the switcher goes to the same page in English and back to the same French page', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await goTo(page, `${wineUrl}/le-domaine`);
      await switchTo(page, 'en-GB');
      expect(new URL(page.url()).pathname).toBe('/en/our-estate');
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
      await switchTo(page, 'fr-FR');
      expect(new URL(page.url()).pathname).toBe('/le-domaine');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    });
  });

  test('the French-only news is listed and served in French only', async () => {
    const paths = await sitemapPaths(WINE);
    const french = paths.find((path) => /^\/actualites\/\d+-week-end-portes-ouvertes/.test(path));
    expect(french).toBeDefined();
    expect(paths.some((path) => path.includes('portes-ouvertes') && isEnglish(path))).toBe(false);
    const id = /\/(\d+)-/.exec(french ?? '')?.[1];
    await html(WINE, `/en/news/${id}-week-end-portes-ouvertes-les-5-et-6-decembre`, 404);
    expect(await html(WINE, '/en/news')).not.toContain('portes ouvertes');
    // Its French page names no English version; the switcher offers the English home instead.
    const page = await html(WINE, french ?? '');
    expect(alternates(page)['en-GB']).toBeUndefined();
    const switcher = /<a [^>]*hreflang="en-GB"[^>]*>/i.exec(page)?.[0] ?? '';
    expect(new URL(/href="([^"]+)"/.exec(switcher)?.[1] ?? '', 'http://x').pathname).toBe('/en');
  });

  test('the English legal texts say that the French version prevails', async () => {
    expect(await html(WINE, '/en/sale-terms')).toContain('The French version');
    expect(await html(WINE, '/conditions-generales-de-vente')).not.toContain('The French version');
  });
});

describe('the massage practice stays French only', () => {
  test('/en and the English words are 404, and its pages are French without alternates', async () => {
    for (const path of ['/en', '/en/', '/en/sign-in', '/en/contact', '/en/gallery'])
      await html(MASSAGE, path, 404);
    const paths = await sitemapPaths(MASSAGE);
    expect(paths.some(isEnglish)).toBe(false);
    for (const path of paths) {
      const page = await html(MASSAGE, path);
      expect(langOf(page), path).toBe('fr-FR');
      expect(alternates(page)['en-GB'], path).toBeUndefined();
    }
  });
});

async function goTo(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await islandsReady(page);
}

/** Follows the header's language switcher link to a language (a link with its hreflang). */
async function switchTo(page: Page, tag: string): Promise<void> {
  const link = page.locator(`header a[hreflang="${tag}"]:visible`).first();
  const before = page.url();
  await Promise.all([page.waitForURL((url) => url.toString() !== before), link.click()]);
  await islandsReady(page);
}
