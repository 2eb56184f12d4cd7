import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformSite, SiteUser } from '../../../src/schema/site/platform';
import { kvKeys } from '../../../worker/cache/kv-keys';
import {
  ADMIN,
  ADMIN_HOST,
  adminCall,
  login,
  MEMBER,
  OPERATOR,
  WINE_ADMIN,
  adminLogin,
} from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';

// The platform operator creates sites (from a model or empty), maps hosts to them and gives
// roles; owners (ADMIN) and members are refused, and every refusal is in French.

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

describe('who may call the operator API', () => {
  it.each([
    ['GET', '/admin/platform/site', undefined],
    ['POST', '/admin/platform/site', { name: 'Essai', url: 'https://essai.example' }],
    ['PUT', '/admin/platform/site/1', { isBuilding: true }],
    ['POST', '/admin/platform/site/1/domain', { host: 'essai.example' }],
    ['DELETE', '/admin/platform/site/1/domain/localhost', undefined],
    ['GET', '/admin/platform/site/1/user', undefined],
    ['PUT', '/admin/platform/site/1/user/2/role', { role: 'ADMIN' }],
  ])('%s %s: 401 anonymous, 403 member and site owner', async (method, path, payload) => {
    const anonymous = await adminCall(method, path, null, payload);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Veuillez vous connecter.');
    // A member's storefront session is nobody on the admin host; an owner is refused.
    expect((await adminCall(method, path, member, payload)).status).toBe(401);
    const refused = await adminCall(method, path, owner, payload);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Cette action est réservée à l'opérateur de la plateforme.");
    // A wine owner is refused too, on the massage site as on their own.
    expect((await adminCall(method, path, wineOwner, payload)).status).toBe(403);
  });
});

describe('sites', () => {
  it('lists every site with its hosts', async () => {
    const { status, body } = await adminCall<PlatformSite[]>('GET', '/admin/platform/site', operator);
    expect(status).toBe(200);
    const wine = body.data.find((site) => site.id === 2);
    expect(wine).toMatchObject({ isECommerce: true, isWinemaker: true });
    expect(wine?.domains.map((domain) => domain.host)).toContain('vins.localhost');
  });

  it('creates a site from a model: pages, blocks and settings copied, in building mode, host answering', async () => {
    const created = await adminCall<PlatformSite>('POST', '/admin/platform/site', operator, {
      name: 'Cave des Quatre Vents',
      url: 'https://cave-quatre-vents.example',
      isECommerce: true,
      modelSiteId: 2,
      identity: {
        activity: 'Caviste',
        legalForm: 'SARL',
        address: '3 place du Marché, 49400 Saumur',
        phone: '02 41 00 00 00',
        email: 'contact@cave-quatre-vents.example',
        siret: '123 456 789 00012',
      },
      domains: [{ host: 'Cave.Localhost', kind: 'DEV' }],
    });
    expect(created.status).toBe(201);
    const site = created.body.data;
    expect(site).toMatchObject({ name: 'Cave des Quatre Vents', isBuilding: true, isECommerce: true });
    // A development host needs no custom hostname: active at once, no DNS record.
    expect(site.domains).toEqual([
      {
        host: 'cave.localhost',
        kind: 'DEV',
        idSite: site.id,
        status: 'active',
        sslStatus: null,
        records: [],
        errors: [],
        checkedAt: null,
      },
    ]);

    const count = (table: string, siteId: number) =>
      env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?`)
        .bind(siteId)
        .first<{ n: number }>();
    for (const table of ['pages', 'page_blocks', 'parameters', 'countries', 'languages', 'component_confs']) {
      const [copy, model] = await Promise.all([count(table, site.id), count(table, 2)]);
      expect(copy?.n, table).toBe(model?.n);
      expect(copy?.n, table).toBeGreaterThan(0);
    }
    // Page parents point inside the new site.
    const orphans = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM pages p WHERE p.site_id = ? AND p.parent_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM pages q WHERE q.site_id = p.site_id AND q.id = p.parent_id)`,
    )
      .bind(site.id)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);

    // Visitors get « site en construction »; the operator opens it and the home page answers.
    const visitor = await request('/', { host: 'cave.localhost' });
    expect(visitor.status).toBe(503);
    expect(visitor.headers.get('retry-after')).toBe('3600');
    expect(await visitor.text()).toContain('Site en construction');
    const opened = await adminCall<PlatformSite>('PUT', `/admin/platform/site/${site.id}`, operator, {
      isBuilding: false,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.isBuilding).toBe(false);
    const home = await request('/', { host: 'cave.localhost' });
    expect(home.status).toBe(200);
    // Copied pages and settings, under the new business's name, not the model's.
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Cave des Quatre Vents');
    expect(homeHtml).not.toContain('Domaine des Coteaux de Loire');
  });

  it('creates an empty site with default settings and a home page', async () => {
    const created = await adminCall<PlatformSite>('POST', '/admin/platform/site', operator, {
      name: 'Atelier Lumière',
      url: 'https://atelier-lumiere.example',
      isBuilding: false,
      domains: [{ host: 'lumiere.localhost' }],
    });
    expect(created.status).toBe(201);
    const home = await request('/', { host: 'lumiere.localhost' });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('Atelier Lumière');
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM sites').first<{ n: number }>();
    const bad = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'X',
      url: 'ftp://x',
      domains: [{ host: 'http://x.example:80' }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Le nom du site doit faire au moins 2 caractères.');
    const taken = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'Doublon',
      url: 'https://doublon.example',
      domains: [{ host: 'vins.localhost' }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("L'hôte vins.localhost répond déjà pour un site.");
    const model = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'Sans modèle',
      url: 'https://sans-modele.example',
      modelSiteId: 999,
    });
    expect(model.status).toBe(400);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM sites').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('answers 404 for an unknown site', async () => {
    expect((await adminCall('GET', '/admin/platform/site/999', operator)).status).toBe(404);
    expect((await adminCall('PUT', '/admin/platform/site/999', operator, { isBuilding: true })).status).toBe(
      404,
    );
  });
});

