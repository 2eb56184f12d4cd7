import { api, postJson } from './http';

// The sample sites' accounts (README) and the two calls the admin tests make with them.

export const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
export const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
export const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

/** Signs in through POST /api/login on the host; returns the session token. */
export async function login(
  credentials: { email: string; password: string },
  host = 'localhost',
): Promise<string> {
  const { status, body } = await postJson('/login', credentials, host);
  if (status !== 200) throw new Error(`login failed: ${status}`);
  return (body.data as { token: string }).token;
}

/** An API call with the token in the Authorization header (or none), JSON body when given. */
export function adminCall<T = unknown>(
  method: string,
  path: string,
  token: string | null,
  payload?: unknown,
  host = 'localhost',
) {
  return api<T>(path, {
    host,
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The platform operator (SUPER_ADMIN on the massage site). */
export const OPERATOR = { email: 'operateur@plateforme.example', password: 'Operateur-Local-2026' };
export const adminLogin = login; // replaced by the admin-host sign-in (admin-server)
