import type { MessageInput } from '../../src/schema/content/message';
import { ButtonLink, Details, Paragraph, Quote, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailLink, mailT, type MailSite } from './layout/mail-site';
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

function MessageNotificationEmail({ message, site }: MessageProps) {
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
// It is in the visitor's language (the request's); the owner's notification above stays in
// the site's default language (the caller gives it that site).
const received = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.ack.receivedNamed', { site: site.name })
    : mailT(site).t('mail.ack.received');
const ackGreeting = (message: MessageInput, site: MailSite) =>
  message.firstname
    ? mailT(site).t('mail.helloName', { name: message.firstname })
    : mailT(site).t('mail.hello');

function MessageAcknowledgementEmail({ message, site }: MessageProps) {
  const t = mailT(site);
  return (
    <EmailLayout site={site} title={t.t('mail.ack.subject')} preview={received(site)}>
      <Paragraph>{ackGreeting(message, site)}</Paragraph>
      <Paragraph>{received(site)}</Paragraph>
      <ButtonLink site={site} href={mailLink(site, '/')}>
        {t.t('mail.ack.button')}
      </ButtonLink>
      <Paragraph>{t.t('mail.ack.notYou')}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function messageAcknowledgementEmail(message: MessageInput, site: MailSite): OutboxEmail {
  const t = mailT(site);
  return composeEmail({
    to: message.email,
    replyTo: site.replyTo,
    subject: t.t('mail.ack.subject'),
    html: <MessageAcknowledgementEmail message={message} site={site} />,
    text: textEmail(site, [ackGreeting(message, site), received(site), t.t('mail.ack.notYou')]),
  });
}
