import { describe, expect, it } from 'vitest';
import { request, WINE_HOST } from '../support/http';

// Spec: « Page-detail URLs are per page slug. Sample slugs: accueil, les-massages-bien-etre,
// les-autres-soins, … » A slug is not the page's path, so it answers 301 to that path.

describe('page-detail URLs by page slug', () => {
  it.each([
    ['/accueil', '/'],
    ['/les-massages-bien-etre', '/les-massages/les-massages-bien-etre'],
    ['/les-autres-soins', '/les-massages/les-autres-soins'],
    ['/massage-pour-enfant-et-adolescent', '/les-massages/massage-pour-enfant-et-adolescent'],
    ['/les-massages-a-domicile', '/mes-interventions/les-massages-a-domicile'],
    ['/les-massages-en-entreprise', '/mes-interventions/les-massages-en-entreprise'],
    ['/les-massages-en-ehpad', '/mes-interventions/les-massages-en-ehpad'],
  ])('%s answers 301 to %s', async (slug, path) => {
    const response = await request(slug);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(path);
  });

  it('serves a page whose slug is its path, and still 404s an unknown slug', async () => {
    expect((await request('/qui-suis-je')).status).toBe(200);
    expect((await request('/me-contacter')).status).toBe(200);
    expect((await request('/pas-une-page')).status).toBe(404);
  });

  it('keeps the language: an English slug leads to the English path', async () => {
    const response = await request('/en/home', { host: WINE_HOST });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en');
  });

  it('never finds a slug of the other site', async () => {
    expect((await request('/les-massages-en-ehpad', { host: WINE_HOST })).status).toBe(404);
  });
});
