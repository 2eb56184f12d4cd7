import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

// Writes what a tier's run came to, for scripts/test.mjs to print one summary of every tier:
// counts, the failed tests by name, the files that failed outside any test (setup, import,
// hooks) and the errors no test owned. Only when TEST_TIER_SUMMARY names the file to write.

export interface TierSummary {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  unhandledErrors: string[];
  reason: string;
}

export class TierSummaryReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: string,
  ): void {
    const file = process.env.TEST_TIER_SUMMARY;
    if (!file) return;
    const summary: TierSummary = {
      passed: 0,
      failed: 0,
      skipped: 0,
      failures: [],
      unhandledErrors: unhandledErrors.map((error) => error.message),
      reason,
    };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') summary.passed += 1;
        else if (state === 'failed') {
          summary.failed += 1;
          summary.failures.push(`${module.relativeModuleId} › ${test.fullName}`);
        } else summary.skipped += 1;
      }
      // A file that failed before or around its tests (its import, a setup file, a hook).
      if (module.state() === 'failed' && module.errors().length > 0) {
        summary.failed += 1;
        summary.failures.push(`${module.relativeModuleId} (${module.errors()[0]?.message ?? 'failed'})`);
      }
    }
    writeFileSync(file, JSON.stringify(summary));
  }
}
