import { mailT, type MailSite } from './layout/mail-site';
import { oneTimeLinkEmail, type OneTimeLinkWording } from './one-time-link-email';
import type { OutboxEmail } from '../provider/shared/public';

export const RESET_LINK_PATH = '/password/reset';

const RESET: OneTimeLinkWording = {
  subject: (site) => mailT(site).t('mail.reset.subject'),
  asked: (site) =>
    site.name
      ? mailT(site).t('mail.reset.askedNamed', { site: site.name })
      : mailT(site).t('mail.reset.asked'),
  open: (site) => mailT(site).t('mail.reset.open'),
  button: (site) => mailT(site).t('mail.reset.button'),
  notYou: (site) => mailT(site).t('mail.reset.notYou'),
  path: RESET_LINK_PATH,
};

/** The e-mail with the one-hour, single-use link (PUT /password/reset/ask), through the outbox. */
export function passwordResetEmail(to: string, token: string, site: MailSite): OutboxEmail {
  return oneTimeLinkEmail(RESET, to, token, site);
}
