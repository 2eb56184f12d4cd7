// Where the admin host's pages live: the sign-in page at /login, the site chooser at
// /, and one site's panel under /sites/{id}/ (react-admin routes after the #). The Worker
// answers the same shell for each; the browser picks the screen from the path. Pure functions,
// unit-tested without a browser.

export type AdminPlace =
  { screen: 'login' } | { screen: 'chooser' } | { screen: 'site'; siteId: number } | { screen: 'unknown' };

const LOGIN_PATH = '/login';

export function adminPlace(pathname: string): AdminPlace {
  if (pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`) return { screen: 'login' };
  if (pathname === '/' || pathname === '') return { screen: 'chooser' };
  const site = /^\/sites\/([1-9]\d{0,9})(?:\/.*)?$/.exec(pathname);
  if (site?.[1]) return { screen: 'site', siteId: Number(site[1]) };
  return { screen: 'unknown' };
}

/** The panel of one site; react-admin's own routes follow the #. */
export const sitePanelPath = (siteId: number): string => `/sites/${siteId}/`;

/** The sign-in page, remembering where to come back to (path, query and # of the panel). */
export function loginPathFor(comeBackTo: string): string {
  const back = safeComeBack(comeBackTo);
  return back === null || back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The place to come back to after sign-in, only when it is one of the admin host's own pages:
 * a `redirect` pointing elsewhere (another origin, `//evil.example`, `javascript:`) is ignored,
 * so the sign-in page cannot be used to send an operator to a look-alike site.
 */
export function safeComeBack(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return null;
  }
  const place = adminPlace(redirect.split(/[?#]/)[0] ?? '');
  return place.screen === 'site' || place.screen === 'chooser' ? redirect : null;
}

/**
 * Where a fresh sign-in goes: the remembered place when there is one and the account manages
 * that site, else straight into the only site, else the chooser.
 */
export function afterSignIn(redirect: string | null, siteIds: readonly number[], operator: boolean): string {
  const back = safeComeBack(redirect);
  if (back !== null) {
    const place = adminPlace(back.split(/[?#]/)[0] ?? '');
    if (place.screen === 'chooser' || (place.screen === 'site' && siteIds.includes(place.siteId))) {
      return back;
    }
  }
  const [only] = siteIds;
  return siteIds.length === 1 && only !== undefined && !operator ? sitePanelPath(only) : '/';
}
