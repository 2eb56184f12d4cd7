import { describe, expect, it } from 'vitest';
import {
  capacityInLitres,
  freeShippingBottleCount,
  lineBottleCount,
} from '../../../src/domain/catalogue/bottles.ts';
import { box, declination, line, wine } from '../support/shop-factories.ts';

const wineLine = (capacity: number | null, capacityUnit: string | null, quantity = 2) =>
  line({ product: wine({ declination: [declination({ capacity, capacityUnit })] }), quantity });

describe('capacity in litres', () => {
  it('reads litres and centilitres in any case', () => {
    expect(capacityInLitres(0.75, 'L')).toBe(0.75);
    expect(capacityInLitres(1.5, 'l')).toBe(1.5);
    expect(capacityInLitres(75, 'cl')).toBe(0.75);
    expect(capacityInLitres(37.5, 'CL')).toBe(0.375);
  });

  it('is unknown without a capacity or with an unknown unit', () => {
    expect(capacityInLitres(null, 'cl')).toBeNull();
    expect(capacityInLitres(75, null)).toBeNull();
    expect(capacityInLitres(75, 'oz')).toBeNull();
  });
});

describe('free-shipping bottle count', () => {
  it('counts a 75 cl or 0.75 l wine as one bottle', () => {
    expect(lineBottleCount(wineLine(75, 'cl'))).toBe(2);
    expect(lineBottleCount(wineLine(0.75, 'L'))).toBe(2);
    expect(lineBottleCount(wineLine(1.5, 'l'))).toBe(2);
  });

  it('counts a wine under 0.75 l (or 75 cl) as half a bottle', () => {
    expect(lineBottleCount(wineLine(37.5, 'cl'))).toBe(1);
    expect(lineBottleCount(wineLine(50, 'CL', 3))).toBe(1.5);
    expect(lineBottleCount(wineLine(0.5, 'L'))).toBe(1);
  });

  it('counts a whole bottle when the capacity is unknown', () => {
    expect(lineBottleCount(wineLine(null, null))).toBe(2);
    expect(lineBottleCount(line({ declinationId: 999 }))).toBe(1);
  });

  it('counts a box as its quantity times sellByMultipleOf, rounded down', () => {
    expect(lineBottleCount(line({ product: box(), declinationId: null, quantity: 2 }))).toBe(12);
    const oddBox = box({ box: { idProduct: 2, price: 30, sellByMultipleOf: 1.5 } });
    expect(lineBottleCount(line({ product: oddBox, declinationId: null, quantity: 3 }))).toBe(4);
  });

  it('adds up every line of the cart', () => {
    const lines = [
      wineLine(75, 'cl', 3),
      wineLine(37.5, 'cl', 3),
      line({ product: box(), declinationId: null, quantity: 1 }),
    ];
    expect(freeShippingBottleCount(lines)).toBe(3 + 1.5 + 6);
    expect(freeShippingBottleCount([])).toBe(0);
  });
});
