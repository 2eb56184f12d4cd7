import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../src/schema/site/site';
import type { PageTree } from '../../../src/schema/content/page';
import { insertPage, insertSite, MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, request, WINE_HOST } from '../support/http';

const API_HOST = 'api.localhost';
// Another host of the massage site on the tests' scheme and port (requests go to http://<host>).
const ALLOWED_ORIGIN = 'http://127.0.0.1';
const FOREIGN_ORIGIN = 'https://evil.example';
const SITE_NAMES = ['Sophie Morel', 'Massages & Bien-être', 'Domaine des Coteaux de Loire'];

const jsonPost = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

// One request per kind of answer: success, 400, 404 and unknown paths, on both sites.
const answers: [label: string, path: string, init?: RequestInit & { host?: string }][] = [
  ['GET /parameter', '/parameter'],
  ['GET /parameter/{type}', '/parameter/MENU_TYPE'],
  ['GET /parameter/{unknown}', '/parameter/NOPE'],
  ['GET /site/info', '/site/info'],
  ['GET /site/info on the wine host', '/site/info', { host: WINE_HOST }],
  ['GET /site/visit/{id}', '/site/visit/envelope-test'],
  ['GET /site/visit/{too long}', `/site/visit/${'v'.repeat(201)}`],
  ['GET /page', '/page'],
  ['GET /page/{id}', '/page/1'],
  ['GET /page/{unknown}', '/page/424242'],
  ['GET /page/{malformed}', '/page/abc'],
  ['GET /component/conf/{slug}', '/component/conf/footer'],
  ['GET /component/conf/{unknown}', '/component/conf/nope'],
  ['GET /countries', '/countries?name=lk:fr'],
  ['GET /cities/{search}/{idCountry}', '/cities/nantes/250'],
  ['GET /cities with a 1-character search', '/cities/n/250'],
  ['GET /cities with an unknown country', '/cities/nantes/4242'],
  ['POST /message with invalid fields', '/message', jsonPost('{"email":"x"}')],
  ['POST /message with malformed JSON', '/message', jsonPost('{')],
  ['an unknown /api path', '/nope/nothing-here'],
  ['a known path with the wrong method', '/parameter', { method: 'DELETE' }],
  ['an unknown host', '/parameter', { host: 'inconnu.example' }],
];

describe('every provider answer is exactly the {success, data, message} envelope', () => {
  it.each(answers)('%s', async (_label, path, init) => {
    const { status, body, response } = await api(path, init);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success']);
    expect(typeof body.success).toBe('boolean');
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.success).toBe(status < 400);
    expect(status).toBeLessThan(500);
  });

  it('answers 404 with a French message for an unknown /api path', async () => {
    const { status, body } = await api('/nope/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Cette adresse de l'API n'existe pas." });
  });

  it('answers the envelope at /api itself', async () => {
    const response = await request('/api');
    expect(response.status).toBe(404);
    expect(Object.keys(await response.json<Record<string, unknown>>()).sort()).toEqual([
      'data',
      'message',
      'success',
    ]);
  });
});

