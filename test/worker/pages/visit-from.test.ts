import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// Spec: « If the query string has a from parameter, the visit is logged with its value and the
// page then reloads without the query string », on every page, not only / and the blog.

async function visitOf(source: string) {
  return env.DB.prepare('SELECT site_id, path FROM visits WHERE source = ?')
    .bind(source)
    .first<{ site_id: number; path: string }>();
}

const PAGES: { kind: string; path: string; host: string; siteId: number }[] = [
  { kind: 'home', path: '/', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'CMS page', path: '/qui-suis-je', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'services list', path: '/prestations', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'service page', path: '/prestations/4-reflexo', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'news list', path: '/actualites', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'albums', path: '/galerie', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'album', path: '/galerie/1-le-cabinet-de-vertou', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'search', path: '/recherche', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'blog', path: '/blog', host: MASSAGE_HOST, siteId: MASSAGE_SITE_ID },
  { kind: 'shop', path: '/boutique', host: WINE_HOST, siteId: WINE_SITE_ID },
  { kind: 'product page', path: '/boutique/1-vieux-nom', host: WINE_HOST, siteId: WINE_SITE_ID },
  { kind: 'English page', path: '/en/shop', host: WINE_HOST, siteId: WINE_SITE_ID },
];

describe('?from= on every public page', () => {
  it.each(PAGES)('$kind ($path): logs the visit, then 302 to the path without the query', async (page) => {
    const source = unique('campagne');
    const response = await request(`${page.path}?from=${source}&q=x`, { host: page.host });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(page.path);
    expect(await visitOf(source)).toEqual({ site_id: page.siteId, path: page.path });
  });

  it('leaves the API’s own ?from= alone (reviews since a date)', async () => {
    const response = await request('/api/google/reviews?from=2026-01-01');
    expect(response.status).toBe(200);
  });

  it('does not log visits on files', async () => {
    const source = unique('fichier');
    const response = await request(`/robots.txt?from=${source}`);
    expect(response.status).toBe(200);
    expect(await visitOf(source)).toBeNull();
  });
});
