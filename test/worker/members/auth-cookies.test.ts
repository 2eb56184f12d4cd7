import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPlainHttpLocalhost, parentDomain } from '../../../worker/auth/session-cookies';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { uniqueIp } from '../support/http';
import { newMember, STRONG_PASSWORD } from '../support/members';

// Session cookies: token and idSite (HttpOnly, 24 h, path /, SameSite=Lax, Secure except on
// plain-http localhost) plus the member=1 hint; on the parent domain only when the parent
// domain is served by the same site.

function post(url: string, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp(), ...headers },
      body: JSON.stringify(payload),
    }),
  );
}

const cookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

/** A new member signs in on `url` (registering sets no cookie); the login answer. */
async function registerOn(url: string): Promise<Response> {
  const member = newMember();
  const created = await post(url, '/register', member);
  expect(created.status).toBe(201);
  const response = await post(url, '/login', { email: member.email, password: STRONG_PASSWORD });
  expect(response.status).toBe(200);
  return response;
}

beforeAll(async () => {
  // www.parent-a.example and parent-a.example are the massage practice's; under parent-b.example
  // the parent is the massage practice's but the shop is the wine estate's.
  await env.DB.batch(
    [
      ['parent-a.example', MASSAGE_SITE_ID],
      ['www.parent-a.example', MASSAGE_SITE_ID],
      ['parent-b.example', MASSAGE_SITE_ID],
      ['boutique.parent-b.example', WINE_SITE_ID],
    ].map(([host, site]) =>
      env.DB.prepare("INSERT INTO site_domains (host, site_id, kind) VALUES (?, ?, 'PROD')").bind(host, site),
    ),
  );
  // One site, one address: the hosts signed in on are the sites' primary domains;
  // parent-a.example redirects to www.parent-a.example, where the cookies are set.
  await env.DB.batch([
    env.DB.prepare("UPDATE sites SET url = 'https://www.parent-a.example' WHERE id = ?").bind(
      MASSAGE_SITE_ID,
    ),
    env.DB.prepare("UPDATE sites SET url = 'https://boutique.parent-b.example' WHERE id = ?").bind(
      WINE_SITE_ID,
    ),
  ]);
});

describe('session cookies', { timeout: 60_000 }, () => {
  it('are HttpOnly, Secure, SameSite=Lax, 24 h on path / over https, with a readable member hint', async () => {
    const response = await registerOn('https://www.parent-a.example');
    const token = cookie(response, 'token');
    expect(token).toMatch(
      /^token=[A-Za-z0-9_-]{43}; Max-Age=86400; Domain=parent-a\.example; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie(response, 'idSite')).toBe(
      'idSite=1; Max-Age=86400; Domain=parent-a.example; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    // The hint carries no secret and scripts must read it: not HttpOnly.
    expect(cookie(response, 'member')).toBe(
      'member=1; Max-Age=86400; Domain=parent-a.example; Path=/; Secure; SameSite=Lax',
    );
  });

  it('stay host-only when the parent domain belongs to another site', async () => {
    const response = await registerOn('https://boutique.parent-b.example');
    expect(cookie(response, 'token')).toMatch(
      /^token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie(response, 'idSite')).toBe(
      'idSite=2; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(response.headers.getSetCookie().join('\n')).not.toContain('Domain=');
  });

  it('stay host-only on vins.localhost (localhost is the massage practice) and drop Secure on plain http', async () => {
    const response = await registerOn('http://vins.localhost');
    expect(cookie(response, 'token')).toMatch(
      /^token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie(response, 'idSite')).toBe('idSite=2; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax');
  });

  it('stay host-only on the API host, so a login there never reaches vins.localhost', async () => {
    for (const idSite of [MASSAGE_SITE_ID, WINE_SITE_ID]) {
      const member = newMember();
      const headers = { idSite: String(idSite) };
      expect((await post('http://api.localhost', '/register', member, headers)).status).toBe(201);
      const response = await post(
        'http://api.localhost',
        '/login',
        { email: member.email, password: STRONG_PASSWORD },
        headers,
      );
      expect(response.status).toBe(200);
      expect(cookie(response, 'token')).toMatch(
        /^token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      expect(response.headers.getSetCookie().join('\n')).not.toContain('Domain=');
    }
    const out = await post('http://api.localhost', '/logout', {}, { idSite: String(WINE_SITE_ID) });
    expect(out.headers.getSetCookie().join('\n')).not.toContain('Domain=');
  });

  it('are the same on login, and go on logout (both the domain and the host-only ones)', async () => {
    const member = newMember();
    const created = await post('https://parent-a.example', '/register', member);
    expect(created.status).toBe(201);
    const login = await post('https://www.parent-a.example', '/login', {
      email: member.email,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(cookie(login, 'token')).toContain(
      'Domain=parent-a.example; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    const token = (await login.json<{ data: { token: string } }>()).data.token;

    const out = await post('https://www.parent-a.example', '/logout', {}, { authorization: token });
    const cleared = out.headers.getSetCookie();
    for (const name of ['token', 'idSite', 'member']) {
      expect(cleared).toContainEqual(
        expect.stringMatching(new RegExp(`^${name}=; Max-Age=0; Domain=parent-a\\.example; Path=/`)),
      );
      expect(cleared).toContainEqual(expect.stringMatching(new RegExp(`^${name}=; Max-Age=0; Path=/`)));
    }
  });
});

describe('cookie scope helpers', () => {
  it('name the parent of a host, never of an address or a one-label host', () => {
    expect(parentDomain('www.mon-site.fr')).toBe('mon-site.fr');
    expect(parentDomain('vins.localhost')).toBe('localhost');
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
  });

  it('treat only plain-http localhost as the exception to Secure', () => {
    expect(isPlainHttpLocalhost(new URL('http://localhost:8787/'))).toBe(true);
    expect(isPlainHttpLocalhost(new URL('http://vins.localhost/'))).toBe(true);
    expect(isPlainHttpLocalhost(new URL('https://localhost/'))).toBe(false);
    expect(isPlainHttpLocalhost(new URL('http://mon-site.fr/'))).toBe(false);
  });
});
