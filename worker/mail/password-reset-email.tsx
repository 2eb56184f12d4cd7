import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

export const RESET_LINK_PATH = '/password/reset';

/**
 * The link of a reset e-mail: the page that asks for the new password. The token travels in the
 * fragment (#…), which browsers never send (issue 19: as a path segment it was written in every
 * request log line, wrangler's included); the page's AuthForms island copies it into the form,
 * which POSTs it. We chose the fragment over exchanging the token for a cookie on a first GET:
 * that first GET would still carry it in its logged path. Without JavaScript the member types
 * the code the e-mail shows under the link.
 */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${RESET_LINK_PATH}#${token}`;
}

interface PasswordResetProps {
  link: string;
  token: string;
  site: MailSite;
}

const SUBJECT = 'Réinitialisation de votre mot de passe';
const asked = (site: MailSite) =>
  `Une demande de réinitialisation du mot de passe de votre compte${site.name ? ` sur ${site.name}` : ''} a été faite.`;
const OPEN =
  'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :';
const code = (token: string) => `Si la page vous demande un code, saisissez : ${token}`;
const NOT_YOU =
  "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.";

export function PasswordResetEmail({ link, token, site }: PasswordResetProps) {
  return (
    <EmailLayout site={site} title={SUBJECT} preview={asked(site)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{asked(site)}</Paragraph>
      <Paragraph>{OPEN}</Paragraph>
      <ButtonLink site={site} href={link}>
        Choisir un nouveau mot de passe
      </ButtonLink>
      <Paragraph>{code(token)}</Paragraph>
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
    html: <PasswordResetEmail link={link} token={token} site={site} />,
    text: textEmail(site, ['Bonjour,', asked(site), [OPEN, link], code(token), NOT_YOU]),
    secrets: [token],
  });
}