describe('domains', () => {
  it('maps a host to a site and removes it; the KV entry is cleared both times', async () => {
    await env.CACHE.put(kvKeys.host('boutique.localhost'), '1');
    const added = await adminCall('POST', '/admin/platform/site/2/domain', operator, {
      host: 'boutique.localhost',
      kind: 'DEV',
    });
    expect(added.status).toBe(201);
    expect(await env.CACHE.get(kvKeys.host('boutique.localhost'))).toBeNull();
    const row = await env.DB.prepare('SELECT site_id FROM site_domains WHERE host = ?')
      .bind('boutique.localhost')
      .first<{ site_id: number }>();
    expect(row?.site_id).toBe(2);

    const again = await adminCall('POST', '/admin/platform/site/1/domain', operator, {
      host: 'boutique.localhost',
    });
    expect(again.status).toBe(409);

    const removed = await adminCall('DELETE', '/admin/platform/site/2/domain/boutique.localhost', operator);
    expect(removed.status).toBe(200);
    expect(
      (await adminCall('DELETE', '/admin/platform/site/2/domain/boutique.localhost', operator)).status,
    ).toBe(404);
  });

  it('refuses a host with a scheme or a port', async () => {
    const bad = await adminCall('POST', '/admin/platform/site/2/domain', operator, {
      host: 'https://x.fr:8080',
    });
    expect(bad.status).toBe(400);
  });
});

