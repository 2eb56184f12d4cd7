import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_ASKED } from '../../../src/domain/members/member-rules';
import { ACCOUNT_FREE_TRIES } from '../../../worker/auth/login-throttle';
import { SIGN_IN_LINK_REFUSED } from '../../../worker/provider/members/session.service';
import { MASSAGE_SITE_ID, unique } from '../support/factories';
import { request, uniqueIp, WINE_HOST } from '../support/http';
import { call, logged, outboxFor, registerMember } from '../support/members';

// The account holder's way in while someone else keeps failing on their account: an
// e-mailed one-time sign-in link, 15 minutes, single use, stored hashed, per site. Its code is
// in the link's fragment, never in a path or query a request log keeps.

const SUBJECT = 'Votre lien de connexion';

async function askLink(email: string, host?: string): Promise<string> {
  const { status, body } = await call('PUT', '/login/link/ask', { email }, { host });
  expect(status).toBe(200);
  expect(body).toEqual({ success: true, data: null, message: SIGN_IN_LINK_ASKED });
  const mail = (await outboxFor(email)).filter((row) => row.subject === SUBJECT).at(-1);
  const token = /\/auth\/lien\/connexion#([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error('no sign-in link in the outbox');
  return token;
}

const useLink = (token: string, host?: string, ip?: string) =>
  call('POST', '/login/link', { token }, { host, ip });

describe('PUT /login/link/ask', { timeout: 60_000 }, () => {
  it('e-mails a link whose code is in the fragment and also written out, stored only as its hash', async () => {
    const member = await registerMember();
    const token = await askLink(member.email);
    const body = (await outboxFor(member.email)).at(-1)?.text_body ?? '';
    expect(body).toContain(`http://localhost/auth/lien/connexion#${token}`);
    expect(body).toContain(`Si la page vous demande un code, saisissez : ${token}`);
    expect(body).toContain('valable 15 minutes');
    const rows = await env.DB.prepare('SELECT token_hash FROM sign_in_links WHERE site_id = ?')
      .bind(MASSAGE_SITE_ID)
      .all<{ token_hash: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    expect(rows.results.some((row) => row.token_hash === token)).toBe(false);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = `${unique('personne')}@example.fr`;
    const { status, body } = await call('PUT', '/login/link/ask', { email: unknown });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: null, message: SIGN_IN_LINK_ASKED });
    expect(await outboxFor(unknown)).toEqual([]);
  });
});

describe('POST /login/link', { timeout: 60_000 }, () => {
  it('signs the member in once, with the session cookies; the second use is refused', async () => {
    const member = await registerMember();
    const token = await askLink(member.email);
    const first = await useLink(token);
    expect(first.status).toBe(200);
    const session = (first.body.data as { token: string; idSite: number }).token;
    expect(await logged(session)).toBe(200);
    expect(first.response.headers.getSetCookie().join('\n')).toMatch(
      /token=[^;]+; Max-Age=86400; Path=\/; HttpOnly/,
    );
    const second = await useLink(token);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(SIGN_IN_LINK_REFUSED);
  });

  it('refuses an expired link (15 minutes)', async () => {
    const member = await registerMember();
    const token = await askLink(member.email);
    await env.DB.prepare(
      `UPDATE sign_in_links SET expires_at = unixepoch() - 1
        WHERE site_id = ? AND user_id = (SELECT id FROM users WHERE site_id = ? AND email = ?)`,
    )
      .bind(MASSAGE_SITE_ID, MASSAGE_SITE_ID, member.email)
      .run();
    const refused = await useLink(token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SIGN_IN_LINK_REFUSED);
  });

  it('refuses one site’s link on another site, and it still works on its own', async () => {
    const member = await registerMember();
    const token = await askLink(member.email);
    expect((await useLink(token, WINE_HOST)).status).toBe(400);
    expect((await useLink(token)).status).toBe(200);
  });

  it('lets the holder in while their password tries are refused (someone failing on the account)', async () => {
    const member = await registerMember();
    const ip = uniqueIp();
    for (let index = 0; index < ACCOUNT_FREE_TRIES; index++)
      await call('POST', '/login', { email: member.email, password: 'Devine-encore-2026' }, { ip });
    const locked = await call('POST', '/login', { email: member.email, password: member.password }, { ip });
    expect(locked.status).toBe(429);
    const token = await askLink(member.email);
    expect((await useLink(token, undefined, ip)).status).toBe(200);
  });
});

describe('the sign-in link pages without JavaScript', { timeout: 60_000 }, () => {
  const form = (path: string, fields: Record<string, string>) =>
    request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'cf-connecting-ip': uniqueIp(),
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('is offered on the sign-in page, asked from /auth/lien and used at /auth/lien/connexion', async () => {
    const auth = await (await request('/auth')).text();
    expect(auth).toContain('<a href="/auth/lien">Recevoir un lien de connexion par e-mail</a>');

    const member = await registerMember();
    const asked = await form('/auth/lien', { email: member.email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Si un compte existe avec cette adresse e-mail');
    const mail = (await outboxFor(member.email)).filter((row) => row.subject === SUBJECT).at(-1);
    const token = /#([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1] ?? '';

    const page = await (await request('/auth/lien/connexion')).text();
    expect(page).toMatch(/id="code-token"[^>]*data-from-fragment=""/);
    const signedIn = await form('/auth/lien/connexion', { token });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/mon-compte');
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(/token=[^;]+;/);

    const reused = await form('/auth/lien/connexion', { token });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('Ce lien de connexion n');
  });
});
