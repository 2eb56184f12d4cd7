import { adminPlace } from './admin-paths';
import type { AdminSite } from './admin-session';

// The site the panel works on: its id comes from the page's path (/sites/{id}/),
// its name and storefront URL from the admin session, set once before the panel renders.
// Every provider call names the site (api-fetch.ts); media and previews are read from the
// site's storefront origin, since /media/* and the public pages are served per site host and
// never on the admin host.

let chosen: AdminSite | null = null;

export function setCurrentSite(site: AdminSite | null): void {
  chosen = site;
}

/** The chosen site's id: from the session's site once set, else from the page's path. */
export function currentSiteId(pathname = globalThis.location?.pathname ?? ''): number | null {
  if (chosen) return chosen.id;
  const place = adminPlace(pathname);
  return place.screen === 'site' ? place.siteId : null;
}

/**
 * An address on the chosen site's storefront: a root-relative path (/media/…, /actualites/…)
 * gets the storefront's origin; an absolute http(s) URL is kept; anything else (javascript:,
 * data:…) gives null, so it is never put in a link or an image.
 */
export function storefrontUrl(pathOrUrl: string | null | undefined, site = chosen): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//') || !site) return null;
  try {
    return new URL(pathOrUrl, site.url).toString();
  } catch {
    return null;
  }
}
