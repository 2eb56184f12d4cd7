import type { OutboxEmail } from '../provider/shared/public';

/** The e-mail a new member receives after registering (POST /register), through the outbox. */
export function welcomeEmail(
  member: { email: string; firstname: string },
  site: { name: string; origin: string; replyTo: string | null },
): OutboxEmail {
  const lines = [
    `Bonjour ${member.firstname},`,
    '',
    `Votre compte${site.name ? ` sur le site ${site.name}` : ''} est créé avec l'adresse ${member.email}.`,
    '',
    `Votre espace personnel : ${site.origin}/mon-compte`,
    'Vous pouvez y modifier votre profil, votre mot de passe et vos abonnements, exporter vos données ' +
      'ou supprimer votre compte.',
    '',
    `Mot de passe oublié ? ${site.origin}/password/reset/ask`,
    '',
    "Si vous n'êtes pas à l'origine de cette inscription, répondez simplement à cet e-mail.",
    '',
    site.name ? `À bientôt,\n${site.name}` : 'À bientôt.',
  ];
  return {
    to: member.email,
    replyTo: site.replyTo,
    subject: site.name ? `Bienvenue sur ${site.name}` : 'Bienvenue',
    textBody: lines.join('\n'),
  };
}
