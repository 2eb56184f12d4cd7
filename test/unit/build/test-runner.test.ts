import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listeningInodes, portProblem } from '../../../scripts/port-holder.mjs';
import { missingTools, summaryLines, type TierResult } from '../../../scripts/test.mjs';

// `npm test` (scripts/test.mjs) and the port check of `npm start` (scripts/port-holder.mjs).

const tier = (
  name: string,
  counts: Partial<NonNullable<TierResult['summary']>> | null,
  code = 0,
): TierResult => ({
  tier: name,
  code,
  seconds: 75,
  summary:
    counts === null
      ? null
      : { passed: 0, failed: 0, skipped: 0, failures: [], unhandledErrors: [], reason: 'passed', ...counts },
});

describe('npm test: what the machine needs', () => {
  it('names Chromium only for the e2e tier, and poppler for every tier, with their packages', () => {
    const nothing = { has: () => false, exists: () => false, chromium: '/usr/bin/chromium' };
    expect(missingTools(['unit'], nothing).map((tool) => tool.pkg)).toEqual([
      'poppler-utils',
      'poppler-utils',
    ]);
    expect(missingTools(['e2e'], nothing)).toContainEqual({
      what: 'Chromium at /usr/bin/chromium',
      pkg: 'chromium',
    });
    expect(missingTools(['unit', 'worker', 'e2e'], { has: () => true, exists: () => true })).toEqual([]);
  });
});

describe('npm test: one summary of every tier', () => {
  it('counts every tier, lists the failures by name and ends on the totals line', () => {
    const { lines, failed } = summaryLines(
      [
        tier('unit', { passed: 10 }),
        tier('worker', { passed: 5, failed: 1, failures: ['test/worker/a.test.ts › a › b'] }, 1),
        tier('e2e', { passed: 3, skipped: 2 }),
      ],
      200,
    );
    expect(failed).toBe(true);
    expect(lines).toContain('      ✗ test/worker/a.test.ts › a › b');
    expect(lines.at(-1)).toBe('total: 18 passed, 1 failed, 2 skipped');
    expect(lines.find((line) => line.includes('worker'))).toMatch(/FAIL\s+1 m 15 s {2}5 passed, 1 failed/);
  });

  it('fails a tier that ended without results, or with an error no test owned', () => {
    const crashed = summaryLines([tier('unit', { passed: 4 }), tier('e2e', null, 1)], 10);
    expect(crashed.failed).toBe(true);
    expect(crashed.lines.at(-1)).toBe('total: 4 passed, 1 failed, 0 skipped');
    expect(crashed.lines.join('\n')).toContain('no results (vitest exited with code 1');
    const unowned = summaryLines([tier('worker', { passed: 2, unhandledErrors: ['Boom\nat x'] }, 1)], 10);
    expect(unowned.failed).toBe(true);
    expect(unowned.lines).toContain('      ✗ unhandled: Boom');
  });

  it('passes when every tier passed', () => {
    const { failed, lines } = summaryLines([tier('unit', { passed: 1 }), tier('worker', { passed: 2 })], 5);
    expect(failed).toBe(false);
    expect(lines.at(-1)).toBe('total: 3 passed, 0 failed, 0 skipped');
  });

  it('names a tier that hung on its first run, passed by its second', () => {
    const hung = {
      ...tier('worker', { passed: 2 }),
      hungBefore: '  file test/worker/pages/a.test.ts (324 s)',
    };
    const { failed, lines } = summaryLines([hung], 5);
    expect(failed).toBe(false);
    expect(lines).toContain('      ⚠ hung on its first run, then run again:');
    expect(lines).toContain('        file test/worker/pages/a.test.ts (324 s)');
  });
});

describe('npm start: the port is checked first', () => {
  it('reads the listening sockets of a port from the kernel tables', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:2253 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1',
      '   1: 0100007F:2253 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 4343 1',
      '   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4444 1',
    ].join('\n');
    expect([...listeningInodes(8787, ['tcp'], () => table)]).toEqual(['4242']);
  });

  it('says the port is taken, by which process, and how to serve elsewhere', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const problem = await portProblem(port);
      expect(problem).toContain(`Le port ${port} est déjà pris`);
      expect(problem).toContain(`pid ${process.pid}`);
      expect(problem).toContain('PORT=8788 npm start');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portProblem(port)).toBeNull();
  });
});
