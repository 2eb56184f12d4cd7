import type { OutboxEmail } from '../provider/shared/public';

/** The confirmation a member receives once their account is deleted (sent to the old address). */
export function accountDeletedEmail(
  member: { email: string; firstname: string },
  site: { name: string; replyTo: string | null },
): OutboxEmail {
  const name = site.name ? ` sur ${site.name}` : '';
  return {
    to: member.email,
    replyTo: site.replyTo,
    subject: `Votre compte${name} a été supprimé`,
    textBody: [
      `Bonjour${member.firstname ? ` ${member.firstname}` : ''},`,
      '',
      `Votre compte${name} a bien été supprimé : votre profil, vos inscriptions à la lettre`,
      "d'information et vos sessions ont été effacés. Les messages que vous nous aviez envoyés sont",
      'conservés sans votre nom ni vos coordonnées, et vos éventuelles commandes restent archivées',
      'pour la comptabilité, comme la loi l’exige, sans lien avec votre compte.',
      '',
      "Si vous n'êtes pas à l'origine de cette suppression, répondez à cet e-mail.",
    ].join('\n'),
  };
}
