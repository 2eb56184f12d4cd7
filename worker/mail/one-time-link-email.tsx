import { ButtonLink, Paragraph, Signature } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import { mailLink, mailT, type MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The e-mails that carry a one-time secret link (password reset, sign-in link). The token
// travels in the fragment (#…), which browsers never send (as a path segment it was
// written in every request log line, wrangler's included); the page's AuthForms island copies
// it into the form, which POSTs it. The fragment was chosen over exchanging the token for a
// cookie on a first GET: that first GET would still carry it in its logged path. Without
// JavaScript the member types the code the e-mail shows under the link. The token is the
// e-mail's secret: blanked in the stored copy once the e-mail is sent.

/**
 * What differs between the one-time-link e-mails: their words, in the e-mail's language
 * (catalogues/mail.ts, from the site's translator), and the page they open.
 */
export interface OneTimeLinkWording {
  subject: (site: MailSite) => string;
  /** Why the e-mail was sent (« Une demande de réinitialisation… »), from the site's name. */
  asked: (site: MailSite) => string;
  /** The sentence before the link, with its validity (« valable 1 heure… »). */
  open: (site: MailSite) => string;
  button: (site: MailSite) => string;
  notYou: (site: MailSite) => string;
  /** The page the link opens (its French path; the e-mail's language gives its prefix). */
  path: string;
}

const code = (site: MailSite, token: string) => mailT(site).t('mail.link.code', { token });

function OneTimeLinkEmail({
  wording,
  link,
  token,
  site,
}: {
  wording: OneTimeLinkWording;
  link: string;
  token: string;
  site: MailSite;
}) {
  return (
    <EmailLayout site={site} title={wording.subject(site)} preview={wording.asked(site)}>
      <Paragraph>{mailT(site).t('mail.hello')}</Paragraph>
      <Paragraph>{wording.asked(site)}</Paragraph>
      <Paragraph>{wording.open(site)}</Paragraph>
      <ButtonLink site={site} href={link}>
        {wording.button(site)}
      </ButtonLink>
      <Paragraph>{code(site, token)}</Paragraph>
      <Paragraph>{wording.notYou(site)}</Paragraph>
      <Signature site={site} />
    </EmailLayout>
  );
}

/** The e-mail of a one-time link to `to`, through the outbox, its token kept secret. */
export function oneTimeLinkEmail(
  wording: OneTimeLinkWording,
  to: string,
  token: string,
  site: MailSite,
): OutboxEmail {
  const page = mailLink(site, wording.path);
  const link = `${page}#${token}`;
  return composeEmail({
    to,
    replyTo: site.replyTo,
    subject: wording.subject(site),
    html: <OneTimeLinkEmail wording={wording} link={link} token={token} site={site} />,
    text: textEmail(site, [
      mailT(site).t('mail.hello'),
      wording.asked(site),
      [wording.open(site), link],
      code(site, token),
      wording.notYou(site),
    ]),
    secrets: [token],
  });
}
