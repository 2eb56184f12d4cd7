import { mailT, type MailSite } from './layout/mail-site';
import { oneTimeLinkEmail } from './one-time-link-email';
import { RESET_LINK_PATH } from './password-reset-email';
import type { OutboxEmail } from '../provider/shared/public';

// The platform operator invites a site's owner by e-mail. The link is a password
// link of the site (the reset page, token in the fragment), valid 7 days and single use; the
// e-mail also gives the admin host's sign-in address, where the owner goes next.

/** The invitation to `to` to choose a password and sign in at `adminLogin`. */
export function ownerInvitationEmail(
  to: string,
  token: string,
  site: MailSite,
  adminLogin: string,
): OutboxEmail {
  const name = site.name || new URL(site.origin).host;
  return oneTimeLinkEmail(
    {
      subject: (mail) => mailT(mail).t('mail.invite.subject', { site: name }),
      asked: (mail) => mailT(mail).t('mail.invite.asked', { site: name, admin: adminLogin }),
      open: (mail) => mailT(mail).t('mail.invite.open'),
      button: (mail) => mailT(mail).t('mail.invite.button'),
      notYou: (mail) => mailT(mail).t('mail.invite.notYou'),
      path: RESET_LINK_PATH,
    },
    to,
    token,
    site,
  );
}
