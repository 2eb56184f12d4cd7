import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, login, OPERATOR, WINE_ADMIN, adminLogin } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// A site in building mode: visitors get a French « site en construction » page answered 503
// with Retry-After (search engines come back later), its admins browse the real site, and what
// they need to sign in stays reachable.

let operator: string;
let wineOwner: string;

const setBuilding = (isBuilding: boolean) =>
  adminCall('PUT', '/admin/platform/site/2', operator, { isBuilding });

beforeAll(async () => {
  [operator, wineOwner] = await Promise.all([adminLogin(OPERATOR), login(WINE_ADMIN, WINE_HOST)]);
  expect((await setBuilding(true)).status).toBe(200);
});

afterAll(async () => {
  await setBuilding(false);
});

describe('building mode', () => {
  it('answers visitors 503 with Retry-After and a French page that is not indexed', async () => {
    for (const path of ['/', '/boutique', '/qui-suis-je-pas']) {
      const response = await request(path, { host: WINE_HOST });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3600');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Site en construction</h1>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('Domaine des Coteaux de Loire');
    }
  });

  it('keeps the login page, robots.txt, the API and the files reachable', async () => {
    expect((await request('/auth', { host: WINE_HOST })).status).toBe(200);
    expect((await request('/robots.txt', { host: WINE_HOST })).status).toBe(200);
    expect((await request('/api/site/info', { host: WINE_HOST })).status).toBe(200);
  });

  it("wears the site's name and colours, and links its admins to their sign-in", async () => {
    const html = await (await request('/', { host: WINE_HOST })).text();
    expect(html).toContain('<header><p>Domaine des Coteaux de Loire</p></header>');
    expect(html).toContain('border-bottom:4px solid #7b2b3a');
    expect(html).toContain('<a class="admin" href="/admin">Espace administrateur</a>');
    // /admin answered 503 here: it now sends the owner to the admin host's panel,
    // whose sign-in comes first.
    const admin = await request('/admin', { host: WINE_HOST });
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toMatch(/^http:\/\/admin\.localhost(:\d+)?\/sites\/2\/$/);
  });

  it("shows the real site to the site's admins", async () => {
    const response = await request('/', { host: WINE_HOST, headers: { cookie: `token=${wineOwner}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('Site en construction');
  });

  it('leaves the other sites alone', async () => {
    expect((await request('/')).status).toBe(200);
  });
});
