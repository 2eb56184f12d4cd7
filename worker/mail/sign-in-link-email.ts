import { mailT, type MailSite } from './layout/mail-site';
import { oneTimeLinkEmail, type OneTimeLinkWording } from './one-time-link-email';
import type { OutboxEmail } from '../provider/shared/public';

export const SIGN_IN_LINK_PATH = '/auth/lien/connexion';

const SIGN_IN: OneTimeLinkWording = {
  subject: (site) => mailT(site).t('mail.signIn.subject'),
  asked: (site) =>
    site.name
      ? mailT(site).t('mail.signIn.askedNamed', { site: site.name })
      : mailT(site).t('mail.signIn.asked'),
  open: (site) => mailT(site).t('mail.signIn.open'),
  button: (site) => mailT(site).t('mail.signIn.button'),
  notYou: (site) => mailT(site).t('mail.signIn.notYou'),
  path: SIGN_IN_LINK_PATH,
};

/** The e-mail with the 15-minute, single-use sign-in link (PUT /login/link/ask), through the outbox. */
export function signInLinkEmail(to: string, token: string, site: MailSite): OutboxEmail {
  return oneTimeLinkEmail(SIGN_IN, to, token, site);
}
