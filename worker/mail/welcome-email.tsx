import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailLink, mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The e-mail a new member receives after registering (POST /register), through the outbox,
// in the language of the request that registered (catalogues/mail.ts), its links with that
// language's prefix and route words.

interface WelcomeProps {
  member: { email: string; firstname: string };
  site: MailSite;
}

const subjectOf = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.welcome.subjectNamed', { site: site.name })
    : mailT(site).t('mail.welcome.subject');
const created = ({ member, site }: WelcomeProps) =>
  site.name
    ? mailT(site).t('mail.welcome.createdNamed', { site: site.name, email: member.email })
    : mailT(site).t('mail.welcome.created', { email: member.email });
const greeting = ({ member, site }: WelcomeProps) =>
  member.firstname
    ? mailT(site).t('mail.helloName', { name: member.firstname })
    : mailT(site).t('mail.hello');

function WelcomeEmail(props: WelcomeProps) {
  const { site } = props;
  const t = mailT(site);
  return (
    <EmailLayout site={site} title={subjectOf(site)} preview={created(props)}>
      <Paragraph>{greeting(props)}</Paragraph>
      <Paragraph>{created(props)}</Paragraph>
      <Paragraph>{t.t('mail.welcome.space')}</Paragraph>
      <ButtonLink site={site} href={mailLink(site, '/mon-compte')}>
        {t.t('mail.welcome.button')}
      </ButtonLink>
      <Paragraph>
        {t.t('mail.forgot')}{' '}
        <a href={mailLink(site, '/password/reset/ask')}>{t.t('mail.welcome.forgotLink')}</a>.
      </Paragraph>
      <Paragraph>{t.t('mail.welcome.notYou')}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

function welcomeText(props: WelcomeProps): string {
  const { site } = props;
  const t = mailT(site);
  return textEmail(site, [
    greeting(props),
    created(props),
    [t.t('mail.welcome.spaceLink', { link: mailLink(site, '/mon-compte') }), t.t('mail.welcome.space')],
    `${t.t('mail.forgot')} ${mailLink(site, '/password/reset/ask')}`,
    t.t('mail.welcome.notYou'),
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
