// Password hashing (issue 8). Argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1) through
// @noble/hashes, a maintained, audited pure-JavaScript implementation: workerd refuses to
// compile WebAssembly from bytes at run time (what hash-wasm does), caps WebCrypto PBKDF2 at
// 100 000 iterations, and PBKDF2 600 000 or scrypt N=2^17 in JavaScript cost ~9 s of CPU per
// hash there. Measured costs and the choice: README, "Password hashing".
//
// Stored hashes are self-describing PHC strings, $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>
// (base64 without padding), so verifyPassword reads the parameters back and a change of
// parameters only needs a rehash on the next login. The older pbkdf2$<iterations>$<salt>$<hash>
// (base64) still verifies, and answers needsRehash so the login upgrades it.
import { argon2id } from '@noble/hashes/argon2.js';

export interface Argon2Parameters {
  m: number; // memory, KiB
  t: number; // passes
  p: number; // lanes
}

/** OWASP Password Storage Cheat Sheet, first argon2id option. */
export const ARGON2_PARAMETERS: Readonly<Argon2Parameters> = { m: 19_456, t: 2, p: 1 };
const HASH_BYTES = 32;
const SALT_BYTES = 16;
// A stored hash is trusted data, but a corrupted row must not make a login allocate
// gigabytes or spin for minutes: anything past these bounds does not verify.
const MAX_MEMORY_KIB = 65_536;
const MAX_PASSES = 10;
const MAX_PBKDF2_ITERATIONS = 100_000; // what workerd's WebCrypto accepts

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toPhcBase64 = (bytes: Uint8Array) => toBase64(bytes).replace(/=+$/, '');
const fromPhcBase64 = (text: string) => fromBase64(text + '='.repeat((4 - (text.length % 4)) % 4));

function argon2(
  password: string,
  salt: Uint8Array,
  parameters: Argon2Parameters,
  length: number,
): Uint8Array {
  return argon2id(new TextEncoder().encode(password), salt, {
    m: parameters.m,
    t: parameters.t,
    p: parameters.p,
    dkLen: length,
  });
}

/** Synchronous form, for the seed script (Node, no event loop to spare). */
export function hashPasswordSync(password: string, parameters: Argon2Parameters = ARGON2_PARAMETERS): string {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = argon2(password, salt, parameters, HASH_BYTES);
  const { m, t, p } = parameters;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${toPhcBase64(salt)}$${toPhcBase64(hash)}`;
}

/** A new stored hash of the password with the current parameters. */
export function hashPassword(password: string): Promise<string> {
  return Promise.resolve(hashPasswordSync(password));
}

export interface ParsedArgon2Hash {
  algorithm: 'argon2id';
  version: number;
  parameters: Argon2Parameters;
  salt: Uint8Array;
  hash: Uint8Array;
}

/** Reads a PHC argon2id string back; null when it is not one or its parameters are out of bounds. */
export function parseArgon2Hash(stored: string): ParsedArgon2Hash | null {
  const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    stored,
  );
  if (!match) return null;
  const [, version, m, t, p, salt = '', hash = ''] = match;
  const parameters = { m: Number(m), t: Number(t), p: Number(p) };
  if (Number(version) !== 19) return null;
  if (parameters.m > MAX_MEMORY_KIB || parameters.t < 1 || parameters.t > MAX_PASSES) return null;
  if (parameters.p < 1 || parameters.p > 4 || parameters.m < 8 * parameters.p) return null;
  try {
    return {
      algorithm: 'argon2id',
      version: 19,
      parameters,
      salt: fromPhcBase64(salt),
      hash: fromPhcBase64(hash),
    };
  } catch {
    return null;
  }
}

function sameBytes(actual: Uint8Array, expected: Uint8Array): boolean {
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index++)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}

async function legacyPbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
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

async function verifyLegacy(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash, extra] = stored.split('$');
  const count = Number(iterations);
  if (scheme !== 'pbkdf2' || !salt || !hash || extra !== undefined) return false;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PBKDF2_ITERATIONS) return false;
  try {
    return sameBytes(await legacyPbkdf2(password, fromBase64(salt), count), fromBase64(hash));
  } catch {
    return false;
  }
}

const sameParameters = (a: Argon2Parameters, b: Argon2Parameters) =>
  a.m === b.m && a.t === b.t && a.p === b.p;

/**
 * Checks a password against a stored hash. `needsRehash` is true when it matched but the hash
 * is of an older kind or weaker parameters: the caller stores hashPassword(password) then.
 */
export async function verifyPassword(
  password: string,
  stored: string,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = parseArgon2Hash(stored);
  if (parsed) {
    const ok = sameBytes(argon2(password, parsed.salt, parsed.parameters, parsed.hash.length), parsed.hash);
    return { ok, needsRehash: ok && !sameParameters(parsed.parameters, ARGON2_PARAMETERS) };
  }
  const ok = await verifyLegacy(password, stored);
  return { ok, needsRehash: ok };
}

let dummyHash: string | undefined;

/**
 * Spends the time a real verification takes, for an e-mail that has no account: the login
 * answers an unknown address and a wrong password alike, in words AND in time.
 */
export async function dummyVerifyPassword(password: string): Promise<void> {
  dummyHash ??= hashPasswordSync('dummy password, never matches a real account');
  await verifyPassword(password, dummyHash);
}

/** A session or reset token: 32 random bytes, base64url. Only its SHA-256 is stored. */
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

/** SHA-256, base64: how session and reset tokens are stored. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toBase64(new Uint8Array(digest));
}

export const tokenHash = sha256;
