import { argon2Sync } from 'node:crypto';
import { argon2id } from '@noble/hashes/argon2.js';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMETERS,
  encodeArgon2Hash,
  parseArgon2Hash,
  sameBytes,
} from '../../../worker/auth/password-format';
import { hashSeedPassword } from '../../../worker/seed/members';

describe('stored password hashes', () => {
  it('are PHC argon2id strings whose parameters and salt read back', () => {
    const stored = hashSeedPassword('Massages-Local-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parseArgon2Hash(stored);
    expect(parsed?.parameters).toEqual(ARGON2_PARAMETERS);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.hash).toHaveLength(32);
    const again = argon2Sync('argon2id', {
      message: 'Massages-Local-2026',
      nonce: parsed?.salt ?? new Uint8Array(),
      parallelism: 1,
      tagLength: 32,
      memory: 19_456,
      passes: 2,
    });
    expect(sameBytes(again, parsed?.hash ?? new Uint8Array())).toBe(true);
  });

  it('match another argon2id implementation byte for byte (a non-ASCII password too)', () => {
    const salt = new Uint8Array(16).fill(7);
    const password = 'Été-à-Saumur-2026';
    const node = argon2Sync('argon2id', {
      message: password,
      nonce: salt,
      parallelism: 1,
      tagLength: 32,
      memory: 1024,
      passes: 2,
    });
    const noble = argon2id(new TextEncoder().encode(password), salt, { m: 1024, t: 2, p: 1, dkLen: 32 });
    expect(encodeArgon2Hash({ m: 1024, t: 2, p: 1 }, salt, node)).toBe(
      encodeArgon2Hash({ m: 1024, t: 2, p: 1 }, salt, noble),
    );
  });

  it('refuse a corrupted row rather than spend gigabytes or minutes on it', () => {
    const valid = hashSeedPassword('x'.repeat(12));
    expect(parseArgon2Hash(valid.replace('m=19456', 'm=4194304'))).toBeNull();
    expect(parseArgon2Hash(valid.replace('t=2', 't=500'))).toBeNull();
    expect(parseArgon2Hash(valid.replace('p=1', 'p=0'))).toBeNull();
    expect(parseArgon2Hash(valid.replace('v=19', 'v=16'))).toBeNull();
    expect(parseArgon2Hash('pbkdf2$100000$c2FsdA==$aGFzaA==')).toBeNull();
    expect(parseArgon2Hash('')).toBeNull();
  });
});
