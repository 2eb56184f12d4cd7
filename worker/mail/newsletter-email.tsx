import { ButtonLink, Paragraph } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The newsletter's e-mails: the double opt-in confirmation and the newsletter itself. Every
// newsletter carries List-Unsubscribe (the unsubscribe page's link with the subscriber's
// token) and List-Unsubscribe-Post, so mail clients offer one-click unsubscribe (RFC 8058):
// they POST « List-Unsubscribe=One-Click » to that link, which the page accepts.

// The confirmation is in the language of the request that subscribed (the MailSite's).
const confirmSubject = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.newsletter.confirmSubjectNamed', { site: site.name })
    : mailT(site).t('mail.newsletter.confirmSubject');
const asked = (site: MailSite) =>
  site.name
    ? mailT(site).t('mail.newsletter.askedNamed', { site: site.name })
    : mailT(site).t('mail.newsletter.asked');

function NewsletterConfirmationEmail({ confirmUrl, site }: { confirmUrl: string; site: MailSite }) {
  return (
    <EmailLayout site={site} title={confirmSubject(site)} preview={asked(site)}>
      <Paragraph>{mailT(site).t('mail.hello')}</Paragraph>
      <Paragraph>{asked(site)}</Paragraph>
      <Paragraph>{mailT(site).t('mail.newsletter.open')}</Paragraph>
      <ButtonLink site={site} href={confirmUrl}>
        {mailT(site).t('mail.newsletter.confirmButton')}
      </ButtonLink>
      <Paragraph>{mailT(site).t('mail.newsletter.valid')}</Paragraph>
    </EmailLayout>
  );
}

/**
 * `token` is the confirmation link's secret: blanked in the stored copy once sent, so nobody
 * reading the outbox can confirm a subscription in the subscriber's place (double opt-in).
 */
export function newsletterConfirmationEmail(
  to: string,
  confirmUrl: string,
  site: MailSite,
  token: string,
): OutboxEmail {
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: confirmSubject(site),
    html: <NewsletterConfirmationEmail confirmUrl={confirmUrl} site={site} />,
    text: textEmail(
      site,
      [
        mailT(site).t('mail.hello'),
        asked(site),
        [mailT(site).t('mail.newsletter.open'), confirmUrl],
        mailT(site).t('mail.newsletter.valid'),
      ],
      false,
    ),
    secrets: [encodeURIComponent(token)],
  });
}

interface NewsletterProps {
  letter: { subject: string; body: string };
  unsubscribeUrl: string;
  site: MailSite;
}

// The letter is the owner's text, sent in the site's language: its footer is French too.
const of = (site: MailSite) => (site.name ? ` de ${site.name}` : '');
const why = (site: MailSite) =>
  `Vous recevez cette lettre car vous êtes inscrit à la lettre d'information${of(site)}.`;

/** The owner's letter is plain text: its paragraphs (blank-line separated) keep their line breaks. */
function NewsletterEmail({ letter, unsubscribeUrl, site }: NewsletterProps) {
  return (
    <EmailLayout site={site} title={letter.subject}>
      {letter.body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} style={{ margin: '0 0 16px', whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
      <p className="mail-muted" style={{ margin: '24px 0 0', fontSize: 13 }}>
        {why(site)} <a href={unsubscribeUrl}>Se désinscrire</a>
      </p>
    </EmailLayout>
  );
}

export function newsletterEmail(
  to: string,
  letter: NewsletterProps['letter'],
  unsubscribeUrl: string,
  site: MailSite,
): OutboxEmail {
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: letter.subject,
    html: <NewsletterEmail letter={letter} unsubscribeUrl={unsubscribeUrl} site={site} />,
    text: textEmail(
      site,
      [letter.body, '—', [why(site), `Pour vous désinscrire : ${unsubscribeUrl}`]],
      false,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
