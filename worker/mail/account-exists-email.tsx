import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailLink, mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The e-mail the holder of an existing account receives when someone registers again with their
// address (POST /register answers the same either way): who tried is not said, the
// links to sign in and to choose a new password are. In the request's language.

const tried = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.exists.triedNamed', { site: site.name })
    : mailT(site).t('mail.exists.tried');

function AccountExistsEmail({ site }: { site: MailSite }) {
  const t = mailT(site);
  return (
    <EmailLayout site={site} title={t.t('mail.exists.subject')} preview={tried(site)}>
      <Paragraph>{t.t('mail.hello')}</Paragraph>
      <Paragraph>{tried(site)}</Paragraph>
      <ButtonLink site={site} href={mailLink(site, '/auth')}>
        {t.t('mail.signIn.button')}
      </ButtonLink>
      <Paragraph>
        {t.t('mail.forgot')} <a href={mailLink(site, '/password/reset/ask')}>{t.t('mail.reset.button')}</a>.
      </Paragraph>
      <Paragraph>{t.t('mail.exists.notYou')}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function accountExistsEmail(to: string, site: MailSite): OutboxEmail {
  const t = mailT(site);
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: t.t('mail.exists.subject'),
    html: <AccountExistsEmail site={site} />,
    text: textEmail(site, [
      t.t('mail.hello'),
      tried(site),
      [
        t.t('mail.exists.signInLink', { link: mailLink(site, '/auth') }),
        `${t.t('mail.forgot')} ${mailLink(site, '/password/reset/ask')}`,
      ],
      t.t('mail.exists.notYou'),
    ]),
  });
}
