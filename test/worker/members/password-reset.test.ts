import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '../../../src/domain/members/member-rules';
import { RESET_ASK_LIMIT, RESET_MAIL_LIMIT } from '../../../worker/auth/member-limits';
import { RESET_ASKED, RESET_DONE } from '../../../worker/provider/members/password-reset.routes';
import { RESET_TOKEN_REFUSED } from '../../../worker/provider/members/password-reset.service';
import { MASSAGE_SITE_ID, unique } from '../support/factories';
import { uniqueIp, WINE_HOST } from '../support/http';
import { call, logged, outboxFor, registerMember } from '../support/members';

const NEW_PASSWORD = 'Un-nouveau-mot-de-passe-solide';

/** Asks a reset link for the e-mail and returns the token from the e-mail in the outbox. */
async function askToken(email: string, host?: string): Promise<string> {
  const { status } = await call('PUT', '/password/reset/ask', { email }, { host });
  expect(status).toBe(200);
  const mail = (await outboxFor(email))
    .filter((row) => row.subject === 'Réinitialisation de votre mot de passe')
    .at(-1);
  const token = /\/password\/reset#([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

const reset = (token: string, password = NEW_PASSWORD, host?: string) =>
  call('PUT', '/password/reset', { token, password }, { host });

describe('PUT /password/reset/ask', { timeout: 60_000 }, () => {
  it('gives the same answer whether the e-mail has an account or not, and mails only an account', async () => {
    const member = await registerMember();
    const unknown = `${unique('personne')}@example.fr`;
    const known = await call('PUT', '/password/reset/ask', { email: member.email.toUpperCase() });
    const stranger = await call('PUT', '/password/reset/ask', { email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.body).toEqual(stranger.body);
    expect(known.body.message).toBe(RESET_ASKED);
    expect(await outboxFor(unknown)).toHaveLength(0);

    const mail = (await outboxFor(member.email)).at(-1);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    // The token is in the fragment, which no request log records; never in the path.
    expect(mail?.text_body).toMatch(/http:\/\/localhost\/password\/reset#[A-Za-z0-9_-]{43}\n/);
    expect(mail?.text_body).not.toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text_body).toContain('valable 1 heure');
  });

  it('stores only the hash of the token, valid one hour', async () => {
    const member = await registerMember();
    const token = await askToken(member.email);
    const row = await env.DB.prepare(
      'SELECT token_hash, expires_at - created_at AS ttl FROM password_reset_tokens WHERE site_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ token_hash: string; ttl: number }>();
    expect(row?.ttl).toBe(3600);
    expect(row?.token_hash).not.toBe(token);
    const plain = await env.DB.prepare('SELECT COUNT(*) AS n FROM password_reset_tokens WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(plain?.n).toBe(0);
  });

  it(`answers 429 after ${RESET_ASK_LIMIT.limit} requests from one address; mails one address ${RESET_MAIL_LIMIT.limit} times an hour at most`, async () => {
    const member = await registerMember();
    const ip = uniqueIp();
    for (let index = 0; index < RESET_ASK_LIMIT.limit; index++)
      expect((await call('PUT', '/password/reset/ask', { email: member.email }, { ip })).status).toBe(200);
    const refused = await call('PUT', '/password/reset/ask', { email: member.email }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    // Five answered requests, but only three e-mails: nobody can flood a mailbox.
    const mails = (await outboxFor(member.email)).filter((row) => row.subject.startsWith('Réinitialisation'));
    expect(mails).toHaveLength(RESET_MAIL_LIMIT.limit);
  });
});

describe('PUT /password/reset', { timeout: 60_000 }, () => {
  it('sets the new password, ends every session of the member and refuses the link a second time', async () => {
    const member = await registerMember();
    const second = (await call('POST', '/login', { email: member.email, password: member.password })).body
      .data as {
      token: string;
    };
    const token = await askToken(member.email);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(RESET_DONE);
    expect(await logged(member.token)).toBe(401);
    expect(await logged(second.token)).toBe(401);
    expect((await call('POST', '/login', { email: member.email, password: member.password })).status).toBe(
      401,
    );
    expect((await call('POST', '/login', { email: member.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await reset(token, 'Encore-un-autre-mot-de-passe');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_TOKEN_REFUSED.USED);
    expect((await call('POST', '/login', { email: member.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('voids the member’s other links once one is used', async () => {
    const member = await registerMember();
    const first = await askToken(member.email);
    const second = await askToken(member.email);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'Encore-un-autre-mot-de-passe')).body.message).toBe(RESET_TOKEN_REFUSED.USED);
  });

  it('refuses an expired link', async () => {
    const member = await registerMember();
    const token = await askToken(member.email);
    await env.DB.prepare(
      'UPDATE password_reset_tokens SET expires_at = unixepoch() - 1 WHERE site_id = ? AND user_id = (SELECT id FROM users WHERE site_id = ? AND email = ?)',
    )
      .bind(MASSAGE_SITE_ID, MASSAGE_SITE_ID, member.email)
      .run();
    const refused = await reset(token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RESET_TOKEN_REFUSED.EXPIRED);
    expect(await logged(member.token)).toBe(200); // nothing changed
  });

  it('refuses a link of one site on another site, and an unknown link', async () => {
    const member = await registerMember();
    const token = await askToken(member.email);
    const elsewhere = await reset(token, NEW_PASSWORD, WINE_HOST);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(RESET_TOKEN_REFUSED.UNKNOWN);
    expect((await reset('pas-un-jeton')).body.message).toBe(RESET_TOKEN_REFUSED.UNKNOWN);
    // Still usable on its own site.
    expect((await reset(token)).status).toBe(200);
  });

  it('applies the password rules and keeps the link usable after a refused password', async () => {
    const member = await registerMember();
    const token = await askToken(member.email);
    const weak = await reset(token, 'PasswordPassword');
    expect(weak.status).toBe(400);
    expect((weak.body.data as { errors: Record<string, string> }).errors.password).toBe(PASSWORD_TOO_COMMON);
    const short = await reset(token, 'court');
    expect(short.status).toBe(400);
    expect((await reset(token)).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link change the password', async () => {
    const member = await registerMember();
    const token = await askToken(member.email);
    const results = await Promise.all([
      reset(token, 'Premier-mot-de-passe-2026'),
      reset(token, 'Second-mot-de-passe-2026'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? 'Premier-mot-de-passe-2026' : 'Second-mot-de-passe-2026';
    expect((await call('POST', '/login', { email: member.email, password: winner })).status).toBe(200);
  });
});
