import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport } from '../../../src/domain/site/platform-health';
import type { Env } from '../../../worker/env';
import worker, { app } from '../../../worker/index';
import { ADMIN, ADMIN_HOST, adminLogin, OPERATOR } from '../support/accounts';
import { postJson, uniqueIp, type EnvelopeBody } from '../support/http';

// GET /api/admin/platform/health on the admin host: D1, KV and R2 answering, the e-mails
// waiting, the Cron Trigger's last run (recorded by the scheduled handler), customer hosts
// pending, and the database's size against D1's limit; for operators and an uptime monitor
// holding HEALTH_CHECK_TOKEN, never for a site owner.

const PATH = '/admin/platform/health';
let operator: string;

beforeAll(async () => {
  const { status, body } = await postJson('/admin/session', OPERATOR, ADMIN_HOST, uniqueIp());
  expect(status).toBe(200);
  operator = (body.data as { token: string }).token;
});

/** The endpoint through the Worker's app, with these bindings (a broken one, a monitor's token). */
async function health(headers: Record<string, string>, bindings: Env = env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${ADMIN_HOST}/api${PATH}`, { headers }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: await response.json<EnvelopeBody<HealthReport>>() };
}

describe('the platform health endpoint', () => {
  it('reports every check to an operator; the cron is named late until it has run', async () => {
    const before = await health({ authorization: `Bearer ${operator}` });
    expect(before.status).toBe(200);
    const report = before.body.data;
    expect(report.checks).toMatchObject({ d1: true, kv: true, r2: true });
    expect(report.checks.cron.lastRunAt).toBeNull();
    expect(report.status).toBe('degraded');
    expect(report.problems).toContain('La tâche planifiée n’a jamais tourné.');
    expect(report.checks.database.bytes).toBeGreaterThan(0);
    expect(report.checks.database.limitBytes).toBe(10_000_000_000);
    expect(report.checks.queue.pendingEmails).toBeGreaterThanOrEqual(0);

    const controller = createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' });
    await worker.scheduled(controller, env);
    const after = (await health({ authorization: `Bearer ${operator}` })).body.data;
    expect(after.checks.cron).toMatchObject({ ok: true, failures: [] });
    expect(after.checks.cron.minutesAgo).toBeLessThanOrEqual(1);
    expect(after.problems.some((problem) => problem.includes('tâche planifiée'))).toBe(false);
  });

  it('counts the e-mails waiting and a customer host pending for more than a day', async () => {
    await postJson('/message', {
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.fr',
      subject: 'Santé',
      body: 'Bonjour, avez-vous des créneaux le mardi soir ?',
    });
    await env.DB.prepare(
      `INSERT INTO site_domains (host, site_id, kind, hostname_status) VALUES ('www.attente-exemple.fr', 1, 'PROD', 'pending')`,
    ).run();
    await env.DB.prepare(
      `UPDATE site_domains SET pending_since = pending_since - 2 * 86400 WHERE host = 'www.attente-exemple.fr'`,
    ).run();
    const report = (await health({ authorization: `Bearer ${operator}` })).body.data;
    expect(report.checks.queue.pendingEmails).toBeGreaterThan(0);
    expect(report.checks.hostnames.pending).toBeGreaterThanOrEqual(1);
    expect(report.checks.hostnames.oldestPendingHours).toBeGreaterThanOrEqual(48);
    expect(report.problems.some((problem) => problem.includes('domaine client est en attente'))).toBe(true);
  });

  it('counts the 5xx answers per route name over the last day', async () => {
    // Counted from what this isolate held before (other files' errors may be in it).
    type Counted = { host: string; route: string; thisHour: number; lastDay: number };
    const messageErrors = (rows: Counted[]) =>
      rows.find((row) => row.host === 'site' && row.route === '/api/message') ?? { thisHour: 0, lastDay: 0 };
    const before = messageErrors(
      (await health({ authorization: `Bearer ${operator}` })).body.data.checks.serverErrors.byRoute,
    );
    const ctx = createExecutionContext();
    const failed = await app.fetch(
      new Request('http://localhost/api/message', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: 'Paul',
          lastname: 'Girard',
          email: 'paul.girard@example.fr',
          subject: 'Erreur comptée',
          body: 'Bonjour, je voudrais offrir un massage à ma mère pour son anniversaire.',
        }),
      }),
      { ...env, SENDER_KEY_SECRET: undefined }, // the message cannot be signed: a 500
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(failed.status).toBe(500);
    const report = (await health({ authorization: `Bearer ${operator}` })).body.data;
    expect(messageErrors(report.checks.serverErrors.byRoute)).toMatchObject({
      thisHour: before.thisHour + 1,
      lastDay: before.lastDay + 1,
    });
    expect(report.checks.serverErrors.thisHour).toBeGreaterThanOrEqual(1);
    // An hour older than a day is not shown.
    const stale = Math.floor(Date.now() / 3_600_000) * 3600 - 3 * 86_400;
    await env.DB.prepare(
      `INSERT INTO platform_route_errors (host, route, hour, count) VALUES ('site', 'page:product', ?, 7)`,
    )
      .bind(stale)
      .run();
    const counted = (await health({ authorization: `Bearer ${operator}` })).body.data;
    expect(counted.checks.serverErrors.byRoute.some((entry) => entry.route === 'page:product')).toBe(false);
  });

  it('answers 503 when a binding fails', async () => {
    const broken = {
      ...env,
      MEDIA: {
        head: () => Promise.reject(new Error('R2 indisponible')),
      } as unknown as R2Bucket,
    };
    const answer = await health({ authorization: `Bearer ${operator}` }, broken);
    expect(answer.status).toBe(503);
    expect(answer.body.data.status).toBe('down');
    expect(answer.body.data.checks.r2).toBe(false);
  });

  it('answers a monitor with the token, and refuses a site owner, a wrong token and a visitor', async () => {
    const withToken = { ...env, HEALTH_CHECK_TOKEN: 'jeton-de-surveillance' };
    expect((await health({ 'x-health-token': 'jeton-de-surveillance' }, withToken)).status).toBe(200);
    expect((await health({ 'x-health-token': 'mauvais-jeton' }, withToken)).status).toBe(401);
    expect((await health({ 'x-health-token': 'jeton-de-surveillance' })).status).toBe(401);
    const owner = await adminLogin(ADMIN);
    expect((await health({ authorization: `Bearer ${owner}` })).status).toBe(403);
    expect((await health({})).status).toBe(401);
  });
});
