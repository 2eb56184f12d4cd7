import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import {
  MEMBER_PAGE_SIZE,
  type MemberDetails,
  type MemberSummary,
} from '../../../src/schema/members/member-admin';
import { roleSchema } from '../../../src/schema/members/member';
import { all, first, firstOf, mapRows, pagedList, rowReader, rowsOf, type ReadType } from '../shared/d1';
import type { ListSql } from '../shared/list-query-sql';

// The members screens' SQL. The deletion itself is the member's own
// (member.repository.ts deleteMemberAccount): one rule for what goes and what stays.

export const memberListSpec: ListQuerySpec = {
  fields: {
    email: { column: 'email', type: 'text' },
    firstname: { column: 'firstname', type: 'text' },
    lastname: { column: 'lastname', type: 'text' },
    // One box searches the address and both names (`search=lk:dupont`).
    search: { column: "(email || ' ' || firstname || ' ' || lastname)", type: 'text' },
    role: { column: 'role', type: 'text' },
    createdAt: { column: 'created_at', type: 'text' },
    lastActiveAt: { column: 'last_active_at', type: 'text' },
  },
  orderable: ['createdAt', 'lastActiveAt', 'email', 'lastname', 'firstname', 'role'],
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  defaultNbItem: MEMBER_PAGE_SIZE,
  maxNbItem: 100,
};

const readMember = rowReader({
  id: 'number',
  email: 'string',
  firstname: 'string',
  lastname: 'string',
  phone: 'string?',
  role: roleSchema.options,
  created_at: 'string',
  last_active_at: 'string',
  birthdate: 'string?',
});
type MemberRow = ReadType<typeof readMember>;

const COLUMNS = 'id, email, firstname, lastname, phone, role, created_at, last_active_at, birthdate';

/** SQLite's datetime('now') text is UTC without a zone: written as ISO 8601 with Z for the screens. */
const isoUtc = (text: string): string =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;

const summaryOf = (row: MemberRow): MemberSummary => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  phone: row.phone,
  role: row.role,
  createdAt: isoUtc(row.created_at),
  lastActiveAt: isoUtc(row.last_active_at),
});
const toSummary = mapRows(readMember, summaryOf);

function orderClause(list: ListSql): string {
  return list.orderBy === '' ? ' ORDER BY created_at DESC, id DESC' : `${list.orderBy}, id DESC`;
}

export async function listMembers(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ members: MemberSummary[]; total: number }> {
  const { rows, total } = await pagedList(
    db,
    { columns: COLUMNS, from: 'users WHERE site_id = ?', params: [siteId], orderBy: orderClause(list) },
    list,
    toSummary,
  );
  return { members: rows, total };
}

/** Every member of the site for the export, oldest first, read by windows of 500. */
export async function allMembers(db: D1Database, siteId: number): Promise<MemberSummary[]> {
  const members: MemberSummary[] = [];
  for (let offset = 0; ; offset += 500) {
    const window = await all(
      db
        .prepare(`SELECT ${COLUMNS} FROM users WHERE site_id = ? ORDER BY id LIMIT 500 OFFSET ?`)
        .bind(siteId, offset),
      toSummary,
    );
    members.push(...window);
    if (window.length < 500) return members;
  }
}

/** The confirmed newsletter addresses of the site (the export's last column). */
export async function confirmedNewsletterEmails(db: D1Database, siteId: number): Promise<Set<string>> {
  const rows = await all(
    db
      .prepare('SELECT email FROM newsletter_subscribers WHERE site_id = ? AND confirmed_at IS NOT NULL')
      .bind(siteId),
    rowReader({ email: 'string' }),
  );
  return new Set(rows.map((row) => row.email));
}

/** One member with their newsletter lists and, on a shop, how many orders they placed. */
export async function findMemberDetails(
  db: D1Database,
  siteId: number,
  id: number,
  withOrders: boolean,
): Promise<MemberDetails | null> {
  const row = await first(
    db.prepare(`SELECT ${COLUMNS} FROM users WHERE site_id = ? AND id = ?`).bind(siteId, id),
    readMember,
  );
  if (!row) return null;
  const [subscriber, lists, orders] = await db.batch([
    db
      .prepare('SELECT confirmed_at FROM newsletter_subscribers WHERE site_id = ? AND email = ?')
      .bind(siteId, row.email),
    db
      .prepare(
        `SELECT l.id, l.name FROM newsletter_subscriptions s
           JOIN newsletter_subscribers n ON n.site_id = s.site_id AND n.id = s.subscriber_id
           JOIN newsletter_lists l ON l.site_id = s.site_id AND l.id = s.list_id
          WHERE s.site_id = ? AND n.email = ? ORDER BY l.position, l.id`,
      )
      .bind(siteId, row.email),
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE site_id = ? AND user_id = ?').bind(siteId, id),
  ]);
  const newsletter = firstOf(subscriber, rowReader({ confirmed_at: 'string?' }));
  return {
    ...summaryOf(row),
    birthdate: row.birthdate,
    newsletter: newsletter
      ? {
          confirmed: newsletter.confirmed_at !== null,
          lists: rowsOf(lists, rowReader({ id: 'number', name: 'string' })),
        }
      : null,
    orderCount: withOrders ? (firstOf(orders, rowReader({ n: 'number' }))?.n ?? 0) : null,
  };
}
