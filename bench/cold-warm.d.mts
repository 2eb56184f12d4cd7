// Types of bench/cold-warm.mjs for the TypeScript tests that exercise it.
export interface Sample {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  xCache: string;
  /** D1 round trips the answer made (x-d1-round-trips), null when the Worker did not say. */
  d1RoundTrips: number | null;
}

export interface Target {
  name: string;
  host: string;
  path: string;
  pending?: string;
}

export interface ColdWarmOptions {
  port: number;
  target: Target;
  tokens: Map<string, string>;
  rounds: number;
  warmPerRound: number;
  settleMs: number;
  visibleTimeoutMs: number;
}

export interface ColdWarmResult {
  cold: Sample[];
  warm: Sample[];
  /** After a write that prepared nothing (x-no-preparation): the view's own render. */
  unprepared: Sample[];
  bumpMs: number[];
  staleBeforeCold: number;
  visibleAfterMs: number[];
  staleWarm: number;
}

export function coldWarm(options: ColdWarmOptions): Promise<ColdWarmResult | { skipped: number }>;
export function sequential(port: number, path: string, host: string, count: number): Promise<Sample[]>;
