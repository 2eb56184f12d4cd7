// `npm test`: every test tier, each one run even when an earlier one failed, then one summary
// of all of them; the exit code is non-zero when any tier failed.
//
//   npm test                      unit, worker and e2e
//   npm test -- worker e2e        only the tiers named
//   npm test -- worker test/worker/orders/order.test.ts
//                                 a tier with vitest's own arguments (files, -t, …)
//
// Before anything runs, it checks what the tiers need from the machine (Chromium for e2e,
// poppler's pdftotext and pdftoppm for the PDF tests) and prints the command that installs
// what is missing, instead of failing minutes later in the middle of a tier.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIERS = ['unit', 'worker', 'e2e'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const named = args.filter((arg) => TIERS.includes(arg));
const vitestArgs = args.filter((arg) => !TIERS.includes(arg));
const tiers = named.length > 0 ? TIERS.filter((tier) => named.includes(tier)) : TIERS;

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder && executable(path.join(folder, name)));

/** What the chosen tiers need and this machine lacks, with the Debian package of each. */
export function missingTools(chosen, { chromium = CHROMIUM, has = onPath, exists = executable } = {}) {
  const missing = [];
  if (chosen.includes('e2e') && !exists(chromium))
    missing.push({ what: `Chromium at ${chromium}`, pkg: 'chromium' });
  for (const tool of ['pdftotext', 'pdftoppm'])
    if (!has(tool)) missing.push({ what: `${tool} (poppler)`, pkg: 'poppler-utils' });
  return missing;
}

function preflight() {
  const missing = missingTools(tiers);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((item) => item.pkg))].join(' ');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.error(
    `npm test needs what this machine lacks:\n${missing.map((item) => `  - ${item.what}`).join('\n')}\n` +
      `Install it, then run npm test again:\n  ${sudo}apt-get install -y ${packages}\n` +
      'A Chromium elsewhere: CHROMIUM_PATH=/path/to/chromium npm test',
  );
  process.exit(1);
}

let current;

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the tier and everything it started have ended.
  }
}

/** Runs one tier in its own process group; resolves with its exit code and its summary. */
function runTier(tier, work, attempt = 1) {
  const summaryFile = path.join(work, `${tier}-${attempt}.json`);
  const hungFile = path.join(work, `${tier}-${attempt}.hung`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/vitest'),
      ['run', '--project', tier, ...vitestArgs],
      {
        cwd: ROOT,
        stdio: 'inherit',
        detached: true, // its own group: whatever it leaves running (workerd, a browser) ends with it
        // wrangler, workerd and vitest 4 need Node 22+: the project's pinned Node comes first.
        env: {
          ...process.env,
          PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
          TEST_TIER_SUMMARY: summaryFile,
          TEST_TIER_HUNG: hungFile,
        },
      },
    );
    current = child;
    child.on('exit', (code, signal) => {
      killGroup(child.pid, 'SIGKILL');
      let summary = null;
      try {
        summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
      } catch {
        // No summary: the tier stopped before its run ended (config, global setup, a crash).
      }
      let hung = null;
      try {
        hung = readFileSync(hungFile, 'utf8');
      } catch {
        // The watchdog did not fire.
      }
      resolve({
        tier,
        code: code ?? (signal ? 1 : 0),
        signal,
        summary,
        hung,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)} m ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The closing report: one line per tier, the failures by name, the totals on the last line. */
export function summaryLines(results, totalSeconds) {
  const lines = ['', 'Test summary', ''];
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { tier, code, signal, summary, seconds, hungBefore } of results) {
    const failedTier = code !== 0 || !summary || summary.failed > 0 || summary.unhandledErrors.length > 0;
    const counts = summary
      ? `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`
      : `no results (vitest exited with ${signal ?? `code ${code}`} before its run ended)`;
    lines.push(
      `  ${tier.padEnd(7)} ${failedTier ? 'FAIL' : 'ok  '}  ${minutes(seconds).padStart(9)}  ${counts}`,
    );
    if (hungBefore)
      lines.push(
        `      ⚠ hung on its first run, then run again:`,
        ...hungBefore.split('\n').map((line) => `      ${line}`),
      );
    if (summary) {
      total.passed += summary.passed;
      total.failed += summary.failed;
      total.skipped += summary.skipped;
      for (const failure of summary.failures) lines.push(`      ✗ ${failure}`);
      for (const error of summary.unhandledErrors) lines.push(`      ✗ unhandled: ${error.split('\n')[0]}`);
    }
    // A tier that failed without a failed test (no results, an error outside the tests) counts once.
    if (failedTier && (!summary || summary.failed === 0)) total.failed += 1;
  }
  lines.push(
    '',
    `  all tiers in ${minutes(totalSeconds)}`,
    `total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  );
  return { lines, failed: total.failed > 0 || results.some((result) => result.code !== 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  preflight();
  const work = mkdtempSync(path.join(tmpdir(), 'site-platform-test-'));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (current?.pid) killGroup(current.pid, signal);
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  const started = Date.now();
  const results = [];
  for (const tier of tiers) {
    const first = await runTier(tier, work);
    // A hang the watchdog stopped is run again once, and named in the summary either way: the
    // workerd pool was seen to stall on files that pass alone and on the next run.
    if (first.hung === null) results.push(first);
    else {
      console.error(`\n[test] the ${tier} tier hung (the watchdog named it above): running it again once.\n`);
      const second = await runTier(tier, work, 2);
      results.push({ ...second, hungBefore: first.hung, seconds: first.seconds + second.seconds });
    }
  }
  rmSync(work, { recursive: true, force: true });
  const { lines, failed } = summaryLines(results, (Date.now() - started) / 1000);
  console.log(lines.join('\n'));
  process.exit(failed ? 1 : 0);
}