describe('every answer carries an x-request-id header', () => {
  it.each(answers)('%s', async (_label, path, init) => {
    const { response } = await api(path, init);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('gives each request its own id', async () => {
    const first = await api('/parameter/MENU_TYPE');
    const second = await api('/parameter/MENU_TYPE');
    expect(first.response.headers.get('x-request-id')).not.toBe(second.response.headers.get('x-request-id'));
  });

  it('uses Cloudflare’s cf-ray as the id when present', async () => {
    const { response } = await api('/parameter/MENU_TYPE', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-CDG' } });
    expect(response.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-CDG');
  });

  it('puts the id on pages too, including the unknown-host page', async () => {
    const response = await request('/', { host: 'inconnu.example' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('an unknown host answers 404 and names no site', () => {
  it('answers the API with a 404 envelope that names no site', async () => {
    const { status, body } = await api('/site/info', { host: 'inconnu.example' });
    expect(status).toBe(404);
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    const text = JSON.stringify(body);
    for (const name of SITE_NAMES) expect(text).not.toContain(name);
  });

  it('answers a page with a 404 HTML page that names no site', async () => {
    const response = await request('/', { host: 'inconnu.example' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('404');
    for (const name of SITE_NAMES) expect(html).not.toContain(name);
    expect(html).not.toContain('massages-bien-etre');
    expect(html).not.toContain('domaine-coteaux');
  });

  it('does not fall back to a site for a sub-domain of a known host', async () => {
    const { status } = await api('/site/info', { host: 'autre.vins.localhost' });
    expect(status).toBe(404);
  });
});

describe('the userLang header sets the locale of the answer', () => {
  it('answers the menu tree of the locale the header names, in either spelling', async () => {
    const host = `${unique('bilingue')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR', 'en_GB'] });
    const french = await insertPage(siteId, { locale: 'fr_FR' });
    const english = await insertPage(siteId, { locale: 'en_GB' });

    const byDefault = await api<PageTree>('/page', { host });
    expect(Object.keys(byDefault.body.data).sort()).toEqual(['fr_FR', 'rightPages']);
    expect(byDefault.body.data.fr_FR?.map((page) => page.id)).toEqual([french]);

    for (const userLang of ['en_GB', 'en-GB', 'EN-gb']) {
      const { status, body } = await api<PageTree>('/page', { host, headers: { userLang } });
      expect(status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(['en_GB', 'rightPages']);
      expect(body.data.en_GB?.map((page) => page.id)).toEqual([english]);
    }
  });

  it('falls back to the site’s default locale for a locale the site does not have', async () => {
    const { status, body } = await api<PageTree>('/page', { headers: { userLang: 'de_DE' } });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['fr_FR', 'rightPages']);
  });

  it('accepts the header on every endpoint without changing the answer’s site', async () => {
    const { status, body } = await api<SiteInfo>('/site/info', { headers: { userLang: 'fr_FR' } });
    expect(status).toBe(200);
    expect(body.data.id).toBe(MASSAGE_SITE_ID);
  });
});

describe('the API host takes the site from the idSite header', () => {
  it('answers the wine site for idSite: 2', async () => {
    const { status, body } = await api<SiteInfo>('/site/info', {
      host: API_HOST,
      headers: { idSite: String(WINE_SITE_ID) },
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(WINE_SITE_ID);
    expect(body.data.isWinemaker).toBe(true);
  });

  it('answers the massage site for idSite: 1', async () => {
    const { body } = await api<SiteInfo>('/site/info', { host: API_HOST, headers: { idSite: '1' } });
    expect(body.data.id).toBe(MASSAGE_SITE_ID);
  });

  it('answers 400 with a French message without the header', async () => {
    const { status, body } = await api('/site/info', { host: API_HOST });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      data: null,
      message: "L'en-tête idSite est obligatoire sur l'API.",
    });
  });

  it.each(['abc', '-1', '1.5', '2; DROP TABLE sites', ''])(
    'answers 400 for the malformed idSite %j',
    async (idSite) => {
      const { status, body } = await api('/site/info', { host: API_HOST, headers: { idSite } });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    },
  );

  it.each(['0', '999', '99999999999999999999'])('answers 404 for the unknown site %s', async (idSite) => {
    const { status, body } = await api('/site/info', { host: API_HOST, headers: { idSite } });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Aucun site n'est publié à cette adresse." });
  });

  it('ignores an idSite header on a site host', async () => {
    const { body } = await api<SiteInfo>('/site/info', { headers: { idSite: String(WINE_SITE_ID) } });
    expect(body.data.id).toBe(MASSAGE_SITE_ID);
  });
});

describe('CORS allows credentials for the requested site’s own origins only', () => {
  it('gives an allowed origin access with credentials', async () => {
    const { response } = await api('/parameter', { headers: { Origin: ALLOWED_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('keeps the CORS headers on an error answer, so the browser can read the message', async () => {
    const { status, response } = await api('/page/424242', { headers: { Origin: ALLOWED_ORIGIN } });
    expect(status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives a foreign origin no access', async () => {
    const { status, response } = await api('/parameter', { headers: { Origin: FOREIGN_ORIGIN } });
    expect(status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers the wildcard origin', async () => {
    for (const origin of [ALLOWED_ORIGIN, FOREIGN_ORIGIN, 'null']) {
      const { response } = await api('/parameter', { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    }
  });

  it('answers a preflight on the API host without idSite', async () => {
    const response = await request('/api/site/info', {
      host: API_HOST,
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'idSite, userLang, Authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/GET/);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['idsite', 'userlang', 'authorization', 'content-type']) {
      expect(allowed).toContain(header);
    }
  });

  it('answers a foreign origin’s preflight without granting access', async () => {
    const response = await request('/api/site/info', {
      host: API_HOST,
      method: 'OPTIONS',
      headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the wine site through the API host for an allowed origin', async () => {
    const { status, body, response } = await api<SiteInfo>('/site/info', {
      host: API_HOST,
      headers: { Origin: 'http://vins.localhost', idSite: String(WINE_SITE_ID) },
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(WINE_SITE_ID);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://vins.localhost');
  });
});

describe('cross-site form posts', () => {
  it('refuses a POST whose Origin is another site, and accepts this host’s own', async () => {
    const body = JSON.stringify({ email: 'x@example.fr', password: 'x' });
    const headers = (origin: string) => ({ 'content-type': 'application/json', origin });
    const foreign = await request('/api/login', {
      method: 'POST',
      headers: headers('https://evil.example'),
      body,
    });
    expect(foreign.status).toBe(403);
    const answer = await foreign.json<{ message: string }>();
    expect(answer.message).toBe('Cette action doit être faite depuis le site lui-même.');
    const own = await request('/api/login', { method: 'POST', headers: headers('http://localhost'), body });
    expect(own.status).toBe(401);
    const form = await request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'email=x%40example.fr&password=x',
    });
    expect(form.status).toBe(403);
  });
});
