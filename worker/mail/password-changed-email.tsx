import { frenchDate } from '../../src/domain/french-date';
import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// Sent after every password change, from the personal space or through a reset link, so the
// account holder learns of a change they did not make while they can still act on it.

interface PasswordChangedProps {
  member: { email: string; firstname: string };
  /** When the change happened (epoch milliseconds). */
  changedAt: number;
  site: MailSite;
}

const SUBJECT = 'Votre mot de passe a été modifié';
const changed = ({ site, changedAt }: PasswordChangedProps) =>
  `Le mot de passe de votre compte${site.name ? ` sur ${site.name}` : ''} a été modifié le ${frenchDate(changedAt)}.`;
const NOT_YOU =
  "Si vous n'êtes pas à l'origine de ce changement, choisissez tout de suite un nouveau mot de passe avec le lien ci-dessous, puis répondez à cet e-mail pour nous prévenir.";
const greeting = (member: PasswordChangedProps['member']) =>
  `Bonjour${member.firstname ? ` ${member.firstname}` : ''},`;

export function PasswordChangedEmail(props: PasswordChangedProps) {
  const { member, site } = props;
  return (
    <EmailLayout site={site} title={SUBJECT} preview={changed(props)}>
      <Paragraph>{greeting(member)}</Paragraph>
      <Paragraph>{changed(props)}</Paragraph>
      <Paragraph>{NOT_YOU}</Paragraph>
      <ButtonLink site={site} href={`${site.origin}/password/reset/ask`}>
        Choisir un nouveau mot de passe
      </ButtonLink>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function passwordChangedEmail(
  member: PasswordChangedProps['member'],
  changedAt: number,
  site: MailSite,
): OutboxEmail {
  const props = { member, changedAt, site };
  return composeEmail({
    to: member.email,
    replyTo: site.replyTo,
    subject: SUBJECT,
    html: <PasswordChangedEmail {...props} />,
    text: textEmail(site, [greeting(member), changed(props), [NOT_YOU, `${site.origin}/password/reset/ask`]]),
  });
}
