import { describe, expect, it } from 'vitest';
import { paymentInstructions, preparationSentence } from '../../../src/domain/orders/payment-instructions.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';

const fr = translatorFor('fr_FR');

// One source for the payment page and the e-mail.

const facts = {
  reference: 'CMD-ABCD2345',
  totalCents: 3360,
  collect: { date: '2026-11-30', label: 'Domaine et caveau, lundi 30 novembre, 10:00–12:30' },
  payee: 'EARL Domaine des Coteaux de Loire',
  iban: 'FR76 1470 6000 1400 0123 4567 890',
  bic: 'CCBPFRPPNAN',
  headOffice: '12 route de Montsoreau, 49400 Saumur',
};

describe('paymentInstructions', () => {
  it('a transfer: amount, payee, IBAN, BIC and reference', () => {
    const text = paymentInstructions('BANK_TRANSFER', facts, fr);
    expect(text).toContain('Effectuez un virement de 33,60');
    expect(text).toContain('IBAN : FR76 1470 6000 1400 0123 4567 890');
    expect(text).toContain('BIC : CCBPFRPPNAN');
    expect(text).toContain('Indiquez la référence CMD-ABCD2345');
  });

  it('a cheque: payee and the address to send it to', () => {
    const text = paymentInstructions('CHEQUE', facts, fr);
    expect(text).toContain("à l'ordre de EARL Domaine des Coteaux de Loire");
    expect(text).toContain("à l'adresse : 12 route de Montsoreau, 49400 Saumur");
  });

  it('at pick-up: the place and slot and what to bring, no « dès réception »', () => {
    const text = paymentInstructions('PAY_AT_PICKUP', facts, fr);
    expect(text).toContain('au retrait de votre commande à partir du 30/11/2026');
    expect(text).toContain('Domaine et caveau, lundi 30 novembre, 10:00–12:30');
    expect(text).toContain('carte bancaire, chèque ou espèces');
    expect(text).not.toContain('réception');
    expect(paymentInstructions('STRIPE', facts, fr)).toBe('');
  });
});

describe('preparationSentence', () => {
  const pickup = { deliveryType: 'CLICK_AND_COLLECT', payAtPickupOffered: true };

  it('says « dès réception de votre paiement » only when the payment comes first', () => {
    expect(preparationSentence(pickup, 'PAY_AT_PICKUP', fr)).not.toContain('réception');
    expect(preparationSentence(pickup, 'BANK_TRANSFER', fr)).toContain('dès réception de votre paiement');
    expect(preparationSentence({ deliveryType: 'DELIVERY', payAtPickupOffered: false }, null, fr)).toBe(
      'Elle sera préparée dès réception de votre paiement.',
    );
  });

  it('before the choice, a pick-up order that may be paid on the spot says both', () => {
    expect(preparationSentence(pickup, null, fr)).toContain('Si vous la réglez au retrait');
    expect(preparationSentence({ ...pickup, payAtPickupOffered: false }, null, fr)).toBe(
      'Elle sera préparée dès réception de votre paiement.',
    );
  });
});

describe('in English (an order placed under /en)', () => {
  const en = translatorFor('en_GB');

  it('writes the transfer and the pick-up payment in English, amounts in English', () => {
    const transfer = paymentInstructions('BANK_TRANSFER', facts, en);
    expect(transfer).toContain(
      'Please send a bank transfer of €33.60 payable to EARL Domaine des Coteaux de Loire.',
    );
    expect(transfer).toContain('IBAN: FR76 1470 6000 1400 0123 4567 890');
    expect(transfer).not.toMatch(/virement|Indiquez/);
    const pickup = paymentInstructions(
      'PAY_AT_PICKUP',
      {
        ...facts,
        collect: { ...facts.collect, label: 'Domaine et caveau, Monday 30 November, 10:00–12:30' },
      },
      en,
    );
    expect(pickup).toContain('from 30/11/2026, in the slot you chose: Domaine et caveau, Monday 30 November');
    expect(preparationSentence({ deliveryType: 'DELIVERY', payAtPickupOffered: false }, null, en)).toBe(
      'It will be prepared as soon as your payment arrives.',
    );
  });
});
