import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID } from '../support/factories';
import { postJson, request, uniqueIp, WINE_HOST, type EnvelopeBody } from '../support/http';

// Unsafe requests authenticated by the token cookie must come from the request's OWN site:
// another site of the platform (even one on the CORS list) cannot act with this site's cookie.

const MASSAGE_ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const REFUSED = 'Cette action doit être faite depuis le site lui-même.';

async function massageToken(): Promise<string> {
  const { status, body } = await postJson('/login', MASSAGE_ADMIN);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

/** PUT a parameter of the massage site with the admin's token cookie and extra headers. */
async function putWithCookie(headers: Record<string, string>, value: string): Promise<Response> {
  const token = await massageToken();
  return request('/api/admin/parameter/COMPANY_NAME', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: `token=${token}`, ...headers },
    body: JSON.stringify({ value }),
  });
}

async function companyName(host?: string): Promise<string> {
  const response = await request('/api/parameter/COMPANY_NAME', host ? { host } : {});
  const body: EnvelopeBody<{ value: string }> = await response.json();
  return body.data.value;
}

async function submissionCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE site_id = ?')
    .bind(MASSAGE_SITE_ID)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('cookie-authenticated unsafe requests need an Origin of their own site', () => {
  it('refuses the wine site’s origin (on the CORS list) changing the massage site with its cookie', async () => {
    const before = await companyName();
    const response = await putWithCookie({ origin: 'http://vins.localhost' }, 'Volé par un autre site');
    expect(response.status).toBe(403);
    const body: EnvelopeBody = await response.json();
    expect(body).toMatchObject({ success: false, message: REFUSED });
    expect(await companyName()).toBe(before);
  });

  it('refuses a cookie-authenticated write with neither Origin nor Sec-Fetch-Site', async () => {
    const before = await companyName();
    const response = await putWithCookie({}, 'Sans origine');
    expect(response.status).toBe(403);
    expect(await companyName()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: same-site or cross-site without Origin', async () => {
    for (const site of ['same-site', 'cross-site', 'none']) {
      const response = await putWithCookie({ 'sec-fetch-site': site }, `Via ${site}`);
      expect(response.status, site).toBe(403);
    }
  });

  it('refuses the opaque origin "null" (a sandboxed frame, a data: page)', async () => {
    const response = await putWithCookie({ origin: 'null' }, 'Origine opaque');
    expect(response.status).toBe(403);
  });

  it('accepts an Origin on any of the site’s own hosts, on the request’s scheme and port', async () => {
    for (const origin of ['http://localhost', 'http://127.0.0.1']) {
      const value = `Massages ${origin}`;
      const response = await putWithCookie({ origin }, value);
      expect(response.status, origin).toBe(200);
      expect(await companyName()).toBe(value);
    }
  });

  it('refuses the site’s host on another scheme or port (https://localhost, another local server)', async () => {
    const before = await companyName();
    for (const origin of ['https://localhost', 'http://localhost:9999', 'http://127.0.0.1:8787']) {
      const response = await putWithCookie({ origin }, `Autre port ${origin}`);
      expect(response.status, origin).toBe(403);
    }
    expect(await companyName()).toBe(before);
  });

  it('compares ports when the site is served on one (local development: http and the served port)', async () => {
    const token = await massageToken();
    const put = (origin: string, value: string) =>
      request('/api/admin/parameter/COMPANY_NAME', {
        host: 'localhost:8787',
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: `token=${token}`, origin },
        body: JSON.stringify({ value }),
      });
    expect((await put('http://localhost:8787', 'Massages 8787')).status).toBe(200);
    expect((await put('http://127.0.0.1:8787', 'Massages 127 8787')).status).toBe(200);
    expect((await put('http://localhost', 'Sans port')).status).toBe(403);
    expect((await put('https://localhost:8787', 'En https')).status).toBe(403);
    expect(await companyName()).toBe('Massages 127 8787');
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sent no Origin', async () => {
    const response = await putWithCookie({ 'sec-fetch-site': 'same-origin' }, 'Massages same-origin');
    expect(response.status).toBe(200);
    expect(await companyName()).toBe('Massages same-origin');
  });

  it('refuses an Origin whose host is no site at all', async () => {
    const response = await putWithCookie({ origin: 'https://evil.example' }, 'Pirate');
    expect(response.status).toBe(403);
  });
});

describe('an explicit Authorization header keeps working as before', () => {
  it('lets curl or a remote front end write with the token and no Origin', async () => {
    const token = await massageToken();
    const response = await request('/api/admin/parameter/COMPANY_NAME', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'Massages par curl' }),
    });
    expect(response.status).toBe(200);
    expect(await companyName()).toBe('Massages par curl');
  });

  it('lets a configured front-end origin write with an explicit Authorization header', async () => {
    const token = await massageToken();
    const response = await request('/api/admin/parameter/COMPANY_NAME', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        origin: 'http://vins.localhost:8787',
      },
      body: JSON.stringify({ value: 'Massages depuis un front distant' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('requests without any credential', () => {
  it('still refuse a form posted from another site of the platform (login CSRF)', async () => {
    const response = await request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://vins.localhost' },
      body: 'email=x%40example.fr&password=x',
    });
    expect(response.status).toBe(403);
  });

  it('refuse a builder form posted to /formulaires/{id} from another origin: 403 on the site’s error page, nothing stored', async () => {
    const before = await submissionCount();
    for (const origin of ['https://evil.example', 'http://vins.localhost']) {
      const body = new FormData();
      body.set('nom', 'Camille Durand');
      body.set('email', 'camille.durand@example.fr');
      body.set('consentement', 'on');
      const response = await request('/formulaires/1', {
        method: 'POST',
        headers: { origin, 'cf-connecting-ip': uniqueIp() },
        body,
      });
      expect(response.status, origin).toBe(403);
      const html = await response.text();
      expect(html).toContain(REFUSED);
      expect(html).toContain('Massages'); // the site's own layout, not a bare error
    }
    expect(await submissionCount()).toBe(before);
  });

  it('accept the wine site’s own origin on the wine host', async () => {
    const response = await request('/api/login', {
      host: WINE_HOST,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://vins.localhost' },
      body: JSON.stringify({ email: 'x@example.fr', password: 'x' }),
    });
    expect(response.status).toBe(401);
  });
});
