import { appointmentWhen, bookingPrice } from '../../../src/domain/booking/booking-words';
import { localisedPath } from '../../../src/domain/shared/locale';
import { ButtonLink, Details, Paragraph, Signature } from '../../mail/layout/blocks';
import { EmailLayout } from '../../mail/layout/EmailLayout';
import type { MailSite } from '../../mail/layout/mail-site';
import { composeEmail } from '../../mail/layout/render-email';
import { textEmail } from '../../mail/layout/text';
import type { OutboxEmail } from '../shared/outbox.repository';
import type { MailAppointment } from './booking-email';

// The client's e-mail when a booking's online payment goes back: paid after its hold expired
// while someone else took the slot (no appointment), paid after the cron released the expired
// hold altogether (no appointment either), or a paid appointment cancelled in time.
// It says what went back where: to the bank card (Stripe takes a few days), to the gift cards
// (at once). In the client's language, the site's layout, like the other booking e-mails.

type RefundReason = 'LATE' | 'RELEASED' | 'CANCELLED';

export interface RefundFacts {
  reason: RefundReason;
  /** What Stripe refunds to the bank card (0 when none). */
  cardCents: number;
  /** What went back to the gift cards (0 when none). */
  giftCardCents: number;
}

const english = (site: MailSite) => site.locale.startsWith('en');

function texts(site: MailSite, appointment: MailAppointment, reason: RefundReason) {
  const when = appointmentWhen(appointment.start, site.locale);
  if (english(site)) {
    if (reason === 'RELEASED')
      return {
        subject: `Payment refunded: the time ${when} was released`,
        lead: 'Your payment arrived long after the 15 minutes the time was kept for you, so the time was released: your appointment is not booked, and everything you paid is refunded.',
        again: 'Choose another time',
      };
    return reason === 'LATE'
      ? {
          subject: `Payment refunded: the time ${when} was no longer free`,
          lead: 'Your payment arrived after the 15 minutes the time was kept for you, and someone else booked it meanwhile: your appointment could not be confirmed, and everything you paid is refunded.',
          again: 'Choose another time',
        }
      : {
          subject: `Cancelled appointment refunded: ${when}`,
          lead: 'Your appointment below is cancelled and what you paid online is refunded.',
          again: 'Book another appointment',
        };
  }
  if (reason === 'RELEASED')
    return {
      subject: `Paiement remboursé : le créneau du ${when} a été libéré`,
      lead: 'Votre paiement est arrivé bien après les 15 minutes pendant lesquelles le créneau vous était gardé : le créneau a été libéré, votre rendez-vous n’est pas réservé et tout ce que vous avez payé vous est remboursé.',
      again: 'Choisir un autre horaire',
    };
  return reason === 'LATE'
    ? {
        subject: `Paiement remboursé : le créneau du ${when} n’était plus libre`,
        lead: 'Votre paiement est arrivé après les 15 minutes pendant lesquelles le créneau vous était gardé, et il a été réservé entre-temps : votre rendez-vous n’a pas pu être confirmé, tout ce que vous avez payé vous est remboursé.',
        again: 'Choisir un autre horaire',
      }
    : {
        subject: `Rendez-vous annulé et remboursé : ${when}`,
        lead: 'Votre rendez-vous ci-dessous est annulé et ce que vous avez réglé en ligne vous est remboursé.',
        again: 'Prendre un autre rendez-vous',
      };
}

function rows(site: MailSite, appointment: MailAppointment, refund: RefundFacts): [string, string][] {
  const en = english(site);
  const money = (cents: number) => bookingPrice(cents, site.locale);
  return [
    [en ? 'Service' : 'Prestation', appointment.serviceName],
    [en ? 'When' : 'Date', appointmentWhen(appointment.start, site.locale)],
    [en ? 'Reference' : 'Référence', appointment.reference],
    ...(refund.cardCents > 0
      ? [
          [
            en ? 'Refunded to your bank card' : 'Remboursé sur votre carte bancaire',
            en
              ? `${money(refund.cardCents)} (shown on your account within 5 to 10 days)`
              : `${money(refund.cardCents)} (visible sur votre compte sous 5 à 10 jours)`,
          ] as [string, string],
        ]
      : []),
    ...(refund.giftCardCents > 0
      ? [
          [
            en ? 'Given back to your gift card' : 'Rendu à votre carte cadeau',
            money(refund.giftCardCents),
          ] as [string, string],
        ]
      : []),
  ];
}

export function refundEmail(site: MailSite, appointment: MailAppointment, refund: RefundFacts): OutboxEmail {
  const t = texts(site, appointment, refund.reason);
  const hello = english(site) ? `Hello ${appointment.firstname},` : `Bonjour ${appointment.firstname},`;
  const bookUrl = `${site.origin}${localisedPath('/rendez-vous', site.locale, site.defaultLocale)}`;
  const details = rows(site, appointment, refund);
  return composeEmail({
    to: appointment.email,
    replyTo: site.replyTo,
    subject: t.subject,
    html: (
      <EmailLayout site={site} title={t.subject} preview={t.lead}>
        <Paragraph>{hello}</Paragraph>
        <Paragraph>{t.lead}</Paragraph>
        <Details rows={details} />
        <ButtonLink site={site} href={bookUrl}>
          {t.again}
        </ButtonLink>
        <Signature site={site} />
      </EmailLayout>
    ),
    text: textEmail(site, [
      hello,
      t.lead,
      details.map(([label, value]) => `${label} : ${value}`),
      `${t.again} : ${bookUrl}`,
    ]),
  });
}