describe('users and roles', () => {
  it('lists the administrators of a site, creates an owner and changes a role', async () => {
    const admins = await adminCall<SiteUser[]>('GET', '/admin/platform/site/2/user', operator);
    expect(admins.body.data.map((user) => user.email)).toContain('proprietaire@domaine-coteaux.example');
    expect(admins.body.data.every((user) => user.role !== 'MEMBER')).toBe(true);

    const created = await adminCall<SiteUser>('POST', '/admin/platform/site/2/user', operator, {
      email: 'Caviste@Domaine-Coteaux.example',
      firstname: 'Léa',
      lastname: 'Martin',
      password: 'Caviste-Local-2026',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: 'caviste@domaine-coteaux.example', role: 'ADMIN' });
    expect(
      await login({ email: 'caviste@domaine-coteaux.example', password: 'Caviste-Local-2026' }, WINE_HOST),
    ).toBeTruthy();

    const duplicate = await adminCall('POST', '/admin/platform/site/2/user', operator, {
      email: 'caviste@domaine-coteaux.example',
      password: 'Caviste-Local-2026',
    });
    expect(duplicate.status).toBe(409);

    const demoted = await adminCall<SiteUser>(
      'PUT',
      `/admin/platform/site/2/user/${created.body.data.id}/role`,
      operator,
      { role: 'MEMBER' },
    );
    expect(demoted.body.data.role).toBe('MEMBER');
    // A user id of another site is not found under this one.
    expect(
      (
        await adminCall('PUT', `/admin/platform/site/1/user/${created.body.data.id}/role`, operator, {
          role: 'ADMIN',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a short password and an unknown role', async () => {
    const short = await adminCall('POST', '/admin/platform/site/2/user', operator, {
      email: 'court@exemple.fr',
      password: 'court',
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('au moins 12 caractères');
    expect((await adminCall('GET', '/admin/platform/site/2/user?roles=ROI', operator)).status).toBe(400);
  });
});

// The admin host, the API host and the hosts under them are the platform's: a site's page there
// could toss cookies at the admin host, and the operator could not remove the mapping after.
describe('hosts reserved to the platform', () => {
  const RESERVED = ['admin.localhost', 'evil.admin.localhost', 'api.localhost', 'deux.niveaux.api.localhost'];
  const mapped = async (host: string) =>
    (
      await env.DB.prepare('SELECT COUNT(*) AS n FROM site_domains WHERE host = ?')
        .bind(host)
        .first<{ n: number }>()
    )?.n;

  it('are refused, in French, when mapped to a site, whichever route maps them', async () => {
    for (const host of RESERVED) {
      for (const [path, payload] of [
        ['/admin/platform/site/2/domain', { host, kind: 'DEV' }],
        ['/admin/platform/domain', { idSite: 2, host, kind: 'PROD' }],
      ] as const) {
        const refused = await adminCall('POST', path, operator, payload);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(new RegExp(`^L'hôte ${host} est réservé à la plateforme`));
      }
      expect(await mapped(host)).toBe(0);
    }
  });

  it('are refused as the hosts of a new site, blank or not, and no site is created', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM sites').first<{ n: number }>();
    const created = await adminCall('POST', '/admin/platform/site', operator, {
      name: 'Sous l’administration',
      url: 'https://evil.admin.localhost',
      domains: [{ host: 'evil.admin.localhost', kind: 'DEV' }],
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/^L'hôte evil\.admin\.localhost est réservé à la plateforme/);
    for (const hosts of [
      { devHost: 'evil.admin.localhost' },
      { devHost: 'propre.localhost', productionHost: 'api.localhost' },
    ]) {
      const blank = await api('/admin/platform/blank-site', {
        host: ADMIN_HOST,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: operator },
        body: JSON.stringify({ name: 'Site vide', ...hosts }),
      });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toMatch(/est réservé à la plateforme/);
    }
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM sites').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(await mapped('propre.localhost')).toBe(0);
  });
});

describe("a site's address", () => {
  it("must be on one of the site's own active hosts: another site's host is refused, naming the field", async () => {
    const refused = await adminCall('PUT', '/admin/platform/site/1', operator, {
      url: 'http://vins.localhost:8787',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^L'adresse du site doit être sur un de ses hôtes actifs \(.*localhost.*\) : vins\.localhost n'en est pas un\.$/,
    );
    expect(JSON.stringify(refused.body)).toContain('"url"');
    const unknown = await adminCall('PUT', '/admin/platform/site/1', operator, {
      url: 'https://ailleurs.example',
    });
    expect(unknown.status).toBe(400);
    const site = await adminCall<PlatformSite>('GET', '/admin/platform/site/1', operator);
    expect(site.body.data.url).not.toMatch(/vins|ailleurs/);

    const wine = (await adminCall<PlatformSite>('GET', '/admin/platform/site/2', operator)).body.data;
    const own = await adminCall<PlatformSite>('PUT', '/admin/platform/site/2', operator, {
      url: 'https://vins.localhost',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.url).toBe('https://vins.localhost');
    expect((await adminCall('PUT', '/admin/platform/site/2', operator, { url: wine.url })).status).toBe(200);
  });
});
