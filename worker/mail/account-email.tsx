import { Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The confirmation a member receives once their account is deleted (sent to the old
// address), in the language of the request that deleted it.

interface AccountDeletedProps {
  member: { email: string; firstname: string };
  site: MailSite;
}

const subjectOf = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.deleted.subjectNamed', { site: site.name })
    : mailT(site).t('mail.deleted.subject');
const deleted = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.deleted.doneNamed', { site: site.name })
    : mailT(site).t('mail.deleted.done');
const greeting = ({ member, site }: AccountDeletedProps) =>
  member.firstname
    ? mailT(site).t('mail.helloName', { name: member.firstname })
    : mailT(site).t('mail.hello');

function AccountDeletedEmail(props: AccountDeletedProps) {
  const { site } = props;
  const t = mailT(site);
  return (
    <EmailLayout site={site} title={subjectOf(site)} preview={deleted(site)}>
      <Paragraph>{greeting(props)}</Paragraph>
      <Paragraph>{deleted(site)}</Paragraph>
      <Paragraph>{t.t('mail.deleted.kept')}</Paragraph>
      <Paragraph>{t.t('mail.deleted.notYou')}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

export function accountDeletedEmail(member: AccountDeletedProps['member'], site: MailSite): OutboxEmail {
  const t = mailT(site);
  return composeEmail({
    to: member.email,
    replyTo: site.replyTo,
    subject: subjectOf(site),
    html: <AccountDeletedEmail member={member} site={site} />,
    text: textEmail(site, [
      greeting({ member, site }),
      deleted(site),
      t.t('mail.deleted.kept'),
      t.t('mail.deleted.notYou'),
    ]),
  });
}
