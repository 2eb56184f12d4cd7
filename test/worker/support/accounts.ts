import { api, MASSAGE_HOST, postJson, WINE_HOST } from './http';

// The sample sites' accounts (README) and the calls the admin tests make with them. Admin
// calls go to the admin host (issue 19) with an admin-host session and the chosen site's id.

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

// The site each admin token was signed in for (adminLogin's host), used when adminCall is not
// told which site's host it acts for.
const tokenHosts = new Map<string, string>();

/** Signs in on the admin host (POST /api/admin/session); returns the admin-session token. */
export async function adminLogin(
  credentials: { email: string; password: string },
  host = MASSAGE_HOST,
): Promise<string> {
  const { status, body } = await postJson('/admin/session', credentials, ADMIN_HOST);
  if (status !== 200) throw new Error(`admin login failed: ${status} ${body.message}`);
  const token = (body.data as { token: string }).token;
  tokenHosts.set(token, host);
  return token;
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
 * An admin-host API call for the site served at `host` (its id in the idSite header), with the
 * token as a bearer (or none), JSON body when given. Without `host`: the site the token was
 * signed in for, else the massage site.
 */
export async function adminCall<T = unknown>(
  method: string,
  path: string,
  token: string | null,
  payload?: unknown,
  host?: string,
) {
  const siteHost = host ?? (token ? tokenHosts.get(token) : undefined) ?? MASSAGE_HOST;
  return api<T>(path, {
    host: ADMIN_HOST,
    method,
    headers: {
      idSite: String(await siteIdAt(siteHost)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The platform operator: a platform account (table operators), signed in on the admin host. */
export const OPERATOR = { email: 'operateur@plateforme.example', password: 'Operateur-Local-2026' };
