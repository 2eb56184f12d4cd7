import { ButtonLink, Paragraph } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The newsletter's e-mails: the double opt-in confirmation and the newsletter itself. Every
// newsletter carries List-Unsubscribe (the unsubscribe page's link with the subscriber's
// token) and List-Unsubscribe-Post, so mail clients offer one-click unsubscribe (RFC 8058):
// they POST « List-Unsubscribe=One-Click » to that link, which the page accepts.

const of = (site: MailSite) => (site.name ? ` de ${site.name}` : '');
const confirmSubject = (site: MailSite) => `Confirmez votre inscription à la lettre d'information${of(site)}`;
const asked = (site: MailSite) => `Vous avez demandé à recevoir la lettre d'information${of(site)}.`;
const OPEN =
  'Pour confirmer votre inscription, ouvrez ce lien puis cliquez sur « Confirmer mon inscription » :';
const VALID =
  "Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail : vous ne recevrez rien tant que l'inscription n'est pas confirmée.";

export function NewsletterConfirmationEmail({ confirmUrl, site }: { confirmUrl: string; site: MailSite }) {
  return (
    <EmailLayout site={site} title={confirmSubject(site)} preview={asked(site)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{asked(site)}</Paragraph>
      <Paragraph>{OPEN}</Paragraph>
      <ButtonLink site={site} href={confirmUrl}>
        Confirmer mon inscription
      </ButtonLink>
      <Paragraph>{VALID}</Paragraph>
    </EmailLayout>
  );
}

export function newsletterConfirmationEmail(to: string, confirmUrl: string, site: MailSite): OutboxEmail {
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: confirmSubject(site),
    html: <NewsletterConfirmationEmail confirmUrl={confirmUrl} site={site} />,
    text: textEmail(site, ['Bonjour,', asked(site), [OPEN, confirmUrl], VALID], false),
  });
}

interface NewsletterProps {
  letter: { subject: string; body: string };
  unsubscribeUrl: string;
  site: MailSite;
}

const why = (site: MailSite) =>
  `Vous recevez cette lettre car vous êtes inscrit à la lettre d'information${of(site)}.`;

/** The owner's letter is plain text: its paragraphs (blank-line separated) keep their line breaks. */
export function NewsletterEmail({ letter, unsubscribeUrl, site }: NewsletterProps) {
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
