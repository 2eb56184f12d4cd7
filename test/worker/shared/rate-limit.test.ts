import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { senderKey } from '../../../worker/auth/password';
import { app } from '../../../worker/index';
import { MESSAGE_RATE_LIMIT } from '../../../worker/provider/content/message.routes';
import { takeRateLimitHit, type RateLimit } from '../../../worker/provider/shared/rate-limit.repository';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { postJson, uniqueIp, WINE_HOST } from '../support/http';

const message = (subject: string) => ({
  firstname: 'Camille',
  lastname: 'Durand',
  email: `${unique('rafale')}@example.fr`,
  subject,
  body: 'Bonjour, je souhaiterais réserver un massage samedi matin. Merci !',
});

const count = async (sql: string, ...params: (string | number)[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

describe('POST /message lets 5 messages per sender and quarter of an hour through, atomically', () => {
  it('answers exactly 5 × 201 and 5 × 429 to 10 simultaneous messages from one new sender', async () => {
    const ip = uniqueIp();
    const subject = unique('Simultané');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson('/message', message(subject), undefined, ip)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body).toEqual({
      success: false,
      data: null,
      message: 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans un quart d’heure.',
    });
    expect(await count('SELECT COUNT(*) AS n FROM messages WHERE subject = ?', subject)).toBe(5);
    expect(await count('SELECT COUNT(*) AS n FROM email_outbox WHERE subject LIKE ?', `%${subject}%`)).toBe(
      5,
    );
  });

  it('counts each site apart: the same address still writes to the other site', async () => {
    const ip = uniqueIp();
    for (let index = 0; index < MESSAGE_RATE_LIMIT.limit; index++) {
      expect((await postJson('/message', message(unique('A')), undefined, ip)).status).toBe(201);
    }
    expect((await postJson('/message', message(unique('A')), undefined, ip)).status).toBe(429);
    expect((await postJson('/message', message(unique('B')), WINE_HOST, ip)).status).toBe(201);
  });

  it('stores a keyed hash of the address, never the address or its plain SHA-256', async () => {
    const ip = uniqueIp();
    await postJson('/message', message(unique('clé')), undefined, ip);
    const expected = await senderKey(env.SENDER_KEY_SECRET, MASSAGE_SITE_ID, ip);
    const row = await env.DB.prepare(
      'SELECT sender_key FROM rate_limit_hits WHERE site_id = ? AND scope = ? AND sender_key = ?',
    )
      .bind(MASSAGE_SITE_ID, 'message', expected)
      .first<{ sender_key: string }>();
    expect(row?.sender_key).toBe(expected);
    expect(expected).not.toContain(ip);
    const plain = btoa(
      String.fromCharCode(
        ...new Uint8Array(
          await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${MASSAGE_SITE_ID}:${ip}`)),
        ),
      ),
    );
    expect(expected).not.toBe(plain);
  });
});

describe('senderKey is an HMAC with the SENDER_KEY_SECRET', () => {
  it('changes with the secret, the site and the address', async () => {
    const base = await senderKey('secret-a', MASSAGE_SITE_ID, '203.0.113.5');
    expect(await senderKey('secret-a', MASSAGE_SITE_ID, '203.0.113.5')).toBe(base);
    expect(await senderKey('secret-b', MASSAGE_SITE_ID, '203.0.113.5')).not.toBe(base);
    expect(await senderKey('secret-a', WINE_SITE_ID, '203.0.113.5')).not.toBe(base);
    expect(await senderKey('secret-a', MASSAGE_SITE_ID, '203.0.113.6')).not.toBe(base);
  });

  it('refuses to run without the secret instead of falling back to a plain hash', async () => {
    await expect(senderKey(undefined, MASSAGE_SITE_ID, '203.0.113.5')).rejects.toThrow(/SENDER_KEY_SECRET/);
    await expect(senderKey('', MASSAGE_SITE_ID, '203.0.113.5')).rejects.toThrow(/SENDER_KEY_SECRET/);
  });
});

describe('takeRateLimitHit keeps a sliding window per site, scope and sender', () => {
  const rule: RateLimit = { scope: unique('essai'), limit: 3, windowSeconds: 60 };

  it('takes hits up to the limit, then refuses', async () => {
    const sender = unique('client');
    const taken = [];
    for (let index = 0; index < 5; index++) taken.push(await takeRateLimitHit(env.DB, 1, rule, sender));
    expect(taken).toEqual([true, true, true, false, false]);
  });

  it('forgets hits older than the window and prunes them', async () => {
    const sender = unique('client');
    const old = Math.floor(Date.now() / 1000) - rule.windowSeconds - 5;
    for (let index = 0; index < rule.limit; index++) {
      await env.DB.prepare(
        'INSERT INTO rate_limit_hits (site_id, scope, sender_key, created_at) VALUES (?, ?, ?, ?)',
      )
        .bind(MASSAGE_SITE_ID, rule.scope, sender, old)
        .run();
    }
    expect(await takeRateLimitHit(env.DB, MASSAGE_SITE_ID, rule, sender)).toBe(true);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE scope = ? AND sender_key = ? AND created_at = ?',
        rule.scope,
        sender,
        old,
      ),
    ).toBe(0);
  });

  it('keeps senders, scopes and sites apart', async () => {
    const sender = unique('client');
    for (let index = 0; index < rule.limit; index++) await takeRateLimitHit(env.DB, 1, rule, sender);
    expect(await takeRateLimitHit(env.DB, MASSAGE_SITE_ID, rule, sender)).toBe(false);
    expect(await takeRateLimitHit(env.DB, MASSAGE_SITE_ID, rule, unique('client'))).toBe(true);
    expect(await takeRateLimitHit(env.DB, WINE_SITE_ID, rule, sender)).toBe(true);
    expect(await takeRateLimitHit(env.DB, MASSAGE_SITE_ID, { ...rule, scope: unique('autre') }, sender)).toBe(
      true,
    );
  });
});

describe('without SENDER_KEY_SECRET the rate-limited routes fail loudly', () => {
  it.each([
    ['POST /api/message', '/api/message', 'POST'],
    ['GET /api/site/visit/{id}', `/api/site/visit/${unique('sans-secret')}`, 'GET'],
  ])(
    '%s answers 500, logs the cause with the request id and stores nothing',
    async (_label, path, method) => {
      const subject = unique('Sans secret');
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`http://localhost${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
          body: method === 'POST' ? JSON.stringify(message(subject)) : null,
        }),
        { ...env, SENDER_KEY_SECRET: undefined },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(500);
      expect(await response.json<{ success: boolean }>()).toMatchObject({ success: false });
      const log = logged.mock.calls.map((call) => String(call[0])).join('\n');
      logged.mockRestore();
      expect(log).toMatch(/SENDER_KEY_SECRET is not set/);
      expect(log).toMatch(/"requestId":"[^"]+"/);
      expect(await count('SELECT COUNT(*) AS n FROM messages WHERE subject = ?', subject)).toBe(0);
      expect(await count("SELECT COUNT(*) AS n FROM visits WHERE source LIKE 'sans-secret%'")).toBe(0);
    },
  );
});
