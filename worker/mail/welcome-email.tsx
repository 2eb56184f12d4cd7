import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The e-mail a new member receives after registering (POST /register), through the outbox.

interface WelcomeProps {
  member: { email: string; firstname: string };
  site: MailSite;
}

const subjectOf = (site: MailSite) => (site.name ? `Bienvenue sur ${site.name}` : 'Bienvenue');
const created = ({ member, site }: WelcomeProps) =>
  `Votre compte${site.name ? ` sur le site ${site.name}` : ''} est créé avec l'adresse ${member.email}.`;
const SPACE =
  'Vous pouvez y modifier votre profil, votre mot de passe et vos abonnements, exporter vos données ou supprimer votre compte.';
const NOT_YOU = "Si vous n'êtes pas à l'origine de cette inscription, répondez simplement à cet e-mail.";

export function WelcomeEmail(props: WelcomeProps) {
  const { member, site } = props;
  return (
    <EmailLayout site={site} title={subjectOf(site)} preview={created(props)}>
      <Paragraph>Bonjour {member.firstname},</Paragraph>
      <Paragraph>{created(props)}</Paragraph>
      <Paragraph>{SPACE}</Paragraph>
      <ButtonLink site={site} href={`${site.origin}/mon-compte`}>
        Mon espace personnel
      </ButtonLink>
      <Paragraph>
        Mot de passe oublié ? <a href={`${site.origin}/password/reset/ask`}>Choisissez-en un nouveau</a>.
      </Paragraph>
      <Paragraph>{NOT_YOU}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

function welcomeText(props: WelcomeProps): string {
  const { member, site } = props;
  return textEmail(site, [
    `Bonjour ${member.firstname},`,
    created(props),
    [`Votre espace personnel : ${site.origin}/mon-compte`, SPACE],
    `Mot de passe oublié ? ${site.origin}/password/reset/ask`,
    NOT_YOU,
  ]);
}

export function welcomeEmail(member: WelcomeProps['member'], site: MailSite): OutboxEmail {
  const props = { member, site };
  return composeEmail({
    to: member.email,
    replyTo: site.replyTo,
    subject: subjectOf(site),
    html: <WelcomeEmail {...props} />,
    text: welcomeText(props),
  });
}
