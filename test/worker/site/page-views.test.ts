import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastParisDays } from '../../../src/domain/site/dashboard-days';
import type { PageViews } from '../../../src/schema/site/page-views';
import { addPageViews } from '../../../worker/provider/site/activity/page-view.repository';
import { isBot, viewSource } from '../../../worker/site/page-views';
import { ADMIN, adminCall, adminLogin, login, MEMBER, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { request, WINE_HOST } from '../support/http';

// The storefront counts page views anonymously (per site, Paris day, path and
// source; no cookie), after the answer, and the owner reads them on the dashboard: views per
// day, top pages and top sources, for 7 or 30 days. Robots, the API, files, the admin and
// pages that are not there are not counted; one site never sees another's.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

async function view(path: string, headers: Record<string, string> = {}, host = 'localhost') {
  const response = await request(path, { host, headers: { 'user-agent': BROWSER, ...headers } });
  await response.arrayBuffer();
  return response.status;
}

async function pageViews(token: string, days = 7, host = 'localhost') {
  const { status, body } = await adminCall<PageViews>(
    'GET',
    `/admin/dashboard/page-views?days=${days}`,
    token,
    undefined,
    host,
  );
  expect(status).toBe(200);
  return body.data;
}

const rows = (siteId: number) =>
  env.DB.prepare('SELECT path, source, count FROM page_views WHERE site_id = ? ORDER BY path, source')
    .bind(siteId)
    .all<{ path: string; source: string; count: number }>()
    .then((result) => result.results);

describe('counting page views', () => {
  it('counts pages read by people, by path and source, and nothing else', async () => {
    expect(await view('/qui-suis-je')).toBe(200);
    expect(await view('/qui-suis-je', { referer: 'https://www.google.com/search?q=massage' })).toBe(200);
    // A campaign link is redirected to the page without `from` (and logged as a visit): the
    // redirect is not a view, the page it leads to is, under the referring site.
    expect(await view('/qui-suis-je?from=affiche')).toBe(302);
    expect(await view('/qui-suis-je', { referer: 'https://lettre.example/' })).toBe(200);
    expect(await view('/me-contacter', { referer: 'http://localhost/qui-suis-je' })).toBe(200);
    // Not counted: robots, no User-Agent, the API, files, a prefetch, a missing page, the admin.
    await view('/qui-suis-je', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await request('/qui-suis-je').then((response) => response.arrayBuffer());
    await view('/api/site/info');
    await view('/robots.txt');
    await view('/qui-suis-je', { 'sec-purpose': 'prefetch' });
    expect(await view('/cette-page-n-existe-pas')).toBe(404);
    await view('/admin');
    await waitForGlobalWaitUntil();

    expect(await rows(MASSAGE_SITE_ID)).toEqual([
      { path: '/me-contacter', source: '', count: 1 },
      { path: '/qui-suis-je', source: '', count: 1 },
      { path: '/qui-suis-je', source: 'google.com', count: 1 },
      { path: '/qui-suis-je', source: 'lettre.example', count: 1 },
    ]);
    // Nothing about the visitor is kept: the table has no other column.
    const columns = await env.DB.prepare('SELECT name FROM pragma_table_info(?)').bind('page_views').all();
    expect(columns.results.map((column) => column.name)).toEqual([
      'site_id',
      'day',
      'path',
      'source',
      'count',
    ]);
  });

  it('adds up by upsert, several views in one batch', async () => {
    const day = lastParisDays(new Date(), 1)[0] ?? '';
    const once = { siteId: MASSAGE_SITE_ID, day, path: '/galerie', source: 'lettre', count: 2 };
    await addPageViews(env.DB, [once, { ...once, path: '/prestations', count: 1 }]);
    await addPageViews(env.DB, [once]);
    const galerie = (await rows(MASSAGE_SITE_ID)).find((row) => row.path === '/galerie');
    expect(galerie).toEqual({ path: '/galerie', source: 'lettre', count: 4 });
  });

  it('counts many views at once without losing one', async () => {
    await Promise.all(Array.from({ length: 12 }, () => view('/prestations')));
    await waitForGlobalWaitUntil();
    const counted = (await rows(MASSAGE_SITE_ID)).find((row) => row.path === '/prestations');
    expect(counted?.count).toBe(12);
  });

  it('tells robots and sources apart', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('Mozilla/5.0 HeadlessChrome/131.0')).toBe(true);
    expect(isBot(BROWSER)).toBe(false);
    const url = new URL('https://exemple.fr/blog');
    expect(viewSource(url, 'https://m.facebook.com/')).toBe('m.facebook.com');
    expect(viewSource(url, 'https://exemple.fr/')).toBe('');
    expect(viewSource(url, 'android-app://com.google')).toBe('');
    expect(viewSource(new URL('https://exemple.fr/?from=Salon'), 'https://www.qwant.com/')).toBe('Salon');
  });
});

describe('GET /admin/dashboard/page-views', () => {
  it('gives the views per day, the top pages and the top sources of the period', async () => {
    const week = await pageViews(owner, 7);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)?.date).toBe(lastParisDays(new Date(), 1)[0]);
    expect(week.total).toBe(week.days.reduce((total, day) => total + day.views, 0));
    expect(week.days.at(-1)?.views).toBe(week.total);
    // /prestations: 12 views, and 1 more written by the upsert test.
    expect(week.topPages[0]).toEqual({ path: '/prestations', views: 13 });
    expect(week.topPages).toContainEqual({ path: '/qui-suis-je', views: 3 });
    expect(week.topSources[0]).toEqual({ source: '', views: 14 });
    expect(week.topSources).toContainEqual({ source: 'google.com', views: 1 });
    // The campaign link's arrival, logged as a visit by its redirect.
    expect(week.topSources).toContainEqual({ source: 'affiche', views: 1 });
    expect(week.timeZone).toBe('Europe/Paris');
    expect((await pageViews(owner, 30)).days).toHaveLength(30);
  });

  it('keeps each site to its own views', async () => {
    expect(await view('/', {}, WINE_HOST)).toBe(200);
    await waitForGlobalWaitUntil();
    const wine = await pageViews(wineOwner, 7, WINE_HOST);
    expect(wine.total).toBe(1);
    expect(wine.topPages).toEqual([{ path: '/', views: 1 }]);
    expect((await rows(WINE_SITE_ID)).every((row) => row.path === '/')).toBe(true);
    expect((await pageViews(owner, 7)).topPages.map((page) => page.path)).not.toContain('/');
  });

  it('refuses another period and anyone but the admins', async () => {
    const wrong = await adminCall('GET', '/admin/dashboard/page-views?days=5', owner);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('La période doit être de 7 ou 30 jours.');
    expect((await adminCall('GET', '/admin/dashboard/page-views', null)).status).toBe(401);
    const member = await login(MEMBER);
    expect((await adminCall('GET', '/admin/dashboard/page-views', member)).status).toBe(401);
  });
});
