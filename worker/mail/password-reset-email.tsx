import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

export const RESET_LINK_PATH = '/password/reset/';

/** The link of a reset e-mail: the page that asks for the new password. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${RESET_LINK_PATH}${token}`;
}

interface PasswordResetProps {
  link: string;
  site: MailSite;
}

const SUBJECT = 'Réinitialisation de votre mot de passe';
const asked = (site: MailSite) =>
  `Une demande de réinitialisation du mot de passe de votre compte${site.name ? ` sur ${site.name}` : ''} a été faite.`;
const OPEN =
  'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :';
const NOT_YOU =
  "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.";

export function PasswordResetEmail({ link, site }: PasswordResetProps) {
  return (
    <EmailLayout site={site} title={SUBJECT} preview={asked(site)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{asked(site)}</Paragraph>
      <Paragraph>{OPEN}</Paragraph>
      <ButtonLink site={site} href={link}>
        Choisir un nouveau mot de passe
      </ButtonLink>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

/**
 * The e-mail with the one-hour, single-use link (PUT /password/reset/ask), through the outbox.
 * The token is the e-mail's secret: blanked in the stored copy once the e-mail is sent.
 */
export function passwordResetEmail(to: string, token: string, site: MailSite): OutboxEmail {
  const link = passwordResetLink(site.origin, token);
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: SUBJECT,
    html: <PasswordResetEmail link={link} site={site} />,
    text: textEmail(site, ['Bonjour,', asked(site), [OPEN, link], NOT_YOU]),
    secrets: [token],
  });
}
