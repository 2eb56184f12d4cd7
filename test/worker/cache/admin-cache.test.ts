import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Parameter } from '../../../src/schema/site/parameter';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { api, postJson } from '../support/http';
import { adminLogin, adminApi } from '../support/accounts';

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };

async function login(credentials: { email: string; password: string }): Promise<string> {
  const { status, body } = await postJson('/login', credentials);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

function putParameter(token: string | null, type: string, value: unknown, host = 'localhost') {
  return adminApi<Parameter>(`/admin/parameter/${type}`, {
    host,
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ value }),
  });
}

describe('POST /login', () => {
  it('answers the token and site id and sets the session cookies', async () => {
    const { status, body, response } = await postJson('/login', ADMIN);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ idSite: 1, token: expect.any(String) as string });
    const cookies = response.headers.getSetCookie().join('\n');
    // Plain http://localhost: no Secure flag (test/worker/members/auth-cookies.test.ts covers https).
    expect(cookies).toMatch(/token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/idSite=1; Max-Age=86400; Path=\//);
  });

  it('refuses a wrong password with one French message that does not say which part was wrong', async () => {
    const wrong = await postJson('/login', { ...ADMIN, password: 'pas-le-bon' });
    const unknown = await postJson('/login', { email: 'personne@example.fr', password: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('does not let a site’s account log in on another site', async () => {
    const { status } = await postJson('/login', ADMIN, 'vins.localhost');
    expect(status).toBe(401);
  });
});

describe('GET /logged', () => {
  it('is true with the token and 401 without it', async () => {
    const token = await login(MEMBER);
    const logged = await api('/logged', { headers: { authorization: `Bearer ${token}` } });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toMatchObject({ logged: true, user: { email: MEMBER.email, role: 'MEMBER' } });
    expect((await api('/logged')).status).toBe(401);
  });
});

describe('PUT /admin/parameter/{type}', () => {
  it('needs an admin of the same site', async () => {
    expect((await putParameter(null, 'PROMO_BANNER_TEXT', 'x')).status).toBe(401);
    expect((await putParameter(await login(MEMBER), 'PROMO_BANNER_TEXT', 'x')).status).toBe(401);
    const admin = await adminLogin(ADMIN);
    expect((await putParameter(admin, 'PROMO_BANNER_TEXT', 'x', 'vins.localhost')).status).toBe(403);
  });

  it('checks the value against the setting’s kind and writes nothing when it is wrong', async () => {
    const admin = await adminLogin(ADMIN);
    const before = await env.DB.prepare(
      "SELECT value FROM parameters WHERE site_id = 1 AND type = 'MENU_ICON_SIZE'",
    ).first();
    const { status, body } = await putParameter(admin, 'MENU_ICON_SIZE', 'grand');
    expect(status).toBe(400);
    expect(body.message).toBe('La valeur doit être un nombre.');
    const after = await env.DB.prepare(
      "SELECT value FROM parameters WHERE site_id = 1 AND type = 'MENU_ICON_SIZE'",
    ).first();
    expect(after).toEqual(before);
  });
});

describe('page data cache', () => {
  it('shows a write through the provider on the very next request', async () => {
    const admin = await adminLogin(ADMIN);
    const first = await api<Parameter>('/parameter/PROMO_BANNER_TEXT');
    expect(first.status).toBe(200);
    const written = await putParameter(
      admin,
      'PROMO_BANNER_TEXT',
      'Nouveau : le massage aux pierres chaudes',
    );
    expect(written.status).toBe(200);
    const version = await env.CACHE.get(kvKeys.contentVersion(1));
    const stored = await env.DB.prepare('SELECT content_version FROM sites WHERE id = 1').first<{
      content_version: number;
    }>();
    expect(Number(version)).toBe(stored?.content_version);
  });
});

describe('rich-text settings', () => {
  it('sanitises a legal text when it is written, keeping its allowed markup', async () => {
    const admin = await adminLogin(ADMIN);
    const html =
      '<h2>Éditeur</h2><p onclick="x()">Texte <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>';
    const { status, body } = await putParameter(admin, 'LEGAL_NOTICE', html);
    expect(status).toBe(200);
    expect(body.data.value).toContain('<h2>Éditeur</h2>');
    expect(body.data.value).not.toMatch(/script|onclick|javascript:/);
    const stored = await env.DB.prepare(
      "SELECT value FROM parameters WHERE site_id = 1 AND type = 'LEGAL_NOTICE'",
    ).first<{
      value: string;
    }>();
    expect(stored?.value).toBe(body.data.value);
  });
});
