// Nearest relay points without a geocoding service (pure). The buyer gives a postal code, not
// coordinates, so its position is APPROXIMATED from what the site already knows: the centre of
// the stored relay points sharing the postal code, else those of the same département (first
// two characters in France), else none. With no position, points are ordered by how close
// their postal code is numerically (same département first), which keeps Saumur's points
// ahead of Nantes' for a 49xxx code. Good to a few kilometres, enough to rank relay points.

export interface Located {
  zipCode: string;
  latitude: number;
  longitude: number;
}

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function centre(points: readonly Located[]): Position | null {
  if (points.length === 0) return null;
  const sum = points.reduce(
    (acc, point) => ({ latitude: acc.latitude + point.latitude, longitude: acc.longitude + point.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/** The approximate position of a postal code from known points (see above), or null. */
export function approximatePosition(postalCode: string, known: readonly Located[]): Position | null {
  const code = postalCode.replace(/\s+/g, '');
  return (
    centre(known.filter((point) => point.zipCode === code)) ??
    centre(known.filter((point) => code.length >= 2 && point.zipCode.startsWith(code.slice(0, 2))))
  );
}

/** The points nearest the postal code first, each with its distance (null without a position). */
export function nearestFirst<T extends Located>(
  postalCode: string,
  points: readonly T[],
  limit: number,
): { point: T; distanceKm: number | null }[] {
  const origin = approximatePosition(postalCode, points);
  const code = postalCode.replace(/\s+/g, '');
  const numeric = Number.parseInt(code, 10);
  const ranked = points.map((point) => {
    if (origin) return { point, distanceKm: distanceKm(origin, point), rank: distanceKm(origin, point) };
    const other = Number.parseInt(point.zipCode, 10);
    const gap =
      Number.isNaN(numeric) || Number.isNaN(other) ? Number.MAX_SAFE_INTEGER : Math.abs(numeric - other);
    return { point, distanceKm: null, rank: gap };
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.point.zipCode.localeCompare(b.point.zipCode))
    .slice(0, limit)
    .map(({ point, distanceKm: distance }) => ({
      point,
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
    }));
}
