import type { OutboxEmail } from '../provider/shared/public';

/**
 * The e-mail the holder of an existing account receives when someone registers again with their
 * address (POST /register answers the same either way, issue 19): who tried is not said, the
 * links to sign in and to choose a new password are.
 */
export function accountExistsEmail(
  to: string,
  site: { name: string; origin: string; replyTo: string | null },
): OutboxEmail {
  const lines = [
    'Bonjour,',
    '',
    `Quelqu'un a tenté de créer un compte avec votre adresse${site.name ? ` sur le site ${site.name}` : ''}, ` +
      'alors que vous en avez déjà un. Aucun nouveau compte n’a été créé et votre compte est inchangé.',
    '',
    `Pour vous connecter : ${site.origin}/auth`,
    `Mot de passe oublié ? ${site.origin}/password/reset/ask`,
    '',
    "Si vous n'êtes pas à l'origine de cette tentative, vous pouvez ignorer cet e-mail.",
    '',
    site.name ? `À bientôt,\n${site.name}` : 'À bientôt.',
  ];
  return {
    to,
    replyTo: site.replyTo,
    subject: 'Tentative de création de compte avec votre adresse',
    textBody: lines.join('\n'),
  };
}
