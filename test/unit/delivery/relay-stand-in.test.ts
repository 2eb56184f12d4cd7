import { describe, expect, it } from 'vitest';
import { openingDays } from '../../../src/domain/delivery/opening-days';
import {
  communeIndex,
  standInPostalCode,
  standInRelayPoint,
  standInRelayPoints,
} from '../../../src/domain/delivery/relay-stand-in';

describe('the local relay stand-in answers points in the commune asked', () => {
  const communes = ['Frignicourt', 'Vitry-le-François', 'Marolles'];

  it('puts its points in the commune the address names, accents and case aside', () => {
    expect(communeIndex(communes, 'vitry-le-francois')).toBe(1);
    const found = standInRelayPoints(
      { postalCode: '51300', city: 'VITRY-LE-FRANÇOIS', country: 'FR', limit: 3 },
      communes,
    );
    expect(found.map((point) => point.city)).toEqual([
      'Vitry-le-François',
      'Vitry-le-François',
      'Vitry-le-François',
    ]);
    expect(found.map((point) => point.distanceKm)).toEqual(
      [...found.map((point) => point.distanceKm)].sort(),
    );
  });

  it('uses the first commune when the address names another (« Paris 11e »)', () => {
    const [first] = standInRelayPoints({ postalCode: '75011', city: 'Paris 11e', country: 'FR', limit: 1 }, [
      'Paris',
    ]);
    expect(first).toMatchObject({ id: 'LOCAL-75011-0-0', city: 'Paris', zipCode: '75011' });
  });

  it('answers nothing for a postal code without a commune', () => {
    expect(standInRelayPoints({ postalCode: '00000', country: 'FR', limit: 5 }, [])).toEqual([]);
  });

  it('finds again from its id the very point it listed', () => {
    const listed = standInRelayPoints(
      { postalCode: '51300', city: 'Marolles', country: 'FR', limit: 5 },
      communes,
    );
    for (const point of listed) {
      expect(standInPostalCode(point.id)).toBe('51300');
      expect(standInRelayPoint(point.id, communes, 'FR')).toEqual(point);
    }
    expect(standInRelayPoint('LOCAL-51300-9-0', communes, 'FR')).toBeNull();
    expect(standInPostalCode('RP-49400-01')).toBeNull();
  });
});

describe('opening hours as runs of days', () => {
  it('groups the days in a row with the same hours and leaves the closed days out', () => {
    const slots = [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '19:00' })),
      { weekday: 6, opens: '14:00', closes: '18:00' },
      { weekday: 6, opens: '09:00', closes: '12:00' },
    ];
    expect(openingDays(slots)).toEqual([
      { from: 1, to: 5, hours: ['09:00–19:00'] },
      { from: 6, to: 6, hours: ['09:00–12:00', '14:00–18:00'] },
    ]);
    expect(openingDays([])).toEqual([]);
  });
});
