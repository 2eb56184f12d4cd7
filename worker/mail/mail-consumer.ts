import {
  MAIL_MAX_ATTEMPTS,
  mailFailureReason,
  mailRetryDelaySeconds,
  mailStatusIsTransient,
} from '../../src/domain/site/mail-delivery';
import { readConfig } from '../config';
import type { Env } from '../env';
import {
  deliverToLocalInbox,
  failOutboxEmail,
  findOutboxEmail,
  markOutboxSent,
  outboxAttachments,
  recordOutboxFailure,
} from '../provider/shared/public';
import { findAnsweringHosts, parameterValues, senderDomainVerified } from '../provider/site/public';
import type { MailJob } from './mail-job';
import { deliversLocally } from './local-inbox';
import { mailSender } from './mail-sender';

// Sends outbox e-mails through an HTTP mail API (a Resend-style JSON endpoint configured by
// MAIL_API_URL and the MAIL_API_KEY secret). The API receives the HTML part and its plain-text
// alternative (multipart/alternative on the wire), and the e-mail's files as base64 attachments.
// A try that fails is counted on the row with its reason (src/domain/site/mail-delivery.ts):
// - a passing failure (no mail API configured yet, a timeout, 429, 5xx, a network error) is
//   retried with a doubling delay, until MAIL_MAX_ATTEMPTS tries, then the row is FAILED;
// - a refusal that will not change (an invalid address, an unverified sender) is FAILED at once;
// - a message the consumer itself cannot handle (D1 down) is retried by the queue up to
//   max_retries, then goes to the dead-letter queue, whose consumer marks the row FAILED
//   (consumeDeadMail below). A FAILED row can be resent from the sent-mail screen.

type Outcome = { kind: 'DONE' } | { kind: 'RETRY'; attempts: number };

async function failed(env: Env, job: MailJob, reason: string, final: boolean): Promise<Outcome> {
  const row = await recordOutboxFailure(env.DB, job.siteId, job.outboxId, {
    reason: mailFailureReason(reason),
    final,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  console.warn(
    JSON.stringify({
      event: row?.status === 'FAILED' ? 'mail.failed' : 'mail.retry',
      siteId: job.siteId,
      outboxId: job.outboxId,
      attempts: row?.attempts,
    }),
  );
  return row?.status === 'PENDING' ? { kind: 'RETRY', attempts: row.attempts } : { kind: 'DONE' };
}

function deliver(url: string, key: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function send(env: Env, job: MailJob): Promise<Outcome> {
  const email = await findOutboxEmail(env.DB, job.siteId, job.outboxId);
  if (!email || email.status !== 'PENDING') return { kind: 'DONE' };
  const local = deliversLocally(env);
  if (!local && (!env.MAIL_API_URL || !env.MAIL_API_KEY)) {
    return failed(env, job, "Service d'envoi non configuré (MAIL_API_URL et MAIL_API_KEY).", false);
  }
  const [sender, hosts] = await Promise.all([
    parameterValues(env.DB, job.siteId, ['SENDER_MAIL_NAME', 'SENDER_MAIL_ADDRESS']),
    findAnsweringHosts(env.DB, job.siteId),
  ]);
  const address = sender.get('SENDER_MAIL_ADDRESS') ?? null;
  const { from, replyTo } = mailSender({
    name: sender.get('SENDER_MAIL_NAME') ?? null,
    address,
    ownHosts: hosts.filter((host) => host.kind === 'PROD').map((host) => host.host),
    platformAddress: readConfig(env).mailFromAddress,
    domainVerified: await senderDomainVerified(env.DB, job.siteId, address),
  });
  if (local || !env.MAIL_API_URL || !env.MAIL_API_KEY) {
    // A development machine without a mail API: the e-mail lands in the local inbox (/inbox on
    // the admin host), full text included, and counts as sent.
    await deliverToLocalInbox(
      env.DB,
      job.siteId,
      { ...email, reply_to: email.reply_to ?? replyTo },
      from,
      Math.floor(Date.now() / 1000),
    );
    await markOutboxSent(env.DB, job.siteId, email);
    console.log(JSON.stringify({ event: 'mail.local_inbox', siteId: job.siteId, outboxId: job.outboxId }));
    return { kind: 'DONE' };
  }
  const attachments = outboxAttachments(email.attachments).map((file) => ({
    filename: file.filename,
    content: file.content,
    content_type: file.contentType,
  }));
  let response: Response;
  try {
    response = await deliver(env.MAIL_API_URL, env.MAIL_API_KEY, {
      from,
      to: [email.to_address],
      reply_to: email.reply_to ?? replyTo ?? undefined,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body ?? undefined,
      headers: email.headers ? (JSON.parse(email.headers) as Record<string, string>) : undefined,
      attachments: attachments.length > 0 ? attachments : undefined,
    });
  } catch (error) {
    return failed(env, job, `Service d'envoi injoignable : ${String(error)}`, false);
  }
  if (!response.ok) {
    const answer = await response.text().catch(() => '');
    const reason = `Refusé par le service d'envoi (HTTP ${response.status})${answer ? ` : ${answer}` : ''}`;
    return failed(env, job, reason, !mailStatusIsTransient(response.status));
  }
  // A secret-carrying body (a reset link) is blanked in the stored copy now that it is sent.
  await markOutboxSent(env.DB, job.siteId, email);
  return { kind: 'DONE' };
}

export async function consumeMail(batch: MessageBatch<MailJob>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      const outcome = await send(env, message.body);
      if (outcome.kind === 'DONE') message.ack();
      else message.retry({ delaySeconds: mailRetryDelaySeconds(outcome.attempts) });
    } catch (error) {
      // The row could not even be read or counted: the queue retries the message (max_retries
      // in wrangler.toml), then hands it to the dead-letter queue.
      console.error(JSON.stringify({ event: 'mail.consumer_failed', error: String(error) }));
      message.retry({ delaySeconds: mailRetryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * The dead-letter queue's consumer: a message the mail queue gave up on. Its row, if still
 * PENDING, becomes FAILED with that reason, so « Renvoyer » is offered at once.
 */
export async function consumeDeadMail(batch: MessageBatch<MailJob>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    try {
      await failOutboxEmail(
        env.DB,
        job.siteId,
        job.outboxId,
        "Abandonné par la file d'envoi après plusieurs tentatives sans réponse.",
      );
      console.warn(JSON.stringify({ event: 'mail.dead_letter', siteId: job.siteId, outboxId: job.outboxId }));
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ event: 'mail.dead_letter_failed', error: String(error) }));
      message.retry();
    }
  }
}
