import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../src/schema/site/site';
import type { Host } from '../../../src/schema/site/platform';
import { ADMIN, adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';

// One site, one address: the host of the site's URL is its primary domain; the
// site's other production hosts answer 301 (308 for other methods) to the same path and query
// there; development hosts, the API host and the admin host never redirect. Site info names
// the primary URL, and technicalFileModel on a site that generates technical files.

let operator: string;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
});

const at = (url: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(url, { redirect: 'manual', ...init }));

describe('primary domain', () => {
  it('redirects another production host of the site to the same path and query on the primary one', async () => {
    // Sample data: the massage site's URL is http://localhost:8787, massages-bien-etre.example
    // is one of its (active) production hosts.
    const response = await at('https://massages-bien-etre.example/qui-suis-je?from=affiche&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost:8787/qui-suis-je?from=affiche&x=1');
    const post = await at('https://massages-bien-etre.example/me-contacter', { method: 'POST' });
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe('http://localhost:8787/me-contacter');
  });

  it('serves development hosts where they are, on any port', async () => {
    expect((await request('/', { host: '127.0.0.1' })).status).toBe(200);
    expect((await request('/', { host: 'localhost:8861' })).status).toBe(200);
    expect((await request('/', { host: WINE_HOST })).status).toBe(200);
  });

  it('names the primary URL in site info, with the port of a request on the primary host', async () => {
    const local = await api<SiteInfo>('/site/info', { host: 'localhost:8861' });
    expect(local.body.data.url).toBe('http://localhost:8861');
    const wine = await api<SiteInfo>('/site/info', { host: WINE_HOST });
    expect(wine.body.data.url).toBe('http://vins.localhost');
  });

  it('sets technicalFileModel on the site that generates technical files only', async () => {
    const wine = await api<SiteInfo>('/site/info', { host: WINE_HOST });
    expect(wine.body.data.isECommerce).toBe(true);
    expect(wine.body.data.technicalFileModel).toBe('FICHE_TECHNIQUE_A4');
    const massage = await api<SiteInfo>('/site/info');
    expect(massage.body.data.technicalFileModel).toBeNull();
  });

  it('lets the operator choose the primary domain, and only the operator', async () => {
    const owner = await adminLogin(ADMIN);
    const path = '/admin/platform/domain/massages-bien-etre.example/primary';
    expect((await adminCall('POST', path, owner, {})).status).toBe(403);

    const chosen = await adminCall<Host>('POST', path, operator, {});
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ host: 'massages-bien-etre.example', isPrimary: true });
    expect(chosen.body.message).toContain('domaine principal');

    const hosts = await adminCall<Host[]>('GET', '/admin/platform/domain', operator);
    const primaries = hosts.body.data.filter((host) => host.isPrimary).map((host) => host.host);
    expect(primaries).toContain('massages-bien-etre.example');
    expect(primaries).not.toContain('localhost');
    // Each site keeps its own primary domain: the wine site's is unchanged.
    expect(primaries).toContain('vins.localhost');

    // Now the production host answers, with itself as canonical, and site info names it even
    // when asked on a development host, which still answers where it is.
    const page = await at('https://massages-bien-etre.example/qui-suis-je');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      '<link rel="canonical" href="https://massages-bien-etre.example/qui-suis-je"',
    );
    const info = await api<SiteInfo>('/site/info');
    expect(info.body.data.url).toBe('https://massages-bien-etre.example');
    expect((await request('/qui-suis-je')).status).toBe(200);
    // The wine site's production host still redirects to the wine site, not to this one.
    const wine = await at('https://domaine-coteaux.example/boutique');
    expect(wine.status).toBe(301);
    expect(wine.headers.get('location')).toBe('http://vins.localhost:8787/boutique');
  });

  it('refuses an unknown host', async () => {
    const missing = await adminCall('POST', '/admin/platform/domain/inconnu.example/primary', operator, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Cet hôte ne répond pour aucun site.');
  });
});
