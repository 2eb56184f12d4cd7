// The one HMAC-SHA256 of the platform and the one constant-time comparison. Every signed value
// (manage and unsubscribe links, gift card hashes and PDF links, rate-limit sender keys, Stripe
// webhook signatures) is computed here, each under its own label or format so that one can
// never stand for another.

const encoder = new TextEncoder();

/** HMAC-SHA256 of `data` keyed by `secret`. */
export async function hmacSha256(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

/** Bytes as lower-case hexadecimal. */
export const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Bytes as URL-safe base64 without padding (a link's token). */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Same length and every character compared: no early exit a timing could reveal. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * The keys of a secret that lists several, newest first, separated by commas ("<new>,<old>"):
 * a value is signed with the newest and checked against each in turn, so a link signed before
 * a rotation stays valid while its key is still listed. One key alone is a list of one.
 */
function secretVersions(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** The key new signatures use: the first listed, or undefined when none is. */
export const newestSecret = (setting: string | undefined): string | undefined => secretVersions(setting)[0];

/** Whether `given` is what `sign` gives with any listed key (each compared in constant time). */
export async function signedByAny(
  setting: string | undefined,
  given: string,
  sign: (key: string) => Promise<string>,
): Promise<boolean> {
  for (const key of secretVersions(setting)) if (sameText(await sign(key), given)) return true;
  return false;
}
