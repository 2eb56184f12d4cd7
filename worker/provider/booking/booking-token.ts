import { base64url, hmacSha256, newestSecret, signedByAny } from '../../../src/domain/shared/hmac';

// The manage link of an appointment needs no stored secret, like the newsletter's unsubscribe
// link (worker/provider/members/newsletter-token.ts): the token is an HMAC of the site and the
// reference, keyed by the SENDER_KEY_SECRET Worker secret under its own label, so it can never
// be confused with another signed value. Nothing in D1 can forge one. Signed with the newest
// key the secret lists, accepted with any (a rotation keeps the links sent valid).

const LABEL = 'booking-manage';

async function mac(key: string | undefined, label: string, data: string): Promise<string> {
  if (!key) throw new Error('SENDER_KEY_SECRET is not set: booking links cannot be signed');
  return base64url(await hmacSha256(key, `${label}:${data}`));
}

export function manageToken(secret: string | undefined, siteId: number, reference: string): Promise<string> {
  return mac(newestSecret(secret), LABEL, `${siteId}:${reference}`);
}

export async function manageTokenMatches(
  secret: string | undefined,
  siteId: number,
  reference: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  if (!newestSecret(secret)) throw new Error('SENDER_KEY_SECRET is not set: booking links cannot be signed');
  return signedByAny(secret, token, (key) => mac(key, LABEL, `${siteId}:${reference}`));
}

/** A new appointment reference: RDV- and 8 characters without look-alikes (0/O, 1/I). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `RDV-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The SHA-256 of a feed token, in hex: only the hash is stored. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
