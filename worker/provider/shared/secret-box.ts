// Secrets a site owner gives the platform (its Stripe keys) are stored encrypted: AES-256-GCM
// through Web Crypto, with a key derived (HKDF-SHA256) from the SECRETS_ENCRYPTION_KEY Worker
// secret, so a copy of the database alone reveals nothing. Each value is sealed with its
// context (site and field) as additional data: a ciphertext moved to another site's row or
// another field does not open. SENDER_KEY_SECRET is not reused: it keys HMACs whose values
// are public (rate-limit keys, newsletter links), and one secret per purpose can be rotated alone.
//
// Rotation: SECRETS_ENCRYPTION_KEY holds one key, or several separated by commas, newest first
// ("<new>,<old>"). A value is always sealed with the newest key and opened with whichever listed
// key sealed it (AES-GCM refuses a wrong key), so adding a key in front changes nothing for the
// values stored; once every value was written again with the new key (an owner saving their
// Stripe keys does it), the old one can be dropped from the list (docs/operations.md).

const VERSION = 'v1';
const encoder = new TextEncoder();

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

async function aesKey(masterSecret: string): Promise<CryptoKey> {
  if (masterSecret.length < 16) throw new SecretBoxError('SECRETS_ENCRYPTION_KEY is missing or too short');
  const material = await crypto.subtle.importKey('raw', encoder.encode(masterSecret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('site-secrets'), info: encoder.encode(VERSION) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The keys of the setting, newest first; throws when there is none. */
export function secretKeys(setting: string): string[] {
  const keys = setting
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) throw new SecretBoxError('SECRETS_ENCRYPTION_KEY is missing or too short');
  return keys;
}

/** `v1.<iv>.<ciphertext>` (base64): the plaintext sealed for this context with the newest key. */
export async function sealSecret(masterSecret: string, plaintext: string, context: string): Promise<string> {
  const [newest = ''] = secretKeys(masterSecret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    await aesKey(newest),
    encoder.encode(plaintext),
  );
  return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The plaintext and whether the newest key sealed it, or null when no listed key opens it. */
async function openWithKeys(
  masterSecret: string,
  sealed: string,
  context: string,
): Promise<{ plain: string; newest: boolean } | null> {
  const [version, iv, data] = sealed.split('.');
  if (version !== VERSION || !iv || !data) return null;
  const keys = secretKeys(masterSecret);
  for (const [index, key] of keys.entries()) {
    const aes = await aesKey(key); // a key too short is a set-up error, not a wrong key
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(context) },
        aes,
        fromBase64(data),
      );
      return { plain: new TextDecoder().decode(plain), newest: index === 0 };
    } catch {
      // Not this key: the next one, older.
    }
  }
  return null;
}

/** The plaintext, or null when the value was sealed with none of the listed keys or another context. */
export async function openSecret(
  masterSecret: string,
  sealed: string,
  context: string,
): Promise<string | null> {
  return (await openWithKeys(masterSecret, sealed, context))?.plain ?? null;
}

export type Resealed =
  | { status: 'current' } // already sealed with the newest key
  | { status: 'resealed'; sealed: string }
  | { status: 'unreadable' }; // no listed key opens it: left as it is

/** The value sealed again with the newest key, when an older listed key sealed it. */
export async function resealSecret(masterSecret: string, sealed: string, context: string): Promise<Resealed> {
  const opened = await openWithKeys(masterSecret, sealed, context);
  if (!opened) return { status: 'unreadable' };
  if (opened.newest) return { status: 'current' };
  return { status: 'resealed', sealed: await sealSecret(masterSecret, opened.plain, context) };
}
