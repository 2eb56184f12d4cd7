import { first, firstOf, readId, rowReader } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { voidEmailedTokenStatements } from './emailed-token.repository';

// Password reset tokens (migration 0013): stored as SHA-256, one hour, single use; written with
// their e-mail by insertEmailedToken (emailed-token.repository.ts).

export type ResetTokenState = 'VALID' | 'USED' | 'EXPIRED' | 'UNKNOWN';

/** What a token of this site is worth now (another site's token is UNKNOWN here). */
export async function resetTokenState(
  db: D1Database,
  siteId: number,
  tokenHash: string,
): Promise<ResetTokenState> {
  const row = await first(
    db
      .prepare(
        `SELECT used_at, expires_at <= unixepoch() AS expired FROM password_reset_tokens
          WHERE site_id = ? AND token_hash = ?`,
      )
      .bind(siteId, tokenHash),
    rowReader({ used_at: 'number?', expired: 'number' }),
  );
  if (!row) return 'UNKNOWN';
  if (row.used_at !== null) return 'USED';
  return row.expired ? 'EXPIRED' : 'VALID';
}

/** The member a token of this site was issued to (whatever its state), for the e-mail after a reset. */
async function resetTokenUserId(db: D1Database, siteId: number, tokenHash: string): Promise<number | null> {
  const row = await first(
    db
      .prepare('SELECT user_id FROM password_reset_tokens WHERE site_id = ? AND token_hash = ?')
      .bind(siteId, tokenHash),
    rowReader({ user_id: 'number' }),
  );
  return row?.user_id ?? null;
}

/**
 * Uses a token: claims it (only if still valid and unused), stores the new hash, ends every
 * session of the member, voids their other reset links and pending sign-in links and queues
 * the « password changed » e-mail, all in ONE transaction. The claim guards the rest: the
 * password changes only when the claim just changed a row (changes()), and the sessions,
 * other links and e-mail go only when the new hash (unique: its salt is random) is in place,
 * so of two simultaneous uses of one link only one changes anything (and one e-mail is sent).
 * `used` is false when the token could not be claimed (used, expired or unknown meanwhile).
 */
export async function useResetToken(
  db: D1Database,
  siteId: number,
  tokenHash: string,
  passwordHash: string,
  changedEmail: (userId: number) => Promise<OutboxEmail | null>,
): Promise<{ used: boolean; outboxId: number | null }> {
  const userId = await resetTokenUserId(db, siteId, tokenHash);
  if (userId === null) return { used: false, outboxId: null };
  const email = await changedEmail(userId);
  const newHashInPlace = 'EXISTS (SELECT 1 FROM users WHERE site_id = ? AND id = ? AND password_hash = ?)';
  const guard = { sql: newHashInPlace, params: [siteId, userId, passwordHash] };
  const [claim, , , , , queued] = await db.batch([
    db
      .prepare(
        `UPDATE password_reset_tokens SET used_at = unixepoch()
          WHERE site_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > unixepoch()
          RETURNING user_id`,
      )
      .bind(siteId, tokenHash),
    db
      .prepare('UPDATE users SET password_hash = ? WHERE site_id = ? AND id = ? AND changes() = 1')
      .bind(passwordHash, siteId, userId),
    db
      .prepare(`DELETE FROM sessions WHERE site_id = ? AND user_id = ? AND ${newHashInPlace}`)
      .bind(siteId, userId, ...guard.params),
    ...voidEmailedTokenStatements(db, siteId, userId, guard),
    ...(email ? [insertOutboxStatement(db, siteId, email, guard)] : []),
  ]);
  return {
    used: (claim?.results.length ?? 0) > 0,
    outboxId: firstOf(queued, readId)?.id ?? null,
  };
}
