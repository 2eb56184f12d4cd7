// The stored form of password hashes, shared by the Worker (worker/auth/password.ts)
// and the seed script (Node): a PHC string that names the algorithm and carries its parameters
// and salt, so verification reads them back and stronger parameters only need a rehash on the
// next login:  $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>  (base64 without padding).

export interface Argon2Parameters {
  m: number; // memory, KiB
  t: number; // passes
  p: number; // lanes
}

/** OWASP Password Storage Cheat Sheet, first argon2id option: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_PARAMETERS: Readonly<Argon2Parameters> = { m: 19_456, t: 2, p: 1 };
export const HASH_BYTES = 32;
export const SALT_BYTES = 16;
// A stored hash is trusted data, but a corrupted row must not make a login allocate
// gigabytes or spin for minutes: anything past these bounds does not verify.
const MAX_MEMORY_KIB = 65_536;
const MAX_PASSES = 10;
const MAX_LANES = 4;

export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toPhcBase64 = (bytes: Uint8Array) => toBase64(bytes).replace(/=+$/, '');
const fromPhcBase64 = (text: string) => fromBase64(text + '='.repeat((4 - (text.length % 4)) % 4));

export function encodeArgon2Hash(parameters: Argon2Parameters, salt: Uint8Array, hash: Uint8Array): string {
  const { m, t, p } = parameters;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${toPhcBase64(salt)}$${toPhcBase64(hash)}`;
}

export interface ParsedArgon2Hash {
  parameters: Argon2Parameters;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

/** Reads a PHC argon2id string back; null when it is not one or its parameters are out of bounds. */
export function parseArgon2Hash(stored: string): ParsedArgon2Hash | null {
  const match =
    /^\$argon2id\$v=19\$m=(\d{1,6}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/.exec(
      stored,
    );
  if (!match) return null;
  const [, m, t, p, salt = '', hash = ''] = match;
  const parameters = { m: Number(m), t: Number(t), p: Number(p) };
  if (parameters.t < 1 || parameters.t > MAX_PASSES || parameters.p < 1 || parameters.p > MAX_LANES)
    return null;
  if (parameters.m > MAX_MEMORY_KIB || parameters.m < 8 * parameters.p) return null;
  try {
    return { parameters, salt: fromPhcBase64(salt), hash: fromPhcBase64(hash) };
  } catch {
    return null;
  }
}

export const sameParameters = (a: Argon2Parameters, b: Argon2Parameters): boolean =>
  a.m === b.m && a.t === b.t && a.p === b.p;

/** Constant-time comparison of two hashes of the same length. */
export function sameBytes(actual: Uint8Array, expected: Uint8Array): boolean {
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index++)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
