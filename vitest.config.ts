import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { splitCommunes } from './test/worker/setup/reference-communes.ts';
import { writeTestWranglerConfig } from './test/worker/setup/wrangler-test-config.ts';
import { sampleStatements } from './worker/seed/index.ts';
import { TierSummaryReporter } from './test/reporters/tier-summary.ts';
import { WatchdogReporter } from './test/reporters/watchdog.ts';

// Timeouts end a hang; they never judge speed. They are sized for a loaded two-core machine
// (a worker test that takes 1 s alone took over 5 s, vitest's default, beside two busy
// processes), and the watchdog reporter names whatever no timeout covers.
const HANG_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 120_000, teardownTimeout: 60_000 };

// Three tiers: unit (pure code, Node), worker (Miniflare with real D1/KV, through
// exports.default.fetch) and e2e (headless Chromium against `npm start`).
export default defineConfig(async () => {
  // The French communes load only in the files that search cities (reference-communes.ts).
  const { migrations, communes } = splitCommunes(await readD1Migrations('worker/migrations'));
  return {
    test: {
      // Two files at once even on two cores (vitest's default there is one): the worker tier's
      // files mostly wait on workerd, and two shared runtimes took it from 3 m 04 s to 1 m 43 s.
      maxWorkers: 2,
      reporters: ['default', new WatchdogReporter(), new TierSummaryReporter()],
      // The Worker logs one JSON line per request (worker/http/request-log.ts): thousands in the
      // worker tier, none worth printing (test/worker/http/request-log.test.ts reads them).
      onConsoleLog: (log: string) => !log.startsWith('{"event":"request"'),
      projects: [
        {
          test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', ...HANG_TIMEOUTS },
        },
        {
          plugins: [
            cloudflareTest({
              // wrangler.toml without its queue consumer (see test/worker/setup/wrangler-test-config.ts).
              wrangler: { configPath: writeTestWranglerConfig() },
              miniflare: {
                // An empty database the backup test restores a copy into (test/worker/backup).
                d1Databases: ['RESTORE_DB'],
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  TEST_COMMUNES: communes,
                  TEST_SEED: sampleStatements(),
                  // A Worker secret in production; any fixed value keys rate limits in tests.
                  SENDER_KEY_SECRET: 'test-sender-key-secret',
                  // Encrypts the sites' own Stripe keys (worker/provider/shared/secret-box.ts).
                  SECRETS_ENCRYPTION_KEY: 'test-secrets-encryption-key',
                  // Keys the gift card codes' HMAC (worker/provider/gift-cards/gift-card-code.ts).
                  GIFT_CARD_CODE_SECRET: 'test-gift-card-code-secret',
                  // Stripe test values (orders): the API itself is mocked by stubbing fetch.
                  STRIPE_SECRET_KEY: 'sk_test_orders',
                  STRIPE_PUBLISHABLE_KEY: 'pk_test_orders',
                  STRIPE_WEBHOOK_SECRET: 'whsec_test_orders',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            ...HANG_TIMEOUTS,
            include: ['test/worker/**/*.test.ts'],
            // CommonJS packages are pre-bundled so their named exports work in workerd.
            deps: { optimizer: { ssr: { enabled: true, include: ['xss'] } } },
            setupFiles: ['test/worker/setup/fresh-state.ts'],
            // One runtime per worker for all its files instead of a new one per file (2.5–3 s
            // each): fresh-state.ts gives every file back the storage and isolate state a new
            // runtime had.
            isolate: false,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['test/e2e/setup/server.ts'],
            setupFiles: ['test/e2e/setup/server-ready.ts'],
            ...HANG_TIMEOUTS,
            // Starting the servers (migrations, both bundles) and a browser per file.
            hookTimeout: 180_000,
            // Two files at once (maxWorkers above), each against its own server and local state
            // (test/e2e/setup/server.ts starts one per worker): the tier mostly waits on the
            // browser and the server, not the CPU.
            fileParallelism: true,
            // The server restarts itself if it stops mid-run (test/e2e/setup/server.ts logs
            // why); a test that ran during those seconds gets one more try.
            retry: 1,
          },
        },
      ],
    },
  };
});
