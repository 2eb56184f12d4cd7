import type { CustomHostname, CustomHostnames } from './custom-hostname.adapter';
import { routingRecord } from './custom-hostname.adapter';

// The custom hostnames of development and tests (CUSTOM_HOSTNAMES = "local"): no network, no
// state, deterministic. A hostname is « en attente » when created and active from its first
// refresh on (the Cron Trigger, or the operator's « Vérifier »), as a real one is once the
// customer's DNS is in place. Its id is derived from the name, so any isolate answers alike.

const PREFIX = 'local-';

/** A stable fake ownership token (FNV-1a of the name), shaped like Cloudflare's UUIDs. */
function ownershipValue(hostname: string): string {
  let hash = 0x811c9dc5;
  for (const char of hostname) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${hex}${hex.slice(0, 4)}`;
}

function state(hostname: string, active: boolean, target: string): CustomHostname {
  return {
    id: `${PREFIX}${hostname}`,
    hostname,
    status: active ? 'active' : 'pending',
    sslStatus: active ? 'active' : 'pending_validation',
    records: [
      routingRecord(hostname, target),
      {
        type: 'TXT',
        name: `_cf-custom-hostname.${hostname}`,
        value: ownershipValue(hostname),
        purpose: 'ownership',
      },
    ],
    errors: active ? [] : ['custom hostname does not CNAME to this zone.'],
  };
}

export function localCustomHostnames(target: string): CustomHostnames {
  return {
    kind: 'local',
    create: (hostname) => Promise.resolve(state(hostname, false, target)),
    get: (id, hostname) =>
      Promise.resolve(id === `${PREFIX}${hostname}` ? state(hostname, true, target) : null),
    delete: () => Promise.resolve(),
  };
}
