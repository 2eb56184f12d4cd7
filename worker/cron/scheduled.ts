import type { Env } from '../env';
import type { MailJob } from '../mail/mail-job';
import { runCustomHostnameRefresh } from './custom-hostname-refresh';
import { sweepStuckMail } from './mail-sweep';
import { runOrderMaintenance } from './order-maintenance';

// The Worker's `scheduled` handler (wrangler.toml [triggers] crons): order maintenance, the
// outbox sweep (stuck e-mails queued again or failed), then the customer domains still waiting.
// E-mails it writes or finds stuck are handed to the mail queue; if that fails they stay in the
// outbox and the next sweep finds them. A failing step never hides the others.

async function enqueueAll(env: Env, jobs: readonly MailJob[]): Promise<void> {
  const queue = env.MAIL_QUEUE;
  if (!queue || jobs.length === 0) return;
  await Promise.all(
    jobs.map((job) =>
      queue.send(job).catch((error: unknown) => {
        console.error(
          JSON.stringify({ event: 'cron.mail_enqueue_failed', outboxId: job.outboxId, error: String(error) }),
        );
      }),
    ),
  );
}

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = Math.floor(controller.scheduledTime / 1000);
  const report = await runOrderMaintenance(env, now);
  await enqueueAll(env, report.outboxIds);
  console.log(
    JSON.stringify({
      event: 'cron.orders',
      cron: controller.cron,
      cancelled: report.cancelled,
      reviewRequests: report.reviewRequests,
    }),
  );
  try {
    const swept = await sweepStuckMail(env, now);
    await enqueueAll(env, swept.requeued);
    console.log(
      JSON.stringify({
        event: 'cron.mail_sweep',
        cron: controller.cron,
        requeued: swept.requeued.length,
        failed: swept.failed,
      }),
    );
  } catch (error) {
    console.error(JSON.stringify({ event: 'cron.mail_sweep_failed', error: String(error) }));
  }
  // Customer domains waiting for their custom hostname (issue 25).
  try {
    const hosts = await runCustomHostnameRefresh(env);
    console.log(JSON.stringify({ event: 'cron.custom_hostnames', cron: controller.cron, ...hosts }));
  } catch (error) {
    console.error(JSON.stringify({ event: 'cron.custom_hostnames_failed', error: String(error) }));
  }
}
