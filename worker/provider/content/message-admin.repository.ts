import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { INBOX_PAGE_SIZE, type InboxMessage } from '../../../src/schema/content/message-admin';
import { first, firstOf, mapRows, rowReader, rowsOf } from '../shared/d1';
import type { ListSql } from '../shared/list-query-sql';

export const inboxListSpec: ListQuerySpec = {
  fields: {
    email: { column: 'email', type: 'text' },
    subject: { column: 'subject', type: 'text' },
    lastname: { column: 'lastname', type: 'text' },
    createdAt: { column: 'created_at', type: 'text' },
  },
  orderable: ['createdAt', 'lastname', 'subject'],
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  defaultNbItem: INBOX_PAGE_SIZE,
  maxNbItem: 100,
};

const COLUMNS = 'id, firstname, lastname, email, phone, subject, body, created_at, read_at';

const toMessage = mapRows(
  rowReader({
    id: 'number',
    firstname: 'string',
    lastname: 'string',
    email: 'string',
    phone: 'string?',
    subject: 'string',
    body: 'string',
    created_at: 'string',
    read_at: 'string?',
  }),
  (row): InboxMessage => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
    readAt: row.read_at,
  }),
);

export async function listInbox(
  db: D1Database,
  siteId: number,
  unreadOnly: boolean,
  list: ListSql,
): Promise<{ messages: InboxMessage[]; total: number; unread: number }> {
  const only = unreadOnly ? ' AND read_at IS NULL' : '';
  const orderBy = list.orderBy === '' ? ' ORDER BY created_at DESC, id DESC' : `${list.orderBy}, id DESC`;
  // Not pagedList: the unread count rides in the same batch (one round trip for the screen).
  const [page, count, unread] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM messages WHERE site_id = ?${only}${list.where}${orderBy}${list.limit}`)
      .bind(siteId, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS n FROM messages WHERE site_id = ?${only}${list.where}`)
      .bind(siteId, ...list.filterParams),
    db.prepare('SELECT COUNT(*) AS n FROM messages WHERE site_id = ? AND read_at IS NULL').bind(siteId),
  ]);
  const readCount = rowReader({ n: 'number' });
  const countOf = (result: D1Result | undefined) => firstOf(result, readCount)?.n ?? 0;
  return {
    messages: rowsOf(page, toMessage),
    total: countOf(count),
    unread: countOf(unread),
  };
}

export async function findInboxMessage(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<InboxMessage | null> {
  return first(
    db.prepare(`SELECT ${COLUMNS} FROM messages WHERE site_id = ? AND id = ?`).bind(siteId, id),
    toMessage,
  );
}

export async function markMessageRead(
  db: D1Database,
  siteId: number,
  id: number,
  read: boolean,
): Promise<InboxMessage | null> {
  return first(
    db
      .prepare(
        `UPDATE messages SET read_at = CASE WHEN ? THEN COALESCE(read_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ELSE NULL END
          WHERE site_id = ? AND id = ? RETURNING ${COLUMNS}`,
      )
      .bind(read ? 1 : 0, siteId, id),
    toMessage,
  );
}

export async function deleteInboxMessage(db: D1Database, siteId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM messages WHERE site_id = ? AND id = ?').bind(siteId, id).run();
  return result.meta.changes > 0;
}
