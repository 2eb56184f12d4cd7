import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { publishContentVersion } from '../../../worker/cache/content-version';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/cache/d1-session';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// A cold page view costs one D1 round trip (one batch of the reads the page needs),
// never a chain of provider calls. « Cold » is the bench's « cold view after a write »: the
// site's content version moved, so the page data and the HTML are under new keys, in no
// cache. The first view of a page in an isolate records its reads (its view plan); every cold
// view after that reads them in one batch.

async function bumpVersion(host: string): Promise<void> {
  const row = await env.DB.prepare(
    `UPDATE sites SET content_version = content_version + 1
      WHERE id = (SELECT site_id FROM site_domains WHERE host = ?) RETURNING id, content_version`,
  )
    .bind(host)
    .first<{ id: number; content_version: number }>();
  if (!row) throw new Error(`no site for ${host}`);
  await publishContentVersion(env, row.id, row.content_version);
}

async function coldView(host: string, path: string): Promise<{ trips: number; body: string }> {
  await bumpVersion(host);
  const response = await request(path, { host, headers: { [D1_PROBE_HEADER]: '1' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-cache')).toBe('MISS');
  return { trips: Number(response.headers.get(D1_ROUND_TRIPS_HEADER)), body: await response.text() };
}

describe('D1 round trips per cold view', () => {
  it('the home page reads D1 once, and shows the same page as a view without a plan', async () => {
    const first = await coldView(MASSAGE_HOST, '/');
    expect(first.trips).toBeGreaterThan(1); // no plan yet: the provider calls one after the other
    const cold = await coldView(MASSAGE_HOST, '/');
    expect(cold.trips).toBe(1);
    expect(cold.body).toBe(first.body);
  });

  it('a product page reads D1 once', async () => {
    const path = '/boutique/1-saumur-champigny-les-perrieres';
    await coldView(WINE_HOST, path);
    expect((await coldView(WINE_HOST, path)).trips).toBe(1);
  });

  it('a blog article, whose breadcrumb is a recursive WITH query, reads D1 once', async () => {
    const path = '/blog/article/1-les-bienfaits-du-massage-assis';
    await coldView(MASSAGE_HOST, path);
    expect((await coldView(MASSAGE_HOST, path)).trips).toBe(1);
  });

  // Every page type the bench lists (bench/targets.mjs). The one-segment paths first ask the
  // element pages whether they name a list: that lookup is inside the cached view, so in the
  // plan; the workshop list is page-cached like the others.
  it.each([
    [MASSAGE_HOST, '/les-massages/les-massages-bien-etre'],
    [MASSAGE_HOST, '/me-contacter'],
    [MASSAGE_HOST, '/actualites'],
    [MASSAGE_HOST, '/ateliers'],
    [MASSAGE_HOST, '/prestations'],
    [MASSAGE_HOST, '/galerie/1-le-cabinet-de-vertou'],
    [WINE_HOST, '/'],
    [WINE_HOST, '/nos-vins'],
    [WINE_HOST, '/boutique'],
    [WINE_HOST, '/en'],
    [WINE_HOST, '/en/our-wines'],
    [WINE_HOST, '/en/shop'],
    [WINE_HOST, '/en/shop/1-saumur-champigny-les-perrieres'],
  ])('%s%s reads D1 once', async (host, path) => {
    await coldView(host, path);
    expect((await coldView(host, path)).trips).toBe(1);
  });
});
