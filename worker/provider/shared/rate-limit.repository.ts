import { first, firstOf, rowReader, readId } from './d1';

// Rate limits shared by every module (contact form, visits, members, logins, shop), in D1's
// rate_limit_hits (shared by every isolate, never isolate memory). Two kinds of rule:
// - a sliding window (RateLimit): at most `limit` hits per `windowSeconds` for one sender;
// - a backoff (BackoffLimit): `freeTries` hits, then each further hit waits twice as long as
//   the one before, up to `maxWaitSeconds` (login failures of one account).
//
// A hit is ONE conditional INSERT (… SELECT … WHERE <the rule allows it>): D1 runs each
// statement atomically on a single writer, so parallel requests cannot all read "4" and all
// pass. Expired hits of the scope are pruned in the same transaction, which keeps the table
// to the current window.
//
// `siteId` null is the platform's own throttle (the admin host's sign-in, which belongs to no
// site and must work before the first site exists): its hits live in platform_rate_limit_hits
// (migration 0031), the same shape without site_id. ?1 stays the site id in every statement;
// for the platform it is bound to null and matched by `?1 IS NULL`.

/** Who owns a hit: a site, or the platform itself (null). */
export type HitOwner = number | null;

interface HitTable {
  table: string;
  /** The condition on ?1 that keeps to the owner's hits. */
  owner: string;
  /** The columns and values an insert adds for the owner (before scope, sender_key, created_at). */
  ownerColumn: string;
  ownerValue: string;
}

const SITE_HITS: HitTable = {
  table: 'rate_limit_hits',
  owner: 'site_id = ?1',
  ownerColumn: 'site_id, ',
  ownerValue: '?1, ',
};
const PLATFORM_HITS: HitTable = {
  table: 'platform_rate_limit_hits',
  owner: '?1 IS NULL',
  ownerColumn: '',
  ownerValue: '',
};

function hitTable(siteId: HitOwner): HitTable {
  return siteId === null ? PLATFORM_HITS : SITE_HITS;
}

export interface RateLimit {
  scope: string; // what is limited: 'message', 'visit', …
  limit: number;
  windowSeconds: number;
}

