import { roleSchema, type SessionMember } from '../../../src/schema/members/member';
import { first, firstOf, rowReader, type ReadType, type RowRead, readId } from '../shared/d1';
import type { RegisterInput } from '../../../src/schema/members/member';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

const USER_SHAPE = { id: 'number', email: 'string', role: roleSchema.options } as const;
/** A signed-in account as the session and credential queries select it (id, email, role). */
export const readSessionMember: RowRead<SessionMember> = rowReader(USER_SHAPE);
const readUserWithHash = rowReader({ ...USER_SHAPE, password_hash: 'string' });
type MemberWithHash = ReadType<typeof readUserWithHash>;
export async function findMemberByEmail(
  db: D1Database,
  siteId: number,
  email: string,
): Promise<MemberWithHash | null> {
  return first(
    db
      .prepare('SELECT id, email, role, password_hash FROM users WHERE site_id = ? AND email = ?')
      .bind(siteId, email.trim().toLowerCase()),
    readUserWithHash,
  );
}

/**
 * A registration in ONE transaction: the member (MEMBER role, terms accepted now) and the
 * welcome e-mail. No session: the answer must not tell a new address from a known one, so
 * the member signs in with the password just chosen. Nothing half-written: a taken
 * e-mail (UNIQUE site_id, email) fails the whole batch. Answers null when the e-mail is already
 * registered on this site.
 */
export async function registerMember(
  db: D1Database,
  siteId: number,
  member: Omit<RegisterInput, 'password' | 'acceptTerms'>,
  passwordHash: string,
  welcome: OutboxEmail,
): Promise<{ user: SessionMember; outboxId: number } | null> {
  try {
    const [inserted, queued] = await db.batch([
      db
        .prepare(
          `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname, phone, birthdate,
                              terms_accepted_at)
           VALUES (?, ?, ?, 'MEMBER', ?, ?, ?, ?, datetime('now')) RETURNING id, email, role`,
        )
        .bind(
          siteId,
          member.email,
          passwordHash,
          member.firstname,
          member.lastname,
          member.phone,
          member.birthdate,
        ),
      insertOutboxStatement(db, siteId, welcome),
    ]);
    const user = firstOf(inserted, readSessionMember);
    const outboxId = firstOf(queued, readId)?.id;
    if (!user || outboxId === undefined) throw new Error('registration batch returned no rows');
    return { user, outboxId };
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed: users.site_id, users.email')) return null;
    throw error;
  }
}

/** A new password hash (upgrade on login, reset); the caller batches it with what goes with it. */
export function updatePasswordHashStatement(
  db: D1Database,
  siteId: number,
  userId: number,
  passwordHash: string,
): D1PreparedStatement {
  return db
    .prepare('UPDATE users SET password_hash = ? WHERE site_id = ? AND id = ?')
    .bind(passwordHash, siteId, userId);
}

/** One e-mail into the outbox on its own (nothing else to write with it); answers its id. */
export async function queueEmail(db: D1Database, siteId: number, email: OutboxEmail): Promise<number> {
  const row = await first(insertOutboxStatement(db, siteId, email), readId);
  if (!row) throw new Error('outbox insert returned no id');
  return row.id;
}
