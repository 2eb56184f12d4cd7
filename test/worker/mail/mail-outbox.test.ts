import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_PLACEHOLDER } from '../../../src/schema/site/email-outbox';
import { consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import { postJson, uniqueIp } from '../support/http';
import { call, registerMember } from '../support/members';

// What the outbox keeps: single-line subjects, no readable secret once an
// e-mail is sent, the « password changed » e-mail after a change and after a reset, the
// contact form's acknowledgement, and an HTML part beside the text for every row.

vi.setConfig({ testTimeout: 60_000 });

interface Row {
  id: number;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  secrets: string | null;
}

async function rowsTo(address: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, subject, text_body, html_body, status, secrets FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(address)
    .all<Row>();
  return results;
}

function batchOf(job: MailJob): MessageBatch<MailJob> {
  const message = { body: job, ack() {}, retry() {} };
  return { messages: [message], queue: 'site-platform-mail' } as unknown as MessageBatch<MailJob>;
}

/** Runs the consumer on one row with a mail API that accepts everything; returns what it was sent. */
async function sendThroughApi(outboxId: number): Promise<Record<string, unknown>> {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>);
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  await consumeMail(batchOf({ siteId: 1, outboxId }), {
    ...env,
    MAIL_API_URL: 'https://mail.example/send',
    MAIL_API_KEY: 'cle',
  });
  expect(sent).toHaveLength(1);
  return sent[0] ?? {};
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-mail subjects', () => {
  it('stores a visitor subject with CR/LF on one line: no header can be added', async () => {
    const email = `ines.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const { status } = await postJson('/message', {
      firstname: 'Inès',
      lastname: 'Roche',
      email,
      subject: 'Sujet\r\nBcc: victime@example.com\nX-Test: 1',
      body: 'Bonjour, un bon cadeau est-il possible ?',
    });
    expect(status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT subject FROM email_outbox WHERE reply_to = ? AND subject LIKE '[Contact]%'",
    )
      .bind(email)
      .first<{ subject: string }>();
    expect(row?.subject).toBe('[Contact] Sujet Bcc: victime@example.com X-Test: 1');
    expect(row?.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the contact form', () => {
  it('acknowledges the visitor without repeating what they wrote', async () => {
    const email = `ack.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const payload = {
      firstname: 'Léa',
      lastname: 'Martin',
      email,
      subject: 'Achetez ici',
      body: 'Texte libre',
    };
    expect((await postJson('/message', payload)).status).toBe(201);
    const [ack] = await rowsTo(email);
    expect(ack?.subject).toBe('Nous avons bien reçu votre message');
    expect(ack?.text_body).toContain('Bonjour Léa,');
    for (const part of [ack?.text_body, ack?.html_body]) {
      expect(part).toContain('Sophie Morel');
      expect(part).not.toContain('Achetez ici');
      expect(part).not.toContain('Texte libre');
    }
  });
});

describe('secrets in the outbox', () => {
  it('sends the reset link, then keeps only a copy without the token (read from D1)', async () => {
    const member = await registerMember();
    expect((await call('PUT', '/password/reset/ask', { email: member.email })).status).toBe(200);
    const queued = (await rowsTo(member.email)).find((row) => row.subject.startsWith('Réinitialisation'));
    const token = /\/password\/reset#([A-Za-z0-9_-]{43})/.exec(queued?.text_body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect(queued?.html_body).toContain(`/password/reset#${token}`); // the fragment: never in a request log

    const sent = await sendThroughApi(queued?.id ?? 0);
    expect(sent.text).toContain(token); // the recipient gets the working link
    expect(sent.html).toContain(token);

    const stored = await env.DB.prepare(
      'SELECT status, subject, text_body, html_body, secrets FROM email_outbox WHERE id = ?',
    )
      .bind(queued?.id ?? 0)
      .first<Row>();
    expect(stored?.status).toBe('SENT');
    expect(stored?.secrets).toBeNull();
    expect(stored?.text_body).not.toContain(token);
    expect(stored?.html_body).not.toContain(token);
    expect(stored?.text_body).toContain(`/password/reset#${SECRET_PLACEHOLDER}`);
    const anywhere = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE instr(text_body, ?) > 0 OR instr(COALESCE(html_body, ''), ?) > 0",
    )
      .bind(token, token)
      .first<{ n: number }>();
    expect(anywhere?.n).toBe(0);
  });
});

describe('the newsletter confirmation link', () => {
  it('is blanked in the stored copy once sent: nobody can confirm in the subscriber’s place', async () => {
    const email = `lettre.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    expect((await postJson('/newsletter/subscribe', { email })).status).toBe(200);
    const [queued] = await rowsTo(email);
    const token = /[?&]token=([^\s&"]+)/.exec(queued?.text_body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    await sendThroughApi(queued?.id ?? 0);
    const [stored] = await rowsTo(email);
    expect(stored?.status).toBe('SENT');
    expect(stored?.text_body).not.toContain(token);
    expect(stored?.html_body).not.toContain(token);
    expect(stored?.text_body).toContain(`token=${SECRET_PLACEHOLDER}`);
  });
});

describe('the « password changed » e-mail', () => {
  it('goes out after a change from the personal space', async () => {
    const member = await registerMember();
    const { status } = await call(
      'PUT',
      '/user/password',
      { currentPassword: member.password, newPassword: 'Un-tout-nouveau-mot-de-passe-2027' },
      { token: member.token },
    );
    expect(status).toBe(200);
    const mail = (await rowsTo(member.email)).find(
      (row) => row.subject === 'Votre mot de passe a été modifié',
    );
    expect(mail?.text_body).toMatch(/a été modifié le \d{1,2} [a-zéû]+ \d{4}\./);
    expect(mail?.text_body).toContain('http://localhost/password/reset/ask');
    expect(mail?.html_body).toContain('href="http://localhost/password/reset/ask"');
  });

  it('goes out after a reset, once, and not for a refused link', async () => {
    const member = await registerMember();
    expect((await call('PUT', '/password/reset/ask', { email: member.email })).status).toBe(200);
    const ask = (await rowsTo(member.email)).find((row) => row.subject.startsWith('Réinitialisation'));
    const token = /\/password\/reset#([A-Za-z0-9_-]{43})/.exec(ask?.text_body ?? '')?.[1] ?? '';
    const reset = (password: string) =>
      call('PUT', '/password/reset', { token, password }, { ip: uniqueIp() });
    expect((await reset('Le-mot-de-passe-apres-reset-2027')).status).toBe(200);
    expect((await reset('Un-second-essai-avec-le-lien-2027')).status).toBe(400);
    const changed = (await rowsTo(member.email)).filter(
      (row) => row.subject === 'Votre mot de passe a été modifié',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]?.html_body).toMatch(/^<!DOCTYPE html>/);
  });
});
