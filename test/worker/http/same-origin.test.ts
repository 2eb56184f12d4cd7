import { describe, expect, it } from 'vitest';
import { request, WINE_HOST, type EnvelopeBody } from '../support/http';
import { adminLogin, adminRequest } from '../support/accounts';

// Unsafe requests authenticated by a cookie must come from the request's OWN origin: another
// site of the platform (even one on the CORS list) cannot act with this cookie. Admin writes
// live on the admin host, whose admin_session cookie is checked here; there the
// Origin must be exactly the admin origin.

const MASSAGE_ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const REFUSED = "Cette action doit être faite depuis l'hôte d'administration.";

async function massageToken(): Promise<string> {
  return adminLogin(MASSAGE_ADMIN);
}

/** PUT a parameter of the massage site with the admin's session cookie and extra headers. */
async function putWithCookie(headers: Record<string, string>, value: string): Promise<Response> {
  const token = await massageToken();
  return adminRequest('/api/admin/parameter/COMPANY_NAME', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: `admin_session=${token}`, ...headers },
    body: JSON.stringify({ value }),
  });
}

async function companyName(host?: string): Promise<string> {
  const response = await request('/api/parameter/COMPANY_NAME', host ? { host } : {});
  const body: EnvelopeBody<{ value: string }> = await response.json();
  return body.data.value;
}

describe('cookie-authenticated unsafe requests need an Origin of their own site', () => {
  it('refuses the wine site’s origin (on the CORS list) changing the massage site with its cookie', async () => {
    const before = await companyName();
    const response = await putWithCookie({ origin: 'http://vins.localhost:8787' }, 'Volé par un autre site');
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

  it('accepts the admin origin only: never a storefront of the site, whatever its port', async () => {
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', 'https://localhost']) {
      const response = await putWithCookie({ origin }, `Massages ${origin}`);
      expect(response.status, origin).toBe(403);
    }
    const response = await putWithCookie({ origin: 'http://admin.localhost' }, 'Massages admin');
    expect(response.status).toBe(200);
    expect(await companyName()).toBe('Massages admin');
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
    const response = await adminRequest('/api/admin/parameter/COMPANY_NAME', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'Massages par curl' }),
    });
    expect(response.status).toBe(200);
    expect(await companyName()).toBe('Massages par curl');
  });

  it('refuses even a configured front-end origin on the admin host, with an explicit Authorization header', async () => {
    const token = await massageToken();
    const response = await adminRequest('/api/admin/parameter/COMPANY_NAME', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        origin: 'http://vins.localhost:8787',
      },
      body: JSON.stringify({ value: 'Massages depuis un front distant' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('requests without any credential', () => {
  it('still refuse a form posted from another site of the platform (login CSRF)', async () => {
    const response = await request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://vins.localhost:8787' },
      body: 'email=x%40example.fr&password=x',
    });
    expect(response.status).toBe(403);
  });

  it('accept the wine site’s own origin on the wine host', async () => {
    const response = await request('/api/login', {
      host: WINE_HOST,
      method: 'POST',
      // The test requests carry no port: the site's own origin is the host on the same scheme and port.
      headers: { 'content-type': 'application/json', origin: 'http://vins.localhost' },
      body: JSON.stringify({ email: 'x@example.fr', password: 'x' }),
    });
    expect(response.status).toBe(401);
  });
});
