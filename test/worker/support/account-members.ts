import { env } from 'cloudflare:workers';
import { hashPassword } from '../../../worker/auth/password';
import { login } from './accounts';
import { unique } from './factories';
import { api, MASSAGE_HOST, WINE_HOST } from './http';

// Members for the personal-space and newsletter tests: a fresh account per test, signed in.

export const MEMBER_PASSWORD = 'Une-phrase-de-passe-solide-2026';

let storedHash: Promise<string> | undefined;

export interface TestMember {
  id: number;
  email: string;
  token: string;
  siteId: number;
  host: string;
}

/** A new MEMBER of the site, signed in through POST /login. */
export async function signedInMember(siteId = 1, overrides: { email?: string } = {}): Promise<TestMember> {
  storedHash ??= hashPassword(MEMBER_PASSWORD);
  const email = overrides.email ?? `${unique('membre').toLowerCase()}@exemple.fr`;
  const row = await env.DB.prepare(
    `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
     VALUES (?, ?, ?, 'MEMBER', 'Camille', 'Durand') RETURNING id`,
  )
    .bind(siteId, email, await storedHash)
    .first<{ id: number }>();
  if (!row) throw new Error('member insert returned no id');
  const host = siteId === 1 ? MASSAGE_HOST : WINE_HOST;
  const token = await login({ email, password: MEMBER_PASSWORD }, host);
  return { id: row.id, email, token, siteId, host };
}

/** A call as the member (Authorization header), JSON body when given. */
export function memberCall<T = unknown>(
  member: TestMember | null,
  method: string,
  path: string,
  payload?: unknown,
  host?: string,
) {
  return api<T>(path, {
    host: host ?? member?.host ?? MASSAGE_HOST,
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(member ? { authorization: member.token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The newest outbox row sent to an address. */
export async function lastEmailTo(
  address: string,
): Promise<{ id: number; subject: string; text_body: string; headers: string | null } | null> {
  return env.DB.prepare(
    'SELECT id, subject, text_body, headers FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(address)
    .first();
}

/** The first link of an e-mail's text that starts with the path. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}
