import { first, rowReader } from '../../shared/d1';

// Operators' one-time sign-in links (migration 0027), written by `npm run operator:create --
// --link` (scripts/operator-account.ts) and claimed on the admin host. Platform-wide like the
// operators table: no site_id.

/**
 * Claims the link whose token has this hash: valid, unused, not expired. The UPDATE that marks
 * it used is the check, so two clicks at once cannot both sign in. Null when it is not valid.
 */
export async function claimOperatorSignInLink(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<{ id: number; email: string } | null> {
  const claimed = await first(
    db
      .prepare(
        `UPDATE operator_sign_in_links SET used_at = ?1
          WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
          RETURNING operator_id`,
      )
      .bind(now, tokenHash),
    rowReader({ operator_id: 'number' }),
  );
  if (!claimed) return null;
  return first(
    db.prepare('SELECT id, email FROM operators WHERE id = ?').bind(claimed.operator_id),
    rowReader({ id: 'number', email: 'string' }),
  );
}
