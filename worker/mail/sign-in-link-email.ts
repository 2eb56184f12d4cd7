import type { OutboxEmail } from '../provider/shared/public';

export const SIGN_IN_LINK_PATH = '/auth/lien/connexion';

/**
 * The link of a sign-in e-mail. The token travels in the fragment (#…), which the browser never
 * sends: no server or proxy request log records it (the page's island copies it into the form,
 * which POSTs it). Without JavaScript the member pastes the code the e-mail also shows.
 */
export function signInLink(origin: string, token: string): string {
  return `${origin}${SIGN_IN_LINK_PATH}#${token}`;
}

/** The e-mail with the 15-minute, single-use sign-in link (PUT /login/link/ask), through the outbox. */
export function signInLinkEmail(
  to: string,
  token: string,
  site: { name: string; origin: string; replyTo: string | null },
): OutboxEmail {
  const lines = [
    'Bonjour,',
    '',
    `Vous avez demandé un lien pour vous connecter à votre compte${site.name ? ` sur ${site.name}` : ''} ` +
      'sans mot de passe.',
    '',
    'Ouvrez ce lien (valable 15 minutes, utilisable une seule fois) :',
    signInLink(site.origin, token),
    '',
    `Si la page vous demande un code, saisissez : ${token}`,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut s'en servir " +
      'sans accès à votre boîte e-mail.',
    '',
    site.name ? `À bientôt,\n${site.name}` : 'À bientôt.',
  ];
  return {
    to,
    replyTo: site.replyTo,
    subject: 'Votre lien de connexion',
    textBody: lines.join('\n'),
  };
}
