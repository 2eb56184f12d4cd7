// Password hashing with PBKDF2-SHA256 through WebCrypto (100 000 iterations is the most the
// Workers runtime allows). Stored as pbkdf2$<iterations>$<salt>$<hash>, base64.

const ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, ITERATIONS);
  return `pbkdf2$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !iterations || !salt || !hash) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), Number(iterations));
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index++)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}

/** A session token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The key rate limits store for a client of a site: HMAC-SHA256 of site and address with the
 * SENDER_KEY_SECRET Worker secret. A plain hash of an IPv4 address can be reversed by trying
 * the 2³² addresses; without the secret it cannot. No secret is a configuration error, never
 * a silent fall back to an unkeyed hash.
 */
export async function senderKey(
  secret: string | undefined,
  siteId: number,
  clientIp: string | undefined,
): Promise<string> {
  if (!secret) throw new Error('SENDER_KEY_SECRET is not set: rate limits cannot key their senders');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  // Cloudflare always sets the client address; requests without one (in-process calls,
  // tests) share one key, so leaving it out never escapes the limit.
  const data = new TextEncoder().encode(`${siteId}:${clientIp ?? 'unknown'}`);
  const mac = await crypto.subtle.sign('HMAC', key, data);
  return toBase64(new Uint8Array(mac));
}

/** SHA-256, base64: how session tokens are stored. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toBase64(new Uint8Array(digest));
}

export const tokenHash = sha256;
