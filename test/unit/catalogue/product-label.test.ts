import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  declinationLabel,
  formatCapacity,
  sellableLabel,
} from '../../../src/domain/catalogue/product-label.ts';

describe('declination labels', () => {
  it('writes capacities the French way', () => {
    expect(formatCapacity(75, 'cl')).toBe('75 cl');
    expect(formatCapacity(37.5, 'cl')).toBe('37,5 cl');
    expect(formatCapacity(1.5, 'l')).toBe('1,5 l');
    expect(formatCapacity(150, null)).toBe('150');
    expect(formatCapacity(null, 'cl')).toBeNull();
    expect(formatCapacity(0, 'cl')).toBeNull();
  });

  it('writes capacities the English way under en-GB', () => {
    expect(formatCapacity(37.5, 'cl', 'en-GB')).toBe('37.5 cl');
    expect(declinationLabel({ year: 2022, capacity: 1.5, capacityUnit: 'l' }, 'en-GB')).toBe('2022 – 1.5 l');
    expect(sellableLabel('Crémant', { year: null, capacity: 37.5, capacityUnit: 'cl' }, 'en-GB')).toBe(
      'Crémant 37.5 cl',
    );
  });

  it('names a wine declination by vintage and capacity, a box by its name alone', () => {
    expect(sellableLabel('Saumur rouge', { year: 2022, capacity: 75, capacityUnit: 'cl' })).toBe(
      'Saumur rouge 2022 – 75 cl',
    );
    expect(sellableLabel('Crémant de Loire', { year: null, capacity: 37.5, capacityUnit: 'cl' })).toBe(
      'Crémant de Loire 37,5 cl',
    );
    expect(sellableLabel('Anjou', { year: 2021, capacity: null, capacityUnit: null })).toBe('Anjou 2021');
    expect(sellableLabel('Coffret découverte', { year: null, capacity: null, capacityUnit: null })).toBe(
      'Coffret découverte',
    );
  });

  it('always starts with the product name and carries the vintage when there is one', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.option(fc.integer({ min: 1900, max: 2100 })),
        fc.option(fc.integer({ min: 1, max: 3000 })),
        (name, year, capacity) => {
          const label = sellableLabel(name, {
            year,
            capacity,
            capacityUnit: capacity === null ? null : 'cl',
          });
          expect(label.startsWith(name)).toBe(true);
          if (year !== null)
            expect(declinationLabel({ year, capacity, capacityUnit: 'cl' })).toContain(String(year));
          if (year === null && capacity === null) expect(label).toBe(name);
        },
      ),
    );
  });
});
