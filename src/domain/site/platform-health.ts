// The operators' health report (GET /api/admin/platform/health on the admin host): what each
// signal measures and when it counts as a problem. A failing binding makes the platform
// « down » (HTTP 503, what an uptime monitor alerts on); a signal past its threshold makes it
// « degraded » (HTTP 200, the report says which).

import { MAIL_STUCK_AFTER_MINUTES } from './mail-delivery';

/** D1's largest database on the Workers Paid plan (10 GB); warn at 80 % of it. */
const D1_DATABASE_LIMIT_BYTES = 10 * 1000 ** 3;
const DATABASE_WARN_RATIO = 0.8;
/** The Cron Trigger runs every 15 minutes: three missed runs is a problem. */
const CRON_LATE_AFTER_MINUTES = 45;
/** A customer's hostname still pending after a day needs a look (its CNAME, Cloudflare). */
const HOSTNAME_PENDING_WARN_HOURS = 24;
/** E-mails waiting: more than this many at once is a backlog, whatever their age. */
const PENDING_EMAILS_WARN = 500;
/** Answers in error (5xx) within the current hour, all routes together, that make a problem. */
const SERVER_ERRORS_WARN_PER_HOUR = 20;

type HealthStatus = 'ok' | 'degraded' | 'down';

export interface HealthFacts {
  now: number; // unix seconds
  bindings: { d1: boolean; kv: boolean; r2: boolean };
  emails: { pending: number; oldestPendingAt: number | null; failedLastDay: number };
  cron: { startedAt: number | null; finishedAt: number | null; ok: boolean; failures: string[] };
  hostnames: { pending: number; failed: number; oldestPendingAt: number | null };
  database: { bytes: number | null };
  /** 5xx answers per route name (the request log's), most first. */
  routeErrors: RouteErrorsFact[];
}

interface RouteErrorsFact {
  host: 'admin' | 'site';
  route: string;
  thisHour: number;
  lastDay: number;
}

export interface HealthReport {
  status: HealthStatus;
  problems: string[];
  checks: {
    d1: boolean;
    kv: boolean;
    r2: boolean;
    queue: { pendingEmails: number; oldestPendingMinutes: number | null; failedEmailsLastDay: number };
    cron: { lastRunAt: string | null; minutesAgo: number | null; ok: boolean; failures: string[] };
    hostnames: { pending: number; failed: number; oldestPendingHours: number | null };
    database: { bytes: number | null; limitBytes: number; usedRatio: number | null };
    serverErrors: { thisHour: number; lastDay: number; byRoute: RouteErrorsFact[] };
  };
}

const minutesSince = (now: number, at: number | null) => (at === null ? null : Math.floor((now - at) / 60));
const iso = (at: number | null) => (at === null ? null : new Date(at * 1000).toISOString());

/** The report of a set of facts: each check, the problems in French, and the overall status. */
export function healthReport(facts: HealthFacts): HealthReport {
  const problems: string[] = [];
  const { bindings, emails, cron, hostnames, database } = facts;
  if (!bindings.d1) problems.push('La base D1 ne répond pas.');
  if (!bindings.kv) problems.push('Le cache KV ne répond pas.');
  if (!bindings.r2) problems.push('Le stockage R2 ne répond pas.');

  const oldestPendingMinutes = minutesSince(facts.now, emails.oldestPendingAt);
  if (emails.pending > PENDING_EMAILS_WARN) problems.push(`${emails.pending} e-mails attendent leur envoi.`);
  if (oldestPendingMinutes !== null && oldestPendingMinutes > MAIL_STUCK_AFTER_MINUTES)
    problems.push(`Un e-mail attend son envoi depuis ${oldestPendingMinutes} minutes.`);

  const lastRun = cron.finishedAt ?? cron.startedAt;
  const cronMinutes = minutesSince(facts.now, lastRun);
  if (bindings.d1 && (cronMinutes === null || cronMinutes > CRON_LATE_AFTER_MINUTES))
    problems.push(
      cronMinutes === null
        ? 'La tâche planifiée n’a jamais tourné.'
        : `La tâche planifiée n’a pas tourné depuis ${cronMinutes} minutes.`,
    );
  if (!cron.ok && lastRun !== null)
    problems.push(`La dernière tâche planifiée a échoué : ${cron.failures.join(', ') || 'inachevée'}.`);

  const oldestPendingHours =
    hostnames.oldestPendingAt === null ? null : Math.floor((facts.now - hostnames.oldestPendingAt) / 3600);
  if (oldestPendingHours !== null && oldestPendingHours >= HOSTNAME_PENDING_WARN_HOURS)
    problems.push(`Un domaine client est en attente depuis ${oldestPendingHours} heures.`);
  if (hostnames.failed > 0) problems.push(`${hostnames.failed} domaine(s) client en échec.`);

  const usedRatio = database.bytes === null ? null : database.bytes / D1_DATABASE_LIMIT_BYTES;
  if (usedRatio !== null && usedRatio >= DATABASE_WARN_RATIO)
    problems.push(`La base occupe ${Math.round(usedRatio * 100)} % de sa taille maximale.`);

  const thisHour = facts.routeErrors.reduce((sum, entry) => sum + entry.thisHour, 0);
  const lastDay = facts.routeErrors.reduce((sum, entry) => sum + entry.lastDay, 0);
  const worst = [...facts.routeErrors].sort((a, b) => b.thisHour - a.thisHour)[0];
  if (thisHour >= SERVER_ERRORS_WARN_PER_HOUR && worst)
    problems.push(
      `${thisHour} réponses en erreur (5xx) depuis le début de l’heure, dont ${worst.thisHour} sur ${worst.route}.`,
    );

  const down = !bindings.d1 || !bindings.kv || !bindings.r2;
  return {
    status: down ? 'down' : problems.length > 0 ? 'degraded' : 'ok',
    problems,
    checks: {
      d1: bindings.d1,
      kv: bindings.kv,
      r2: bindings.r2,
      queue: {
        pendingEmails: emails.pending,
        oldestPendingMinutes,
        failedEmailsLastDay: emails.failedLastDay,
      },
      cron: { lastRunAt: iso(lastRun), minutesAgo: cronMinutes, ok: cron.ok, failures: cron.failures },
      hostnames: { pending: hostnames.pending, failed: hostnames.failed, oldestPendingHours },
      database: {
        bytes: database.bytes,
        limitBytes: D1_DATABASE_LIMIT_BYTES,
        usedRatio: usedRatio === null ? null : Math.round(usedRatio * 10_000) / 10_000,
      },
      serverErrors: { thisHour, lastDay, byRoute: facts.routeErrors },
    },
  };
}
