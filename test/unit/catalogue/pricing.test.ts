import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceWithDiscount } from '../../../src/domain/catalogue/pricing.ts';

describe('price with discount', () => {
  it('leaves the price unchanged without a discount', () => {
    expect(priceWithDiscount(12.5)).toBe(12.5);
    expect(priceWithDiscount(12.5, null)).toBe(12.5);
  });

  it('leaves the price unchanged for a SHIPPING_FEES discount, whatever its type', () => {
    expect(priceWithDiscount(20, { type: 'EURO', amount: 5, detailType: 'SHIPPING_FEES' })).toBe(20);
    expect(priceWithDiscount(20, { type: 'PERCENT', amount: 50, detailType: 'SHIPPING_FEES' })).toBe(20);
  });

  it('subtracts a EURO amount, to the cent', () => {
    expect(priceWithDiscount(20, { type: 'EURO', amount: 5 })).toBe(15);
    expect(priceWithDiscount(19.99, { type: 'EURO', amount: 0.5 })).toBe(19.49);
    expect(priceWithDiscount(0.3, { type: 'EURO', amount: 0.1 })).toBe(0.2);
  });

  it('applies any other type as a percentage, rounded to the cent', () => {
    expect(priceWithDiscount(20, { type: 'PERCENT', amount: 25 })).toBe(15);
    expect(priceWithDiscount(19.9, { type: 'PERCENTAGE', amount: 10 })).toBe(17.91);
    expect(priceWithDiscount(9.99, { type: '%', amount: 33 })).toBe(6.69);
  });

  it('never goes below 0', () => {
    expect(priceWithDiscount(20, { type: 'EURO', amount: 30 })).toBe(0);
    expect(priceWithDiscount(20, { type: 'PERCENT', amount: 150 })).toBe(0);
  });

  it('never raises the price, even with a negative amount', () => {
    expect(priceWithDiscount(20, { type: 'EURO', amount: -5 })).toBe(20);
  });

  it('stays between 0 and the price for any discount', () => {
    const cents = fc.integer({ min: 0, max: 10_000_00 });
    const discount = fc.record({
      type: fc.constantFrom('EURO', 'PERCENT'),
      amount: fc.double({ min: 0, max: 500, noNaN: true }),
    });
    fc.assert(
      fc.property(cents, discount, (priceCents, anyDiscount) => {
        const price = priceCents / 100;
        const result = priceWithDiscount(price, anyDiscount);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
        expect(Math.round(result * 100)).toBeCloseTo(result * 100, 6); // whole cents
      }),
    );
  });
});
