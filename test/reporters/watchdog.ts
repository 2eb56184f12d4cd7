import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

// A run that stops moving names what it was running, then ends. Test and hook timeouts end a
// test that hangs inside its own body; this catches what no timeout covers (a setup file's
// top-level await, a pool that stopped answering): when no test, hook or file has started or
// ended for the quiet period, it prints every file and test still running, cancels the run and,
// if the run does not end by itself, exits with a failure. The quiet period is sized for a
// loaded two-core machine, far above the longest single step of any tier.

const QUIET_MS = Number(process.env.TEST_WATCHDOG_MS ?? 300_000);
const GRACE_MS = 30_000;
const CHECK_MS = 5_000;

export class WatchdogReporter implements Reporter {
  private vitest: Vitest | undefined;
  private lastMove = Date.now();
  private readonly modules = new Map<string, number>();
  private readonly cases = new Map<string, { name: string; since: number }>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private fired = false;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(): void {
    this.moved();
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
  }

  onTestModuleQueued(): void {
    this.moved();
  }

  onTestModuleStart(module: TestModule): void {
    this.modules.set(module.moduleId, Date.now());
    this.moved();
  }

  onTestModuleEnd(module: TestModule): void {
    this.modules.delete(module.moduleId);
    this.moved();
  }

  onTestCaseReady(test: TestCase): void {
    this.cases.set(test.id, {
      name: `${test.module.relativeModuleId} › ${test.fullName}`,
      since: Date.now(),
    });
    this.moved();
  }

  onTestCaseResult(test: TestCase): void {
    this.cases.delete(test.id);
    this.moved();
  }

  onHookStart(): void {
    this.moved();
  }

  onHookEnd(): void {
    this.moved();
  }

  onTestRunEnd(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** What is still running, one line each, with how long it has run. */
  running(now = Date.now()): string[] {
    const seconds = (since: number) => `${Math.round((now - since) / 1000)} s`;
    const root = this.vitest?.config.root ?? '';
    const files = [...this.modules].map(
      ([id, since]) => `  file ${id.replace(`${root}/`, '')} (${seconds(since)})`,
    );
    const tests = [...this.cases.values()].map(({ name, since }) => `  test ${name} (${seconds(since)})`);
    return [...files, ...tests];
  }

  private moved(): void {
    this.lastMove = Date.now();
  }

  private check(): void {
    if (this.fired || Date.now() - this.lastMove < QUIET_MS) return;
    this.fired = true;
    const lines = this.running();
    process.stderr.write(
      `\n[watchdog] nothing started or ended for ${QUIET_MS / 1000} s: the run is hung. Still running:\n` +
        `${lines.length > 0 ? lines.join('\n') : '  (no file or test: the pool or a setup file)'}\n`,
    );
    process.exitCode = 1;
    // npm test (scripts/test.mjs) reads this to name the hang in its summary and run the tier again once.
    const hungFile = process.env.TEST_TIER_HUNG;
    if (hungFile) writeFileSync(hungFile, lines.join('\n'));
    void this.vitest?.cancelCurrentRun('keyboard-input');
    setTimeout(() => {
      process.stderr.write('[watchdog] the run did not end after its cancellation: exiting.\n');
      process.exit(1);
    }, GRACE_MS).unref();
  }
}
