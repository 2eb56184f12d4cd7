import { all, rowReader, rowsOf } from '../shared/d1';

// Sessions of the admin host (migration 0021). An operator's session names the
// operator; an owner's lists the sites it manages, each tied to the owner's ADMIN account on
// that site. Only the token's SHA-256 is stored. These span sites on purpose: one admin
// session serves every site its holder manages.

/** The most ADMIN accounts one sign-in checks (each costs one password verification). */
const MAX_OWNER_ACCOUNTS = 50;

export interface AdminSessionRow {
  tokenHash: string;
  email: string;
  operatorId: number | null;
  /** The sites an owner manages, with the owner's member id there; empty for an operator. */
  sites: { siteId: number; userId: number }[];
}

const readAccount = rowReader({ id: 'number', site_id: 'number', password_hash: 'string' });

/** The ADMIN accounts with this address, one per site, oldest site first (at most 50). */
export async function findOwnerAccounts(
  db: D1Database,
  email: string,
): Promise<{ id: number; site_id: number; password_hash: string }[]> {
  return all(
    db
      .prepare(
        `SELECT id, site_id, password_hash FROM users
          WHERE email = ? AND role = 'ADMIN' ORDER BY site_id LIMIT ?`,
      )
      .bind(email.trim().toLowerCase(), MAX_OWNER_ACCOUNTS),
    readAccount,
  );
}

/** Stores a new admin session (and drops the expired ones); stamps the account's activity. */
export async function insertAdminSession(
  db: D1Database,
  session: Omit<AdminSessionRow, 'sites'> & {
    expiresAt: number;
    sites: { siteId: number; userId: number }[];
  },
  now: number,
): Promise<void> {
  const touch =
    session.operatorId === null
      ? session.sites.map(({ siteId, userId }) =>
          db
            .prepare("UPDATE users SET last_active_at = datetime('now') WHERE site_id = ? AND id = ?")
            .bind(siteId, userId),
        )
      : [
          db
            .prepare("UPDATE operators SET last_active_at = datetime('now') WHERE id = ?")
            .bind(session.operatorId),
        ];
  await db.batch([
    db.prepare('DELETE FROM admin_sessions WHERE expires_at < ?').bind(now),
    db
      .prepare('INSERT INTO admin_sessions (token_hash, operator_id, email, expires_at) VALUES (?, ?, ?, ?)')
      .bind(session.tokenHash, session.operatorId, session.email, session.expiresAt),
    ...session.sites.map(({ siteId, userId }) =>
      db
        .prepare('INSERT INTO admin_session_sites (token_hash, site_id, user_id) VALUES (?, ?, ?)')
        .bind(session.tokenHash, siteId, userId),
    ),
    ...touch,
  ]);
}

const readSession = rowReader({ token_hash: 'string', email: 'string', operator_id: 'number?' });
const readSite = rowReader({ site_id: 'number', user_id: 'number' });

/** The live session behind a token hash, with the sites it manages; null when none or expired. */
export async function findAdminSession(
  db: D1Database,
  tokenHash: string,
  now: number,
): Promise<AdminSessionRow | null> {
  const [session, sites] = await db.batch([
    db
      .prepare(
        'SELECT token_hash, email, operator_id FROM admin_sessions WHERE token_hash = ? AND expires_at > ?',
      )
      .bind(tokenHash, now),
    db
      .prepare('SELECT site_id, user_id FROM admin_session_sites WHERE token_hash = ? ORDER BY site_id')
      .bind(tokenHash),
  ]);
  const row = rowsOf(session, readSession)[0];
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    email: row.email,
    operatorId: row.operator_id,
    sites: rowsOf(sites, readSite).map((site) => ({ siteId: site.site_id, userId: site.user_id })),
  };
}

export async function deleteAdminSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').bind(tokenHash).run();
}
