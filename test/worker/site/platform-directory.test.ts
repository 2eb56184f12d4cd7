import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Host, PlatformSite, PlatformUser } from '../../../src/schema/site/platform';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { ADMIN, adminCall, login, MEMBER, OPERATOR, WINE_ADMIN, adminLogin } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// The operator's views across sites: which host answers for which site, mapping and
// removing a host without naming its site, every account with its site, and a site's
// languages. Owners (ADMIN) and members are refused, in French.

let operator: string;
let owner: string;
let member: string;
let wineOwner: string;

beforeAll(async () => {
  [operator, owner, member, wineOwner] = await Promise.all([
    adminLogin(OPERATOR),
    adminLogin(ADMIN),
    login(MEMBER),
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
});

describe('who may call the directory', () => {
  it.each([
    ['GET', '/admin/platform/domain', undefined],
    ['POST', '/admin/platform/domain', { host: 'essai.localhost', idSite: 1 }],
    ['DELETE', '/admin/platform/domain/vins.localhost', undefined],
    ['GET', '/admin/platform/user', undefined],
    ['GET', '/admin/platform/user/1', undefined],
    ['POST', '/admin/platform/user', { idSite: 1, email: 'x@exemple.fr', password: 'Assez-Long-2026' }],
    ['PUT', '/admin/platform/user/1/role', { role: 'SUPER_ADMIN' }],
  ])('%s %s: 401 anonymous, 403 member and site owner', async (method, path, payload) => {
    expect((await adminCall(method, path, null, payload)).status).toBe(401);
    // A member's storefront session is nobody on the admin host; an owner is refused.
    expect((await adminCall(method, path, member, payload)).status).toBe(401);
    const refused = await adminCall(method, path, owner, payload);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Cette action est réservée à l'opérateur de la plateforme.");
    // The wine owner is an ADMIN on their own host too: still refused there.
    expect((await adminCall(method, path, wineOwner, payload, WINE_HOST)).status).toBe(403);
    // Nothing was written by the refused calls.
    const hosts = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM site_domains WHERE host = 'essai.localhost'",
    ).first<{
      n: number;
    }>();
    expect(hosts?.n).toBe(0);
  });
});

describe('hosts', () => {
  it('shows which host answers for which site', async () => {
    const { status, body } = await adminCall<Host[]>('GET', '/admin/platform/domain', operator);
    expect(status).toBe(200);
    expect(body.data).toContainEqual({
      host: 'vins.localhost',
      kind: expect.any(String) as string,
      idSite: 2,
      siteName: expect.any(String) as string,
      isPrimary: true,
      status: 'active',
      sslStatus: null,
      records: [],
      errors: [],
      checkedAt: null,
    });
    expect(body.data.find((host) => host.host === 'localhost')?.idSite).toBe(1);
  });

  it('maps a host to a site, the site answers through it, and removing it stops that', async () => {
    await env.CACHE.put(kvKeys.host('annexe.localhost'), '1'); // a stale answer the write must clear
    const added = await adminCall<Host>('POST', '/admin/platform/domain', operator, {
      host: ' Annexe.Localhost ',
      kind: 'DEV',
      idSite: 2,
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ host: 'annexe.localhost', kind: 'DEV', idSite: 2 });
    expect(await env.CACHE.get(kvKeys.host('annexe.localhost'))).toBeNull();
    const home = await request('/', { host: 'annexe.localhost' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Domaine des Coteaux de Loire');

    const again = await adminCall('POST', '/admin/platform/domain', operator, {
      host: 'annexe.localhost',
      idSite: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("L'hôte annexe.localhost répond déjà pour un site.");

    const removed = await adminCall('DELETE', '/admin/platform/domain/annexe.localhost', operator);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Hôte retiré.');
    expect((await request('/', { host: 'annexe.localhost' })).status).not.toBe(200);
    expect((await adminCall('DELETE', '/admin/platform/domain/annexe.localhost', operator)).status).toBe(404);
  });

  it('refuses an unknown site, a bad host, and removing the host the operator is using', async () => {
    const unknown = await adminCall('POST', '/admin/platform/domain', operator, {
      host: 'x.localhost',
      idSite: 999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Ce site n'existe pas.");
    const bad = await adminCall('POST', '/admin/platform/domain', operator, {
      host: 'http://x:80',
      idSite: 1,
    });
    expect(bad.status).toBe(400);
    const self = await adminCall('DELETE', '/admin/platform/domain/admin.localhost', operator);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('Vous ne pouvez pas retirer l’hôte par lequel vous êtes connecté.');
    const still = await env.DB.prepare("SELECT site_id FROM site_domains WHERE host = 'localhost'").first();
    expect(still).toEqual({ site_id: 1 });
  });
});

describe('accounts across sites', () => {
  it('lists accounts filtered by site and role, creates one, changes its role', async () => {
    const wineAdmins = await adminCall<{ users: PlatformUser[]; total: number }>(
      'GET',
      '/admin/platform/user?idSite=2&role=ADMIN,SUPER_ADMIN',
      operator,
    );
    expect(wineAdmins.status).toBe(200);
    expect(wineAdmins.body.data.users.map((user) => user.email)).toContain(
      'proprietaire@domaine-coteaux.example',
    );
    expect(wineAdmins.body.data.users.every((user) => user.idSite === 2 && user.role !== 'MEMBER')).toBe(
      true,
    );
    expect(wineAdmins.body.data.total).toBe(wineAdmins.body.data.users.length);

    const created = await adminCall<PlatformUser>('POST', '/admin/platform/user', operator, {
      idSite: 2,
      email: 'Sommelier@Domaine-Coteaux.example',
      firstname: 'Jules',
      password: 'Sommelier-Local-2026',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: 'sommelier@domaine-coteaux.example',
      role: 'ADMIN',
      idSite: 2,
    });
    const id = created.body.data.id;
    expect(
      (await adminCall<PlatformUser>('GET', `/admin/platform/user/${id}`, operator)).body.data.siteName,
    ).toBe(created.body.data.siteName);

    const demoted = await adminCall<PlatformUser>('PUT', `/admin/platform/user/${id}/role`, operator, {
      role: 'MEMBER',
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data).toMatchObject({ role: 'MEMBER', idSite: 2 });
    const row = await env.DB.prepare('SELECT role, site_id FROM users WHERE id = ?').bind(id).first();
    expect(row).toEqual({ role: 'MEMBER', site_id: 2 });
  });

  it('refuses a duplicate address, an unknown site, and changing its own role', async () => {
    const duplicate = await adminCall('POST', '/admin/platform/user', operator, {
      idSite: 2,
      email: 'proprietaire@domaine-coteaux.example',
      password: 'Assez-Long-2026',
    });
    expect(duplicate.status).toBe(409);
    const unknown = await adminCall('POST', '/admin/platform/user', operator, {
      idSite: 999,
      email: 'perdu@exemple.fr',
      password: 'Assez-Long-2026',
    });
    expect(unknown.status).toBe(400);
    // The operator is a platform account: no site account to change or demote.
    const me = await adminCall<{ users: PlatformUser[] }>(
      'GET',
      '/admin/platform/user?email=lk:operateur@plateforme',
      operator,
    );
    expect(me.body.data.users).toEqual([]);
    expect((await adminCall('GET', '/admin/platform/user/999999', operator)).status).toBe(404);
  });
});

describe('languages and default locale', () => {
  it('switches languages on and off and changes the default locale; the site follows', async () => {
    const site = await adminCall<PlatformSite>('POST', '/admin/platform/site', operator, {
      name: 'Maison Polyglotte',
      url: 'https://polyglotte.example',
      isBuilding: false,
      domains: [{ host: 'polyglotte.localhost' }],
    });
    const id = site.body.data.id;
    expect(site.body.data.locales).toEqual(['fr_FR']);

    const both = await adminCall<PlatformSite>('PUT', `/admin/platform/site/${id}`, operator, {
      locales: ['fr_FR', 'en_GB'],
    });
    expect(both.status).toBe(200);
    expect(both.body.data.locales).toEqual(['fr_FR', 'en_GB']);
    const languages = () =>
      env.DB.prepare('SELECT code, is_valid FROM languages WHERE site_id = ? ORDER BY id').bind(id).all();
    expect((await languages()).results).toEqual([
      { code: 'fr_FR', is_valid: 1 },
      { code: 'en_GB', is_valid: 1 },
    ]);

    const english = await adminCall<PlatformSite>('PUT', `/admin/platform/site/${id}`, operator, {
      defaultLocale: 'en_GB',
      locales: ['en_GB'],
    });
    expect(english.body.data).toMatchObject({ defaultLocale: 'en_GB', locales: ['en_GB'] });
    // French is switched off, not deleted: switching it back on keeps its row.
    expect((await languages()).results).toEqual([
      { code: 'fr_FR', is_valid: 0 },
      { code: 'en_GB', is_valid: 1 },
    ]);
    // The site context the pages read follows at once (its KV entry was dropped).
    expect(await env.CACHE.get(kvKeys.siteContext(id))).toBeNull();
  });

  it('accepts the site as the panel sends it back (hosts and read-only fields are ignored)', async () => {
    const site = (await adminCall<PlatformSite>('GET', '/admin/platform/site/2', operator)).body.data;
    const saved = await adminCall<PlatformSite>('PUT', '/admin/platform/site/2', operator, {
      name: site.name,
      url: site.url,
      isECommerce: site.isECommerce,
      isWinemaker: site.isWinemaker,
      isBuilding: site.isBuilding,
      defaultLocale: site.defaultLocale,
      locales: site.locales,
      domains: site.domains,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.domains).toEqual(site.domains);
  });

  it('refuses a default locale the site does not offer and an unknown language, writing nothing', async () => {
    const missing = await adminCall('PUT', '/admin/platform/site/1', operator, { defaultLocale: 'de_DE' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('La langue par défaut doit être une des langues du site.');
    const dropped = await adminCall('PUT', '/admin/platform/site/1', operator, { locales: ['en_GB'] });
    expect(dropped.status).toBe(400);
    const unknown = await adminCall('PUT', '/admin/platform/site/1', operator, { locales: ['english'] });
    expect(unknown.status).toBe(400);
    const after = await adminCall<PlatformSite>('GET', '/admin/platform/site/1', operator);
    expect(after.body.data).toMatchObject({ defaultLocale: 'fr_FR' });
    expect(after.body.data.locales).toContain('fr_FR');
  });
});
