import { env } from 'cloudflare:workers';
import { unique } from './factories';
import { api, MASSAGE_HOST, uniqueIp } from './http';

// Builders for the member tests (register, login limits, password reset, cookies).

export const STRONG_PASSWORD = 'Lavande-et-huile-chaude-2026';

export function newMember(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `${unique('membre')}@example.fr`,
    password: STRONG_PASSWORD,
    firstname: 'Camille',
    lastname: 'Durand',
    phone: '06 11 22 33 44',
    birthdate: '1990-05-12',
    acceptTerms: true,
    ...overrides,
  };
}

/** A JSON call from a client address (a new one unless given). */
export function call(
  method: string,
  path: string,
  payload: unknown,
  options: { host?: string; ip?: string; token?: string } = {},
) {
  return api(path, {
    host: options.host ?? MASSAGE_HOST,
    method,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': options.ip ?? uniqueIp(),
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: JSON.stringify(payload),
  });
}

/**
 * Registers a member through POST /register, then signs in with POST /login (registering signs
 * nobody in: the answer never says whether the address was known); returns the e-mail, password and session token.
 */
export async function registerMember(
  overrides: Record<string, unknown> = {},
  host = MASSAGE_HOST,
): Promise<{ email: string; password: string; token: string }> {
  const member = newMember(overrides);
  const { status, body } = await call('POST', '/register', member, { host });
  if (status !== 201) throw new Error(`register failed: ${status} ${body.message}`);
  const email = String(member.email).trim().toLowerCase();
  const password = String(member.password);
  const signedIn = await call('POST', '/login', { email, password }, { host });
  if (signedIn.status !== 200) throw new Error(`login after register failed: ${signedIn.status}`);
  return { email, password, token: (signedIn.body.data as { token: string }).token };
}

export async function logged(token: string, host = MASSAGE_HOST): Promise<number> {
  const { status } = await api('/logged', { host, headers: { authorization: token } });
  return status;
}

export interface OutboxMail {
  site_id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
}

export async function outboxFor(email: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT site_id, to_address, reply_to, subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<OutboxMail>();
  return results;
}

export async function passwordHashOf(siteId: number, email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT password_hash FROM users WHERE site_id = ? AND email = ?')
    .bind(siteId, email)
    .first<{ password_hash: string }>();
  if (!row) throw new Error(`no user ${email} on site ${siteId}`);
  return row.password_hash;
}
