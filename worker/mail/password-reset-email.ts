import type { OutboxEmail } from '../provider/shared/public';

export const RESET_LINK_PATH = '/password/reset';

/**
 * The link of a reset e-mail: the page that asks for the new password. The token travels in the
 * fragment (#…), which browsers never send (issue 19: as a path segment it was written in every
 * request log line, wrangler's included); the page's AuthForms island copies it into the form,
 * which POSTs it. We chose the fragment over exchanging the token for a cookie on a first GET:
 * that first GET would still carry it in its logged path. Without JavaScript the member types
 * the code the e-mail shows under the link.
 */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${RESET_LINK_PATH}#${token}`;
}

/** The e-mail with the one-hour, single-use link (PUT /password/reset/ask), through the outbox. */
export function passwordResetEmail(
  to: string,
  token: string,
  site: { name: string; origin: string; replyTo: string | null },
): OutboxEmail {
  const lines = [
    'Bonjour,',
    '',
    `Une demande de réinitialisation du mot de passe de votre compte${site.name ? ` sur ${site.name}` : ''} ` +
      'a été faite.',
    '',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :',
    passwordResetLink(site.origin, token),
    '',
    `Si la page vous demande un code, saisissez : ${token}`,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    '',
    site.name ? `À bientôt,\n${site.name}` : 'À bientôt.',
  ];
  return {
    to,
    replyTo: site.replyTo,
    subject: 'Réinitialisation de votre mot de passe',
    textBody: lines.join('\n'),
  };
}
