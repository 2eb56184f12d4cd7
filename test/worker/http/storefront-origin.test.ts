import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';
import { postJson, request, uniqueIp, type EnvelopeBody } from '../support/http';

// On a storefront, an unsafe request authenticated by the member's `token` cookie must come from
// an origin of the request's own site, compared whole: scheme, host and port. Admin
// writes live on the admin host (same-origin.test.ts); here a member edits their own profile.

const REFUSED = 'Cette action doit être faite depuis le site lui-même.';

interface Profile {
  email: string;
  phone: string | null;
  firstname: string;
  lastname: string;
  birthdate: string | null;
}

async function memberToken(): Promise<string> {
  const { status, body } = await postJson('/login', MEMBER);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

async function profile(token: string, host = 'localhost'): Promise<Profile> {
  const response = await request('/api/user', { host, headers: { authorization: `Bearer ${token}` } });
  const body: EnvelopeBody<Profile> = await response.json();
  return body.data;
}

/** PUT the member's first name with the token cookie and the given headers. */
async function renameWithCookie(headers: Record<string, string>, firstname: string, host = 'localhost') {
  const token = await memberToken();
  const { email, phone, lastname, birthdate } = await profile(token, host);
  const response = await request('/api/user', {
    host,
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: `token=${token}`, ...headers },
    body: JSON.stringify({ email, phone, firstname, lastname, birthdate }),
  });
  return { response, token };
}

async function submissionCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE site_id = ?')
    .bind(MASSAGE_SITE_ID)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('a storefront compares the whole Origin: scheme, host and port', () => {
  it('accepts an Origin on any of the site’s own hosts, on the request’s scheme and port', async () => {
    for (const origin of ['http://localhost', 'http://127.0.0.1']) {
      const { response, token } = await renameWithCookie({ origin }, 'Camille');
      expect(response.status, origin).toBe(200);
      expect((await profile(token)).firstname).toBe('Camille');
    }
  });

  it('refuses the site’s host on another scheme or port, and another site of the platform', async () => {
    for (const origin of [
      'https://localhost',
      'http://localhost:9999',
      'http://127.0.0.1:8787',
      'http://vins.localhost',
    ]) {
      const { response, token } = await renameWithCookie({ origin }, 'Usurpé');
      expect(response.status, origin).toBe(403);
      const body: EnvelopeBody = await response.json();
      expect(body.message).toBe(REFUSED);
      expect((await profile(token)).firstname).not.toBe('Usurpé');
    }
  });

  it('compares ports when the site is served on one (local development: http and the served port)', async () => {
    const host = 'localhost:8787';
    expect((await renameWithCookie({ origin: 'http://localhost:8787' }, 'Port', host)).response.status).toBe(
      200,
    );
    expect((await renameWithCookie({ origin: 'http://localhost' }, 'Sans port', host)).response.status).toBe(
      403,
    );
    expect(
      (await renameWithCookie({ origin: 'https://localhost:8787' }, 'Https', host)).response.status,
    ).toBe(403);
  });
});

describe('builder forms are behind the Origin check too', () => {
  it('refuses /formulaires/{id} posted from another origin: 403 on the site’s error page, nothing stored', async () => {
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
});
