import type { SessionMember } from '../../../src/schema/members/member';
import { first } from '../shared/d1';
import { readSessionMember } from './member-credentials.repository';

export async function insertSession(
  db: D1Database,
  siteId: number,
  userId: number,
  tokenHash: string,
  expiresAt: number,
  // What goes with this login in the same transaction (an upgraded password hash).
  alongside: D1PreparedStatement[] = [],
): Promise<void> {
  await db.batch([
    ...alongside,
    db
      .prepare('INSERT INTO sessions (token_hash, site_id, user_id, expires_at) VALUES (?, ?, ?, ?)')
      .bind(tokenHash, siteId, userId, expiresAt),
    db
      .prepare("UPDATE users SET last_active_at = datetime('now') WHERE site_id = ? AND id = ?")
      .bind(siteId, userId),
    // Expired sessions of this user go with each new login.
    db
      .prepare('DELETE FROM sessions WHERE site_id = ? AND user_id = ? AND expires_at < ?')
      .bind(siteId, userId, Math.floor(Date.now() / 1000)),
  ]);
}

export async function findSessionMember(
  db: D1Database,
  siteId: number,
  tokenHash: string,
  now: number,
): Promise<SessionMember | null> {
  return first(
    db
      .prepare(
        `SELECT u.id, u.email, u.role FROM sessions s
           JOIN users u ON u.id = s.user_id AND u.site_id = s.site_id
          WHERE s.site_id = ? AND s.token_hash = ? AND s.expires_at > ?`,
      )
      .bind(siteId, tokenHash, now),
    readSessionMember,
  );
}

export async function deleteSession(db: D1Database, siteId: number, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE site_id = ? AND token_hash = ?').bind(siteId, tokenHash).run();
}

/** Ends every session of a member (password change, reset, account deletion). */
export function deleteMemberSessionsStatement(
  db: D1Database,
  siteId: number,
  userId: number,
): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE site_id = ? AND user_id = ?').bind(siteId, userId);
}
