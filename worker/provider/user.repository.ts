import type { Role, User } from '../../src/schema/user';

interface UserWithHash extends User {
  password_hash: string;
}

export async function findUserByEmail(
  db: D1Database,
  siteId: number,
  email: string,
): Promise<UserWithHash | null> {
  return db
    .prepare('SELECT id, email, role, password_hash FROM users WHERE site_id = ? AND email = ?')
    .bind(siteId, email.toLowerCase())
    .first<UserWithHash>();
}

export async function insertUser(
  db: D1Database,
  siteId: number,
  user: { email: string; passwordHash: string; role: Role; firstname?: string; lastname?: string },
): Promise<User> {
  const row = await db
    .prepare(
      `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id, email, role`,
    )
    .bind(
      siteId,
      user.email.toLowerCase(),
      user.passwordHash,
      user.role,
      user.firstname ?? '',
      user.lastname ?? '',
    )
    .first<User>();
  if (!row) throw new Error('user insert returned no row');
  return row;
}
