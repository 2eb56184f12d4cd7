import { describe, expect, it } from 'vitest';
import { request, WINE_HOST } from '../support/http';

// The wine estate's English sample (worker/seed/wine-english-*.ts) as a visitor reads
// it: the English menu, the links its pages' blocks carry, the overlaid catalogue and visit
// bookings, and the legal texts with their notice that the French version prevails.

async function english(path: string): Promise<string> {
  const response = await request(path, { host: WINE_HOST });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The href of every link in <main> to another page of the site (not to a picture). */
function mainLinks(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return [...main.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => !href.startsWith('/assets/') && !href.startsWith('/media/'));
}

describe('the wine estate in English', () => {
  it('has an English menu with its own addresses', async () => {
    const html = await english('/en');
    for (const path of [
      '/en/our-estate',
      '/en/our-wines',
      '/en/tours-and-tastings',
      '/en/contact',
      '/en/shop',
    ])
      expect(html).toContain(`href="${path}"`);
    expect(html).toContain('Tufa, the Loire and our vines');
  });

  it('links its blocks to English pages that exist', async () => {
    for (const page of ['/en', '/en/tours-and-tastings']) {
      const links = mainLinks(await english(page));
      expect(links.length, page).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, `${page} → ${link}`).toMatch(/^\/en(\/|$)/);
        expect((await request(link, { host: WINE_HOST })).status, `${page} → ${link}`).toBe(200);
      }
    }
  });

  it('reads the catalogue, the visits and the legal texts in English', async () => {
    const product = await english('/en/shop/14-coteaux-du-layon-saint-aubin');
    expect(product).toContain('Coteaux du Layon Saint-Aubin');
    expect(product).toContain('Dried apricot');
    expect(product).toContain('Two stars');
    expect(await english('/en/food-and-wine-workshops')).toContain('Food and wine workshop');
    expect(await english('/en/legal-notice')).toContain('The French version');
  });
});
