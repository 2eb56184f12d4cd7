import type { Element, ElementList } from '../../src/schema/content/element';
import { Details, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailT, type MailSite } from './layout/mail-site';
import { elementDateTime } from '../../src/ui/element/element-date';
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

// In the language of the request that registered (the site's MailSite carries it).
const subjectOf = (element: Element, site: MailSite) =>
  mailT(site).t('mail.registration.subject', { title: element.title });
function recorded({ registration, element, list, site }: RegistrationProps): string {
  return mailT(site).t('mail.registration.recorded', {
    seats: registration.seats,
    title: element.title,
    list: list.title,
  });
}
function detailRows(element: Element, site: MailSite): [string, string][] {
  const t = mailT(site);
  const rows: [string, string][] = [];
  if (element.startsAt) rows.push([t.t('mail.registration.date'), elementDateTime(element.startsAt, t)]);
  if (element.location) rows.push([t.t('mail.registration.place'), element.location]);
  if (element.price) rows.push([t.t('mail.registration.price'), element.price]);
  return rows;
}
const reply = (site: MailSite) => mailT(site).t('mail.registration.reply');

function RegistrationEmail(props: RegistrationProps) {
  const rows = detailRows(props.element, props.site);
  return (
    <EmailLayout site={props.site} title={subjectOf(props.element, props.site)} preview={recorded(props)}>
      <Paragraph>{mailT(props.site).t('mail.helloName', { name: props.registration.firstname })}</Paragraph>
      <Paragraph>{recorded(props)}</Paragraph>
      {rows.length > 0 ? <Details rows={rows} /> : null}
      <Paragraph>{reply(props.site)}</Paragraph>
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
    subject: subjectOf(element, site),
    html: <RegistrationEmail {...props} />,
    text: textEmail(site, [
      mailT(site).t('mail.helloName', { name: registration.firstname }),
      [recorded(props), ...detailRows(element, site).map(([label, value]) => `${label} : ${value}`)],
      reply(site),
    ]),
  });
}
