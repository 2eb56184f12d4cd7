import { currentSiteId } from './current-site';
import type { ApiFetch } from './data-provider';

// The one fetch of the admin panel (issue 19): on the admin host every provider call names
// the site it acts on with the `idSite` header (the server checks that the admin session
// manages it), and carries the host-only admin cookie. Every screen, upload and download goes
// through it, so no call can forget the site.

export const SITE_HEADER = 'idSite';

/** The request's headers with the chosen site's id added (none on the sign-in page). */
export function withSiteHeader(init: HeadersInit | undefined, siteId: number | null): Headers {
  const headers = new Headers(init);
  if (siteId !== null) headers.set(SITE_HEADER, String(siteId));
  return headers;
}

export const apiFetch: ApiFetch = (path, init = {}) =>
  fetch(path, {
    ...init,
    headers: withSiteHeader(init.headers, currentSiteId()),
    credentials: 'same-origin',
  });
