import type { AccountExport } from '../../../src/schema/members/account';
import type { Member, MemberProfile } from '../../../src/schema/members/member';
import { roleSchema } from '../../../src/schema/members/member';
import { first, firstOf, mapRows, rowReader, rowsOf } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { voidEmailedTokenStatements } from './emailed-token.repository';
import { deleteMemberSessionsStatement } from './session.repository';

// The personal space's SQL: the member's profile, password, deletion and export.
// Every statement names the site: a member belongs to one site.

export interface MemberRow extends Member {
  passwordHash: string;
}

const MEMBER_SHAPE = {
  id: 'number',
  email: 'string',
  phone: 'string?',
  firstname: 'string',
  lastname: 'string',
  birthdate: 'string?',
  role: roleSchema.options,
} as const;
const toMember = mapRows(rowReader(MEMBER_SHAPE), (row): Member => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  firstname: row.firstname,
  lastname: row.lastname,
  birthdate: row.birthdate,
  role: row.role,
}));
const toMemberWithHash = mapRows(
  rowReader({ ...MEMBER_SHAPE, password_hash: 'string' }),
  (row): MemberRow => ({ ...toMember(row), passwordHash: row.password_hash }),
);

const PROFILE_COLUMNS = 'id, email, phone, firstname, lastname, birthdate, role, password_hash';

export async function findMember(db: D1Database, siteId: number, userId: number): Promise<MemberRow | null> {
  return first(
    db.prepare(`SELECT ${PROFILE_COLUMNS} FROM users WHERE site_id = ? AND id = ?`).bind(siteId, userId),
    toMemberWithHash,
  );
}

export async function emailTaken(
  db: D1Database,
  siteId: number,
  email: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM users WHERE site_id = ? AND email = ? AND id <> ?')
    .bind(siteId, email, userId)
    .first();
  return row !== null;
}

/**
 * Writes the profile. When the e-mail changes, the member's newsletter row follows it (unless
 * the new address already has one of its own, then the old row goes), in the same batch.
 * Null when the member is gone.
 */
export async function updateMemberProfile(
  db: D1Database,
  siteId: number,
  userId: number,
  previousEmail: string,
  profile: MemberProfile,
): Promise<Member | null> {
  const statements = [
    db
      .prepare(
        `UPDATE users SET email = ?, phone = ?, firstname = ?, lastname = ?, birthdate = ?
          WHERE site_id = ? AND id = ?
          RETURNING id, email, phone, firstname, lastname, birthdate, role`,
      )
      .bind(
        profile.email,
        profile.phone,
        profile.firstname,
        profile.lastname,
        profile.birthdate,
        siteId,
        userId,
      ),
  ];
  if (profile.email !== previousEmail) {
    statements.push(
      db
        .prepare('UPDATE OR IGNORE newsletter_subscribers SET email = ? WHERE site_id = ? AND email = ?')
        .bind(profile.email, siteId, previousEmail),
      db
        .prepare('DELETE FROM newsletter_subscribers WHERE site_id = ? AND email = ?')
        .bind(siteId, previousEmail),
    );
  }
  const [updated] = await db.batch(statements);
  return firstOf(updated, toMember);
}

/**
 * The new hash, every session of the member but the one making the change ends, the links
 * e-mailed before (sign-in, reset) are voided and the « password changed » e-mail is queued,
 * in one transaction. Returns the outbox id.
 */
export async function updateMemberPassword(
  db: D1Database,
  siteId: number,
  userId: number,
  passwordHash: string,
  keptTokenHash: string,
  email: OutboxEmail,
): Promise<number | null> {
  const results = await db.batch([
    db
      .prepare('UPDATE users SET password_hash = ? WHERE site_id = ? AND id = ?')
      .bind(passwordHash, siteId, userId),
    db
      .prepare('DELETE FROM sessions WHERE site_id = ? AND user_id = ? AND token_hash <> ?')
      .bind(siteId, userId, keptTokenHash),
    ...voidEmailedTokenStatements(db, siteId, userId),
    insertOutboxStatement(db, siteId, email),
  ]);
  return firstOf(results.at(-1), rowReader({ id: 'number' }))?.id ?? null;
}

/** What replaces a deleted member's identity in the messages kept. */
export const ANONYMOUS = {
  firstname: 'Membre',
  lastname: 'supprimé',
  email: 'anonyme@compte-supprime.invalid',
};

