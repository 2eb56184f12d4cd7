import { describe, expect, it } from 'vitest';
import {
  openSecret,
  sealSecret,
  secretKeys,
  SecretBoxError,
} from '../../../worker/provider/shared/secret-box';

// SECRETS_ENCRYPTION_KEY rotation: the setting lists keys newest first; values are sealed with
// the newest and opened with any listed key, so a new key is added in front without making a
// stored value unreadable, and dropped old keys no longer open what they sealed.

const OLD = 'ancienne-cle-de-chiffrement-2025';
const NEW = 'nouvelle-cle-de-chiffrement-2026';
const CONTEXT = 'site:2:secret_key';

describe('secret box key versions', () => {
  it('reads the keys newest first, a single key as before', () => {
    expect(secretKeys(OLD)).toEqual([OLD]);
    expect(secretKeys(` ${NEW} , ${OLD} `)).toEqual([NEW, OLD]);
    expect(() => secretKeys(' , ')).toThrow(SecretBoxError);
  });

  it('opens a value sealed with the old key once a new key is added in front', async () => {
    const sealed = await sealSecret(OLD, 'sk_live_domaine', CONTEXT);
    expect(await openSecret(`${NEW},${OLD}`, sealed, CONTEXT)).toBe('sk_live_domaine');
  });

  it('seals with the newest key: the value opens without the old key', async () => {
    const sealed = await sealSecret(`${NEW},${OLD}`, 'sk_live_domaine', CONTEXT);
    expect(await openSecret(NEW, sealed, CONTEXT)).toBe('sk_live_domaine');
    expect(await openSecret(OLD, sealed, CONTEXT)).toBeNull();
  });

  it('opens nothing with unlisted keys or in another context', async () => {
    const sealed = await sealSecret(OLD, 'sk_live_domaine', CONTEXT);
    expect(await openSecret(NEW, sealed, CONTEXT)).toBeNull();
    expect(await openSecret(`${NEW},${OLD}`, sealed, 'site:3:secret_key')).toBeNull();
  });

  it('refuses a listed key that is too short, as a set-up error', async () => {
    const sealed = await sealSecret(OLD, 'sk_live_domaine', CONTEXT);
    await expect(openSecret(`court,${OLD}`, sealed, CONTEXT)).rejects.toThrow(SecretBoxError);
    await expect(sealSecret(`court,${OLD}`, 'x', CONTEXT)).rejects.toThrow(SecretBoxError);
  });
});
