/** The site a request is for, as the host resolved it (worker/site/site-resolver.ts). */
export interface SiteContext {
  id: number;
  name: string;
  defaultLocale: string;
  locales: string[];
  /** The shop (catalogue, cart, checkout) exists only on e-commerce sites. */
  isECommerce: boolean;
  /** A site in building mode shows visitors a "site en construction" page; its admins see it. */
  isBuilding: boolean;
  /**
   * The origin of the site's primary URL when its host answers for the site (every
   * other production host redirects there); null when the site has no such host. Absent from
   * contexts cached before it existed: read as null.
   */
  primaryOrigin?: string | null;
  /** The site's development hosts (kind DEV, localhost, *.localhost): never redirected. */
  devHosts?: string[];
  /**
   * When the site's public content changes next on its own (a scheduled publication, in ms
   * since 1970); null or absent when nothing is scheduled.
   */
  nextChangeAt?: number | null;
}

/** The header that names the site of an API request on the API host (its id). */
export const SITE_ID_HEADER = 'idSite';
