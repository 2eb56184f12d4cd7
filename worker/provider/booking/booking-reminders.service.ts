import type { Env } from '../../env';
import { loadMailSite, mailSiteIn, type MailSite } from '../../mail/layout/mail-site';
import { sitePrimaryOrigin } from '../site/public';
import { remindersDue } from './booking-appointment-list.repository';
import { queueReminder } from './booking-appointments.repository';
import { locationOfRow, mailFacts, manageUrl } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import { clientAppointmentEmail } from './booking-email';
import { manageToken } from './booking-token';

// The reminder e-mail, sent by the cron the day before: to each confirmed appointment starting
// within 24 hours, once (the appointment is marked in the same batch as its e-mail), never to
// one booked less than 24 hours before its start (its confirmation is fresh).

const BATCH = 200;

export async function sendBookingReminders(
  env: Pick<Env, 'DB' | 'SENDER_KEY_SECRET'>,
  nowSeconds: number,
): Promise<{ sent: number; outboxIds: { siteId: number; outboxId: number }[] }> {
  const report = { sent: 0, outboxIds: [] as { siteId: number; outboxId: number }[] };
  const due = await remindersDue(env.DB, nowSeconds * 1000, BATCH);
  const sites = new Map<number, Promise<{ site: MailSite; settings: Map<string, string> }>>();
  const siteOf = (siteId: number) => {
    let found = sites.get(siteId);
    if (!found) {
      found = (async () => {
        const origin = await sitePrimaryOrigin(env.DB, siteId, null);
        const [site, settings] = await Promise.all([
          loadMailSite(env.DB, siteId, origin, null),
          loadSettings(env.DB, siteId),
        ]);
        return { site, settings };
      })();
      sites.set(siteId, found);
    }
    return found;
  };
  for (const { siteId, row } of due) {
    const { site: defaultSite, settings } = await siteOf(siteId);
    const site = mailSiteIn(defaultSite, row.locale);
    const url = manageUrl(
      site,
      row.reference,
      await manageToken(env.SENDER_KEY_SECRET, siteId, row.reference),
    );
    const email = clientAppointmentEmail(
      'reminder',
      site,
      mailFacts(row, locationOfRow(site.locale, row, settings)),
      { manageUrl: url },
      null,
    );
    const ids = await queueReminder(env.DB, siteId, row.id, email);
    if (ids.length > 0) report.sent += 1;
    report.outboxIds.push(...ids.map((outboxId) => ({ siteId, outboxId })));
  }
  return report;
}