export interface BackoffLimit {
  scope: string;
  freeTries: number;
  windowSeconds: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

function pruneStatement(
  db: D1Database,
  siteId: HitOwner,
  scope: string,
  windowSeconds: number,
): D1PreparedStatement {
  const t = hitTable(siteId);
  return db
    .prepare(`DELETE FROM ${t.table} WHERE ${t.owner} AND scope = ?2 AND created_at <= unixepoch() - ?3`)
    .bind(siteId, scope, windowSeconds);
}

/** Takes a hit for the sender and returns its id (to give it back); null when the window is used up. */
export async function takeWindowHit(
  db: D1Database,
  siteId: HitOwner,
  rule: RateLimit,
  senderKey: string,
): Promise<number | null> {
  const t = hitTable(siteId);
  const [, taken] = await db.batch([
    pruneStatement(db, siteId, rule.scope, rule.windowSeconds),
    db
      .prepare(
        `INSERT INTO ${t.table} (${t.ownerColumn}scope, sender_key, created_at)
         SELECT ${t.ownerValue}?2, ?3, unixepoch()
          WHERE (SELECT COUNT(*) FROM ${t.table}
                  WHERE ${t.owner} AND scope = ?2 AND sender_key = ?3
                    AND created_at > unixepoch() - ?4) < ?5
         RETURNING id`,
      )
      .bind(siteId, rule.scope, senderKey, rule.windowSeconds, rule.limit),
  ]);
  return firstOf(taken, readId)?.id ?? null;
}

/** Takes a hit for the sender; false when the sender already used up the window. */
export async function takeRateLimitHit(
  db: D1Database,
  siteId: HitOwner,
  rule: RateLimit,
  senderKey: string,
): Promise<boolean> {
  return (await takeWindowHit(db, siteId, rule, senderKey)) !== null;
}

/** Seconds until the sender's oldest hit leaves the window (the whole window when none is left). */
export async function windowRetryAfter(
  db: D1Database,
  siteId: HitOwner,
  rule: RateLimit,
  senderKey: string,
): Promise<number> {
  const t = hitTable(siteId);
  const row = await first(
    db
      .prepare(
        `SELECT MIN(created_at) + ?4 - unixepoch() AS wait FROM ${t.table}
          WHERE ${t.owner} AND scope = ?2 AND sender_key = ?3 AND created_at > unixepoch() - ?4`,
      )
      .bind(siteId, rule.scope, senderKey, rule.windowSeconds),
    rowReader({ wait: 'number?' }),
  );
  return row?.wait ?? rule.windowSeconds;
}

/** Takes a backoff hit for the sender and returns its id; null while the sender must wait. */
export async function takeBackoffHit(
  db: D1Database,
  siteId: HitOwner,
  rule: BackoffLimit,
  senderKey: string,
): Promise<number | null> {
  // `1 << (n - free)` doubles the wait per hit past the free ones; MIN caps it.
  const t = hitTable(siteId);
  const [, taken] = await db.batch([
    pruneStatement(db, siteId, rule.scope, rule.windowSeconds),
    db
      .prepare(
        `INSERT INTO ${t.table} (${t.ownerColumn}scope, sender_key, created_at)
         SELECT ${t.ownerValue}?2, ?3, unixepoch()
          WHERE NOT EXISTS (
            SELECT 1 FROM (SELECT COUNT(*) AS n, MAX(created_at) AS last FROM ${t.table}
                            WHERE ${t.owner} AND scope = ?2 AND sender_key = ?3
                              AND created_at > unixepoch() - ?4)
             WHERE n >= ?5 AND unixepoch() < last + MIN(?6, ?7 * (1 << MIN(n - ?5, 20))))
         RETURNING id`,
      )
      .bind(
        siteId,
        rule.scope,
        senderKey,
        rule.windowSeconds,
        rule.freeTries,
        rule.maxWaitSeconds,
        rule.firstWaitSeconds,
      ),
  ]);
  return firstOf(taken, readId)?.id ?? null;
}

/** The sender's recent hits of a backoff rule: how many, the last one and the database's now. */
export async function backoffHits(
  db: D1Database,
  siteId: HitOwner,
  rule: BackoffLimit,
  senderKey: string,
): Promise<{ count: number; last: number | null; now: number } | null> {
  const t = hitTable(siteId);
  const row = await first(
    db
      .prepare(
        `SELECT COUNT(*) AS n, MAX(created_at) AS last, unixepoch() AS now FROM ${t.table}
          WHERE ${t.owner} AND scope = ?2 AND sender_key = ?3 AND created_at > unixepoch() - ?4`,
      )
      .bind(siteId, rule.scope, senderKey, rule.windowSeconds),
    rowReader({ n: 'number', last: 'number?', now: 'number' }),
  );
  return row ? { count: row.n, last: row.last, now: row.now } : null;
}

/** Gives one hit back (a try that turned out not to count). */
export async function giveHitBack(db: D1Database, siteId: HitOwner, hitId: number): Promise<void> {
  const t = hitTable(siteId);
  await db.prepare(`DELETE FROM ${t.table} WHERE ${t.owner} AND id = ?2`).bind(siteId, hitId).run();
}

/** Gives one hit back and forgets every hit of the sender in `scope`, in one transaction. */
export async function forgiveHits(
  db: D1Database,
  siteId: HitOwner,
  hitId: number,
  scope: string,
  senderKey: string,
): Promise<void> {
  const t = hitTable(siteId);
  await db.batch([
    db.prepare(`DELETE FROM ${t.table} WHERE ${t.owner} AND id = ?2`).bind(siteId, hitId),
    db
      .prepare(`DELETE FROM ${t.table} WHERE ${t.owner} AND scope = ?2 AND sender_key = ?3`)
      .bind(siteId, scope, senderKey),
  ]);
}
