import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { MailJob } from './mail-job';

/** Hands an outbox row to the mail queue after the response; the row stays if this fails. */
export function enqueueEmail(c: Context<AppEnv>, job: MailJob): void {
  const queue = c.env.MAIL_QUEUE;
  if (!queue) return;
  c.executionCtx.waitUntil(
    queue.send(job).catch((error: unknown) => {
      console.error(
        JSON.stringify({ requestId: c.var.requestId, event: 'mail.enqueue_failed', error: String(error) }),
      );
    }),
  );
}
