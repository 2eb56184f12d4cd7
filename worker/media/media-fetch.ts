import type { Env } from '../env';
import { readConfig } from '../config';
import type { GuardedFetchOptions } from './guarded-fetch';
import { dnsOverHttpsResolver, noDnsResolver, type HostResolver } from './host-resolver';

// The two outside fetches of the media module, configured once: load-svg (any public http(s)
// URL) and the thumbnail proxy (the configured video-thumbnail hosts only).

const SVG_MAX_BYTES = 512 * 1024;
const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

// Read at call time, so a stubbed global fetch (tests) is the one used.
const network: typeof fetch = (input, init) => fetch(input, init);

function resolverFor(env: Env): HostResolver {
  const endpoint = readConfig(env).dnsOverHttpsUrl;
  return endpoint === '' ? noDnsResolver : dnsOverHttpsResolver(network, endpoint);
}

export function svgFetchOptions(env: Env): GuardedFetchOptions {
  return {
    fetch: network,
    resolve: resolverFor(env),
    accept: 'image/svg+xml',
    // Some servers label SVG as XML or plain text; the sanitiser decides what it really is.
    acceptsContentType: (type) =>
      ['image/svg+xml', 'application/xml', 'text/xml', 'text/plain'].includes(type),
    maxBytes: SVG_MAX_BYTES,
  };
}

const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function thumbnailFetchOptions(env: Env): GuardedFetchOptions {
  return {
    fetch: network,
    resolve: resolverFor(env),
    allowedHosts: readConfig(env).imageProxyHosts,
    accept: THUMBNAIL_TYPES.join(', '),
    acceptsContentType: (type) => THUMBNAIL_TYPES.includes(type),
    maxBytes: THUMBNAIL_MAX_BYTES,
  };
}
