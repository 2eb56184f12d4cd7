import { frenchDate } from '../../src/domain/shared/french-date';
import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailLink, mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// Sent after every password change, from the personal space or through a reset link, so the
// account holder learns of a change they did not make while they can still act on it. In the
// request's language.

interface PasswordChangedProps {
  member: { email: string; firstname: string };
  /** When the change happened (epoch milliseconds). */
  changedAt: number;
  site: MailSite;
}

/** The day of the change in France: « 15 décembre 2026 » (the French e-mails' one format), « 15 December 2026 ». */
function changeDay(site: MailSite, changedAt: number): string {
  const t = mailT(site);
  return t.uiLocale === 'fr_FR' ? frenchDate(changedAt) : t.date(new Date(changedAt), { dateStyle: 'long' });
}

const changed = ({ site, changedAt }: PasswordChangedProps) => {
  const date = changeDay(site, changedAt);
  return site.name
    ? mailT(site).t('mail.changed.doneNamed', { site: site.name, date })
    : mailT(site).t('mail.changed.done', { date });
};
const greeting = ({ member, site }: PasswordChangedProps) =>
  member.firstname
    ? mailT(site).t('mail.helloName', { name: member.firstname })
    : mailT(site).t('mail.hello');

function PasswordChangedEmail(props: PasswordChangedProps) {
  const { site } = props;
  const t = mailT(site);
  return (
    <EmailLayout site={site} title={t.t('mail.changed.subject')} preview={changed(props)}>
      <Paragraph>{greeting(props)}</Paragraph>
      <Paragraph>{changed(props)}</Paragraph>
      <Paragraph>{t.t('mail.changed.notYou')}</Paragraph>
      <ButtonLink site={site} href={mailLink(site, '/password/reset/ask')}>
        {t.t('mail.reset.button')}
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
  const t = mailT(site);
  return composeEmail({
    to: member.email,
    replyTo: site.replyTo,
    subject: t.t('mail.changed.subject'),
    html: <PasswordChangedEmail {...props} />,
    text: textEmail(site, [
      greeting(props),
      changed(props),
      [t.t('mail.changed.notYou'), mailLink(site, '/password/reset/ask')],
    ]),
  });
}
