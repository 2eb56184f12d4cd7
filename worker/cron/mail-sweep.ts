import { MAIL_MAX_ATTEMPTS, MAIL_STUCK_AFTER_MINUTES } from '../../src/domain/site/mail-delivery';
import type { Env } from '../env';
import type { MailJob } from '../mail/mail-job';
import { outboxSiteIds, sweepStuckOutbox } from '../provider/shared/public';

// The Cron Trigger's sweep of the outbox, site by site: a PENDING e-mail nobody has touched for
// MAIL_STUCK_AFTER_MINUTES is not in the queue any more (handing it over failed after the
// response, or its message was lost). It is handed to the queue again while it has tries left,
// and marked FAILED past them, so « Renvoyer » is offered instead of « encore en file d'envoi ».
// At most ROWS_PER_SITE per site and run; the next run takes the rest.

const ROWS_PER_SITE = 100;
const GAVE_UP = "Resté en file d'envoi sans réponse après toutes les tentatives.";

export interface MailSweepReport {
  requeued: MailJob[];
  failed: number;
}

/** One sweep at `now` (unix seconds); the jobs it returns are for the caller to queue. */
export async function sweepStuckMail(env: Env, now: number): Promise<MailSweepReport> {
  const report: MailSweepReport = { requeued: [], failed: 0 };
  const before = now - MAIL_STUCK_AFTER_MINUTES * 60;
  for (const siteId of await outboxSiteIds(env.DB)) {
    const swept = await sweepStuckOutbox(env.DB, siteId, {
      before,
      now,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      limit: ROWS_PER_SITE,
      reason: GAVE_UP,
    });
    report.failed += swept.failed;
    report.requeued.push(...swept.requeued.map((outboxId) => ({ siteId, outboxId })));
  }
  return report;
}
