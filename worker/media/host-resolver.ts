import { isPublicIpLiteral, looksInternalHostname } from '../../src/domain/shared/ip-address';

// Where a host name leads, for the checks of guarded-fetch.ts. Workers have no DNS API, so
// resolving is an adapter over a fetch-shaped DNS-over-HTTPS call (RFC 8484 JSON form, as
// served by cloudflare-dns.com/dns-query), enabled by the DNS_OVER_HTTPS_URL var.
//
// Without it (the default) names cannot be resolved here: names that look internal
// (localhost, *.local, *.internal, single labels…) and non-public IP literals are refused,
// and other names are fetched as they are. On Cloudflare that is the platform's own
// guarantee: a Worker's fetch() goes to the public internet and cannot reach a private
// network. Even with a resolver, fetch() resolves the name again itself (Workers cannot pin
// an address), so a name that changes its answer between the check and the fetch (DNS
// rebinding) is out of reach of any check made here.

/** The addresses of a host name; null when this resolver cannot tell (no DNS available). */
export type HostResolver = (hostname: string) => Promise<string[] | null>;

export const noDnsResolver: HostResolver = () => Promise.resolve(null);

const A = 1;
const AAAA = 28;

interface DohAnswer {
  Status?: number;
  Answer?: { type?: number; data?: string }[];
}

/** A resolver asking a DNS-over-HTTPS endpoint for A and AAAA records. Fails closed: errors throw. */
export function dnsOverHttpsResolver(fetcher: typeof fetch, endpoint: string): HostResolver {
  async function query(hostname: string, type: 'A' | 'AAAA'): Promise<string[]> {
    const url = new URL(endpoint);
    url.searchParams.set('name', hostname);
    url.searchParams.set('type', type);
    const response = await fetcher(url, {
      headers: { accept: 'application/dns-json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`DNS-over-HTTPS answered ${response.status}`);
    const answer: DohAnswer = await response.json();
    if (answer.Status === 3) return []; // NXDOMAIN
    if (answer.Status !== 0) throw new Error(`DNS-over-HTTPS status ${String(answer.Status)}`);
    return (answer.Answer ?? []).flatMap((record) =>
      (record.type === A || record.type === AAAA) && typeof record.data === 'string' ? [record.data] : [],
    );
  }
  return async (hostname) => {
    const [v4, v6] = await Promise.all([query(hostname, 'A'), query(hostname, 'AAAA')]);
    return [...v4, ...v6];
  };
}

export type HostVerdict = { allowed: true } | { allowed: false; reason: string };

/** Whether a URL's host (as the URL parser normalised it) may be fetched. */
export async function checkHost(hostname: string, resolve: HostResolver): Promise<HostVerdict> {
  const literal = isPublicIpLiteral(hostname);
  if (literal === false) return { allowed: false, reason: 'adresse IP non publique' };
  if (literal === true) return { allowed: true };
  if (looksInternalHostname(hostname)) return { allowed: false, reason: 'nom de machine interne' };
  const addresses = await resolve(hostname.replace(/\.$/, ''));
  if (addresses === null) return { allowed: true };
  if (addresses.length === 0) return { allowed: false, reason: 'nom introuvable' };
  // Every address must be public: a name with one public and one private address is refused.
  if (addresses.some((address) => isPublicIpLiteral(address) !== true)) {
    return { allowed: false, reason: 'le nom mène à une adresse non publique' };
  }
  return { allowed: true };
}
