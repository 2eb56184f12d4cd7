import { frenchDateTime } from '../../src/domain/french-date';
import type { Element, ElementList } from '../../src/schema/element';
import type { OutboxEmail } from '../provider/shared/public';

export interface RegistrationMailInput {
  firstname: string;
  lastname: string;
  email: string;
  seats: number;
}

/** The confirmation a visitor receives for a registration; replying writes to the business. */
export function registrationEmail(
  registration: RegistrationMailInput,
  element: Element,
  list: ElementList,
  business: { name: string; email: string | null },
): OutboxEmail {
  const places = registration.seats > 1 ? `${registration.seats} places` : '1 place';
  const lines = [
    `Bonjour ${registration.firstname},`,
    '',
    `Votre inscription est enregistrée : ${places} pour « ${element.title} » (${list.title}).`,
    element.startsAt ? `Date : ${frenchDateTime(element.startsAt)}` : null,
    element.location ? `Lieu : ${element.location}` : null,
    element.price ? `Tarif : ${element.price}` : null,
    '',
    'Pour toute question ou pour annuler, répondez simplement à cet e-mail.',
    '',
    business.name ? `À bientôt,\n${business.name}` : 'À bientôt.',
  ];
  return {
    to: registration.email,
    replyTo: business.email,
    subject: `Inscription confirmée : ${element.title}`,
    textBody: lines.filter((line) => line !== null).join('\n'),
  };
}
