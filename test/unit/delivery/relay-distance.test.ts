import { describe, expect, it } from 'vitest';
import {
  approximatePosition,
  distanceKm,
  nearestFirst,
} from '../../../worker/provider/delivery/relay-distance.ts';

const saumur = { zipCode: '49400', latitude: 47.2594, longitude: -0.0753 };
const montsoreau = { zipCode: '49730', latitude: 47.2156, longitude: 0.0615 };
const nantes = { zipCode: '44000', latitude: 47.2129, longitude: -1.5596 };
const reze = { zipCode: '44400', latitude: 47.1913, longitude: -1.5683 };

describe('relay points nearest a postal code', () => {
  it('measures great-circle distances (Saumur–Nantes is about 112 km)', () => {
    expect(distanceKm(saumur, nantes)).toBeGreaterThan(105);
    expect(distanceKm(saumur, nantes)).toBeLessThan(120);
    expect(distanceKm(saumur, saumur)).toBe(0);
  });

  it('places a postal code at its points, else its département, else nowhere', () => {
    expect(approximatePosition('49400', [saumur, nantes])).toEqual({
      latitude: saumur.latitude,
      longitude: saumur.longitude,
    });
    expect(approximatePosition('49100', [saumur, montsoreau, nantes])?.latitude).toBeCloseTo(
      (saumur.latitude + montsoreau.latitude) / 2,
    );
    expect(approximatePosition('75001', [saumur, nantes])).toBeNull();
  });

  it('ranks nearest first with distances, or by postal-code closeness without a position', () => {
    const ranked = nearestFirst('44000', [saumur, reze, montsoreau, nantes], 3);
    expect(ranked.map((entry) => entry.point.zipCode)).toEqual(['44000', '44400', '49400']);
    expect(ranked[0]?.distanceKm).toBe(0);
    const unknown = nearestFirst('50000', [nantes, saumur], 2);
    expect(unknown.map((entry) => [entry.point.zipCode, entry.distanceKm])).toEqual([
      ['49400', null],
      ['44000', null],
    ]);
  });
});
