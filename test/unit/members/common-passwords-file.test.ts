import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, parseCommonPasswords } from '../../../src/domain/members/common-passwords';
import { packagedCommonPasswordsText } from '../../../src/domain/members/common-passwords-package';

// The Worker reads the common-password list from public/assets/data/ (not bundled);
// that file is written from the npm package by scripts/common-passwords.mjs and committed.
const file = new URL('../../../public/assets/data/common-passwords.txt', import.meta.url);

describe('the common-password file the Worker reads', () => {
  it('is the package’s list, word for word (run scripts/common-passwords.mjs after an upgrade)', () => {
    expect(readFileSync(file, 'utf8')).toBe(packagedCommonPasswordsText());
  });

  it('holds tens of thousands of lowercase passwords, one a line', () => {
    const list = parseCommonPasswords(readFileSync(file, 'utf8'));
    expect(list.size).toBeGreaterThan(30_000);
    expect(isCommonPassword('Dragon', list)).toBe(true);
    expect(isCommonPassword('Cassis-de-Saumur-1990', list)).toBe(false);
  });
});
