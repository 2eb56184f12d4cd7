import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_MAX_ATTEMPTS, MAIL_STUCK_AFTER_MINUTES } from '../../../src/domain/site/mail-delivery';
import type { OutboxMessage } from '../../../src/schema/site/email-outbox';
import { sweepStuckMail } from '../../../worker/cron/mail-sweep';
import worker from '../../../worker/index';
import { consumeDeadMail, consumeMail } from '../../../worker/mail/mail-consumer';
import type { MailJob } from '../../../worker/mail/mail-job';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { postJson } from '../support/http';

// Mail that arrives: bounded tries with a doubling delay, a refusal that will not change failed
// at once with its reason, the dead-letter queue's consumer, the Cron Trigger's sweep of stuck
// rows, and the resend from the sent-mail screen that a failed row always allows.

interface FakeMessage {
  body: MailJob;
  attempts: number;
  acked: boolean;
  retryDelay: number | null;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

function batchOf(jobs: MailJob[], queue = 'site-platform-mail') {
  const messages = jobs.map((body): FakeMessage => ({
    body,
    attempts: 1,
    acked: false,
    retryDelay: null,
    ack() {
      this.acked = true;
    },
    retry(options) {
      this.retryDelay = options?.delaySeconds ?? 0;
    },
  }));
  return { batch: { messages, queue } as unknown as MessageBatch<MailJob>, messages };
}

const configured = { ...env, MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'cle' };

async function queuedEmail(): Promise<MailJob> {
  const email = `livraison.${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const { status } = await postJson('/message', {
    firstname: 'Inès',
    lastname: 'Roche',
    email,
    subject: 'Un bon cadeau',
    body: 'Bonjour, proposez-vous des bons cadeaux pour un massage ?',
  });
  expect(status).toBe(201);
  const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE site_id = ? AND to_address = ?')
    .bind(MASSAGE_SITE_ID, email)
    .first<{ id: number }>();
  expect(row).not.toBeNull();
  return { siteId: MASSAGE_SITE_ID, outboxId: row?.id ?? 0 };
}

interface Row {
  status: string;
  attempts: number;
  failure_reason: string | null;
}
const rowOf = async (id: number) =>
  env.DB.prepare('SELECT status, attempts, failure_reason FROM email_outbox WHERE id = ?')
    .bind(id)
    .first<Row>();

/** Dates the row's creation and last activity `minutes` ago (what a stuck row looks like). */
const age = (id: number, minutes: number, attempts = 0) =>
  env.DB.prepare(
    `UPDATE email_outbox SET created_at = datetime('now', ?), last_activity_at = NULL, attempts = ? WHERE id = ?`,
  )
    .bind(`-${minutes} minutes`, attempts, id)
    .run();

const apiAnswers = (response: () => Response) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));

let owner: string;
beforeAll(async () => {
  owner = await adminLogin(ADMIN);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mail consumer’s bounded tries', () => {
  it('retries a passing failure with a doubling delay and fails the row at the last try, with the reason', async () => {
    const job = await queuedEmail();
    apiAnswers(() => new Response('Service indisponible', { status: 503 }));
    const delays: (number | null)[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const { batch, messages } = batchOf([job]);
      await consumeMail(batch, configured);
      delays.push(messages[0]?.retryDelay ?? null);
      if (attempt === MAIL_MAX_ATTEMPTS) expect(messages[0]?.acked).toBe(true);
    }
    expect(delays).toEqual([60, 120, 240, 480, null]);
    expect(await rowOf(job.outboxId)).toEqual({
      status: 'FAILED',
      attempts: MAIL_MAX_ATTEMPTS,
      failure_reason: "Refusé par le service d'envoi (HTTP 503) : Service indisponible",
    });
  });

  it('fails a refusal that will not change at once and does not retry it', async () => {
    const job = await queuedEmail();
    apiAnswers(() => Response.json({ message: 'Invalid `to` field' }, { status: 422 }));
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, configured);
    expect(messages[0]?.acked).toBe(true);
    expect(messages[0]?.retryDelay).toBeNull();
    const row = await rowOf(job.outboxId);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row?.failure_reason).toBe(
      'Refusé par le service d\'envoi (HTTP 422) : {"message":"Invalid `to` field"}',
    );
  });

  it('counts an unreachable mail API and a missing configuration as tries, with their reason', async () => {
    const job = await queuedEmail();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    const first = batchOf([job]);
    await consumeMail(first.batch, configured);
    expect(first.messages[0]?.retryDelay).toBe(60);
    expect(await rowOf(job.outboxId)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      failure_reason: "Service d'envoi injoignable : TypeError: Network connection lost.",
    });
    const second = batchOf([job]);
    await consumeMail(second.batch, { ...env, MAIL_API_URL: undefined, MAIL_API_KEY: undefined });
    expect(second.messages[0]?.retryDelay).toBe(120);
    expect((await rowOf(job.outboxId))?.failure_reason).toMatch(/non configuré.*MAIL_API_URL/);
  });

  it('leaves a failed row alone when its message comes back (no second send)', async () => {
    const job = await queuedEmail();
    await env.DB.prepare("UPDATE email_outbox SET status = 'FAILED' WHERE id = ?").bind(job.outboxId).run();
    const fetch = apiAnswers(() => new Response('{}'));
    const { batch, messages } = batchOf([job]);
    await consumeMail(batch, configured);
    expect(messages[0]?.acked).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the dead-letter queue', () => {
  it('marks the row of a message the queue gave up on FAILED with the reason, then « Renvoyer » queues a copy', async () => {
    const job = await queuedEmail();
    const { batch, messages } = batchOf([job], 'site-platform-mail-dlq');
    // Through the Worker's own queue handler, which tells the dead-letter queue by its name.
    await worker.queue(batch, env);
    expect(messages[0]?.acked).toBe(true);
    const row = await rowOf(job.outboxId);
    expect(row?.status).toBe('FAILED');
    expect(row?.failure_reason).toMatch(/Abandonné par la file/);

    const shown = await adminCall<OutboxMessage>('GET', `/admin/email/${job.outboxId}`, owner);
    expect(shown.body.data.failureReason).toMatch(/Abandonné par la file/);
    const resent = await adminCall<OutboxMessage>('POST', `/admin/email/${job.outboxId}/resend`, owner);
    expect(resent.status).toBe(201);
    expect(resent.body.data).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      failureReason: null,
      resentFrom: job.outboxId,
    });
  });

  it('never touches a row already sent', async () => {
    const job = await queuedEmail();
    await env.DB.prepare("UPDATE email_outbox SET status = 'SENT' WHERE id = ?").bind(job.outboxId).run();
    const { batch, messages } = batchOf([job], 'site-platform-mail-dlq');
    await consumeDeadMail(batch, env);
    expect(messages[0]?.acked).toBe(true);
    expect(await rowOf(job.outboxId)).toMatchObject({ status: 'SENT', failure_reason: null });
  });

  it('names another site’s row in vain: the message answers for its own site only', async () => {
    const job = await queuedEmail();
    const { batch } = batchOf([{ siteId: WINE_SITE_ID, outboxId: job.outboxId }], 'site-platform-mail-dlq');
    await consumeDeadMail(batch, env);
    expect((await rowOf(job.outboxId))?.status).toBe('PENDING');
  });
});

describe('the Cron Trigger’s sweep of stuck e-mails', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('queues a stuck row again, fails one past its tries, and leaves a recent one alone', async () => {
    const [stuck, exhausted, recent] = [await queuedEmail(), await queuedEmail(), await queuedEmail()];
    await age(stuck.outboxId, MAIL_STUCK_AFTER_MINUTES + 5, 2);
    await age(exhausted.outboxId, MAIL_STUCK_AFTER_MINUTES + 5, MAIL_MAX_ATTEMPTS);
    await age(recent.outboxId, MAIL_STUCK_AFTER_MINUTES - 5, 1);

    const report = await sweepStuckMail(env, now());
    expect(report.requeued).toContainEqual(stuck);
    expect(report.requeued).not.toContainEqual(exhausted);
    expect(report.requeued).not.toContainEqual(recent);
    expect(await rowOf(stuck.outboxId)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(await rowOf(exhausted.outboxId)).toMatchObject({ status: 'FAILED' });
    expect((await rowOf(exhausted.outboxId))?.failure_reason).toMatch(/toutes les tentatives/);
    expect(await rowOf(recent.outboxId)).toMatchObject({ status: 'PENDING', failure_reason: null });

    // Handed to the queue just now: the next run leaves it alone while it waits.
    expect((await sweepStuckMail(env, now())).requeued).not.toContainEqual(stuck);
    // The failed one can be resent at once.
    const resent = await adminCall('POST', `/admin/email/${exhausted.outboxId}/resend`, owner);
    expect(resent.status).toBe(201);
  });

  it('runs in the scheduled handler, which hands the stuck rows to the mail queue', async () => {
    const stuck = await queuedEmail();
    await age(stuck.outboxId, MAIL_STUCK_AFTER_MINUTES * 2, 0);
    const sent: MailJob[] = [];
    const queue = {
      send: (job: MailJob) => {
        sent.push(job);
        return Promise.resolve();
      },
    } as unknown as Queue<MailJob>;
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' });
    await worker.scheduled(controller, { ...env, MAIL_QUEUE: queue });
    expect(sent).toContainEqual(stuck);
  });
});
