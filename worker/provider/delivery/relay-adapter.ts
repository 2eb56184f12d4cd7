import { z } from 'zod';
import type { RelayAccessPoint, RelayQueryInput } from '../../../src/schema/delivery';
import { nearestFirst } from './relay-distance';
import { activeRelayPoints } from './relay.repository';

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

export function carrierApiRelayAdapter(options: {
  url: string;
  key: string;
  fetch: (request: Request) => Promise<Response>;
}): RelayAdapter {
  return {
    source: 'CARRIER_API',
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
}
