import { firstOf, readId, type BindValue } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// The one-time tokens a member receives by e-mail (a password reset link, a sign-in link):
// stored as SHA-256 with an expiry, written in the same transaction as the e-mail carrying
// them, so a token never exists without its e-mail nor an e-mail without its token.

/** The tables of e-mailed tokens and how long each token lives. */
const EMAILED_TOKENS = {
  passwordReset: { table: 'password_reset_tokens', ttlSeconds: 60 * 60 }, // migration 0013
  signInLink: { table: 'sign_in_links', ttlSeconds: 15 * 60 }, // migration 0023
  // An owner invited by the platform operator chooses their password with a reset link that
  // lives 7 days: the same table, page and single use as a reset.
  ownerInvitation: { table: 'password_reset_tokens', ttlSeconds: 7 * 24 * 60 * 60 },
} as const;

export type EmailedTokenKind = keyof typeof EMAILED_TOKENS;

/** A new token of `kind` for the member and the e-mail carrying it, in one batch; the e-mail's outbox id. */
export async function insertEmailedToken(
  db: D1Database,
  kind: EmailedTokenKind,
  siteId: number,
  userId: number,
  tokenHash: string,
  email: OutboxEmail,
): Promise<number> {
  const { table, ttlSeconds } = EMAILED_TOKENS[kind];
  const [, queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO ${table} (token_hash, site_id, user_id, expires_at) VALUES (?, ?, ?, unixepoch() + ?)`,
      )
      .bind(tokenHash, siteId, userId, ttlSeconds),
    insertOutboxStatement(db, siteId, email),
  ]);
  const outboxId = firstOf(queued, readId)?.id;
  if (outboxId === undefined) throw new Error('outbox insert returned no id');
  return outboxId;
}

/**
 * A new password (changed or reset) voids every link e-mailed before it, for the caller's
 * batch: the member's pending sign-in links are deleted and their pending reset links marked
 * used (the reset page then says so). `onlyIf` makes both conditional on a SQL condition over
 * the same batch (the new hash in place).
 */
export function voidEmailedTokenStatements(
  db: D1Database,
  siteId: number,
  userId: number,
  onlyIf: { sql: string; params: readonly BindValue[] } = { sql: '1', params: [] },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `DELETE FROM sign_in_links WHERE site_id = ? AND user_id = ? AND used_at IS NULL AND ${onlyIf.sql}`,
      )
      .bind(siteId, userId, ...onlyIf.params),
    db
      .prepare(
        `UPDATE password_reset_tokens SET used_at = unixepoch()
          WHERE site_id = ? AND user_id = ? AND used_at IS NULL AND ${onlyIf.sql}`,
      )
      .bind(siteId, userId, ...onlyIf.params),
  ];
}
