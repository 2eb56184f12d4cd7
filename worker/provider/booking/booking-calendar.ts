import { bookingWords } from '../../../src/domain/booking/booking-words';
import { calendarBase64, calendarText } from '../../../src/domain/booking/icalendar';
import { localisedPath } from '../../../src/domain/shared/locale';
import { loadMailSite, type MailSite } from '../../mail/layout/mail-site';
import { sitePrimaryOrigin } from '../site/public';
import type { ServiceContext } from '../shared/service-context';
import type { OutboxAttachment } from '../shared/outbox.repository';
import type { MailAppointment } from './booking-email';
import type { AppointmentRow } from './booking-appointments.repository';
import { serviceNameOf } from './booking-rules';

// What an appointment's e-mails and calendar files say: the place, the manage link, the
// calendar file itself (RFC 5545) and the address the owner reads.

export function locationText(
  ctx: { locale: string },
  row: { location_kind: string },
  settings: Map<string, string>,
  address: string | null,
) {
  const w = bookingWords(ctx.locale);
  if (row.location_kind === 'HOME') return address ? `${w.atHome} : ${address}` : w.atHome;
  if (row.location_kind === 'COMPANY') return address ? `${w.atCompany} : ${address}` : w.atCompany;
  const office = (settings.get('COMPANY_HEAD_OFFICE') ?? '').trim();
  return office || w.atPractice;
}

export function locationOfRow(locale: string, row: AppointmentRow, settings: Map<string, string>) {
  return locationText({ locale: row.locale ?? locale }, row, settings, row.address);
}

export async function mailSite(ctx: ServiceContext): Promise<MailSite> {
  const origin = await sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin);
  return loadMailSite(ctx.db, ctx.site.id, origin, ctx.scope.locale);
}

export function manageUrl(site: MailSite, reference: string, token: string): string {
  return `${site.origin}${localisedPath(`/rendez-vous/gerer/${reference}`, site.locale, site.defaultLocale)}?token=${token}`;
}

export interface CalendarFacts {
  reference: string;
  serviceName: string;
  start: Date;
  end: Date;
  location: string;
  sequence: number;
  cancelled: boolean;
}

/** The appointment's calendar file (the e-mail's attachment, the manage page's download). */
export function appointmentCalendar(site: MailSite, facts: CalendarFacts, url: string, now: Date): string {
  const host = URL.canParse(site.origin) ? new URL(site.origin).host : 'booking';
  const en = site.locale.startsWith('en');
  return calendarText({
    name: site.name || host,
    method: facts.cancelled ? 'CANCEL' : 'PUBLISH',
    events: [
      {
        uid: `${facts.reference}@${host}`,
        start: facts.start,
        end: facts.end,
        stamp: now,
        summary: site.name ? `${facts.serviceName} · ${site.name}` : facts.serviceName,
        description: `${en ? 'Move or cancel' : 'Déplacer ou annuler'} : ${url}`,
        location: facts.location,
        url,
        status: facts.cancelled ? 'CANCELLED' : 'CONFIRMED',
        sequence: facts.sequence,
      },
    ],
  });
}

export const calendarAttachment = (reference: string, text: string): OutboxAttachment => ({
  filename: `${reference}.ics`,
  contentType: 'text/calendar; charset=utf-8',
  content: calendarBase64(text),
});

export function siteAddress(settings: Map<string, string>): string {
  // The owner reads the contact address (the sender address is often a no-reply one).
  return (settings.get('COMPANY_EMAIL') ?? '').trim() || (settings.get('SENDER_MAIL_ADDRESS') ?? '').trim();
}

export function mailFacts(
  row: AppointmentRow,
  location: string,
  start = new Date(row.start_ms),
): MailAppointment {
  return {
    reference: row.reference,
    // The client's language: mailFacts feeds the client's e-mails (the site's take service_name).
    serviceName: serviceNameOf(row, row.locale),
    start,
    places: row.places,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    message: row.message,
    location,
  };
}
