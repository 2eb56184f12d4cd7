import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as wrangler from 'wrangler';

// The worker tests run on wrangler.toml minus its queue consumer. With the consumer bound, a
// mail a test file queued was delivered up to max_batch_timeout seconds after the file ended,
// into a runtime being torn down: once the gap before the next file lasted 302 s
// (`EnvironmentTeardownError: Closing rpc while "resolve" was pending`). The tests that need
// the consumer call it directly (test/worker/mail/mail-consumer.test.ts); the producer binding
// stays, so the outbox rows are written exactly as in production.
//
// The pool can only add to the options it reads from a wrangler file (miniflare's
// mergeWorkerOptions merges records, it never removes an entry), so this writes the test
// project's own wrangler file, derived from wrangler.toml each run rather than copied by hand.

// The fields read here; wrangler's own RawConfig type comes from a package its typings do not ship.
interface RawConfig {
  main?: string;
  assets?: { directory?: string };
  d1_databases?: { migrations_dir?: string }[];
  queues?: { producers?: unknown[]; consumers?: unknown[] };
  env?: Record<string, unknown>;
}
const { experimental_readRawConfig: readRawConfig } = wrangler as unknown as {
  experimental_readRawConfig: (args: { config: string }) => { rawConfig: RawConfig };
};

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT_DIR = path.join(ROOT, '.wrangler/vitest');

/** Writes .wrangler/vitest/wrangler.json (wrangler.toml without queue consumers); returns its path. */
export function writeTestWranglerConfig(source = 'wrangler.toml'): string {
  // The named environments ([env.production]) are deploy targets, never the tests'.
  const { rawConfig } = readRawConfig({ config: path.join(ROOT, source) });
  delete rawConfig.env;
  const queues = { ...rawConfig.queues };
  delete queues.consumers;
  // Paths in a wrangler file are relative to it: the copy lives elsewhere, so they become absolute.
  const fromRoot = (file: string | undefined) => (file === undefined ? undefined : path.resolve(ROOT, file));
  const config = {
    ...rawConfig,
    main: fromRoot(rawConfig.main),
    assets: rawConfig.assets && { ...rawConfig.assets, directory: fromRoot(rawConfig.assets.directory) },
    d1_databases: rawConfig.d1_databases?.map((db) => ({
      ...db,
      migrations_dir: fromRoot(db.migrations_dir),
    })),
    queues,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'wrangler.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
