import type { Translator } from '../../i18n/translator';
import type { PaymentMethod } from '../../schema/orders/payment';
import { numericDay } from '../delivery/order-delivery';

// How to pay an order with an offline method, in the reader's language (catalogues/shop.ts
// 'payment.*'): ONE source for the payment page's answer (POST /order/{id}/payment) and the
// e-mail that repeats it (the e-mail carries the same IBAN and reference, payee and
// address, or what to bring at pick-up). Pure.

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
export function paymentInstructions(method: PaymentMethod, facts: PaymentFacts, t: Translator): string {
  const amount = t.cents(facts.totalCents);
  const { payee, reference } = facts;
  switch (method) {
    case 'BANK_TRANSFER':
      return [
        t.t('payment.transfer.amount', { amount, payee }),
        facts.iban ? t.t('payment.transfer.iban', { iban: facts.iban }) : null,
        facts.bic ? t.t('payment.transfer.bic', { bic: facts.bic }) : null,
        t.t('payment.transfer.reference', { reference }),
        t.t('payment.transfer.prepared'),
      ]
        .filter((line) => line !== null)
        .join('\n');
    case 'CHEQUE':
      return [
        t.t('payment.cheque.amount', { amount, payee }),
        facts.headOffice ? t.t('payment.cheque.address', { address: facts.headOffice }) : '',
        t.t('payment.cheque.reference', { reference }),
        `\n${t.t('payment.cheque.prepared')}`,
      ]
        .filter((part) => part !== '')
        .join(' ');
    case 'PAY_AT_PICKUP': {
      const collect = facts.collect;
      return collect
        ? t.t('payment.pickup.slot', {
            amount,
            reference,
            day: numericDay(collect.date, t),
            slot: collect.label,
          })
        : t.t('payment.pickup', { amount, reference });
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
  t: Translator,
): string {
  if (method === 'PAY_AT_PICKUP') return t.t('payment.prepared.slot');
  if (method === 'STRIPE') return t.t('payment.prepared.card');
  if (method === null && order.deliveryType === 'CLICK_AND_COLLECT' && order.payAtPickupOffered) {
    return t.t('payment.prepared.either');
  }
  return t.t('payment.prepared.onPayment');
}
