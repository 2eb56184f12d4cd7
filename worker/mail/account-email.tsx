import { Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The confirmation a member receives once their account is deleted (sent to the old address).

interface AccountDeletedProps {
  member: { email: string; firstname: string };
  site: MailSite;
}

const on = (site: MailSite) => (site.name ? ` sur ${site.name}` : '');
const subjectOf = (site: MailSite) => `Votre compte${on(site)} a été supprimé`;
const deleted = (site: MailSite) =>
  `Votre compte${on(site)} a bien été supprimé : votre profil, vos inscriptions à la lettre d'information et vos sessions ont été effacés.`;
const KEPT =
  'Les messages que vous nous aviez envoyés sont conservés sans votre nom ni vos coordonnées, et vos éventuelles commandes restent archivées pour la comptabilité, comme la loi l’exige, sans lien avec votre compte.';
const NOT_YOU = "Si vous n'êtes pas à l'origine de cette suppression, répondez à cet e-mail.";
const greeting = (member: AccountDeletedProps['member']) =>
  `Bonjour${member.firstname ? ` ${member.firstname}` : ''},`;

export function AccountDeletedEmail({ member, site }: AccountDeletedProps) {
  return (
    <EmailLayout site={site} title={subjectOf(site)} preview={deleted(site)}>
      <Paragraph>{greeting(member)}</Paragraph>
      <Paragraph>{deleted(site)}</Paragraph>
      <Paragraph>{KEPT}</Paragraph>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function accountDeletedEmail(member: AccountDeletedProps['member'], site: MailSite): OutboxEmail {
  return composeEmail({
    to: member.email,
    replyTo: site.replyTo,
    subject: subjectOf(site),
    html: <AccountDeletedEmail member={member} site={site} />,
    text: textEmail(site, [greeting(member), deleted(site), KEPT, NOT_YOU]),
  });
}
