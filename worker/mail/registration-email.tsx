import { frenchDateTime } from '../../src/domain/french-date';
import type { Element, ElementList } from '../../src/schema/element';
import { Details, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The confirmation a visitor receives for a registration to a workshop or a visit; replying
// writes to the business.

export interface RegistrationMailInput {
  firstname: string;
  lastname: string;
  email: string;
  seats: number;
}

interface RegistrationProps {
  registration: RegistrationMailInput;
  element: Element;
  list: ElementList;
  site: MailSite;
}

const subjectOf = (element: Element) => `Inscription confirmée : ${element.title}`;
function recorded({ registration, element, list }: RegistrationProps): string {
  const places = registration.seats > 1 ? `${registration.seats} places` : '1 place';
  return `Votre inscription est enregistrée : ${places} pour « ${element.title} » (${list.title}).`;
}
function detailRows(element: Element): [string, string][] {
  const rows: [string, string][] = [];
  if (element.startsAt) rows.push(['Date', frenchDateTime(element.startsAt)]);
  if (element.location) rows.push(['Lieu', element.location]);
  if (element.price) rows.push(['Tarif', element.price]);
  return rows;
}
const REPLY = 'Pour toute question ou pour annuler, répondez simplement à cet e-mail.';

export function RegistrationEmail(props: RegistrationProps) {
  const rows = detailRows(props.element);
  return (
    <EmailLayout site={props.site} title={subjectOf(props.element)} preview={recorded(props)}>
      <Paragraph>Bonjour {props.registration.firstname},</Paragraph>
      <Paragraph>{recorded(props)}</Paragraph>
      {rows.length > 0 ? <Details rows={rows} /> : null}
      <Paragraph>{REPLY}</Paragraph>
      <Signature site={props.site} />
    </EmailLayout>
  );
}

export function registrationEmail(
  registration: RegistrationMailInput,
  element: Element,
  list: ElementList,
  site: MailSite,
): OutboxEmail {
  const props = { registration, element, list, site };
  return composeEmail({
    to: registration.email,
    replyTo: site.replyTo,
    subject: subjectOf(element),
    html: <RegistrationEmail {...props} />,
    text: textEmail(site, [
      `Bonjour ${registration.firstname},`,
      [recorded(props), ...detailRows(element).map(([label, value]) => `${label} : ${value}`)],
      REPLY,
    ]),
  });
}
