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
  siteId: number,
  scope: string,
  windowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare('DELETE FROM rate_limit_hits WHERE site_id = ? AND scope = ? AND created_at <= unixepoch() - ?')
    .bind(siteId, scope, windowSeconds);
}

/** Takes a hit for the sender and returns its id (to give it back); null when the window is used up. */
export async function takeWindowHit(
  db: D1Database,
  siteId: number,
  rule: RateLimit,
  senderKey: string,
): Promise<number | null> {
  const [, taken] = await db.batch([
    pruneStatement(db, siteId, rule.scope, rule.windowSeconds),
    db
      .prepare(
        `INSERT INTO rate_limit_hits (site_id, scope, sender_key, created_at)
         SELECT ?1, ?2, ?3, unixepoch()
          WHERE (SELECT COUNT(*) FROM rate_limit_hits
                  WHERE site_id = ?1 AND scope = ?2 AND sender_key = ?3
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
  siteId: number,
  rule: RateLimit,
  senderKey: string,
): Promise<boolean> {
  return (await takeWindowHit(db, siteId, rule, senderKey)) !== null;
}

/** Seconds until the sender's oldest hit leaves the window (the whole window when none is left). */
export async function windowRetryAfter(
  db: D1Database,
  siteId: number,
  rule: RateLimit,
  senderKey: string,
): Promise<number> {
  const row = await first(
    db
      .prepare(
        `SELECT MIN(created_at) + ?4 - unixepoch() AS wait FROM rate_limit_hits
          WHERE site_id = ?1 AND scope = ?2 AND sender_key = ?3 AND created_at > unixepoch() - ?4`,
      )
      .bind(siteId, rule.scope, senderKey, rule.windowSeconds),
    rowReader({ wait: 'number?' }),
  );
  return row?.wait ?? rule.windowSeconds;
}

/** Takes a backoff hit for the sender and returns its id; null while the sender must wait. */
export async function takeBackoffHit(
  db: D1Database,
  siteId: number,
  rule: BackoffLimit,
  senderKey: string,
): Promise<number | null> {
  // `1 << (n - free)` doubles the wait per hit past the free ones; MIN caps it.
  const [, taken] = await db.batch([
    pruneStatement(db, siteId, rule.scope, rule.windowSeconds),
    db
      .prepare(
        `INSERT INTO rate_limit_hits (site_id, scope, sender_key, created_at)
         SELECT ?1, ?2, ?3, unixepoch()
          WHERE NOT EXISTS (
            SELECT 1 FROM (SELECT COUNT(*) AS n, MAX(created_at) AS last FROM rate_limit_hits
                            WHERE site_id = ?1 AND scope = ?2 AND sender_key = ?3
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
  siteId: number,
  rule: BackoffLimit,
  senderKey: string,
): Promise<{ count: number; last: number | null; now: number } | null> {
  const row = await first(
    db
      .prepare(
        `SELECT COUNT(*) AS n, MAX(created_at) AS last, unixepoch() AS now FROM rate_limit_hits
          WHERE site_id = ? AND scope = ? AND sender_key = ? AND created_at > unixepoch() - ?`,
      )
      .bind(siteId, rule.scope, senderKey, rule.windowSeconds),
    rowReader({ n: 'number', last: 'number?', now: 'number' }),
  );
  return row ? { count: row.n, last: row.last, now: row.now } : null;
}

/** Gives one hit back (a try that turned out not to count). */
export async function giveHitBack(db: D1Database, siteId: number, hitId: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limit_hits WHERE site_id = ? AND id = ?').bind(siteId, hitId).run();
}

/** Gives one hit back and forgets every hit of the sender in `scope`, in one transaction. */
export async function forgiveHits(
  db: D1Database,
  siteId: number,
  hitId: number,
  scope: string,
  senderKey: string,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM rate_limit_hits WHERE site_id = ? AND id = ?').bind(siteId, hitId),
    db
      .prepare('DELETE FROM rate_limit_hits WHERE site_id = ? AND scope = ? AND sender_key = ?')
      .bind(siteId, scope, senderKey),
  ]);
}
