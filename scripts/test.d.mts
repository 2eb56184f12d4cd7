import type { TierSummary } from '../test/reporters/tier-summary.ts';

export interface MissingTool {
  what: string;
  pkg: string;
}
/** What the chosen tiers need and this machine lacks, with the Debian package of each. */
export function missingTools(
  chosen: string[],
  options?: { chromium?: string; has?: (name: string) => boolean; exists?: (file: string) => boolean },
): MissingTool[];
export interface TierResult {
  tier: string;
  code: number;
  signal?: string | null;
  seconds: number;
  summary: TierSummary | null;
}
/** The closing report: one line per tier, the failures by name, the totals on the last line. */
export function summaryLines(
  results: TierResult[],
  totalSeconds: number,
): { lines: string[]; failed: boolean };
