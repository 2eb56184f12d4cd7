import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../../src/schema/site/email-outbox';
import { consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import {
  insertOutboxStatement,
  MAX_ATTACHMENT_BYTES,
  type OutboxEmail,
} from '../../../worker/provider/shared/outbox.repository';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';

// Files sent with an e-mail: queued on the outbox row in the same INSERT as the e-mail, sent
// to the mail API in base64, named (never shown) on the sent-mail screen, copied by a resend.

const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const base64 = (text: string) => btoa(text);

function emailWithFile(to: string): OutboxEmail {
  return {
    to,
    replyTo: null,
    subject: 'Votre rendez-vous',
    textBody: 'À jeudi.',
    htmlBody: '<p>À jeudi.</p>',
    attachments: [{ filename: 'rendez-vous.ics', contentType: 'text/calendar', content: base64(calendar) }],
  };
}

async function queue(email: OutboxEmail): Promise<number> {
  const row = await insertOutboxStatement(env.DB, MASSAGE_SITE_ID, email).first<{ id: number }>();
  return row?.id ?? 0;
}

let owner: string;
beforeAll(async () => {
  owner = await adminLogin(ADMIN);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-mail attachments', () => {
  it('are sent to the mail API in base64 with their name and type', async () => {
    const id = await queue(emailWithFile('piece.jointe@example.fr'));
    const bodies: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const acked: boolean[] = [];
    const batch = {
      queue: 'site-platform-mail',
      messages: [
        {
          body: { siteId: MASSAGE_SITE_ID, outboxId: id } satisfies MailJob,
          ack: () => acked.push(true),
          retry: () => acked.push(false),
        },
      ],
    } as unknown as MessageBatch<MailJob>;
    await consumeMail(batch, { ...env, MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'cle' });
    expect(acked).toEqual([true]);
    expect(bodies[0]?.attachments).toEqual([
      { filename: 'rendez-vous.ics', content: base64(calendar), content_type: 'text/calendar' },
    ]);
  });

  it('are named on the sent-mail screen and copied by a resend', async () => {
    const id = await queue(emailWithFile('ecran.pj@example.fr'));
    const shown = await adminCall<OutboxMessage>('GET', `/admin/email/${id}`, owner);
    expect(shown.body.data.attachments).toEqual([
      { filename: 'rendez-vous.ics', contentType: 'text/calendar', size: calendar.length },
    ]);
    expect(JSON.stringify(shown.body.data)).not.toContain(base64(calendar));
    await env.DB.prepare("UPDATE email_outbox SET status = 'SENT' WHERE id = ?").bind(id).run();
    const resent = await adminCall<OutboxMessage>('POST', `/admin/email/${id}/resend`, owner);
    expect(resent.status).toBe(201);
    expect(resent.body.data.attachments.map((file) => file.filename)).toEqual(['rendez-vous.ics']);
  });

  it('leave an e-mail without files with none, and refuse files past the size limit', async () => {
    const plain = await queue({ ...emailWithFile('sans.pj@example.fr'), attachments: [] });
    const shown = await adminCall<OutboxMessage>('GET', `/admin/email/${plain}`, owner);
    expect(shown.body.data.attachments).toEqual([]);
    const huge = 'A'.repeat(Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 8);
    expect(() =>
      insertOutboxStatement(env.DB, MASSAGE_SITE_ID, {
        ...emailWithFile('trop.gros@example.fr'),
        attachments: [{ filename: 'gros.pdf', contentType: 'application/pdf', content: huge }],
      }),
    ).toThrow(/exceed/);
  });

  it('keep a file name to one safe line', async () => {
    const id = await queue({
      ...emailWithFile('nom.pj@example.fr'),
      attachments: [{ filename: 'a/b\r\n"c".ics', contentType: 'text/calendar', content: base64(calendar) }],
    });
    const shown = await adminCall<OutboxMessage>('GET', `/admin/email/${id}`, owner);
    expect(shown.body.data.attachments.map((file) => file.filename)).toEqual(['a_b _c_.ics']);
  });
});
