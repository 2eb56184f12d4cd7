import type { PaymentMethod } from '../schema/payment';
import { formatEuros } from './order-amounts';
import { frenchNumericDay } from './order-delivery';

// How to pay an order with an offline method, in French: ONE source for the payment page's
// answer (POST /order/{id}/payment) and the e-mail that repeats it (issue 20: the e-mail carries
// the same IBAN and reference, payee and address, or what to bring at pick-up). Pure.

export interface PaymentFacts {
  reference: string;
  totalCents: number;
  /** The pick-up chosen (click and collect): its day and « place, day, slot » label. */
  collect: { date: string; label: string } | null;
  payee: string; // COMPANY_LEGAL_NAME, else COMPANY_NAME
  iban: string;
  bic: string;
  headOffice: string; // where cheques are sent
}

/** The instructions of an offline method ('' for the card: Stripe.js takes over). */
export function paymentInstructions(method: PaymentMethod, facts: PaymentFacts): string {
  const amount = formatEuros(facts.totalCents);
  switch (method) {
    case 'BANK_TRANSFER':
      return [
        `Effectuez un virement de ${amount} à l'ordre de ${facts.payee}.`,
        facts.iban ? `IBAN : ${facts.iban}` : null,
        facts.bic ? `BIC : ${facts.bic}` : null,
        `Indiquez la référence ${facts.reference} dans le libellé du virement.`,
        'Votre commande sera préparée dès réception du virement.',
      ]
        .filter((line) => line !== null)
        .join('\n');
    case 'CHEQUE':
      return [
        `Envoyez un chèque de ${amount} à l'ordre de ${facts.payee}`,
        facts.headOffice ? `à l'adresse : ${facts.headOffice},` : '',
        `en inscrivant la référence ${facts.reference} au dos.`,
        '\nVotre commande sera préparée dès réception du chèque.',
      ]
        .filter((part) => part !== '')
        .join(' ');
    case 'PAY_AT_PICKUP': {
      const collect = facts.collect;
      const when = collect
        ? ` à partir du ${frenchNumericDay(collect.date)}, au créneau choisi : ${collect.label}`
        : '';
      return (
        `Vous réglerez ${amount} au retrait de votre commande${when}. ` +
        `Apportez votre moyen de paiement (carte bancaire, chèque ou espèces) et la référence ${facts.reference}.`
      );
    }
    case 'STRIPE':
      return '';
  }
}

/**
 * When the order is prepared, as the order e-mails say it: « dès réception de votre paiement »
 * only when the payment is awaited before preparing it. `method` null: not chosen yet (the
 * order-placed e-mail), when a pick-up order may still be paid on the spot.
 */
export function preparationSentence(
  order: { deliveryType: string; payAtPickupOffered: boolean },
  method: PaymentMethod | null,
): string {
  if (method === 'PAY_AT_PICKUP')
    return 'Elle sera prête pour le créneau choisi : vous la réglerez sur place.';
  if (method === 'STRIPE') return 'Elle sera préparée dès que votre paiement par carte sera confirmé.';
  if (method === null && order.deliveryType === 'CLICK_AND_COLLECT' && order.payAtPickupOffered) {
    return 'Si vous la réglez au retrait, elle sera prête pour le créneau choisi ; avec un autre moyen de paiement, elle sera préparée dès réception de votre paiement.';
  }
  return 'Elle sera préparée dès réception de votre paiement.';
}
