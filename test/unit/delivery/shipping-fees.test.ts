import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFreeShipping,
  rateFor,
  sellsTo,
  shippedBottleCount,
  shippedSubtotalCents,
  zoneFor,
  type ShippableLine,
} from '../../../src/domain/delivery/shipping-fees.ts';

const wine = (
  quantity: number,
  capacity: number | null = 75,
  hasShippingFees = true,
  lineTotalCents = 1000,
): ShippableLine => ({
  sellable: {
    type: 'WINE',
    hasShippingFees,
    capacity,
    capacityUnit: capacity === null ? null : 'cl',
    sellByMultipleOf: 1,
  },
  quantity,
  lineTotalCents,
});
const box = (quantity: number, bottles: number, hasShippingFees = true): ShippableLine => ({
  sellable: { type: 'BOX', hasShippingFees, capacity: null, capacityUnit: null, sellByMultipleOf: bottles },
  quantity,
  lineTotalCents: 7900 * quantity,
});

describe('bottles that count for shipping', () => {
  it('counts 75 cl and larger whole, under 75 cl as halves, boxes by the bottles they hold', () => {
    expect(shippedBottleCount([wine(6)])).toBe(6);
    expect(shippedBottleCount([wine(2, 150)])).toBe(2);
    expect(shippedBottleCount([wine(3, 37.5)])).toBe(1.5);
    expect(shippedBottleCount([wine(1, 50)])).toBe(0.5);
    expect(shippedBottleCount([box(2, 6)])).toBe(12);
    expect(shippedBottleCount([wine(1, null)])).toBe(1); // unknown capacity: a whole bottle
  });

  it('leaves out products without shipping fees, in bottles and in amount', () => {
    const lines = [wine(6, 75, false, 9000), wine(2, 75, true, 3000)];
    expect(shippedBottleCount(lines)).toBe(2);
    expect(shippedSubtotalCents(lines)).toBe(3000);
  });

  it('is additive over lines (property)', () => {
    const line = fc
      .record({
        quantity: fc.integer({ min: 1, max: 200 }),
        capacity: fc.constantFrom(37.5, 50, 75, 150, null),
        fees: fc.boolean(),
      })
      .map(({ quantity, capacity, fees }) => wine(quantity, capacity, fees));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.array(line, { maxLength: 10 }), (a, b) => {
        expect(shippedBottleCount([...a, ...b])).toBe(shippedBottleCount(a) + shippedBottleCount(b));
        expect(shippedBottleCount(a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('zones', () => {
  const areas = [
    { zoneId: 1, countryId: 250, postalCodePrefix: '' },
    { zoneId: 2, countryId: 250, postalCodePrefix: '20' },
    { zoneId: 3, countryId: 250, postalCodePrefix: '97' },
    { zoneId: 4, countryId: 56, postalCodePrefix: '' },
  ];

  it('picks the longest postal-code prefix of the country', () => {
    expect(zoneFor(areas, 250, '49400')).toBe(1);
    expect(zoneFor(areas, 250, '20000')).toBe(2);
    expect(zoneFor(areas, 250, '20 090')).toBe(2);
    expect(zoneFor(areas, 250, '97110')).toBe(3);
    expect(zoneFor(areas, 56, '1000')).toBe(4);
    expect(zoneFor(areas, 276, '10115')).toBeNull();
  });
});

describe('rate tables', () => {
  const rates = [
    { minBottles: 0.5, maxBottles: 6, priceCents: 1290 },
    { minBottles: 6.5, maxBottles: 12, priceCents: 1890 },
    { minBottles: 12.5, maxBottles: null, priceCents: 2450 },
  ];

  it('takes the range holding the count, bounds included; none when no range covers it', () => {
    expect(rateFor(rates, 0.5)).toBe(1290);
    expect(rateFor(rates, 6)).toBe(1290);
    expect(rateFor(rates, 6.5)).toBe(1890);
    expect(rateFor(rates, 12)).toBe(1890);
    expect(rateFor(rates, 400)).toBe(2450);
    expect(rateFor(rates.slice(0, 2), 13)).toBeNull();
    expect(rateFor(rates, 0)).toBeNull();
  });

  it('never charges less for more bottles with a growing table (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (a, b) => {
        const [low, high] = a <= b ? [a / 2, b / 2] : [b / 2, a / 2];
        expect(rateFor(rates, high) ?? 0).toBeGreaterThanOrEqual(rateFor(rates, low) ?? 0);
      }),
    );
  });
});

describe('free shipping', () => {
  const rule = { bottleCount: 24, priceCents: 25_000 };

  it('is free from the bottle count or from the amount, whichever comes first', () => {
    expect(isFreeShipping(rule, { bottles: 23.5, shippedSubtotalCents: 24_999 })).toBe(false);
    expect(isFreeShipping(rule, { bottles: 24, shippedSubtotalCents: 0 })).toBe(true);
    expect(isFreeShipping(rule, { bottles: 1, shippedSubtotalCents: 25_000 })).toBe(true);
  });

  it('treats 0 as "never"', () => {
    expect(
      isFreeShipping({ bottleCount: 0, priceCents: 0 }, { bottles: 1000, shippedSubtotalCents: 10_000_000 }),
    ).toBe(false);
    expect(
      isFreeShipping({ bottleCount: 0, priceCents: 100 }, { bottles: 0, shippedSubtotalCents: 100 }),
    ).toBe(true);
  });

  it('stays free once reached when the cart grows (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.nat(100_000),
        fc.nat(50),
        fc.nat(10_000),
        (bottles, cents, more, moreCents) => {
          if (isFreeShipping(rule, { bottles, shippedSubtotalCents: cents })) {
            expect(
              isFreeShipping(rule, { bottles: bottles + more, shippedSubtotalCents: cents + moreCents }),
            ).toBe(true);
          }
        },
      ),
    );
  });
});

describe('sales area', () => {
  it('France only wins; worldwide sells everywhere; otherwise the European Union', () => {
    expect(sellsTo({ onlySellInFrance: true, sellsWorldwide: true }, 'BE')).toBe(false);
    expect(sellsTo({ onlySellInFrance: true, sellsWorldwide: false }, 'fr')).toBe(true);
    expect(sellsTo({ onlySellInFrance: false, sellsWorldwide: true }, 'US')).toBe(true);
    expect(sellsTo({ onlySellInFrance: false, sellsWorldwide: false }, 'DE')).toBe(true);
    expect(sellsTo({ onlySellInFrance: false, sellsWorldwide: false }, 'CH')).toBe(false);
  });
});
