import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SECRET_PLACEHOLDER,
  type OutboxEntry,
  type OutboxMessage,
} from '../../../src/schema/site/email-outbox';
import { findOutboxMessage } from '../../../worker/provider/shared/outbox.repository';
import { ADMIN, adminCall, adminLogin, login, MEMBER, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, postJson, uniqueIp, WINE_HOST } from '../support/http';

// The admin's sent-mail screen: GET /admin/email, GET /admin/email/{id},
// POST /admin/email/{id}/resend, for the owner's own site only.

let owner: string;
let member: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, member, wineOwner] = await Promise.all([
    adminLogin(ADMIN),
    login(MEMBER), // a member's storefront session: no admin-host session
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
});

/** A contact message on the massage site: its acknowledgement is queued to `email`. */
async function queueAcknowledgement(): Promise<{ email: string; id: number }> {
  const email = `outbox.${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const sent = await postJson('/message', {
    firstname: 'Paul',
    lastname: 'Roux',
    email,
    subject: 'Un bon cadeau',
    body: 'Bonjour, proposez-vous des bons cadeaux ?',
  });
  expect(sent.status).toBe(201);
  const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE site_id = ? AND to_address = ?')
    .bind(MASSAGE_SITE_ID, email)
    .first<{ id: number }>();
  return { email, id: row?.id ?? 0 };
}

const setStatus = (id: number, status: string) =>
  env.DB.prepare('UPDATE email_outbox SET status = ?, attempts = 1 WHERE id = ?').bind(status, id).run();

const list = (token: string, query: string, host = 'localhost') =>
  adminCall<{ emails: OutboxEntry[]; total: number }>('GET', `/admin/email${query}`, token, undefined, host);

describe('GET /admin/email', () => {
  it('lists the site’s e-mails newest first, filtered by recipient and status', async () => {
    const { email, id } = await queueAcknowledgement();
    const mine = await list(owner, `?to=${encodeURIComponent(email)}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.emails[0]).toMatchObject({
      id,
      to: email,
      subject: 'Nous avons bien reçu votre message',
      status: 'PENDING',
      attempts: 0,
      sentAt: null,
      resentFrom: null,
      failureReason: null,
    });
    const failed = await list(owner, `?to=${encodeURIComponent(email)}&status=FAILED`);
    expect(failed.body.data.total).toBe(0);
    await setStatus(id, 'FAILED');
    expect((await list(owner, `?to=${encodeURIComponent(email)}&status=FAILED`)).body.data.total).toBe(1);

    const all = await list(owner, '?nbItem=5');
    const ids = all.body.data.emails.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is refused to a member and to a visitor (401: neither has an admin-host session)', async () => {
    expect((await list(member, '')).status).toBe(401);
    const anonymous = await adminCall('GET', '/admin/email', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/connect/i);
  });
});

describe('GET /admin/email/{id}', () => {
  it('gives the message as received: HTML and text', async () => {
    const { id } = await queueAcknowledgement();
    const { status, body } = await adminCall<OutboxMessage>('GET', `/admin/email/${id}`, owner);
    expect(status).toBe(200);
    expect(body.data.html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(body.data.text).toContain('Bonjour Paul,');
    expect(body.data.replyTo).toBe('contact@massages-bien-etre.example');
  });

  it('answers 404 in French for an unknown id or a malformed one', async () => {
    const unknown = await adminCall('GET', '/admin/email/999999', owner);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cet e-mail n'existe pas.");
    expect((await adminCall('GET', '/admin/email/abc', owner)).status).toBe(404);
  });
});

describe('a link waiting to be sent', () => {
  it('is readable on the screen only without a mail API (local development), never in production', async () => {
    const asked = await api('/password/reset/ask', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueIp() },
      body: JSON.stringify({ email: MEMBER.email }),
    });
    expect(asked.status).toBe(200);
    const row = await env.DB.prepare(
      'SELECT id FROM email_outbox WHERE site_id = ? AND to_address = ? AND secrets IS NOT NULL ORDER BY id DESC',
    )
      .bind(MASSAGE_SITE_ID, MEMBER.email)
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    // The test Worker has no MAIL_API_URL: nothing is sent, the screen is where the link is read.
    const local = await adminCall<OutboxMessage>('GET', `/admin/email/${id}`, owner);
    expect(local.status).toBe(200);
    expect(local.body.data.text).toMatch(/\/password\/reset#[A-Za-z0-9_-]{43}/);
    // With a mail API the owner never sees the token of a link not yet sent.
    const production = await findOutboxMessage(env.DB, MASSAGE_SITE_ID, id);
    expect(production?.text).toContain(`/password/reset#${SECRET_PLACEHOLDER}`);
    expect(production?.html).toContain(`/password/reset#${SECRET_PLACEHOLDER}`);
    expect(production?.text).not.toMatch(/\/password\/reset#[A-Za-z0-9_-]{43}/);
  });
});

describe('POST /admin/email/{id}/resend', () => {
  it('queues a copy of a failed or sent e-mail as a new row, and refuses a pending one (409)', async () => {
    const { email, id } = await queueAcknowledgement();
    const pending = await adminCall('POST', `/admin/email/${id}/resend`, owner);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toMatch(/encore en file d'envoi/);

    await setStatus(id, 'FAILED');
    const resent = await adminCall<OutboxMessage>('POST', `/admin/email/${id}/resend`, owner);
    expect(resent.status).toBe(201);
    expect(resent.body.message).toBe(`L'e-mail est renvoyé à ${email}.`);
    expect(resent.body.data).toMatchObject({ to: email, status: 'PENDING', attempts: 0, resentFrom: id });
    expect(resent.body.data.id).toBeGreaterThan(id);
    const original = await adminCall<OutboxMessage>('GET', `/admin/email/${id}`, owner);
    expect(resent.body.data.html).toBe(original.body.data.html);
    expect(resent.body.data.text).toBe(original.body.data.text);

    await setStatus(id, 'SENT');
    expect((await adminCall('POST', `/admin/email/${id}/resend`, owner)).status).toBe(201);
    expect((await list(owner, `?to=${encodeURIComponent(email)}`)).body.data.total).toBe(3);
  });
});

describe('tenancy of the sent-mail screen', () => {
  it('never shows or resends another site’s e-mail (404), nor lists it', async () => {
    const { email, id } = await queueAcknowledgement();
    await setStatus(id, 'SENT');
    const read = await adminCall('GET', `/admin/email/${id}`, wineOwner, undefined, WINE_HOST);
    expect(read.status).toBe(404);
    const resend = await adminCall('POST', `/admin/email/${id}/resend`, wineOwner, undefined, WINE_HOST);
    expect(resend.status).toBe(404);
    expect((await list(wineOwner, `?to=${encodeURIComponent(email)}`, WINE_HOST)).body.data.total).toBe(0);
    const copies = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM email_outbox WHERE site_id = ? AND to_address = ?',
    )
      .bind(WINE_SITE_ID, email)
      .first<{ n: number }>();
    expect(copies?.n).toBe(0);
  });
});
