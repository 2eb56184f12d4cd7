import type { Operator } from '../../../../src/schema/site/operator';
import { all, first, mapRows, rowReader } from '../../shared/d1';

// Platform operators: platform accounts, in their own table, member of no site.
// Like platform.repository.ts these span sites on purpose: only the admin host's sign-in and
// the operator's own routes call them.

const OPERATOR_COLUMNS = 'id, email, created_at, last_active_at';

const toOperator = mapRows(
  rowReader({ id: 'number', email: 'string', created_at: 'string', last_active_at: 'string' }),
  (row): Operator => ({
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
  }),
);

const readCredentials = rowReader({ id: 'number', email: 'string', password_hash: 'string' });

/** The operator with this address and their password hash, for the sign-in; null when none. */
export async function findOperatorCredentials(
  db: D1Database,
  email: string,
): Promise<{ id: number; email: string; password_hash: string } | null> {
  return first(
    db
      .prepare('SELECT id, email, password_hash FROM operators WHERE email = ?')
      .bind(email.trim().toLowerCase()),
    readCredentials,
  );
}

export async function listOperators(db: D1Database): Promise<Operator[]> {
  return all(db.prepare(`SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY email`), toOperator);
}

/** A new operator; null when the address already has an operator account. */
export async function createOperator(
  db: D1Database,
  email: string,
  passwordHash: string,
): Promise<Operator | null> {
  try {
    return await first(
      db
        .prepare(`INSERT INTO operators (email, password_hash) VALUES (?, ?) RETURNING ${OPERATOR_COLUMNS}`)
        .bind(email.trim().toLowerCase(), passwordHash),
      toOperator,
    );
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) return null;
    throw error;
  }
}

/** Deletes an operator; their admin sessions go with them (ON DELETE CASCADE). */
export async function deleteOperator(db: D1Database, operatorId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM operators WHERE id = ?').bind(operatorId).run();
  return result.meta.changes > 0;
}
