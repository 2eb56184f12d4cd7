import { describe, expect, it } from 'vitest';
import { prefilledCountry } from '../../../src/domain/orders/checkout.ts';
import { collectLabel, frenchLongDay } from '../../../src/domain/delivery/collect-label.ts';
import { deliveryText } from '../../../src/domain/delivery/order-delivery.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';

const fr = translatorFor('fr_FR');

// The pick-up place and slot are written one way everywhere.

describe('collectLabel', () => {
  it('writes the place, the French long date and the slot', () => {
    expect(
      collectLabel({ placeName: 'Domaine et caveau', date: '2026-11-30', opens: '10:00', closes: '12:30' }),
    ).toBe('Domaine et caveau, lundi 30 novembre, 10:00–12:30');
  });

  it('never shifts the Paris calendar day, summer or winter', () => {
    expect(frenchLongDay('2026-03-29')).toBe('dimanche 29 mars');
    expect(frenchLongDay('2026-10-25')).toBe('dimanche 25 octobre');
    expect(frenchLongDay('pas une date')).toBe('pas une date');
  });

  it('leaves out the hours an older order does not have', () => {
    expect(
      collectLabel({ placeName: 'Boutique de Saumur', date: '2026-12-05', opens: null, closes: null }),
    ).toBe('Boutique de Saumur, samedi 5 décembre');
  });
});

describe('deliveryText of a pick-up order (e-mails, invoice, packing slip)', () => {
  const order = { deliveryType: 'CLICK_AND_COLLECT' as const, carrier: null, accessPoint: null };

  it('names the place and the slot when the order kept them', () => {
    expect(
      deliveryText(
        {
          ...order,
          collect: { date: '2026-11-30', placeName: 'Domaine et caveau', opens: '10:00', closes: '12:30' },
        },
        fr,
      ),
    ).toBe('Retrait : Domaine et caveau, lundi 30 novembre, 10:00–12:30.');
  });

  it('keeps the former sentence for an order placed before the place was kept', () => {
    expect(deliveryText({ ...order, collect: { date: '2026-11-30' } }, fr)).toBe(
      'Retrait sur place à partir du 30/11/2026.',
    );
  });
});

describe('prefilledCountry (billing country of pick-up orders)', () => {
  const france = { id: 250, name: 'France' };
  const belgium = { id: 56, name: 'Belgique' };

  it('is the only country a shop sells to, as the delivery step chooses it', () => {
    expect(prefilledCountry([france], null)).toEqual(france);
  });

  it('is the country already chosen, else none among several', () => {
    expect(prefilledCountry([france, belgium], 56)).toEqual(belgium);
    expect(prefilledCountry([france, belgium], null)).toBeNull();
    expect(prefilledCountry([], null)).toBeNull();
  });
});

describe('in English (an order placed under /en)', () => {
  const en = translatorFor('en_GB');
  const order = { deliveryType: 'CLICK_AND_COLLECT' as const, carrier: null, accessPoint: null };

  it('writes the day in English and the sentence from the English catalogue', () => {
    expect(
      collectLabel(
        { placeName: 'Domaine et caveau', date: '2026-11-30', opens: '10:00', closes: '12:30' },
        en.tag,
      ),
    ).toBe('Domaine et caveau, Monday 30 November, 10:00–12:30');
    expect(
      deliveryText(
        {
          ...order,
          collect: { date: '2026-11-30', placeName: 'Domaine et caveau', opens: null, closes: null },
        },
        en,
      ),
    ).toBe('Collection: Domaine et caveau, Monday 30 November.');
    expect(deliveryText({ ...order, collect: { date: '2026-11-30' } }, en)).toBe(
      'Collection on site from 30/11/2026.',
    );
    expect(
      deliveryText(
        { deliveryType: 'DELIVERY', carrier: { name: 'Colissimo' }, accessPoint: null, collect: null },
        en,
      ),
    ).toBe('Home delivery (Colissimo).');
  });
});
