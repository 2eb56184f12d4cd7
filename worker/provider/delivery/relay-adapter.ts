import { z } from 'zod';
import { openingSlotSchema } from '../../../src/schema/site/address';
import type { RelayAccessPoint, RelayQueryInput } from '../../../src/schema/delivery/delivery';
import { nearestFirst } from './relay-distance';
import { activeRelayPoints, findActiveRelayPointByCode } from './relay.repository';

import {
  standInPostalCode,
  standInRelayPoint,
  standInRelayPoints,
} from '../../../src/domain/delivery/relay-stand-in';
import { communesOfPostalCode } from '../site/public';
import type { RelayPoint } from '../../../src/schema/delivery/delivery';

// Where relay points come from, behind one fetch-shaped seam:
// - storedRelayAdapter, the embedded default and the local carrier stand-in: the points stored
//   for the site (admin API, seeded around Saumur and Nantes) in the buyer's département,
//   nearest the postal code first (relay-distance.ts); where the site stores none there, a few
//   points in the commune of the buyer's postal code (src/domain/delivery/relay-stand-in.ts), as the
//   carrier's API answers points near any address, never points 300 km away;
// - carrierApiRelayAdapter: a carrier's relay-point API, chosen per site (delivery settings
//   relaySource CARRIER_API) when RELAY_API_URL is set and the RELAY_API_KEY secret is given.
//   It is called with `POST <RELAY_API_URL>` and `Authorization: Bearer <key>`, body
//   `{postalCode, city, address, country, limit}`, and answers
//   `{points: [{id, name, address, postalCode, city, countryCode, latitude, longitude,
//   distanceMeters?, openingHours?: [{weekday, opens, closes}], type?}]}`
//   (the shape the adapter maps; another carrier needs only another mapping here).

export interface RelayAdapter {
  readonly source: 'STORED' | 'CARRIER_API';
  find(query: RelayQueryInput): Promise<RelayAccessPoint[]>;
  /**
   * The point a buyer chose, as this source knows it, or null when it does not exist. `near`
   * is where the buyer searched: the carrier API has no lookup by id in its contract, so the
   * point must be among the points it answers there (the list the buyer chose from).
   */
  point(id: string, near: RelayQueryInput | null): Promise<RelayAccessPoint | null>;
}

const DEFAULT_ICON = '/assets/icons/relay-point.svg';

/** A postal code's département: two characters, three overseas (971 to 989). */
function departement(postalCode: string): string {
  const code = postalCode.replace(/\s+/g, '');
  return code.startsWith('97') || code.startsWith('98') ? code.slice(0, 3) : code.slice(0, 2);
}

function storedAccessPoint(point: RelayPoint, distanceKm: number | null): RelayAccessPoint {
  return {
    id: point.code,
    name: point.name,
    addLine1: point.addLine1,
    zipCode: point.zipCode,
    city: point.city,
    country: point.country,
    position: { latitude: point.latitude, longitude: point.longitude },
    icon: point.icon || DEFAULT_ICON,
    distanceKm,
    openingHours: point.openingHours,
  };
}

export function storedRelayAdapter(db: D1Database, siteId: number): RelayAdapter {
  return {
    source: 'STORED',
    async find(query) {
      const area = departement(query.postalCode);
      const stored = await activeRelayPoints(db, siteId, query.country);
      const near = stored.filter((point) => departement(point.zipCode) === area);
      if (near.length > 0) {
        return nearestFirst(query.postalCode, near, query.limit).map(({ point, distanceKm }) =>
          storedAccessPoint(point, distanceKm),
        );
      }
      const postalCode = query.postalCode.replace(/\s+/g, '').toUpperCase();
      const communes = await communesOfPostalCode(db, siteId, query.country, postalCode);
      return standInRelayPoints(query, communes).map((point) => ({
        ...point,
        position: null,
        icon: DEFAULT_ICON,
      }));
    },
    async point(id, near) {
      const postalCode = standInPostalCode(id);
      if (postalCode !== null) {
        // The stand-in's points live in no table: the id names the postal code and the commune.
        const country = near?.country ?? 'FR';
        const point = standInRelayPoint(
          id,
          await communesOfPostalCode(db, siteId, country, postalCode),
          country,
        );
        return point && { ...point, position: null, icon: DEFAULT_ICON };
      }
      const point = await findActiveRelayPointByCode(db, siteId, id);
      return point ? storedAccessPoint(point, null) : null;
    },
  };
}

const carrierAnswerSchema = z.object({
  points: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        name: z.string(),
        address: z.string(),
        postalCode: z.string(),
        city: z.string(),
        countryCode: z.string().length(2),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        distanceMeters: z.number().nonnegative().optional(),
        openingHours: z.array(openingSlotSchema).max(28).optional(),
        type: z.string().optional(),
      }),
    )
    .max(100),
});

class RelayApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RelayApiError';
  }
}

const TIMEOUT_MS = 5_000;
/** The most points a buyer's search lists (relayQueryInputSchema's limit). */
const MAX_LIMIT = 30;

export function carrierApiRelayAdapter(options: {
  url: string;
  key: string;
  fetch: (request: Request) => Promise<Response>;
}): RelayAdapter {
  const adapter: RelayAdapter = {
    source: 'CARRIER_API',
    async point(id, near) {
      if (!near) return null;
      const points = await adapter.find({ ...near, limit: MAX_LIMIT });
      return points.find((point) => point.id === id) ?? null;
    },
    async find(query) {
      const request = new Request(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          postalCode: query.postalCode,
          city: query.city ?? '',
          address: query.address ?? '',
          country: query.country,
          limit: query.limit,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const response = await options.fetch(request);
      if (!response.ok) throw new RelayApiError(`relay API answered ${response.status}`);
      const parsed = carrierAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new RelayApiError('relay API answer has an unexpected shape');
      return parsed.data.points.slice(0, query.limit).map((point) => ({
        id: point.id,
        name: point.name,
        addLine1: point.address,
        zipCode: point.postalCode,
        city: point.city,
        country: point.countryCode.toUpperCase(),
        position: { latitude: point.latitude, longitude: point.longitude },
        icon: DEFAULT_ICON,
        distanceKm: point.distanceMeters === undefined ? null : Math.round(point.distanceMeters / 100) / 10,
        openingHours: point.openingHours ?? [],
      }));
    },
  };
  return adapter;
}
