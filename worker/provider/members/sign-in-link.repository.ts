import { first, firstOf, rowReader } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// E-mailed one-time sign-in links (migration 0023): stored as SHA-256, 15 minutes, single use.

export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/** A new sign-in link for the member and the e-mail carrying it, in one transaction. */
export async function insertSignInLink(
  db: D1Database,
  siteId: number,
  userId: number,
  tokenHash: string,
  email: OutboxEmail,
): Promise<number> {
  const [, queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO sign_in_links (token_hash, site_id, user_id, expires_at)
         VALUES (?, ?, ?, unixepoch() + ?)`,
      )
      .bind(tokenHash, siteId, userId, SIGN_IN_LINK_TTL_SECONDS),
    insertOutboxStatement(db, siteId, email),
  ]);
  const outboxId = firstOf(queued, rowReader({ id: 'number' }))?.id;
  if (outboxId === undefined) throw new Error('outbox insert returned no id');
  return outboxId;
}

/**
 * Claims a link of this site: one UPDATE that succeeds only while the link is unused and
 * unexpired, so two simultaneous uses cannot both sign in. Answers the member's id, or null
 * (unknown here — another site's link is unknown —, used or expired).
 */
export async function claimSignInLink(
  db: D1Database,
  siteId: number,
  tokenHash: string,
): Promise<number | null> {
  const row = await first(
    db
      .prepare(
        `UPDATE sign_in_links SET used_at = unixepoch()
          WHERE site_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > unixepoch()
          RETURNING user_id`,
      )
      .bind(siteId, tokenHash),
    rowReader({ user_id: 'number' }),
  );
  return row?.user_id ?? null;
}
