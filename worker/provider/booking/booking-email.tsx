import { appointmentWhen } from '../../../src/domain/booking/booking-words';
import { ButtonLink, Details, Paragraph, Quote, Signature } from '../../mail/layout/blocks';
import { EmailLayout } from '../../mail/layout/EmailLayout';
import type { MailSite } from '../../mail/layout/mail-site';
import { composeEmail } from '../../mail/layout/render-email';
import { textEmail } from '../../mail/layout/text';
import type { OutboxAttachment, OutboxEmail } from '../shared/outbox.repository';

// The e-mails of an appointment: to the client (confirmation with the calendar file and the
// manage link, move, cancellation, reminder) in the appointment's language, and to the site in
// its default language. Everything the client typed is rendered as text by React (escaped).

export interface MailAppointment {
  reference: string;
  serviceName: string;
  start: Date;
  places: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
  location: string;
}

type Kind = 'booked' | 'moved' | 'cancelled' | 'reminder';

const english = (site: MailSite) => site.locale.startsWith('en');

function clientTexts(kind: Kind, site: MailSite, appointment: MailAppointment) {
  const when = appointmentWhen(appointment.start, site.locale);
  const name = site.name || (english(site) ? 'us' : 'nous');
  if (english(site)) {
    return {
      booked: {
        subject: `Appointment confirmed: ${when}`,
        lead: `Your appointment with ${name} is confirmed.`,
      },
      moved: {
        subject: `Appointment moved: ${when}`,
        lead: 'Your appointment has been moved to the time below.',
      },
      cancelled: { subject: `Appointment cancelled: ${when}`, lead: 'Your appointment below is cancelled.' },
      reminder: {
        subject: `Reminder: your appointment ${when}`,
        lead: `A reminder of your appointment with ${name}.`,
      },
    }[kind];
  }
  return {
    booked: {
      subject: `Rendez-vous confirmé : ${when}`,
      lead: `Votre rendez-vous avec ${name} est confirmé.`,
    },
    moved: {
      subject: `Rendez-vous déplacé : ${when}`,
      lead: 'Votre rendez-vous est déplacé à l’horaire ci-dessous.',
    },
    cancelled: { subject: `Rendez-vous annulé : ${when}`, lead: 'Votre rendez-vous ci-dessous est annulé.' },
    reminder: {
      subject: `Rappel : votre rendez-vous ${when}`,
      lead: `Un petit rappel de votre rendez-vous avec ${name}.`,
    },
  }[kind];
}

function rows(site: MailSite, appointment: MailAppointment): [string, string][] {
  const en = english(site);
  return [
    [en ? 'Service' : 'Prestation', appointment.serviceName],
    [en ? 'When' : 'Date', appointmentWhen(appointment.start, site.locale)],
    [en ? 'Where' : 'Lieu', appointment.location],
    ...(appointment.places > 1
      ? [[en ? 'People' : 'Personnes', String(appointment.places)] as [string, string]]
      : []),
    [en ? 'Reference' : 'Référence', appointment.reference],
  ];
}

export function clientAppointmentEmail(
  kind: Kind,
  site: MailSite,
  appointment: MailAppointment,
  links: { manageUrl: string; reason?: string | null },
  calendar: OutboxAttachment | null,
): OutboxEmail {
  const texts = clientTexts(kind, site, appointment);
  const en = english(site);
  const hello = en ? `Hello ${appointment.firstname},` : `Bonjour ${appointment.firstname},`;
  const manage = en ? 'Move or cancel' : 'Déplacer ou annuler';
  const reason = links.reason?.trim() ? links.reason.trim() : null;
  const email = composeEmail({
    to: appointment.email,
    replyTo: site.replyTo,
    subject: texts.subject,
    html: (
      <EmailLayout site={site} title={texts.subject} preview={texts.lead}>
        <Paragraph>{hello}</Paragraph>
        <Paragraph>{texts.lead}</Paragraph>
        <Details rows={rows(site, appointment)} />
        {reason ? <Quote>{reason}</Quote> : null}
        {kind === 'cancelled' ? null : (
          <ButtonLink site={site} href={links.manageUrl}>
            {manage}
          </ButtonLink>
        )}
        <Signature site={site} />
      </EmailLayout>
    ),
    text: textEmail(site, [
      hello,
      texts.lead,
      rows(site, appointment).map(([label, value]) => `${label} : ${value}`),
      reason,
      kind === 'cancelled' ? null : `${manage} : ${links.manageUrl}`,
    ]),
    secrets: [links.manageUrl],
  });
  return calendar ? { ...email, attachments: [calendar] } : email;
}

/** To the site: a new, moved or cancelled appointment, with the client's details. */
export function siteAppointmentEmail(
  kind: Exclude<Kind, 'reminder'>,
  site: MailSite,
  appointment: MailAppointment,
  to: string,
): OutboxEmail {
  const en = english(site);
  const when = appointmentWhen(appointment.start, site.locale);
  const title = en
    ? { booked: 'New appointment', moved: 'Appointment moved', cancelled: 'Appointment cancelled' }[kind]
    : { booked: 'Nouveau rendez-vous', moved: 'Rendez-vous déplacé', cancelled: 'Rendez-vous annulé' }[kind];
  const subject = `[${title}] ${appointment.serviceName} · ${when}`;
  const client: [string, string][] = [
    [en ? 'Client' : 'Client', `${appointment.firstname} ${appointment.lastname}`],
    [en ? 'E-mail' : 'E-mail', appointment.email],
    [en ? 'Phone' : 'Téléphone', appointment.phone],
  ];
  return composeEmail({
    to,
    replyTo: appointment.email,
    subject,
    html: (
      <EmailLayout site={site} title={subject} preview={title}>
        <Paragraph>{`${title} (${appointment.reference})`}</Paragraph>
        <Details rows={[...rows(site, appointment), ...client]} />
        {appointment.message ? <Quote>{appointment.message}</Quote> : null}
      </EmailLayout>
    ),
    text: textEmail(
      site,
      [
        `${title} (${appointment.reference})`,
        [...rows(site, appointment), ...client].map(([label, value]) => `${label} : ${value}`),
        appointment.message,
      ],
      false,
    ),
  });
}
