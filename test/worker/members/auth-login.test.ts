import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FREE_TRIES, ADDRESS_LIMIT, accountWaitSeconds } from '../../../worker/auth/login-throttle';
import { parseArgon2Hash, verifyPassword } from '../../../worker/auth/password';
import { ADMIN, login } from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, uniqueIp, WINE_HOST } from '../support/http';
import { call, logged, passwordHashOf, registerMember } from '../support/members';

const WRONG = 'Adresse e-mail ou mot de passe incorrect.';

const tryLogin = (email: string, password: string, ip: string, host?: string) =>
  call('POST', '/login', { email, password }, { ip, host });

/** Moves every recorded login failure `seconds` into the past, as if that time had passed. */
async function age(seconds: number): Promise<void> {
  await env.DB.prepare(
    "UPDATE rate_limit_hits SET created_at = created_at - ? WHERE scope IN ('login-client-account', 'login-address')",
  )
    .bind(seconds)
    .run();
}

describe('POST /login limits failed tries per client address', { timeout: 60_000 }, () => {
  it(`refuses the ${ADDRESS_LIMIT + 1}th try within the window with 429, a French message and Retry-After`, async () => {
    const ip = uniqueIp();
    // Different (unknown) e-mails each time: only the address limit can stop them.
    for (let index = 0; index < ADDRESS_LIMIT; index++) {
      const { status, body } = await tryLogin(`${unique('inconnu')}@example.fr`, 'Mauvais-mot-de-passe', ip);
      expect(status, `try ${index + 1}`).toBe(401);
      expect(body.message).toBe(WRONG);
    }
    const eleventh = await tryLogin(`${unique('inconnu')}@example.fr`, 'Mauvais-mot-de-passe', ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(
      /^Trop de tentatives de connexion depuis votre connexion internet\. Réessayez dans 1[45] minutes\.$/,
    );
    const retryAfter = Number(eleventh.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the address is blocked, not the account.
    expect((await tryLogin(ADMIN.email, ADMIN.password, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await tryLogin(ADMIN.email, ADMIN.password, uniqueIp())).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const ip = uniqueIp();
    const member = await registerMember();
    for (let index = 0; index < ADDRESS_LIMIT + 2; index++)
      expect((await tryLogin(member.email, member.password, ip)).status).toBe(200);
  });
});

describe(
  'POST /login limits failed tries per client on one account, with increasing waits',
  { timeout: 60_000 },
  () => {
    it(`lets ${ACCOUNT_FREE_TRIES} wrong tries through, then makes each next one wait twice as long`, async () => {
      const member = await registerMember();
      // One client, under its address limit: only the (client, account) limit can stop it.
      const ip = uniqueIp();
      for (let index = 0; index < ACCOUNT_FREE_TRIES; index++)
        expect((await tryLogin(member.email, 'Pas-le-bon-mot-de-passe', ip)).status).toBe(401);

      const blocked = await tryLogin(member.email, member.password, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Trop de tentatives de connexion pour ce compte depuis votre connexion internet\. Réessayez dans \d+ secondes\.$/,
      );
      const first = Number(blocked.response.headers.get('retry-after'));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(accountWaitSeconds(ACCOUNT_FREE_TRIES));

      await age(accountWaitSeconds(ACCOUNT_FREE_TRIES) + 1);
      expect((await tryLogin(member.email, 'Toujours-pas-le-bon', ip)).status).toBe(401);
      const longer = await tryLogin(member.email, member.password, ip);
      expect(longer.status).toBe(429);
      expect(Number(longer.response.headers.get('retry-after'))).toBeGreaterThan(
        accountWaitSeconds(ACCOUNT_FREE_TRIES),
      );
      expect(accountWaitSeconds(ACCOUNT_FREE_TRIES + 1)).toBe(2 * accountWaitSeconds(ACCOUNT_FREE_TRIES));

      // Once the wait is over the right password gets in, and the slate is clean again.
      await age(accountWaitSeconds(ACCOUNT_FREE_TRIES + 1) + 1);
      expect((await tryLogin(member.email, member.password, ip)).status).toBe(200);
      // (Four, not five: the address's own limit of 10 failures in 15 minutes is near.)
      for (let index = 0; index < ACCOUNT_FREE_TRIES - 1; index++)
        expect((await tryLogin(member.email, 'Pas-le-bon-mot-de-passe', ip)).status).toBe(401);
    });

    it('never locks the owner out: a flood from other clients leaves the owner’s own client free', async () => {
      // Five wrong tries used to lock the account itself for everyone, up to 15 minutes.
      const attackers = Array.from({ length: 4 }, () => uniqueIp());
      for (const ip of attackers) {
        for (let index = 0; index < ACCOUNT_FREE_TRIES; index++)
          expect((await tryLogin(ADMIN.email, 'Je-devine-encore-2026', ip)).status).toBe(401);
        expect((await tryLogin(ADMIN.email, 'Je-devine-encore-2026', ip)).status).toBe(429);
      }
      expect((await tryLogin(ADMIN.email, ADMIN.password, uniqueIp())).status).toBe(200);
      // The attackers stay refused, even with the right password.
      expect((await tryLogin(ADMIN.email, ADMIN.password, attackers[0] ?? '')).status).toBe(429);
    });

    it('limits an unknown e-mail exactly like a known one, with the same answers', async () => {
      const unknown = `${unique('personne')}@example.fr`;
      const member = await registerMember();
      const answers = async (email: string) => {
        const statuses: number[] = [];
        const messages = new Set<string>();
        const ip = uniqueIp();
        for (let index = 0; index <= ACCOUNT_FREE_TRIES; index++) {
          const { status, body } = await tryLogin(email, 'Pas-le-bon-mot-de-passe', ip);
          statuses.push(status);
          messages.add(body.message.replace(/\d+/g, 'N'));
        }
        return { statuses, messages: [...messages] };
      };
      const [known, stranger] = [await answers(member.email), await answers(unknown)];
      expect(stranger).toEqual(known);
      expect(known.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('takes each try before checking the password, so parallel guesses cannot all slip through', async () => {
      const member = await registerMember();
      const ip = uniqueIp();
      const statuses = await Promise.all(
        Array.from({ length: 12 }, () => tryLogin(member.email, 'Pas-le-bon-mot-de-passe', ip)),
      ).then((responses) => responses.map((response) => response.status));
      expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FREE_TRIES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - ACCOUNT_FREE_TRIES);
    });
  },
);

describe('password hashes', { timeout: 60_000 }, () => {
  it('stores argon2id with its parameters, which verification reads back', async () => {
    const member = await registerMember();
    const stored = await passwordHashOf(MASSAGE_SITE_ID, member.email);
    const parsed = parseArgon2Hash(stored);
    expect(parsed?.parameters).toEqual({ m: 19_456, t: 2, p: 1 });
    expect(parsed?.salt).toHaveLength(16);
    expect(await verifyPassword(member.password, stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('Pas-le-bon-mot-de-passe', stored)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it('upgrades an old PBKDF2 hash to argon2id on the next successful login', async () => {
    const member = await registerMember();
    // The hash the platform stored before argon2id: pbkdf2$100000$<salt>$<hash>.
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(member.password),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const bits = new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 },
        key,
        256,
      ),
    );
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const legacy = `pbkdf2$100000$${b64(salt)}$${b64(bits)}`;
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE site_id = ? AND email = ?')
      .bind(legacy, MASSAGE_SITE_ID, member.email)
      .run();

    expect((await tryLogin(member.email, 'Pas-le-bon-mot-de-passe', uniqueIp())).status).toBe(401);
    expect(await passwordHashOf(MASSAGE_SITE_ID, member.email)).toBe(legacy); // a failure changes nothing
    expect((await tryLogin(member.email, member.password, uniqueIp())).status).toBe(200);
    const upgraded = await passwordHashOf(MASSAGE_SITE_ID, member.email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await tryLogin(member.email, member.password, uniqueIp())).status).toBe(200);
  });

  it('lets the seeded sample accounts log in', async () => {
    expect(await login(ADMIN)).toBeTruthy();
    const wineMember = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };
    expect((await tryLogin(wineMember.email, wineMember.password, uniqueIp(), WINE_HOST)).status).toBe(200);
  });
});

describe('sessions', { timeout: 60_000 }, () => {
  it('refuses a token of one site on another site', async () => {
    const member = await registerMember();
    expect(await logged(member.token)).toBe(200);
    expect(await logged(member.token, WINE_HOST)).toBe(401);
    const wine = await registerMember({}, WINE_HOST);
    expect(await logged(wine.token)).toBe(401);
    expect(WINE_SITE_ID).not.toBe(MASSAGE_SITE_ID);
  });

  it('stores only the hash of the token', async () => {
    const member = await registerMember();
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?')
      .bind(member.token)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('revokes the session on logout; the member’s other sessions stay', async () => {
    const member = await registerMember();
    const other = (await tryLogin(member.email, member.password, uniqueIp())).body.data as { token: string };
    const out = await api('/logout', { method: 'POST', headers: { authorization: member.token } });
    expect(out.status).toBe(200);
    expect(out.response.headers.getSetCookie().join('\n')).toMatch(/member=; Max-Age=0/);
    expect(await logged(member.token)).toBe(401);
    expect(await logged(other.token)).toBe(200);
  });
});
