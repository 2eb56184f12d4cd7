import { describe, expect, it } from 'vitest';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// The sitemap of a bilingual site: every locale's URLs, each with xhtml:link
// alternates to its translations and x-default (the default language's URL); an item that
// exists in one language only is listed there alone, without alternates. A single-language
// site lists its pages as before, with no alternates at all.

async function sitemap(host: string): Promise<string> {
  const response = await request('/sitemap.xml', { host });
  expect(response.status).toBe(200);
  return response.text();
}

/** The <url> element whose <loc> is this URL. */
function urlElement(xml: string, loc: string): string {
  const start = xml.indexOf(`<url><loc>${loc}</loc>`);
  expect(start, `${loc} is listed`).toBeGreaterThanOrEqual(0);
  return xml.slice(start, xml.indexOf('</url>', start) + '</url>'.length);
}

function alternates(element: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of element.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g))
    found[match[1] ?? ''] = match[2] ?? '';
  return found;
}

const FR = 'http://vins.localhost';
const EN = 'http://vins.localhost/en';

describe('the wine site’s sitemap, in French and English', () => {
  it('declares the xhtml namespace and lists the English URLs with their route words', async () => {
    const xml = await sitemap(WINE_HOST);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [`${EN}`, `${EN}/our-estate`, `${EN}/shop`, `${EN}/contact`, `${EN}/news`])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    // French route words never appear under the English prefix.
    expect(xml).not.toMatch(/\/en\/(boutique|me-contacter|actualites|galerie)\b/);
  });

  it('ties a product to its English page both ways, with x-default on the French one', async () => {
    const xml = await sitemap(WINE_HOST);
    const french = `${FR}/boutique/1-saumur-champigny-les-perrieres`;
    const english = `${EN}/shop/1-saumur-champigny-les-perrieres`;
    const expected = { 'fr-FR': french, 'en-GB': english, 'x-default': french };
    expect(alternates(urlElement(xml, french))).toEqual(expected);
    expect(alternates(urlElement(xml, english))).toEqual(expected);
  });

  it('ties the fixed routes to their English words', async () => {
    const xml = await sitemap(WINE_HOST);
    expect(alternates(urlElement(xml, `${FR}/me-contacter`))).toEqual({
      'fr-FR': `${FR}/me-contacter`,
      'en-GB': `${EN}/contact`,
      'x-default': `${FR}/me-contacter`,
    });
  });

  it('lists the French-only news in French alone, without alternates', async () => {
    const xml = await sitemap(WINE_HOST);
    const openDays =
      /<url><loc>http:\/\/vins\.localhost\/actualites\/\d+-week-end-portes-ouvertes[^<]*<\/loc>[^\n]*<\/url>/.exec(
        xml,
      )?.[0];
    expect(openDays).toBeDefined();
    expect(alternates(openDays ?? '')).toEqual({});
    expect(xml).not.toMatch(/\/en\/news\/\d+-week-end-portes-ouvertes/);
    expect(xml).not.toContain('portes-ouvertes</loc><lastmod>2026-11-02T09:00:00.000Z</lastmod><xhtml');
  });
});

describe('a single-language site’s sitemap', () => {
  it('lists no English URL and no alternates', async () => {
    const xml = await sitemap(MASSAGE_HOST);
    expect(xml).toContain('<loc>http://localhost/</loc>');
    expect(xml).not.toContain('http://localhost/en');
    expect(xml).not.toContain('<xhtml:link');
  });
});
