import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PAID_LIMIT_GZIP_BYTES,
  measure,
  sizeReport,
  workerModules,
  wranglerWarnings,
} from '../../../scripts/deploy-size.mjs';

// The deploy rehearsal (`npm run deploy -- --dry-run --env production`, run by
// .ci/run after the tests) weighs the bundle against Cloudflare's limit and refuses warnings.

describe('the deploy rehearsal’s checks', () => {
  it('weighs the uploaded modules only (bundle and wasm, not the source map)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-size-'));
    writeFileSync(path.join(dir, 'index.js'), 'export default {};\n'.repeat(1000));
    writeFileSync(path.join(dir, 'argon2.wasm'), new Uint8Array(2048).fill(1));
    writeFileSync(path.join(dir, 'index.js.map'), '{}');
    writeFileSync(path.join(dir, 'README.md'), 'notes');
    const files = workerModules(dir)
      .map((file) => path.basename(file))
      .sort();
    expect(files).toEqual(['argon2.wasm', 'index.js']);
    const size = measure(workerModules(dir));
    expect(size.raw).toBe(19_000 + 2048);
    expect(size.gzip).toBeLessThan(size.raw / 10);
  });

  it('passes under Workers Paid’s 10 MiB gzip and fails over it, printing the share', () => {
    const within = sizeReport({ raw: 5_000_000, gzip: 1_153_434 });
    expect(within.ok).toBe(true);
    expect(within.line).toBe(
      'Taille du Worker : 4.77 MiB brut, 1.10 MiB gzip, soit 11 % de la limite de 10.00 MiB (offre Workers Paid).',
    );
    const over = sizeReport({ raw: 20_000_000, gzip: PAID_LIMIT_GZIP_BYTES + 1 });
    expect(over.ok).toBe(false);
    expect(over.line).toContain('LIMITE DÉPASSÉE');
  });

  it('finds wrangler’s warnings in its coloured output', () => {
    const output =
      '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mMultiple environments are defined\u001b[0m\n' +
      'Total Upload: 5047.43 KiB / gzip: 1138.54 KiB\n';
    expect(wranglerWarnings(output)).toEqual(['▲ [WARNING] Multiple environments are defined']);
    expect(
      wranglerWarnings('Total Upload: 5047.43 KiB / gzip: 1138.54 KiB\n--dry-run: exiting now.'),
    ).toEqual([]);
  });
});
