import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformSite } from '../../../src/schema/site/platform';
import { clearIsolateMemos } from '../../../worker/isolate-memo';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/cache/d1-session';
import { adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { MASSAGE_HOST, request } from '../support/http';

// The first view of a site this isolate has never seen (thousands of low-traffic
// sites: most views are such a view). Its host, site context and content version come in one
// D1 read, and its page's reads come from the plan another site of the same model taught the
// isolate (site id replaced), in one batch: at most FIRST_VIEW_MAX_ROUND_TRIPS round trips
// instead of the chain a page view makes without a plan.
//
// « Never seen »: this isolate's memory is emptied (clearIsolateMemos) and the site's content
// version is moved in D1 behind every cache's back, so its page data and HTML are under keys
// no layer holds (KV, Cache API) — a true miss everywhere.

/** One read for the host and the version, one batch for the page, one for what the plan missed. */
const FIRST_VIEW_MAX_ROUND_TRIPS = 3;

let operator: string;

async function createFromModel(host: string): Promise<PlatformSite> {
  const created = await adminCall<PlatformSite>('POST', '/admin/platform/site', operator, {
    name: `Massages ${host}`,
    url: `https://${host}`,
    modelSiteId: 1,
    isBuilding: false,
    identity: {
      activity: 'Massages bien-être',
      legalForm: 'Entreprise individuelle',
      address: '1 rue des Bancs, 44000 Nantes',
      phone: '02 40 00 00 00',
      email: `contact@${host}`,
      siret: '12345678900011',
    },
    domains: [{ host, kind: 'DEV' }],
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** Moves the version in D1 only: what any cache holds for the site is under the old one. */
async function moveVersionBehindCaches(siteId: number): Promise<void> {
  await env.DB.prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = ?')
    .bind(siteId)
    .run();
}

async function view(host: string, path: string): Promise<{ trips: number; body: string }> {
  const response = await request(path, { host, headers: { [D1_PROBE_HEADER]: '1' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-cache')).toBe('MISS');
  return { trips: Number(response.headers.get(D1_ROUND_TRIPS_HEADER)), body: await response.text() };
}

let first: PlatformSite;
let second: PlatformSite;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
  first = await createFromModel('premiere.localhost');
  second = await createFromModel('seconde.localhost');
});

describe('the first view of a site the isolate has never seen', () => {
  for (const path of ['/', '/les-massages/les-massages-bien-etre']) {
    it(`${path}: at most ${FIRST_VIEW_MAX_ROUND_TRIPS} D1 round trips once another site of the model taught the page`, async () => {
      // Without any plan: the chain of provider calls, one round trip after the other.
      clearIsolateMemos();
      await moveVersionBehindCaches(first.id);
      const alone = await view('premiere.localhost', path);
      expect(alone.trips).toBeGreaterThan(FIRST_VIEW_MAX_ROUND_TRIPS);

      // The model site's view teaches the isolate the page; the other site has never been seen.
      clearIsolateMemos();
      await moveVersionBehindCaches(1);
      await moveVersionBehindCaches(second.id);
      await view(MASSAGE_HOST, path);
      const taught = await view('seconde.localhost', path);
      expect(taught.trips).toBeLessThanOrEqual(FIRST_VIEW_MAX_ROUND_TRIPS);

      // The borrowed plan is only a prefetch: the page is the one a view without it renders.
      clearIsolateMemos();
      await moveVersionBehindCaches(second.id);
      const untaught = await view('seconde.localhost', path);
      expect(untaught.trips).toBeGreaterThan(FIRST_VIEW_MAX_ROUND_TRIPS);
      expect(taught.body).toBe(untaught.body);
    });
  }

  it('reads the host, the site context and the content version in one round trip', async () => {
    // The page is in the Cache API, the isolate remembers nothing, KV has no copy of the host:
    // what is left is knowing the site and its version (it was four round trips, one after the
    // other: the host's site id, then the site and its hosts, then the version).
    await view('premiere.localhost', '/?en-cache=1');
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.host('premiere.localhost'));
    const response = await request('/?en-cache=1', {
      host: 'premiere.localhost',
      headers: { [D1_PROBE_HEADER]: '1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(response.headers.get('x-cache-layer')).toBe('cache-api');
    expect(response.headers.get(D1_ROUND_TRIPS_HEADER)).toBe('1');
    await response.body?.cancel();
  });
});
