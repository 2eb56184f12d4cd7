import type { Env } from '../env';
import type { MailJob } from '../mail/mail-job';
import { cronRunFinished, cronRunStarted } from '../provider/site/public';
import { SCHEDULED_JOB } from './cron-job';
import { runCustomHostnameRefresh } from './custom-hostname-refresh';
import { sweepStuckMail } from './mail-sweep';
import { runOrderMaintenance } from './order-maintenance';
import { expireGiftCards, sendDueGiftCards } from '../provider/gift-cards/public';
import { backUpDatabase } from '../provider/backup/public';
import { sendBookingReminders, sweepExpiredHolds } from '../provider/booking/public';
import { applyAllDueSchedules } from '../provider/publishing/public';

// The Worker's `scheduled` handler (wrangler.toml [triggers] crons): order maintenance, the
// gift cards due today and those expired, the appointments' reminders, the outbox sweep (stuck
// e-mails queued again or failed), then the customer domains still waiting, then the daily
// database copy.
// E-mails it writes or finds stuck are handed to the mail queue; if that fails they stay in the
// outbox and the next sweep finds them. A failing step never hides the others; each run is
// recorded (platform_cron_runs) for the health endpoint.

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

/** One step of a run: its failure is logged and named, and never stops the next steps. */
async function step(name: string, failures: string[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    failures.push(name);
    console.error(JSON.stringify({ event: `cron.${name}_failed`, error: String(error) }));
  }
}

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = Math.floor(controller.scheduledTime / 1000);
  // The run is recorded for the operators' health endpoint (last run, failed steps); a D1 that
  // cannot even take that record fails the run at once, which Cloudflare's Cron Events show.
  await cronRunStarted(env.DB, SCHEDULED_JOB, now);
  const failures: string[] = [];
  await step('orders', failures, async () => {
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
  });
  // Gift cards whose day has come go to their recipients (sent once).
  await step('gift_cards', failures, async () => {
    const cards = await sendDueGiftCards(env, now);
    await enqueueAll(env, cards.outboxIds);
    console.log(JSON.stringify({ event: 'cron.gift_cards', cron: controller.cron, sent: cards.sent }));
  });
  // The day-before reminders of appointments (sent once).
  await step('booking_reminders', failures, async () => {
    const reminders = await sendBookingReminders(env, now);
    await enqueueAll(env, reminders.outboxIds);
    console.log(
      JSON.stringify({ event: 'cron.booking_reminders', cron: controller.cron, sent: reminders.sent }),
    );
  });
  // Slots held for an online payment that never came (already free again): their rows go.
  await step('booking_holds', failures, async () => {
    const swept = await sweepExpiredHolds(env, now);
    console.log(JSON.stringify({ event: 'cron.booking_holds', cron: controller.cron, swept }));
  });
  // Cards past their last valid day: what is left on them is written off (an EXPIRY row).
  await step('gift_card_expiry', failures, async () => {
    const { expired } = await expireGiftCards(env.DB, now);
    console.log(JSON.stringify({ event: 'cron.gift_card_expiry', cron: controller.cron, expired }));
  });
  await step('mail_sweep', failures, async () => {
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
  });
  // Scheduled publications of sites nobody visited since they fell due (a visit applies them
  // itself, before it reads anything): bookkeeping only, visitors never wait for it.
  await step('publishing', failures, async () => {
    const done = await applyAllDueSchedules(env, controller.scheduledTime);
    console.log(JSON.stringify({ event: 'cron.publishing', cron: controller.cron, ...done }));
  });
  // Customer domains waiting for their custom hostname to be validated.
  await step('custom_hostnames', failures, async () => {
    const hosts = await runCustomHostnameRefresh(env);
    console.log(JSON.stringify({ event: 'cron.custom_hostnames', cron: controller.cron, ...hosts }));
  });
  // The day's copy of the database into the backup bucket (the first run of each UTC day), and
  // the copies past their 30 days deleted.
  await step('backup', failures, async () => {
    const backup = await backUpDatabase(env.DB, env.BACKUPS, now);
    console.log(JSON.stringify({ event: 'cron.backup', cron: controller.cron, ...backup }));
  });
  await cronRunFinished(env.DB, SCHEDULED_JOB, Math.floor(Date.now() / 1000), failures);
  // A failed step fails the invocation too, so Cloudflare's Cron Events and notifications see it.
  if (failures.length > 0) throw new Error(`cron steps failed: ${failures.join(', ')}`);
}
