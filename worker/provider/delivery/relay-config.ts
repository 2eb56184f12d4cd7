import { z } from 'zod';
import type { RelayAccessPoint, RelayQueryInput } from '../../../src/schema/delivery/delivery';
import type { Env } from '../../env';
import { carrierApiRelayAdapter, storedRelayAdapter, type RelayAdapter } from './relay-adapter';
import { relaySource } from './relay.repository';

// Which relay adapter serves a site: the carrier's API when the site chose CARRIER_API and the
// Worker is configured for it (RELAY_API_URL var, https only, and the RELAY_API_KEY secret),
// else the stored points. The outgoing call goes through the global fetch (tests stub it).

const urlSchema = z.union([z.literal(''), z.url({ protocol: /^https$/ })]);

function relayApiConfig(env: Env): { url: string; key: string } | null {
  // A var or secret left out of the configuration is undefined at run time, whatever its type says.
  const url = urlSchema.safeParse(env.RELAY_API_URL);
  const key: string | undefined = env.RELAY_API_KEY;
  if (!url.success || url.data === '' || !key) return null;
  return { url: url.data, key };
}

export async function relayAdapterFor(env: Env, db: D1Database, siteId: number): Promise<RelayAdapter> {
  const config = relayApiConfig(env);
  if (config && (await relaySource(db, siteId)) === 'CARRIER_API') {
    return carrierApiRelayAdapter({ ...config, fetch: (request) => fetch(request) });
  }
  return storedRelayAdapter(db, siteId);
}

/** The point a buyer's order names, looked up by the server: null when no source knows it. */
export type RelayPointFinder = (id: string, near: RelayQueryInput | null) => Promise<RelayAccessPoint | null>;

/**
 * The site's relay source as a lookup. As for the list the buyer saw (relay.routes.ts), a
 * carrier API that fails leaves the stored points: a point the API listed is then unknown.
 */
export async function relayPointFinderFor(
  env: Env,
  db: D1Database,
  siteId: number,
  onApiError: (error: unknown) => void = () => undefined,
): Promise<RelayPointFinder> {
  const adapter = await relayAdapterFor(env, db, siteId);
  const stored = storedRelayAdapter(db, siteId);
  if (adapter.source === 'STORED') return (id, near) => adapter.point(id, near);
  return async (id, near) => {
    try {
      return await adapter.point(id, near);
    } catch (error) {
      onApiError(error);
      return stored.point(id, near);
    }
  };
}
