import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../worker/env';
import { app } from '../../../worker/index';
import { consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import { insertOutboxStatement, type OutboxEmail } from '../../../worker/provider/shared/outbox.repository';
import { ADMIN_HOST } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';

// The local inbox of `npm start`: with LOCAL_INBOX=on and no mail API, the consumer delivers
// each e-mail to the inbox (full text, before the reset link is blanked from the outbox copy),
// the row is SENT, and the admin host shows it at /inbox with its HTML, text and files. Without
// the variable, or on an admin host that is not localhost, it does not exist.

const LOCAL: Env = { ...env, LOCAL_INBOX: 'on', MAIL_API_URL: undefined, MAIL_API_KEY: undefined };
const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

afterEach(() => {
  vi.restoreAllMocks();
});

async function queued(email: Partial<OutboxEmail> = {}): Promise<number> {
  const row = await insertOutboxStatement(env.DB, MASSAGE_SITE_ID, {
    to: 'developpeuse@exemple.fr',
    replyTo: 'contact@massages-bien-etre.example',
    subject: 'Réinitialisez votre mot de passe',
    textBody: 'Votre lien : https://localhost/mot-de-passe/jeton-secret-123',
    htmlBody: '<p>Votre lien : <a href="https://localhost/mot-de-passe/jeton-secret-123">ici</a></p>',
    secrets: ['jeton-secret-123'],
    attachments: [{ filename: 'rendez-vous.ics', contentType: 'text/calendar', content: btoa(calendar) }],
    ...email,
  }).first<{ id: number }>();
  return row?.id ?? 0;
}

async function consume(outboxId: number, bindings: Env): Promise<boolean[]> {
  const acked: boolean[] = [];
  const batch = {
    queue: 'site-platform-mail',
    messages: [
      {
        body: { siteId: MASSAGE_SITE_ID, outboxId } satisfies MailJob,
        attempts: 1,
        ack: () => acked.push(true),
        retry: () => acked.push(false),
      },
    ],
  } as unknown as MessageBatch<MailJob>;
  await consumeMail(batch, bindings);
  return acked;
}

async function get(path: string, bindings: Env, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${ADMIN_HOST}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the local inbox', () => {
  it('receives the e-mails of a machine without a mail API and shows them as a mail client', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const id = await queued();
    expect(await consume(id, LOCAL)).toEqual([true]);
    expect(fetchSpy).not.toHaveBeenCalled();
    const row = await env.DB.prepare('SELECT status, text_body FROM email_outbox WHERE id = ?')
      .bind(id)
      .first<{ status: string; text_body: string }>();
    expect(row?.status).toBe('SENT');
    expect(row?.text_body).not.toContain('jeton-secret-123'); // blanked in the outbox copy

    const list = await get('/inbox', LOCAL);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Réinitialisez votre mot de passe');
    expect(html).toContain('developpeuse@exemple.fr');
    const messageId = Number(/href="\/inbox\/(\d+)"/.exec(html)?.[1]);

    const view = await (await get(`/inbox/${messageId}`, LOCAL)).text();
    expect(view).toContain('jeton-secret-123'); // the developer can follow the link
    expect(view).toContain('contact@massages-bien-etre.example');
    expect(view).toContain(
      `<iframe title="Version HTML de l’e-mail" sandbox src="/inbox/${messageId}/html">`,
    );
    expect(view).toContain('rendez-vous.ics');

    const part = await get(`/inbox/${messageId}/html`, LOCAL);
    expect(part.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await part.text()).toContain('<a href="https://localhost/mot-de-passe/jeton-secret-123">');
    const file = await get(`/inbox/${messageId}/files/0`, LOCAL);
    expect(file.headers.get('content-type')).toBe('text/calendar');
    expect(await file.text()).toBe(calendar);

    const emptied = await get('/inbox/empty', LOCAL, {
      method: 'POST',
      headers: { origin: `http://${ADMIN_HOST}` },
    });
    expect(emptied.status).toBe(303);
    expect(await (await get('/inbox', LOCAL)).text()).toContain('Aucun e-mail pour l’instant');
  });

  it('does not exist without LOCAL_INBOX, nor on an admin host that is not localhost', async () => {
    expect((await get('/inbox', { ...env, LOCAL_INBOX: undefined })).status).toBe(404);
    const deployed = { ...LOCAL, ADMIN_HOST: 'admin.plateforme-exemple.fr' };
    const request = new Request('http://admin.plateforme-exemple.fr/inbox');
    const ctx = createExecutionContext();
    expect((await app.fetch(request, deployed, ctx)).status).toBe(404);
    await waitOnExecutionContext(ctx);
    // And the consumer does not deliver locally there: the e-mail waits for a mail API.
    const id = await queued({ subject: 'Pas de boîte locale' });
    expect(await consume(id, deployed)).toEqual([false]);
  });

  it('leaves delivery to the mail API when one is configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const id = await queued({ subject: 'Par le service d’envoi' });
    await consume(id, { ...LOCAL, MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'cle' });
    expect(fetchSpy).toHaveBeenCalledOnce();
    const inbox = await env.DB.prepare('SELECT COUNT(*) AS n FROM local_inbox WHERE subject = ?')
      .bind('Par le service d’envoi')
      .first<number>('n');
    expect(inbox).toBe(0);
  });
});