/**
 * Deletes the account in one transaction: contact messages sent with the address are kept but
 * anonymised, newsletter rows and sessions go, then the user row (orders keep their rows
 * through ON DELETE SET NULL), and the confirmation e-mail is queued in the outbox.
 * Returns the outbox id, or null when the member was already gone.
 */
export async function deleteMemberAccount(
  db: D1Database,
  siteId: number,
  member: { id: number; email: string },
  email: OutboxEmail,
): Promise<number | null> {
  const results = await db.batch([
    db
      .prepare(
        `UPDATE messages SET firstname = ?, lastname = ?, email = ?, phone = NULL
          WHERE site_id = ? AND email = ?`,
      )
      .bind(ANONYMOUS.firstname, ANONYMOUS.lastname, ANONYMOUS.email, siteId, member.email),
    db
      .prepare('DELETE FROM newsletter_subscribers WHERE site_id = ? AND email = ?')
      .bind(siteId, member.email),
    deleteMemberSessionsStatement(db, siteId, member.id),
    db.prepare('DELETE FROM users WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, member.id),
    insertOutboxStatement(db, siteId, email),
  ]);
  if ((results[3]?.results.length ?? 0) === 0) return null;
  return firstOf(results[4], rowReader({ id: 'number' }))?.id ?? null;
}

const readExportUser = rowReader({
  id: 'number',
  email: 'string',
  phone: 'string?',
  firstname: 'string',
  lastname: 'string',
  birthdate: 'string?',
  role: 'string',
  created_at: 'string',
  last_active_at: 'string',
});

/** Everything this site keeps about the member, read in one batch. */
export async function exportMemberData(
  db: D1Database,
  siteId: number,
  userId: number,
  now: Date,
): Promise<AccountExport | null> {
  const site = (await first(
    db.prepare('SELECT id, name FROM sites WHERE id = ?').bind(siteId),
    rowReader({ id: 'number', name: 'string' }),
  )) ?? { id: siteId, name: '' };
  const user = await first(
    db
      .prepare(
        `SELECT id, email, phone, firstname, lastname, birthdate, role, created_at, last_active_at
           FROM users WHERE site_id = ? AND id = ?`,
      )
      .bind(site.id, userId),
    readExportUser,
  );
  if (!user) return null;
  const [sessions, subscriber, lists, messages] = await db.batch([
    db
      .prepare('SELECT expires_at FROM sessions WHERE site_id = ? AND user_id = ? ORDER BY expires_at')
      .bind(site.id, userId),
    db
      .prepare(
        'SELECT email, confirmed_at, created_at FROM newsletter_subscribers WHERE site_id = ? AND email = ?',
      )
      .bind(site.id, user.email),
    db
      .prepare(
        `SELECT l.id, l.name FROM newsletter_subscriptions s
           JOIN newsletter_subscribers n ON n.site_id = s.site_id AND n.id = s.subscriber_id
           JOIN newsletter_lists l ON l.site_id = s.site_id AND l.id = s.list_id
          WHERE s.site_id = ? AND n.email = ? ORDER BY l.position, l.id`,
      )
      .bind(site.id, user.email),
    db
      .prepare(
        `SELECT id, subject, body, created_at FROM messages
          WHERE site_id = ? AND email = ? ORDER BY created_at, id`,
      )
      .bind(site.id, user.email),
  ]);
  const newsletter = firstOf(
    subscriber,
    rowReader({ email: 'string', confirmed_at: 'string?', created_at: 'string' }),
  );
  return {
    exportedAt: now.toISOString(),
    site: { id: site.id, name: site.name },
    profile: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      firstname: user.firstname,
      lastname: user.lastname,
      birthdate: user.birthdate,
      role: user.role,
      createdAt: user.created_at,
      lastActiveAt: user.last_active_at,
    },
    sessions: rowsOf(sessions, rowReader({ expires_at: 'number' })).map((row) => ({
      expiresAt: new Date(row.expires_at * 1000).toISOString(),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          confirmedAt: newsletter.confirmed_at,
          createdAt: newsletter.created_at,
          lists: rowsOf(lists, rowReader({ id: 'number', name: 'string' })),
        }
      : null,
    messages: rowsOf(
      messages,
      rowReader({ id: 'number', subject: 'string', body: 'string', created_at: 'string' }),
    ).map((row) => ({ id: row.id, subject: row.subject, body: row.body, createdAt: row.created_at })),
  };
}
