import type { MessageInput } from '../../src/schema/message';
import type { OutboxEmail } from '../provider/shared/public';

/** The e-mail a site owner receives for a message sent from the site; replying answers the visitor. */
export function messageEmail(message: MessageInput, to: string, siteName: string): OutboxEmail {
  const lines = [
    `Nouveau message reçu depuis le formulaire de contact${siteName ? ` de ${siteName}` : ''}.`,
    '',
    `De : ${message.firstname} ${message.lastname} <${message.email}>`,
    message.phone ? `Téléphone : ${message.phone}` : null,
    `Objet : ${message.subject}`,
    '',
    message.body,
  ];
  return {
    to,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}`,
    textBody: lines.filter((line) => line !== null).join('\n'),
  };
}
