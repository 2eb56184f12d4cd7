import { describe, expect, it } from 'vitest';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// The legal pages of a French page have French addresses (/mentions-legales…), their one
// address: the spec's paths (/legal-notice…) answer 301 to them, links and the sitemap use
// them; under /en the spec's English paths stay the addresses.

const FRENCH = {
  '/legal-notice': '/mentions-legales',
  '/privacy-policy': '/politique-de-confidentialite',
  '/use-terms': '/conditions-utilisation',
  '/cookie-policy': '/politique-cookies',
};

describe('the legal pages’ addresses', () => {
  it('redirects the spec’s paths to the French addresses, which answer with their canonical', async () => {
    for (const [spec, french] of Object.entries(FRENCH)) {
      const moved = await request(spec, { host: MASSAGE_HOST });
      expect([spec, moved.status, moved.headers.get('location')]).toEqual([spec, 301, french]);
      const page = await request(french, { host: MASSAGE_HOST });
      expect([french, page.status]).toEqual([french, 200]);
      expect(await page.text()).toContain(`<link rel="canonical" href="http://${MASSAGE_HOST}${french}"/>`);
    }
  });

  it('links to the French addresses from the footer and lists them in the sitemap', async () => {
    const html = await (await request('/', { host: MASSAGE_HOST })).text();
    expect(html).toContain('href="/mentions-legales"');
    expect(html).not.toContain('href="/legal-notice"');
    const sitemap = await (await request('/sitemap.xml', { host: MASSAGE_HOST })).text();
    expect(sitemap).not.toMatch(/\/legal-notice|\/privacy-policy|\/use-terms|\/cookie-policy/);
  });

  it('keeps the English paths under /en', async () => {
    const page = await request('/en/legal-notice', { host: WINE_HOST });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="/en/privacy-policy"');
  });
});
