import { describe, expect, it } from 'vitest';
import { openingRanges } from '../../../src/domain/site/local-business.ts';

// Opening hours as the owner writes them, in French or in English, for the LocalBusiness's
// OpeningHoursSpecification.

describe('openingRanges', () => {
  it('reads French hours', () => {
    expect(openingRanges('9h00 – 12h30 / 14h – 19h')).toEqual(['09:00-12:30', '14:00-19:00']);
  });

  it('reads English hours with am and pm', () => {
    expect(openingRanges('10 am – 12.30 pm / 2.30 pm – 6.30 pm')).toEqual(['10:00-12:30', '14:30-18:30']);
    expect(openingRanges('10 am – 12.30 pm / 2.30 pm – 7 pm')).toEqual(['10:00-12:30', '14:30-19:00']);
    expect(openingRanges('10:00–18:00')).toEqual(['10:00-18:00']);
  });

  it('reads nothing from a closed day', () => {
    expect(openingRanges('Fermé')).toEqual([]);
    expect(openingRanges('')).toEqual([]);
  });
});
