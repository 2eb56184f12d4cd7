import { api, MASSAGE_HOST, postJson, request, WINE_HOST } from './http';

// The sample sites' accounts (docs/site-owners.md) and the calls the admin tests make with them. Admin
// calls go to the admin host with an admin-host session and the chosen site's id.

export const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
export const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
export const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

/** The admin host of wrangler.toml (ADMIN_HOST). */
export const ADMIN_HOST = 'admin.localhost';

/** Signs in through POST /api/login on the host; returns the (member) session token. */
export async function login(
  credentials: { email: string; password: string },
  host = 'localhost',
): Promise<string> {
  const { status, body } = await postJson('/login', credentials, host);
  if (status !== 200) throw new Error(`login failed: ${status}`);
  return (body.data as { token: string }).token;
}

/**
 * Signs in on the admin host (POST /api/admin/session); returns the admin-session token. `host`
 * is the storefront whose site the caller means to manage (the same arguments as `login`): its
 * id is looked up now and kept for adminCall.
 */
export async function adminLogin(
  credentials: { email: string; password: string },
  host = MASSAGE_HOST,
): Promise<string> {
  const { status, body } = await postJson('/admin/session', credentials, ADMIN_HOST);
  if (status !== 200) throw new Error(`admin login failed: ${status} ${body.message}`);
  await siteIdAt(host);
  return (body.data as { token: string }).token;
}

// The sample hosts always serve the same sites; other hosts (a test's own site) may be mapped
// to another site by another test file, so they are asked each time.
const sampleSiteIds = new Map<string, Promise<number>>();

async function askSiteId(host: string): Promise<number> {
  const { status, body } = await api<{ id: number }>('/site/info', { host });
  if (status !== 200) throw new Error(`no site at ${host}: ${status}`);
  return body.data.id;
}

/** The id of the site served at a storefront host (GET /api/site/info there). */
export function siteIdAt(host: string): Promise<number> {
  if (host !== MASSAGE_HOST && host !== WINE_HOST) return askSiteId(host);
  let id = sampleSiteIds.get(host);
  if (!id) {
    id = askSiteId(host);
    sampleSiteIds.set(host, id);
  }
  return id;
}

/**
 * An API call with the token as a bearer (or none), JSON body when given. An admin path
 * (/admin/…) goes to the admin host for the site served at `host` (its id in the idSite
 * header); any other path goes to `host` itself, as before (the helper predates the admin host).
 */
export async function adminCall<T = unknown>(
  method: string,
  path: string,
  token: string | null,
  payload?: unknown,
  host = MASSAGE_HOST,
) {
  const admin = path.startsWith('/admin/') || path === '/admin';
  return api<T>(path, {
    host: admin ? ADMIN_HOST : host,
    method,
    headers: {
      ...(admin ? { idSite: String(await siteIdAt(host)) } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The platform operator: a platform account (table operators), signed in on the admin host. */
export const OPERATOR = { email: 'operateur@plateforme.example', password: 'Operateur-Local-2026' };

/**
 * `api(path, init)` on the admin host for the site served at `init.host` (default the massage
 * site): for the admin calls a test shapes itself (raw bodies, extra headers).
 */
export async function adminApi<T = unknown>(path: string, init: RequestInit & { host?: string } = {}) {
  const { host = MASSAGE_HOST, headers, ...rest } = init;
  const merged = new Headers(headers);
  merged.set('idSite', String(await siteIdAt(host)));
  return api<T>(path, { ...rest, host: ADMIN_HOST, headers: merged });
}

/** `request(path, init)` on the admin host for the site served at `init.host` (raw answers: CSV, PDF). */
export async function adminRequest(path: string, init: RequestInit & { host?: string } = {}) {
  const { host = MASSAGE_HOST, headers, ...rest } = init;
  const merged = new Headers(headers);
  merged.set('idSite', String(await siteIdAt(host)));
  return request(path, { ...rest, host: ADMIN_HOST, headers: merged });
}
