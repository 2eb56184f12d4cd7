import type { MessageInput } from '../../src/schema/message';
import { ButtonLink, Details, Paragraph, Quote, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The contact form's two e-mails: the owner's notification (replying answers the visitor) and
// the visitor's acknowledgement.

interface MessageProps {
  message: MessageInput;
  site: MailSite;
}

const intro = (site: MailSite) =>
  `Nouveau message reçu depuis le formulaire de contact${site.name ? ` de ${site.name}` : ''}.`;
const sender = (message: MessageInput) => `${message.firstname} ${message.lastname} <${message.email}>`;
function senderRows(message: MessageInput): [string, string][] {
  return [
    ['De', sender(message)],
    ...(message.phone ? [['Téléphone', message.phone] as [string, string]] : []),
    ['Objet', message.subject],
  ];
}

export function MessageNotificationEmail({ message, site }: MessageProps) {
  return (
    <EmailLayout site={site} title={`[Contact] ${message.subject}`} preview={intro(site)}>
      <Paragraph>{intro(site)}</Paragraph>
      <Details rows={senderRows(message)} />
      <Quote>{message.body}</Quote>
      <Paragraph>Répondez à cet e-mail pour écrire directement à {message.firstname}.</Paragraph>
    </EmailLayout>
  );
}

/** To the site's address; the subject is the visitor's, made single-line when queued. */
export function messageEmail(message: MessageInput, to: string, site: MailSite): OutboxEmail {
  return composeEmail({
    to,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}`,
    html: <MessageNotificationEmail message={message} site={site} />,
    text: textEmail(
      site,
      [intro(site), senderRows(message).map(([label, value]) => `${label} : ${value}`), message.body],
      false,
    ),
  });
}

// The acknowledgement goes to an address anyone can type: it repeats nothing the visitor
// wrote (no subject, no body), so the form cannot be used to send someone else a chosen text.
const ACK_SUBJECT = 'Nous avons bien reçu votre message';
const received = (site: MailSite) =>
  `Merci de nous avoir écrit${site.name ? `, votre message est bien parvenu à ${site.name}` : ' : votre message est bien arrivé'}. Nous vous répondrons dans les meilleurs délais.`;
const NOT_YOU = "Si vous n'avez écrit à personne, ignorez simplement cet e-mail.";

export function MessageAcknowledgementEmail({ message, site }: MessageProps) {
  return (
    <EmailLayout site={site} title={ACK_SUBJECT} preview={received(site)}>
      <Paragraph>Bonjour {message.firstname},</Paragraph>
      <Paragraph>{received(site)}</Paragraph>
      <ButtonLink site={site} href={`${site.origin}/`}>
        Revenir sur le site
      </ButtonLink>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function messageAcknowledgementEmail(message: MessageInput, site: MailSite): OutboxEmail {
  return composeEmail({
    to: message.email,
    replyTo: site.replyTo,
    subject: ACK_SUBJECT,
    html: <MessageAcknowledgementEmail message={message} site={site} />,
    text: textEmail(site, [`Bonjour ${message.firstname},`, received(site), NOT_YOU]),
  });
}
