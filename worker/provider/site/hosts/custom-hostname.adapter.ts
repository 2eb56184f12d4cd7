import type { DnsRecord, HostnameStatus } from '../../../../src/schema/site/custom-hostname';

// Customer domains reach the Worker through Cloudflare for SaaS custom hostnames:
// the platform's zone has a fallback origin served by the Worker, and each customer host is a
// custom hostname of that zone, which the customer's DNS points to with a CNAME. Everything the
// platform asks of that API goes through this interface:
// - cloudflareCustomHostnames (custom-hostname.cloudflare.ts): the real API, with the
//   CUSTOM_HOSTNAMES_TOKEN and CUSTOM_HOSTNAMES_ZONE_ID secrets;
// - localCustomHostnames (custom-hostname.local.ts): development and tests, no network.
// CUSTOM_HOSTNAMES (wrangler.toml vars) chooses: "cloudflare" in production, "local" elsewhere.

/** A custom hostname as the platform keeps it (site_domains columns, migration 0027). */
export interface CustomHostname {
  id: string;
  hostname: string;
  status: HostnameStatus;
  sslStatus: string | null;
  records: DnsRecord[];
  errors: string[];
}

export interface CustomHostnames {
  readonly kind: 'cloudflare' | 'local';
  /** Asks for the hostname and its certificate; the answer is usually still pending. */
  create(hostname: string): Promise<CustomHostname>;
  /** Its state now; null when it no longer exists there. */
  get(id: string, hostname: string): Promise<CustomHostname | null>;
  /** Removes it; removing one that is already gone is not an error. */
  delete(id: string): Promise<void>;
}

/**
 * Why a call failed, so the admin can say it in French: the hostname belongs to another
 * custom hostname (conflict), the token is refused (auth), Cloudflare refuses the hostname
 * (invalid) or cannot be reached (unavailable).
 */
export class CustomHostnameError extends Error {
  readonly kind: 'conflict' | 'auth' | 'invalid' | 'unavailable';
  constructor(kind: CustomHostnameError['kind'], message: string) {
    super(message);
    this.name = 'CustomHostnameError';
    this.kind = kind;
  }
}

export const CUSTOM_HOSTNAME_MESSAGES: Record<CustomHostnameError['kind'], string> = {
  conflict:
    'Cet hôte est déjà déclaré chez Cloudflare (sur cette zone ou un autre compte) : retirez-le là-bas, puis réessayez.',
  auth: 'Cloudflare refuse le jeton de la plateforme (CUSTOM_HOSTNAMES_TOKEN) : vérifiez le secret et ses droits « SSL and Certificates: Edit ».',
  invalid: 'Cloudflare refuse ce nom d’hôte.',
  unavailable: 'Cloudflare ne répond pas pour le moment : réessayez dans quelques minutes.',
};

/** Hosts that never need a custom hostname: development hosts (always answered). */
export function isDevelopmentHost(host: string, kind: 'PROD' | 'DEV'): boolean {
  return kind === 'DEV' || host === 'localhost' || host.endsWith('.localhost');
}

/** The CNAME the customer creates: their host → the platform's target on the SaaS zone. */
export function routingRecord(hostname: string, target: string): DnsRecord {
  return { type: 'CNAME', name: hostname, value: target, purpose: 'routing' };
}
