import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDevVars } from '../../../scripts/dev-vars.mjs';

const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'dev-vars-')), '.dev.vars');
const secretOf = (text: string) => /^SENDER_KEY_SECRET="([0-9a-f]+)"$/m.exec(text)?.[1];

describe('ensureDevVars gives a fresh clone its local secrets', () => {
  it('creates .dev.vars with a random 32-byte SENDER_KEY_SECRET', () => {
    const first = tempFile();
    const second = tempFile();
    expect(ensureDevVars(first)).toEqual(['SENDER_KEY_SECRET']);
    ensureDevVars(second);
    const secret = secretOf(readFileSync(first, 'utf8'));
    expect(secret).toHaveLength(64);
    expect(secretOf(readFileSync(second, 'utf8'))).not.toBe(secret);
  });

  it('keeps an existing secret and the other lines', () => {
    const file = tempFile();
    writeFileSync(file, 'MAIL_API_KEY="cle"\nSENDER_KEY_SECRET="deja"\n');
    expect(ensureDevVars(file)).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('MAIL_API_KEY="cle"\nSENDER_KEY_SECRET="deja"\n');
  });

  it('adds the secret to a .dev.vars that lacks it, after its last line', () => {
    const file = tempFile();
    writeFileSync(file, 'MAIL_API_KEY="cle"');
    ensureDevVars(file);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines[0]).toBe('MAIL_API_KEY="cle"');
    expect(secretOf(lines[1] ?? '')).toHaveLength(64);
  });
});
