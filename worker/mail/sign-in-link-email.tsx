import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

export const SIGN_IN_LINK_PATH = '/auth/lien/connexion';

/**
 * The link of a sign-in e-mail. The token travels in the fragment (#…), which the browser never
 * sends: no server or proxy request log records it (the page's island copies it into the form,
 * which POSTs it). Without JavaScript the member pastes the code the e-mail also shows.
 */
export function signInLink(origin: string, token: string): string {
  return `${origin}${SIGN_IN_LINK_PATH}#${token}`;
}

interface SignInLinkProps {
  link: string;
  token: string;
  site: MailSite;
}

const SUBJECT = 'Votre lien de connexion';
const asked = (site: MailSite) =>
  `Vous avez demandé un lien pour vous connecter à votre compte${site.name ? ` sur ${site.name}` : ''} sans mot de passe.`;
const OPEN = 'Ouvrez ce lien (valable 15 minutes, utilisable une seule fois) :';
const code = (token: string) => `Si la page vous demande un code, saisissez : ${token}`;
const NOT_YOU =
  "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut s'en servir sans accès à votre boîte e-mail.";

export function SignInLinkEmail({ link, token, site }: SignInLinkProps) {
  return (
    <EmailLayout site={site} title={SUBJECT} preview={asked(site)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{asked(site)}</Paragraph>
      <Paragraph>{OPEN}</Paragraph>
      <ButtonLink site={site} href={link}>
        Me connecter
      </ButtonLink>
      <Paragraph>{code(token)}</Paragraph>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

/**
 * The e-mail with the 15-minute, single-use sign-in link (PUT /login/link/ask), through the
 * outbox. The token is its secret: blanked in the stored copy once the e-mail is sent.
 */
export function signInLinkEmail(to: string, token: string, site: MailSite): OutboxEmail {
  const link = signInLink(site.origin, token);
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: SUBJECT,
    html: <SignInLinkEmail link={link} token={token} site={site} />,
    text: textEmail(site, ['Bonjour,', asked(site), [OPEN, link], code(token), NOT_YOU]),
    secrets: [token],
  });
}
