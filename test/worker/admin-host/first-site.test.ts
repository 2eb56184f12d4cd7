import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorStatements } from '../../../scripts/operator-account';
import { hashPassword } from '../../../worker/auth/password';
import { ACCOUNT_FREE_TRIES } from '../../../worker/auth/login-throttle';
import { ADMIN_HOST } from '../support/accounts';
import { loadAllCommunes } from '../support/communes';
import { api, postJson, request, uniqueIp } from '../support/http';

// A platform created by the migrations alone (no site, no account). The operator of
// `npm run operator:create` signs in with the password on the admin host (the login throttle
// needed a site before migration 0031), then creates the first site, blank, from the platform's
// reference data, and its home answers on its development host.

const OPERATOR = { email: 'premier@plateforme.example', password: 'Inconnu de tous 2026 !' };

async function signIn(ip = uniqueIp()): Promise<string> {
  const { status, body } = await postJson('/admin/session', OPERATOR, ADMIN_HOST, ip);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

function createBlankSite(token: string, payload: unknown) {
  return api<{
    id: number;
    name: string;
    isBuilding: boolean;
    domains: { host: string; kind: string; status: string }[];
  }>('/admin/platform/blank-site', {
    host: ADMIN_HOST,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;

describe('an empty platform: the first operator and the first site', () => {
  beforeAll(async () => {
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    await loadAllCommunes();
    const statements = operatorStatements({
      email: OPERATOR.email,
      passwordHash: await hashPassword(OPERATOR.password),
      reset: false,
      link: null,
    });
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  });

  it('has no site, and the operator signs in with the password on the admin host', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM sites')).toBe(0);
    const token = await signIn();
    const session = await api<{ account: unknown; sites: unknown[] }>('/admin/session', {
      host: ADMIN_HOST,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.body.data).toEqual({ account: { email: OPERATOR.email, operator: true }, sites: [] });
  });

  it('throttles wrong passwords on the platform, with no site, and lets the right one in again', async () => {
    const ip = uniqueIp();
    const wrong = { email: OPERATOR.email, password: 'Pas le bon mot de passe 2026' };
    for (let i = 0; i < ACCOUNT_FREE_TRIES; i += 1)
      expect((await postJson('/admin/session', wrong, ADMIN_HOST, ip)).status).toBe(401);
    const refused = await postJson('/admin/session', OPERATOR, ADMIN_HOST, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Trop de tentatives');
    expect(await count('SELECT COUNT(*) AS n FROM platform_rate_limit_hits')).toBeGreaterThan(0);
    await signIn(); // another client keeps its tries
  });

  it('creates the first site blank, from the reference tables, and its home answers on its dev host', async () => {
    const token = await signIn();
    const created = await createBlankSite(token, {
      name: 'Premier site',
      devHost: 'premier.localhost',
      productionHost: 'www.premier-client.fr',
      isBuilding: false,
    });
    expect(created.status).toBe(201);
    const site = created.body.data;
    expect(site.name).toBe('Premier site');
    expect(site.domains.map((domain) => [domain.host, domain.kind, domain.status])).toEqual([
      ['www.premier-client.fr', 'PROD', 'pending'],
      ['premier.localhost', 'DEV', 'active'],
    ]);
    expect(await count('SELECT COUNT(*) AS n FROM countries WHERE site_id = ?', site.id)).toBe(
      await count('SELECT COUNT(*) AS n FROM reference_countries'),
    );
    // The communes stay the platform's: the new site finds them without a copy of its own.
    expect(await count('SELECT COUNT(*) AS n FROM cities WHERE site_id = ?', site.id)).toBe(0);
    const paris = await api<{ name: string }[]>('/cities/75011/250', { host: 'premier.localhost' });
    expect(paris.body.data.map((city) => city.name)).toEqual(['Paris']);
    const language = await env.DB.prepare('SELECT code, label, country_id FROM languages WHERE site_id = ?')
      .bind(site.id)
      .all();
    expect(language.results).toEqual([{ code: 'fr_FR', label: 'Français', country_id: 250 }]);

    const home = await request('/', { host: 'premier.localhost' });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Premier site');
    expect(html).toContain('<html lang="fr-FR"');
    // The production host waits for its custom hostname: not answering yet.
    expect((await request('/', { host: 'www.premier-client.fr' })).status).not.toBe(200);

    const chooser = await api<{ sites: { id: number; host: string }[] }>('/admin/session', {
      host: ADMIN_HOST,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(chooser.body.data.sites).toEqual([
      expect.objectContaining({ id: site.id, host: 'premier.localhost' }),
    ]);
  });

  it('keeps a new site in building mode unless asked, and refuses a host already taken', async () => {
    const token = await signIn();
    const building = await createBlankSite(token, { name: 'Deuxième site', devHost: 'deuxieme.localhost' });
    expect(building.status).toBe(201);
    expect(building.body.data.isBuilding).toBe(true);
    expect((await request('/', { host: 'deuxieme.localhost' })).status).toBe(503);

    const taken = await createBlankSite(token, { name: 'Doublon', devHost: 'premier.localhost' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('premier.localhost');
    const invalid = await createBlankSite(token, { name: 'X', devHost: 'http://mauvais' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.success).toBe(false);
  });

  it('is for the operator only: signed out 401, a site owner 403, and nothing created', async () => {
    const anonymous = await api('/admin/platform/blank-site', {
      host: ADMIN_HOST,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anonyme', devHost: 'anonyme.localhost' }),
    });
    expect(anonymous.status).toBe(401);
    // A site's owner (ADMIN of the first site) is not the platform's operator.
    const owner = { email: 'proprietaire@premier-site.example', password: 'Un proprietaire 2026 !' };
    await env.DB.prepare(
      "INSERT INTO users (site_id, email, password_hash, role, firstname, lastname) VALUES ((SELECT MIN(id) FROM sites), ?, ?, 'ADMIN', 'Pro', 'Priétaire')",
    )
      .bind(owner.email, await hashPassword(owner.password))
      .run();
    const ownerLogin = await postJson('/admin/session', owner, ADMIN_HOST);
    expect(ownerLogin.status).toBe(200);
    const byOwner = await createBlankSite((ownerLogin.body.data as { token: string }).token, {
      name: 'Site du propriétaire',
      devHost: 'proprietaire.localhost',
    });
    expect(byOwner.status).toBe(403);
    for (const host of ['anonyme.localhost', 'proprietaire.localhost'])
      expect(await count('SELECT COUNT(*) AS n FROM site_domains WHERE host = ?', host)).toBe(0);
  });
});
