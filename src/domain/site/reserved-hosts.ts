// The platform's own hosts answer for no site: the admin host, where privileged sessions live,
// the API host, and every host under either. A storefront runs its owner's HTML and scripts, and
// a page on a host under the admin host may set cookies for the admin host's domain (cookie
// tossing: a chosen session slipped in front of the operator's own). Mapping such a host would
// also shut the operator out: the host they are connected through cannot be removed.

export interface PlatformHosts {
  adminHost: string;
  /** '' when the platform has no API host. */
  apiHost: string;
}

const normalised = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** The platform host that `host` is, or lies under; null for a host a site may have. */
function reservedHostOf(host: string, platform: PlatformHosts): string | null {
  const name = normalised(host);
  for (const reserved of [platform.adminHost, platform.apiHost].map(normalised))
    if (reserved !== '' && (name === reserved || name.endsWith(`.${reserved}`))) return reserved;
  return null;
}

/** The French refusal of a host reserved to the platform; null when a site may have it. */
export function reservedHostProblem(host: string, platform: PlatformHosts): string | null {
  const reserved = reservedHostOf(host, platform);
  if (reserved === null) return null;
  return (
    `L'hôte ${normalised(host)} est réservé à la plateforme : ni ${reserved} ni ses sous-domaines ` +
    'ne peuvent répondre pour un site.'
  );
}
