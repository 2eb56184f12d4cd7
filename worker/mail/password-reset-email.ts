import type { MailSite } from './layout/mail-site';
import { oneTimeLinkEmail, type OneTimeLinkWording } from './one-time-link-email';
import type { OutboxEmail } from '../provider/shared/public';

export const RESET_LINK_PATH = '/password/reset';

const RESET: OneTimeLinkWording = {
  subject: 'Réinitialisation de votre mot de passe',
  asked: (site) =>
    `Une demande de réinitialisation du mot de passe de votre compte${site.name ? ` sur ${site.name}` : ''} a été faite.`,
  open: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :',
  button: 'Choisir un nouveau mot de passe',
  notYou:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  path: RESET_LINK_PATH,
};

/** The e-mail with the one-hour, single-use link (PUT /password/reset/ask), through the outbox. */
export function passwordResetEmail(to: string, token: string, site: MailSite): OutboxEmail {
  return oneTimeLinkEmail(RESET, to, token, site);
}
