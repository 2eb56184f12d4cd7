import { first, rowReader } from '../shared/d1';

// E-mailed one-time sign-in links (migration 0023): stored as SHA-256, 15 minutes, single use;
// written with their e-mail by insertEmailedToken (emailed-token.repository.ts).

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
