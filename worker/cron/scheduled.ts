import type { Env } from '../env';
import { runCustomHostnameRefresh } from './custom-hostname-refresh';
import { runOrderMaintenance } from './order-maintenance';
import { sendDueGiftCards } from '../provider/gift-cards/public';

// The Worker's `scheduled` handler (wrangler.toml [triggers] crons): order maintenance, then
// the customer domains still waiting (issue 25). E-mails it writes to the outbox are handed to
// the mail queue; if that fails they stay in the outbox.

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const now = Math.floor(controller.scheduledTime / 1000);
  const report = await runOrderMaintenance(env, now);
  // Gift cards whose day has come go to their recipients (sent once); a failure here must not
  // hold back the orders' e-mails above.
  const cards = await sendDueGiftCards(env, now).catch((error: unknown) => {
    console.error(JSON.stringify({ event: 'cron.gift_cards_failed', error: String(error) }));
    return { sent: 0, outboxIds: [] };
  });
  const queue = env.MAIL_QUEUE;
  if (queue) {
    await Promise.all(
      [...report.outboxIds, ...cards.outboxIds].map((job) =>
        queue.send(job).catch((error: unknown) => {
          console.error(
            JSON.stringify({
              event: 'cron.mail_enqueue_failed',
              outboxId: job.outboxId,
              error: String(error),
            }),
          );
        }),
      ),
    );
  }
  console.log(
    JSON.stringify({
      event: 'cron.orders',
      cron: controller.cron,
      cancelled: report.cancelled,
      reviewRequests: report.reviewRequests,
      giftCardsSent: cards.sent,
    }),
  );
  // Customer domains waiting for their custom hostname (issue 25); a failure here must not
  // hide the orders' run above, which is already done.
  try {
    const hosts = await runCustomHostnameRefresh(env);
    console.log(JSON.stringify({ event: 'cron.custom_hostnames', cron: controller.cron, ...hosts }));
  } catch (error) {
    console.error(JSON.stringify({ event: 'cron.custom_hostnames_failed', error: String(error) }));
  }
}
