// Sliding-window rate limits shared by every module (contact form, visits, later members
// and shop): at most `limit` hits per `windowSeconds` for one sender of one site.
//
// A hit is ONE conditional INSERT (… SELECT … WHERE (SELECT COUNT(*) …) < limit): D1 runs
// each statement atomically on a single writer, so parallel requests cannot all read "4"
// and all pass. Expired hits of the scope are pruned in the same transaction, which keeps
// the table to the current window.

export interface RateLimit {
  scope: string; // what is limited: 'message', 'visit', …
  limit: number;
  windowSeconds: number;
}

/** Takes a hit for the sender; false when the sender already used up the window. */
export async function takeRateLimitHit(
  db: D1Database,
  siteId: number,
  rule: RateLimit,
  senderKey: string,
): Promise<boolean> {
  const [, taken] = await db.batch([
    db
      .prepare(
        'DELETE FROM rate_limit_hits WHERE site_id = ? AND scope = ? AND created_at <= unixepoch() - ?',
      )
      .bind(siteId, rule.scope, rule.windowSeconds),
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
  return (taken?.results.length ?? 0) > 0;
}
