// Password hashing: argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1) through
// a WebAssembly build of the reference implementation (worker/auth/argon2.ts). workerd caps
// WebCrypto PBKDF2 at 100 000 iterations and refuses run-time WebAssembly compilation; the
// pure-JavaScript options cost ~6 × (argon2id) to ~80 × (PBKDF2 600 000, scrypt N=2^17) more
// CPU per hash. Measured costs and the choice: docs/security.md and docs/performance.md, « Password hashing ».
//
// Stored hashes are self-describing PHC strings (worker/auth/password-format.ts), so
// verifyPassword reads the parameters back. The older pbkdf2$<iterations>$<salt>$<hash>
// (base64) still verifies, and answers needsRehash so the login upgrades it.
import { argon2id } from './argon2';
import {
  ARGON2_PARAMETERS,
  encodeArgon2Hash,
  fromBase64,
  HASH_BYTES,
  parseArgon2Hash,
  SALT_BYTES,
  sameBytes,
  sameParameters,
  toBase64,
} from './password-format';
import { hmacSha256, newestSecret } from '../../src/domain/shared/hmac';

export { parseArgon2Hash };

const MAX_PBKDF2_ITERATIONS = 100_000; // what workerd's WebCrypto accepts

/** A new stored hash of the password with the current parameters and a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return encodeArgon2Hash(
    ARGON2_PARAMETERS,
    salt,
    await argon2id(password, salt, ARGON2_PARAMETERS, HASH_BYTES),
  );
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

/**
 * Checks a password against a stored hash. `needsRehash` is true when it matched but the hash
 * is of an older kind or other parameters: the caller stores hashPassword(password) then.
 */
export async function verifyPassword(
  password: string,
  stored: string,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = parseArgon2Hash(stored);
  if (parsed) {
    const actual = await argon2id(password, parsed.salt, parsed.parameters, parsed.hash.length);
    const ok = sameBytes(actual, parsed.hash);
    return { ok, needsRehash: ok && !sameParameters(parsed.parameters, ARGON2_PARAMETERS) };
  }
  const ok = await verifyLegacy(password, stored);
  return { ok, needsRehash: ok };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, for an e-mail that has no account: the login
 * answers an unknown address and a wrong password alike, in words AND in time.
 */
export async function dummyVerifyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password, never matches a real account');
  await verifyPassword(password, await dummyHash);
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
  // A rotated secret lists keys newest first: rate limits key with the newest only (a rotation
  // starts every sender's count afresh, which is harmless).
  const key = newestSecret(secret);
  if (!key) throw new Error('SENDER_KEY_SECRET is not set: rate limits cannot key their senders');
  // Cloudflare always sets the client address; requests without one (in-process calls,
  // tests) share one key, so leaving it out never escapes the limit.
  return toBase64(await hmacSha256(key, `${siteId}:${clientIp ?? 'unknown'}`));
}

/** SHA-256, base64: how session and reset tokens are stored. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toBase64(new Uint8Array(digest));
}

export const tokenHash = sha256;
