import { Hono, type MiddlewareHandler } from 'hono';
import { healthReport, type HealthFacts } from '../../src/domain/site/platform-health';
import { ok } from '../../src/schema/shared/envelope';
import { requireOperator } from '../auth/current-member';
import { SCHEDULED_JOB } from '../cron/cron-job';
import type { Env } from '../env';
import type { AppEnv } from '../http/app-env';
import {
  databaseAnswers,
  databaseBytes,
  hostnameBacklog,
  lastCronRun,
  outboxBacklog,
  flushRouteErrors,
  recentRouteErrors,
} from '../provider/site/public';
import { hourOf } from '../../src/domain/site/route-error-tally';

// GET /api/admin/platform/health on the admin host: the platform's health for its operators,
// as JSON (src/domain/site/platform-health.ts says what each check means). An operator's session
// reads it, and so does an uptime monitor sending the HEALTH_CHECK_TOKEN secret in the
// X-Health-Token header (docs/operations.md « Health and alerts »). HTTP 503 when D1, KV or R2
// does not answer, 200 otherwise (status « degraded » with the problems named).

const PROBE_KEY = 'health/probe';
/** The routes the report names, most errors first. */
const ROUTES_SHOWN = 20;

/** The probe of one binding: true when it answered, whatever the answer. */
const answers = (probe: () => Promise<unknown>) =>
  probe().then(
    () => true,
    () => false,
  );

/** A read that must not take the whole report down with it when D1 does not answer. */
const orElse = <T>(read: Promise<T>, fallback: T) => read.catch(() => fallback);

async function gatherHealth(env: Env, now: number): Promise<HealthFacts> {
  await orElse(flushRouteErrors(env.DB), undefined);
  const [d1, kv, r2, emails, cron, hostnames, bytes, routeErrors] = await Promise.all([
    answers(() => databaseAnswers(env.DB)),
    answers(() => env.CACHE.get(PROBE_KEY)),
    answers(() => env.MEDIA.head(PROBE_KEY)),
    orElse(outboxBacklog(env.DB), { pending: 0, oldestPendingAt: null, failedLastDay: 0 }),
    orElse(lastCronRun(env.DB, SCHEDULED_JOB), {
      startedAt: null,
      finishedAt: null,
      ok: false,
      failures: [],
    }),
    orElse(hostnameBacklog(env.DB), { pending: 0, failed: 0, oldestPendingAt: null }),
    orElse(databaseBytes(env.DB), null),
    orElse(recentRouteErrors(env.DB, hourOf(now * 1000), ROUTES_SHOWN), []),
  ]);
  return { now, bindings: { d1, kv, r2 }, emails, cron, hostnames, database: { bytes }, routeErrors };
}

async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  // Digests of equal length, compared byte by byte without stopping at the first difference.
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** A monitor's token, when the secret is set; otherwise an operator's session. */
const operatorOrMonitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header('x-health-token');
  const expected = c.env.HEALTH_CHECK_TOKEN;
  if (token && expected && (await sameSecret(token, expected))) return next();
  return requireOperator(c, next);
};

export const healthRoutes = new Hono<AppEnv>().get('/', operatorOrMonitor, async (c) => {
  const report = healthReport(await gatherHealth(c.env, Math.floor(Date.now() / 1000)));
  c.header('cache-control', 'no-store');
  return c.json(
    ok(report, report.problems.length === 0 ? 'Tout va bien.' : report.problems.join(' ')),
    report.status === 'down' ? 503 : 200,
  );
});
