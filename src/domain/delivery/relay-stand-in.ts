// The local carrier stand-in's relay points (pure). Where a site stores no relay point in the
// buyer's département, the stand-in answers, as a carrier's API would, a few points in the
// buyer's commune: shops of a French town centre with their opening hours and their distance
// from the commune's centre. The commune list (migration 0048) has no coordinates, so the
// distances are the stand-in's own, fixed per point, and the points have no map position.
// Every answer is derived from the postal code and the commune alone: the id names both, so
// the order finds the point the buyer chose without keeping the list.

import type { OpeningSlot } from '../../schema/site/address';
import { foldForSearch } from '../site/search-text';

export interface StandInRelayPoint {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  distanceKm: number;
  openingHours: OpeningSlot[];
}

const days = (from: number, to: number, opens: string, closes: string): OpeningSlot[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ weekday: from + index, opens, closes }));

const SHOPS: { name: string; addLine1: string; distanceKm: number; openingHours: OpeningSlot[] }[] = [
  {
    name: 'Tabac-Presse de la Mairie',
    addLine1: '2 place de la Mairie',
    distanceKm: 0.4,
    openingHours: days(1, 6, '07:30', '19:30'),
  },
  {
    name: 'Épicerie du Centre',
    addLine1: '14 rue du Centre',
    distanceKm: 0.9,
    openingHours: [
      ...days(2, 6, '08:30', '12:30'),
      ...days(2, 6, '15:00', '19:30'),
      ...days(7, 7, '09:00', '12:30'),
    ],
  },
  {
    name: 'Librairie-Papeterie de la Gare',
    addLine1: '27 avenue de la Gare',
    distanceKm: 1.5,
    openingHours: days(1, 6, '09:00', '19:00'),
  },
  {
    name: 'Pressing des Écoles',
    addLine1: '8 rue des Écoles',
    distanceKm: 2.1,
    openingHours: [...days(1, 5, '08:00', '19:00'), ...days(6, 6, '09:00', '17:00')],
  },
  {
    name: 'Fleuriste du Marché',
    addLine1: '5 place du Marché',
    distanceKm: 2.8,
    openingHours: [...days(2, 6, '09:00', '19:00'), ...days(7, 7, '09:00', '13:00')],
  },
];

const ID = /^LOCAL-([0-9A-Z]{2,10})-(\d{1,3})-(\d)$/;

/** Which of the postal code's communes (sorted by name) the address names; the first otherwise. */
export function communeIndex(communes: readonly string[], city: string | undefined): number {
  const wanted = foldForSearch(city ?? '');
  const index = communes.findIndex((name) => foldForSearch(name) === wanted);
  return index === -1 ? 0 : index;
}

function point(
  postalCode: string,
  communes: readonly string[],
  commune: number,
  shop: number,
  country: string,
) {
  const city = communes[commune];
  const template = SHOPS[shop];
  if (city === undefined || template === undefined) return null;
  return {
    id: `LOCAL-${postalCode}-${commune}-${shop}`,
    name: template.name,
    addLine1: template.addLine1,
    zipCode: postalCode,
    city,
    country,
    distanceKm: template.distanceKm,
    openingHours: template.openingHours,
  } satisfies StandInRelayPoint;
}

/** The points around the commune the address names, nearest first (none for an unknown postal code). */
export function standInRelayPoints(
  query: { postalCode: string; city?: string | undefined; country: string; limit: number },
  communes: readonly string[],
): StandInRelayPoint[] {
  const postalCode = query.postalCode.replace(/\s+/g, '').toUpperCase();
  const commune = communeIndex(communes, query.city);
  return SHOPS.slice(0, query.limit).flatMap(
    (_, shop) => point(postalCode, communes, commune, shop, query.country) ?? [],
  );
}

/** The postal code a stand-in point's id names, or null for any other id. */
export function standInPostalCode(id: string): string | null {
  return ID.exec(id)?.[1] ?? null;
}

/** The stand-in point an id names, given the communes of its postal code; null when it names none. */
export function standInRelayPoint(
  id: string,
  communes: readonly string[],
  country: string,
): StandInRelayPoint | null {
  const match = ID.exec(id);
  if (!match) return null;
  return point(match[1] ?? '', communes, Number(match[2]), Number(match[3]), country);
}
