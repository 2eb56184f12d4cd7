import { z } from 'zod';
import type { RelayAccessPoint, RelayQueryInput } from '../../../src/schema/delivery';
import { nearestFirst } from './relay-distance';
import { activeRelayPoints, findActiveRelayPointByCode } from './relay.repository';

// Where relay points come from, behind one fetch-shaped seam (issue 10):
// - storedRelayAdapter, the embedded default: the points stored for the site (admin API,
//   seeded around Saumur and Nantes), nearest the postal code first (relay-distance.ts);
// - carrierApiRelayAdapter: a carrier's relay-point API, chosen per site (delivery settings
//   relaySource CARRIER_API) when RELAY_API_URL is set and the RELAY_API_KEY secret is given.
//   It is called with `POST <RELAY_API_URL>` and `Authorization: Bearer <key>`, body
//   `{postalCode, city, address, country, limit}`, and answers
//   `{points: [{id, name, address, postalCode, city, countryCode, latitude, longitude, type?}]}`
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

export function storedRelayAdapter(db: D1Database, siteId: number): RelayAdapter {
  return {
    source: 'STORED',
    async find(query) {
      const points = await activeRelayPoints(db, siteId, query.country);
      return nearestFirst(query.postalCode, points, query.limit).map(({ point, distanceKm }) => ({
        id: point.code,
        name: point.name,
        addLine1: point.addLine1,
        zipCode: point.zipCode,
        city: point.city,
        country: point.country,
        position: { latitude: point.latitude, longitude: point.longitude },
        icon: point.icon || DEFAULT_ICON,
        distanceKm,
      }));
    },
    async point(id) {
      const point = await findActiveRelayPointByCode(db, siteId, id);
      if (!point) return null;
      return {
        id: point.code,
        name: point.name,
        addLine1: point.addLine1,
        zipCode: point.zipCode,
        city: point.city,
        country: point.country,
        position: { latitude: point.latitude, longitude: point.longitude },
        icon: point.icon || DEFAULT_ICON,
        distanceKm: null,
      };
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
        type: z.string().optional(),
      }),
    )
    .max(100),
});

export class RelayApiError extends Error {
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
      }));
    },
  };
  return adapter;
}
