import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_HOST, adminCall, adminLogin, MEMBER, OPERATOR, WINE_ADMIN } from '../support/accounts';
import { api, postJson, request, uniqueIp, WINE_HOST } from '../support/http';

// Privileged sessions live on the admin host only. Signing in there, the session's
// cookie, and what the session gives.

interface SessionData {
  token?: string;
  account: { email: string; operator: boolean };
  sites: { id: number; name: string; host: string; url: string }[];
}

function signIn(credentials: { email: string; password: string }, host = ADMIN_HOST) {
  return postJson('/admin/session', credentials, host);
}

describe('signing in on the admin host', () => {
  it('gives an owner their site, a token and a host-only, HttpOnly, SameSite=Strict cookie', async () => {
    const { status, body, response } = await signIn(ADMIN);
    expect(status).toBe(200);
    const data = body.data as SessionData;
    expect(data.token).toMatch(/.{20,}/);
    expect(data.account).toEqual({ email: ADMIN.email, operator: false });
    expect(data.sites).toHaveLength(1);
    expect(data.sites[0]).toMatchObject({ id: 1, host: 'localhost', url: 'http://localhost' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^admin_session=${data.token}`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).not.toMatch(/Domain=/i);
    // plain http on *.localhost: the browser would refuse a Secure cookie
    expect(cookie).not.toMatch(/Secure/);
  });

  it('links each storefront with the admin request’s scheme and port (one Worker serves both)', async () => {
    const { body } = await signIn(OPERATOR, `${ADMIN_HOST}:8866`);
    expect((body.data as SessionData).sites.map((site) => site.url)).toEqual([
      'http://localhost:8866',
      'http://vins.localhost:8866',
    ]);
  });

  it('gives the operator every site', async () => {
    const { status, body } = await signIn(OPERATOR);
    expect(status).toBe(200);
    const data = body.data as SessionData;
    expect(data.account).toEqual({ email: OPERATOR.email, operator: true });
    expect(data.sites.map((site) => site.id)).toEqual([1, 2]);
    expect(data.sites[1]).toMatchObject({ host: WINE_HOST });
  });

  it('refuses a member with the member login’s words', async () => {
    const { status, body } = await signIn(MEMBER);
    expect(status).toBe(401);
    expect(body.message).toBe('Adresse e-mail ou mot de passe incorrect.');
    const wrong = await signIn({ email: ADMIN.email, password: 'Pas-le-bon-mot-de-passe-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('answers who is signed in, then signs out', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const who = await api<SessionData>('/admin/session', {
      host: ADMIN_HOST,
      headers: { authorization: token },
    });
    expect(who.status).toBe(200);
    expect(who.body.data.token).toBeUndefined();
    expect(who.body.data.sites.map((site) => site.id)).toEqual([2]);
    const out = await api('/admin/session', {
      host: ADMIN_HOST,
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(out.status).toBe(200);
    expect(out.response.headers.get('set-cookie')).toMatch(/^admin_session=;/);
    const after = await api('/admin/session', { host: ADMIN_HOST, headers: { authorization: token } });
    expect(after.status).toBe(401);
    expect((await adminCall('GET', '/admin/audit', token, undefined, WINE_HOST)).status).toBe(401);
  });
});

describe('admin calls on the admin host', () => {
  it('need the idSite header', async () => {
    const token = await adminLogin(ADMIN);
    const { status, body } = await api('/admin/audit', {
      host: ADMIN_HOST,
      headers: { authorization: token },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/idSite/);
  });

  it('work for the owner on their site and refuse another site', async () => {
    const token = await adminLogin(ADMIN);
    expect((await adminCall('GET', '/admin/audit', token)).status).toBe(200);
    const foreign = await adminCall('GET', '/admin/audit', token, undefined, WINE_HOST);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Vous ne gérez pas ce site.');
  });

  it('work for the operator on every site', async () => {
    const token = await adminLogin(OPERATOR);
    expect((await adminCall('GET', '/admin/audit', token)).status).toBe(200);
    expect((await adminCall('GET', '/admin/audit', token, undefined, WINE_HOST)).status).toBe(200);
    expect((await adminCall('GET', '/admin/platform/site', token)).status).toBe(200);
  });
});

describe('the storefront', () => {
  it('sends /admin to the site’s panel on the admin host', async () => {
    for (const path of ['/admin', '/admin/pages/3']) {
      const response = await request(path, { host: WINE_HOST });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`http://${ADMIN_HOST}/sites/2/`);
    }
  });
});

// Cookie tossing: a page on a host under the admin host (or sharing its parent domain) sets
// `admin_session=<someone's token>; Domain=<admin host>; Path=/api`; the browser sends that one
// first, and the operator's panel would work as that someone.
describe('an admin-session cookie set by another host', () => {
  const https = (path: string, init: RequestInit = {}) =>
    exports.default.fetch(new Request(`https://${ADMIN_HOST}/api${path}`, { redirect: 'manual', ...init }));

  async function httpsSignIn(credentials: { email: string; password: string }) {
    const response = await https('/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(200);
    const { data } = await response.json<{ data: { token: string } }>();
    return { token: data.token, cookie: response.headers.get('set-cookie') ?? '' };
  }

  const who = async (response: Response) => ({
    status: response.status,
    body: await response.json<{ data: { account?: { operator: boolean } } | null; message: string }>(),
  });

  it('is never read over https: the session is a __Host- cookie, host-only, Path=/, Secure', async () => {
    const operator = await httpsSignIn(OPERATOR);
    expect(operator.cookie).toMatch(new RegExp(`^__Host-admin_session=${operator.token}; `));
    expect(operator.cookie).toMatch(/; Path=\/(;|$)/);
    expect(operator.cookie).toMatch(/; Secure(;|$)/);
    expect(operator.cookie).toMatch(/HttpOnly/);
    expect(operator.cookie).not.toMatch(/Domain=/i);
    const owner = await httpsSignIn(ADMIN);
    // The tossed cookie comes first, as a longer path makes the browser send it.
    const tossed = await who(
      await https('/admin/session', {
        headers: { cookie: `admin_session=${owner.token}; __Host-admin_session=${operator.token}` },
      }),
    );
    expect(tossed.status).toBe(200);
    expect(tossed.body.data?.account?.operator).toBe(true);
    const alone = await https('/admin/session', { headers: { cookie: `admin_session=${owner.token}` } });
    expect(alone.status).toBe(401);
    const out = await https('/admin/session', {
      method: 'DELETE',
      headers: { cookie: `__Host-admin_session=${operator.token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-admin_session=; Max-Age=0; Path=\/; Secure/);
  });

  it('makes a local (http) request carrying two admin-session cookies a 401, not the first one’s session', async () => {
    const owner = await adminLogin(ADMIN);
    const operator = await adminLogin(OPERATOR);
    const cookie = `admin_session=${owner}; admin_session=${operator}`;
    for (const path of ['/admin/session', '/admin/platform/site']) {
      const { status, body } = await api(path, { host: ADMIN_HOST, headers: { cookie, idSite: '1' } });
      expect(status).toBe(401);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/deux cookies de session d'administration/);
    }
    const one = await api<SessionData>('/admin/session', {
      host: ADMIN_HOST,
      headers: { cookie: `admin_session=${operator}` },
    });
    expect(one.body.data.account.operator).toBe(true);
  });
});
