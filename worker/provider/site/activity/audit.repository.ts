import type { ListQuerySpec } from '../../../../src/domain/shared/list-query';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../../src/schema/site/audit';
import { mapRows, pagedList, rowReader } from '../../shared/d1';
import type { ListSql } from '../../shared/list-query-sql';

export const auditListSpec: ListQuerySpec = {
  fields: {
    email: { column: 'user_email', type: 'text' },
    method: { column: 'method', type: 'text' },
    path: { column: 'path', type: 'text' },
    createdAt: { column: 'created_at', type: 'text' },
  },
  orderable: ['createdAt'],
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  defaultNbItem: AUDIT_PAGE_SIZE,
  maxNbItem: 200,
};

const toAuditEntry = mapRows(
  rowReader({
    id: 'number',
    user_id: 'number?',
    user_email: 'string',
    method: 'string',
    path: 'string',
    status: 'number',
    request_id: 'string',
    created_at: 'string',
  }),
  (row): AuditEntry => ({
    id: row.id,
    idUser: row.user_id,
    email: row.user_email,
    method: row.method,
    path: row.path,
    status: row.status,
    requestId: row.request_id,
    createdAt: row.created_at,
  }),
);

export async function recordAdminWrite(
  db: D1Database,
  siteId: number,
  entry: {
    userId: number | null;
    email: string;
    method: string;
    path: string;
    status: number;
    requestId: string;
  },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO admin_audit_log (site_id, user_id, user_email, method, path, status, request_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(siteId, entry.userId, entry.email, entry.method, entry.path, entry.status, entry.requestId)
    .run();
}

export async function listAudit(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const orderBy = list.orderBy === '' ? ' ORDER BY created_at DESC, id DESC' : `${list.orderBy}, id DESC`;
  const { rows, total } = await pagedList(
    db,
    {
      columns: 'id, user_id, user_email, method, path, status, request_id, created_at',
      from: 'admin_audit_log WHERE site_id = ?',
      params: [siteId],
      orderBy,
    },
    list,
    toAuditEntry,
  );
  return { entries: rows, total };
}
