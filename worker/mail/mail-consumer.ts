import { readConfig } from '../config';
import type { Env } from '../env';
import {
  findOutboxEmail,
  markOutboxEmail,
  markOutboxSent,
  outboxAttachments,
} from '../provider/shared/public';
import { findAnsweringHosts, parameterValues } from '../provider/site/public';
import type { MailJob } from './mail-job';
import { fromHeader } from './mail-sender';

// Sends outbox e-mails through an HTTP mail API (a Resend-style JSON endpoint configured by
// MAIL_API_URL and the MAIL_API_KEY secret). Without them the row stays PENDING and the job
// is retried by the queue, so nothing is lost while a site is being set up. The API receives
// the HTML part and its plain-text alternative (multipart/alternative on the wire), and the
// e-mail's files as base64 attachments.

async function send(env: Env, job: MailJob): Promise<'SENT' | 'RETRY'> {
  const email = await findOutboxEmail(env.DB, job.siteId, job.outboxId);
  if (!email || email.status === 'SENT') return 'SENT';
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
    console.warn(JSON.stringify({ event: 'mail.not_configured', outboxId: job.outboxId }));
    return 'RETRY';
  }
  const [sender, hosts] = await Promise.all([
    parameterValues(env.DB, job.siteId, ['SENDER_MAIL_NAME', 'SENDER_MAIL_ADDRESS']),
    findAnsweringHosts(env.DB, job.siteId),
  ]);
  const from = fromHeader({
    name: sender.get('SENDER_MAIL_NAME') ?? null,
    address: sender.get('SENDER_MAIL_ADDRESS') ?? null,
    ownHosts: hosts.filter((host) => host.kind === 'PROD').map((host) => host.host),
    platformAddress: readConfig(env).mailFromAddress,
  });
  const attachments = outboxAttachments(email.attachments).map((file) => ({
    filename: file.filename,
    content: file.content,
    content_type: file.contentType,
  }));
  const response = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.MAIL_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      from,
      to: [email.to_address],
      reply_to: email.reply_to ?? undefined,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body ?? undefined,
      headers: email.headers ? (JSON.parse(email.headers) as Record<string, string>) : undefined,
      attachments: attachments.length > 0 ? attachments : undefined,
    }),
  });
  if (!response.ok) {
    await markOutboxEmail(env.DB, job.siteId, job.outboxId, 'FAILED');
    return 'RETRY';
  }
  // A secret-carrying body (a reset link) is blanked in the stored copy now that it is sent.
  await markOutboxSent(env.DB, job.siteId, email);
  return 'SENT';
}

export async function consumeMail(batch: MessageBatch<MailJob>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await send(env, message.body).catch((error: unknown) => {
      console.error(JSON.stringify({ event: 'mail.send_failed', error: String(error) }));
      return 'RETRY' as const;
    });
    if (outcome === 'SENT') message.ack();
    else message.retry({ delaySeconds: 300 });
  }
}
