// The manage link of an appointment needs no stored secret, like the newsletter's unsubscribe
// link (worker/provider/members/newsletter-token.ts): the token is an HMAC of the site and the
// reference, keyed by the SENDER_KEY_SECRET Worker secret under its own label, so it can never
// be confused with another signed value. Nothing in D1 can forge one.

const LABEL = 'booking-manage';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function mac(secret: string | undefined, label: string, data: string): Promise<string> {
  if (!secret) throw new Error('SENDER_KEY_SECRET is not set: booking links cannot be signed');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${label}:${data}`));
  return base64url(new Uint8Array(signed));
}

export function manageToken(secret: string | undefined, siteId: number, reference: string): Promise<string> {
  return mac(secret, LABEL, `${siteId}:${reference}`);
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function manageTokenMatches(
  secret: string | undefined,
  siteId: number,
  reference: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  return sameText(await manageToken(secret, siteId, reference), token);
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
