import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { postJson, request, WINE_HOST } from '../support/http';

// CORS grants credentials to an origin only for its own site. The global CORS_ORIGINS
// list (local origins on port 8787, wrangler.toml) used to let http://vins.localhost:8787 read
// the massage site's data with the visitor's cookie.

const API_HOST = 'api.localhost';

async function cookie(): Promise<string> {
  const { status, body } = await postJson('/login', ADMIN);
  expect(status).toBe(200);
  return `token=${(body.data as { token: string }).token}`;
}

function corsHeaders(response: Response) {
  return {
    origin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
  };
}

describe('on a site’s host, only that site’s origins read its answers with credentials', () => {
  it('gives the wine site’s origin no access to the massage site’s signed-in answers', async () => {
    const token = await cookie();
    for (const [host, origin] of [
      ['localhost:8787', 'http://vins.localhost:8787'], // the finding, as served by npm start
      ['localhost', 'http://vins.localhost'],
    ] as const) {
      const response = await request('/api/logged', { host, headers: { cookie: token, origin } });
      expect(response.status).toBe(200); // the call runs; the browser just may not read it
      expect(corsHeaders(response), origin).toEqual({ origin: null, credentials: null });
      expect(response.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('grants the site’s own other hosts, with credentials, on the same scheme and port', async () => {
    const response = await request('/api/logged', {
      host: 'localhost:8787',
      headers: { cookie: await cookie(), origin: 'http://127.0.0.1:8787' },
    });
    expect(corsHeaders(response)).toEqual({ origin: 'http://127.0.0.1:8787', credentials: 'true' });
    const otherPort = await request('/api/parameter', {
      host: 'localhost:8787',
      headers: { origin: 'http://127.0.0.1:9999' },
    });
    expect(corsHeaders(otherPort).origin).toBeNull();
  });

  it('answers another site’s preflight without granting anything', async () => {
    const response = await request('/api/logged', {
      host: 'localhost:8787',
      method: 'OPTIONS',
      headers: { origin: 'http://vins.localhost:8787', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(corsHeaders(response)).toEqual({ origin: null, credentials: null });
  });

  it('does not honour CORS_ORIGINS on a site’s host', async () => {
    // http://localhost:8787 is on the list, but it is the massage site's origin, not the wine site's.
    const response = await request('/api/parameter', {
      host: `${WINE_HOST}:8787`,
      headers: { origin: 'http://localhost:8787' },
    });
    expect(corsHeaders(response).origin).toBeNull();
  });
});

describe('on the API host, the site of the idSite header decides', () => {
  it('grants credentials to an origin of the requested site', async () => {
    const response = await request('/api/parameter', {
      host: `${API_HOST}:8787`,
      headers: { origin: 'http://vins.localhost:8787', idSite: String(WINE_SITE_ID) },
    });
    expect(corsHeaders(response)).toEqual({ origin: 'http://vins.localhost:8787', credentials: 'true' });
  });

  it('never grants credentials to another site’s origin asking for this site', async () => {
    const response = await request('/api/parameter', {
      host: `${API_HOST}:8787`,
      headers: { origin: 'http://vins.localhost:8787', idSite: String(MASSAGE_SITE_ID) },
    });
    // On CORS_ORIGINS: readable without credentials only (a front end sends Authorization itself).
    expect(corsHeaders(response)).toEqual({ origin: 'http://vins.localhost:8787', credentials: null });
  });

  it('gives an origin neither of the site nor on CORS_ORIGINS nothing', async () => {
    const response = await request('/api/parameter', {
      host: `${API_HOST}:8787`,
      headers: { origin: 'https://evil.example', idSite: String(MASSAGE_SITE_ID) },
    });
    expect(corsHeaders(response)).toEqual({ origin: null, credentials: null });
  });

  it('answers a preflight (no idSite, no cookie) for any site’s origin, with credentials', async () => {
    const response = await request('/api/parameter', {
      host: `${API_HOST}:8787`,
      method: 'OPTIONS',
      headers: {
        origin: 'http://vins.localhost:8787',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'idSite, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(corsHeaders(response)).toEqual({ origin: 'http://vins.localhost:8787', credentials: 'true' });
    expect(response.headers.get('access-control-allow-headers')).toMatch(/idSite/);
  });
});
