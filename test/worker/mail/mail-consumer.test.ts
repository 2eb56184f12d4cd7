import { insertOutboxStatement } from '../../../worker/provider/shared/outbox.repository';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import { postJson } from '../support/http';

interface FakeMessage {
  body: MailJob;
  acked: boolean;
  retried: boolean;
  ack(): void;
  retry(): void;
}

function batchOf(jobs: MailJob[]): { batch: MessageBatch<MailJob>; messages: FakeMessage[] } {
  const messages = jobs.map((body): FakeMessage => ({
    body,
    acked: false,
    retried: false,
    ack() {
      this.acked = true;
    },
    retry() {
      this.retried = true;
    },
  }));
  return { batch: { messages, queue: 'site-platform-mail' } as unknown as MessageBatch<MailJob>, messages };
}

async function queuedEmail(subject: string): Promise<MailJob> {
  const { status } = await postJson('/message', {
    firstname: 'Inès',
    lastname: 'Roche',
    email: 'ines.roche@example.fr',
    subject,
    body: 'Bonjour, proposez-vous des bons cadeaux pour un massage ?',
  });
  expect(status).toBe(201);
  const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE subject = ?')
    .bind(`[Contact] ${subject}`)
    .first<{ id: number }>();
  expect(row).not.toBeNull();
  return { siteId: 1, outboxId: row?.id ?? 0 };
}

const status = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM email_outbox WHERE id = ?').bind(id).first<{ status: string }>())
    ?.status;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mail queue consumer', () => {
  it('keeps the e-mail in the outbox and retries later while no mail API is configured', async () => {
    const job = await queuedEmail('Bon cadeau (sans API)');
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, { ...env, MAIL_API_URL: undefined, MAIL_API_KEY: undefined });
    expect(messages[0]?.retried).toBe(true);
    expect(await status(job.outboxId)).toBe('PENDING');
  });

  it('sends through the mail API with the reply-to of the visitor and marks the row sent', async () => {
    const job = await queuedEmail('Bon cadeau (envoi)');
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      const body = typeof init?.body === 'string' ? init.body : '{}';
      sent.push({ url, body: JSON.parse(body) as Record<string, unknown> });
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, {
      ...env,
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'cle',
    });
    expect(messages[0]?.acked).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      to: ['contact@massages-bien-etre.example'],
      reply_to: 'ines.roche@example.fr',
      subject: '[Contact] Bon cadeau (envoi)',
    });
    expect(await status(job.outboxId)).toBe('SENT');
  });

  it('keeps a passing refusal pending with its reason and retries it later', async () => {
    const job = await queuedEmail('Bon cadeau (refus)');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('quota', { status: 429 }));
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, {
      ...env,
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'cle',
    });
    expect(messages[0]?.retried).toBe(true);
    expect(await status(job.outboxId)).toBe('PENDING');
  });
});

describe('the From header of a sent e-mail', () => {
  /** Sends one queued e-mail of site 1 with the sender settings as stored; answers the From header sent. */
  async function fromSent(name: string, address: string, verified = true): Promise<string> {
    return (await sent(name, address, verified)).from;
  }

  /** The From and Reply-To sent; `verified`: the address's domain passed its DNS check. */
  async function sent(name: string, address: string, verified = true) {
    const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO site_sender_domains (site_id, domain, spf_found, dkim_found, dmarc_found, verified_at, checked_at)
         VALUES (1, ?1, ?2, ?2, ?2, CASE WHEN ?2 THEN 1 END, 1)
         ON CONFLICT (site_id) DO UPDATE SET domain = ?1, verified_at = CASE WHEN ?2 THEN 1 END`,
      ).bind(domain, Number(verified)),
      env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'SENDER_MAIL_NAME'").bind(
        name,
      ),
      env.DB.prepare(
        "UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'SENDER_MAIL_ADDRESS'",
      ).bind(address),
    ]);
    // An e-mail to a customer (no Reply-To of its own), as an order confirmation.
    const row = await insertOutboxStatement(env.DB, 1, {
      to: 'client@example.fr',
      replyTo: null,
      subject: `Expéditeur ${crypto.randomUUID()}`,
      textBody: 'Merci pour votre commande.',
      htmlBody: '<p>Merci pour votre commande.</p>',
    }).first<{ id: number }>();
    const job: MailJob = { siteId: 1, outboxId: row?.id ?? 0 };
    const bodies: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, { ...env, MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'cle' });
    expect(messages[0]?.acked).toBe(true);
    expect(bodies).toHaveLength(1);
    return { from: String(bodies[0]?.from), replyTo: bodies[0]?.reply_to };
  }

  it('sends from the platform’s address, the site’s as Reply-To, while the domain is not verified', async () => {
    const platform = env.MAIL_FROM_ADDRESS;
    expect(await sent('Sophie Morel', 'contact@massages-bien-etre.example', false)).toEqual({
      from: `Sophie Morel <${platform}>`,
      replyTo: 'contact@massages-bien-etre.example',
    });
    expect(await sent('Sophie Morel', 'contact@massages-bien-etre.example', true)).toEqual({
      from: 'Sophie Morel <contact@massages-bien-etre.example>',
      replyTo: undefined,
    });
  });

  it('sends from the site’s name and address when the address is on the site’s own domain', async () => {
    expect(await fromSent('Sophie Morel', 'ne-pas-repondre@massages-bien-etre.example')).toBe(
      'Sophie Morel <ne-pas-repondre@massages-bien-etre.example>',
    );
    expect(await fromSent('Sophie Morel', 'contact@mail.massages-bien-etre.example')).toBe(
      'Sophie Morel <contact@mail.massages-bien-etre.example>',
    );
  });

  it('keeps a stored name with a line break on one line, quoted, so it adds no header', async () => {
    const from = await fromSent(
      'Domaine\r\nBcc: x@evil.example',
      'ne-pas-repondre@massages-bien-etre.example',
    );
    expect(from).not.toMatch(/[\r\n]/);
    expect(from).toBe('"Domaine Bcc: x@evil.example" <ne-pas-repondre@massages-bien-etre.example>');
  });

  it('falls back to the platform’s address, never the recipient’s, when the address is empty, invalid or foreign', async () => {
    const platform = env.MAIL_FROM_ADDRESS;
    expect(platform).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(await fromSent('Sophie Morel', '')).toBe(`Sophie Morel <${platform}>`);
    expect(await fromSent('Sophie Morel', 'pas une adresse')).toBe(`Sophie Morel <${platform}>`);
    expect(await fromSent('Sophie Morel', 'patron@banque-en-ligne.example')).toBe(
      `Sophie Morel <${platform}>`,
    );
    expect(await fromSent('', '')).toBe(platform);
  });
});
