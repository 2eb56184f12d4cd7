import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The e-mail the holder of an existing account receives when someone registers again with their
// address (POST /register answers the same either way, issue 19): who tried is not said, the
// links to sign in and to choose a new password are.

const SUBJECT = 'Tentative de création de compte avec votre adresse';
const tried = (site: MailSite) =>
  `Quelqu'un a tenté de créer un compte avec votre adresse${site.name ? ` sur le site ${site.name}` : ''}, alors que vous en avez déjà un. Aucun nouveau compte n’a été créé et votre compte est inchangé.`;
const NOT_YOU = "Si vous n'êtes pas à l'origine de cette tentative, vous pouvez ignorer cet e-mail.";

export function AccountExistsEmail({ site }: { site: MailSite }) {
  return (
    <EmailLayout site={site} title={SUBJECT} preview={tried(site)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{tried(site)}</Paragraph>
      <ButtonLink site={site} href={`${site.origin}/auth`}>
        Me connecter
      </ButtonLink>
      <Paragraph>
        Mot de passe oublié ?{' '}
        <a href={`${site.origin}/password/reset/ask`}>Choisir un nouveau mot de passe</a>.
      </Paragraph>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function accountExistsEmail(to: string, site: MailSite): OutboxEmail {
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: SUBJECT,
    html: <AccountExistsEmail site={site} />,
    text: textEmail(site, [
      'Bonjour,',
      tried(site),
      [
        `Pour vous connecter : ${site.origin}/auth`,
        `Mot de passe oublié ? ${site.origin}/password/reset/ask`,
      ],
      NOT_YOU,
    ]),
  });
}
