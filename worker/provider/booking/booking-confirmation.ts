import { mailSiteIn } from '../../mail/layout/mail-site';
import type { OutboxEmail } from '../shared/outbox.repository';
import type { ServiceContext } from '../shared/service-context';
import type { AppointmentDraft } from './booking-appointments.repository';
import {
  appointmentCalendar,
  calendarAttachment,
  locationText,
  mailSite,
  manageUrl,
  siteAddress,
} from './booking-calendar';
import { clientAppointmentEmail, siteAppointmentEmail, type MailAppointment } from './booking-email';
import { translated, type BookingDeps } from './booking-rules';
import { manageToken } from './booking-token';

// The e-mails of a new appointment, to the client (in their language, with its calendar file
// and the manage link) and to the site (in the site's own language): written with the
// appointment, at booking time or, for a slot paid online, when the payment arrives.

export async function confirmationEmails(
  ctx: ServiceContext,
  deps: BookingDeps,
  draft: AppointmentDraft,
  settings: Map<string, string>,
  now: Date,
): Promise<{ emails: OutboxEmail[]; manageUrl: string }> {
  const { reference, service } = draft;
  const site = mailSiteIn(await mailSite(ctx), draft.locale);
  const token = await manageToken(deps.secret, ctx.site.id, reference);
  const url = manageUrl(site, reference, token);
  const start = new Date(draft.startMs);
  const name = translated(service, draft.locale).name;
  const location = locationText(site, service, settings, draft.address);
  const facts: MailAppointment = {
    reference,
    serviceName: name,
    start,
    places: draft.places,
    firstname: draft.firstname,
    lastname: draft.lastname,
    email: draft.email,
    phone: draft.phone,
    message: draft.message,
    location,
  };
  const calendar = appointmentCalendar(
    site,
    {
      reference,
      serviceName: name,
      start,
      end: new Date(draft.endMs),
      location,
      sequence: 0,
      cancelled: false,
    },
    url,
    now,
  );
  const emails: OutboxEmail[] = [
    clientAppointmentEmail(
      'booked',
      site,
      facts,
      { manageUrl: url },
      calendarAttachment(reference, calendar),
    ),
  ];
  const to = siteAddress(settings);
  if (to)
    emails.push(
      siteAppointmentEmail(
        'booked',
        mailSiteIn(site, site.defaultLocale),
        { ...facts, serviceName: service.name },
        to,
      ),
    );
  return { emails, manageUrl: url };
}
