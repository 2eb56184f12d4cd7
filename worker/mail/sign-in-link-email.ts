import type { MailSite } from './layout/mail-site';
import { oneTimeLinkEmail, type OneTimeLinkWording } from './one-time-link-email';
import type { OutboxEmail } from '../provider/shared/public';

export const SIGN_IN_LINK_PATH = '/auth/lien/connexion';

const SIGN_IN: OneTimeLinkWording = {
  subject: 'Votre lien de connexion',
  asked: (site) =>
    `Vous avez demandé un lien pour vous connecter à votre compte${site.name ? ` sur ${site.name}` : ''} sans mot de passe.`,
  open: 'Ouvrez ce lien (valable 15 minutes, utilisable une seule fois) :',
  button: 'Me connecter',
  notYou:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut s'en servir sans accès à votre boîte e-mail.",
  path: SIGN_IN_LINK_PATH,
};

/** The e-mail with the 15-minute, single-use sign-in link (PUT /login/link/ask), through the outbox. */
export function signInLinkEmail(to: string, token: string, site: MailSite): OutboxEmail {
  return oneTimeLinkEmail(SIGN_IN, to, token, site);
}
