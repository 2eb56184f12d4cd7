import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictDescriptor, writeOwnerOnly } from '../../../scripts/owner-only.mjs';

// A site export holds password hashes: `site:export` writes it readable by its owner only,
// with --out or when standard output is redirected to a file, whatever the umask.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-only-'));
  dirs.push(dir);
  return dir;
}
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('owner-only files', () => {
  it('writes a new file, and overwrites a readable one, with mode 600', () => {
    const file = path.join(folder(), 'vins.json');
    writeOwnerOnly(file, '{"format":"site-platform/site-export"}\n');
    expect(modeOf(file)).toBe(0o600);
    writeFileSync(file, 'ancien');
    chmodSync(file, 0o644);
    writeOwnerOnly(file, '{}\n');
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
  });

  it('restricts a file the shell opened for a redirection', () => {
    const file = path.join(folder(), 'redirige.json');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const fd = openSync(file, 'w');
    try {
      expect(restrictDescriptor(fd)).toBe(true);
    } finally {
      closeSync(fd);
    }
    expect(modeOf(file)).toBe(0o600);
  });
});
