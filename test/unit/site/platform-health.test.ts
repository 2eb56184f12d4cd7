import { describe, expect, it } from 'vitest';
import { healthReport, type HealthFacts } from '../../../src/domain/site/platform-health';

// The operators' health report: all well is « ok »; a signal past its threshold « degraded »
// with the problem named in French; a binding that does not answer « down ».

const NOW = 1_800_000_000;
const healthy: HealthFacts = {
  now: NOW,
  bindings: { d1: true, kv: true, r2: true },
  emails: { pending: 3, oldestPendingAt: NOW - 120, failedLastDay: 0 },
  cron: { startedAt: NOW - 600, finishedAt: NOW - 590, ok: true, failures: [] },
  hostnames: { pending: 1, failed: 0, oldestPendingAt: NOW - 3600 },
  database: { bytes: 50_000_000 },
  routeErrors: [{ host: 'site', route: 'page:product', thisHour: 2, lastDay: 9 }],
};

describe('the platform health report', () => {
  it('is ok when every signal is within its threshold', () => {
    const report = healthReport(healthy);
    expect(report.status).toBe('ok');
    expect(report.problems).toEqual([]);
    expect(report.checks.queue).toEqual({
      pendingEmails: 3,
      oldestPendingMinutes: 2,
      failedEmailsLastDay: 0,
    });
    expect(report.checks.cron.minutesAgo).toBe(9);
    expect(report.checks.database.usedRatio).toBe(0.005);
    expect(report.checks.serverErrors).toEqual({
      thisHour: 2,
      lastDay: 9,
      byRoute: [{ host: 'site', route: 'page:product', thisHour: 2, lastDay: 9 }],
    });
  });

  it('names each signal past its threshold', () => {
    const report = healthReport({
      ...healthy,
      emails: { pending: 800, oldestPendingAt: NOW - 2 * 3600, failedLastDay: 4 },
      cron: { startedAt: NOW - 3600, finishedAt: NOW - 3590, ok: false, failures: ['mail_sweep'] },
      hostnames: { pending: 2, failed: 1, oldestPendingAt: NOW - 30 * 3600 },
      database: { bytes: 8_500_000_000 },
      routeErrors: [
        { host: 'site', route: 'page:news-list', thisHour: 4, lastDay: 30 },
        { host: 'site', route: '/api/cart', thisHour: 19, lastDay: 19 },
      ],
    });
    expect(report.status).toBe('degraded');
    expect(report.problems).toEqual([
      '800 e-mails attendent leur envoi.',
      'Un e-mail attend son envoi depuis 120 minutes.',
      'La tâche planifiée n’a pas tourné depuis 59 minutes.',
      'La dernière tâche planifiée a échoué : mail_sweep.',
      'Un domaine client est en attente depuis 30 heures.',
      '1 domaine(s) client en échec.',
      'La base occupe 85 % de sa taille maximale.',
      '23 réponses en erreur (5xx) depuis le début de l’heure, dont 19 sur /api/cart.',
    ]);
    expect(report.checks.serverErrors).toMatchObject({ thisHour: 23, lastDay: 49 });
  });

  it('is down when D1, KV or R2 does not answer', () => {
    expect(healthReport({ ...healthy, bindings: { d1: true, kv: false, r2: true } }).status).toBe('down');
    const noD1 = healthReport({ ...healthy, bindings: { d1: false, kv: true, r2: true } });
    expect(noD1.status).toBe('down');
    expect(noD1.problems[0]).toBe('La base D1 ne répond pas.');
  });
});
