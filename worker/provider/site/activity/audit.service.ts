import type { ListQuery } from '../../../../src/domain/shared/list-query';
import type { AuditEntry } from '../../../../src/schema/site/audit';
import type { AdminActor } from '../../../auth/admin-session';
import { listQuerySql } from '../../shared/list-query-sql';
import type { ServiceContext } from '../../shared/service-context';
import { auditListSpec, listAudit, recordAdminWrite } from './audit.repository';

// The audit log of admin writes on one site: recorded after each write answered (refused ones
// included) with the request id that ties it to the logs, and read back by the site's owner.

export { auditListSpec };

/** A page of the site's audit log, newest first. */
export function auditPage(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  return listAudit(ctx.db, ctx.site.id, listQuerySql(query, auditListSpec));
}

/** Records one admin write; a failure to record is logged and never breaks the write. */
export async function recordWrite(
  ctx: ServiceContext,
  actor: AdminActor,
  write: { method: string; path: string; status: number },
): Promise<void> {
  try {
    await recordAdminWrite(ctx.db, ctx.site.id, {
      userId: actor.memberId, // null for an operator: the e-mail says who
      email: actor.email,
      ...write,
      requestId: ctx.requestId,
    });
  } catch (error) {
    console.error(
      JSON.stringify({ requestId: ctx.requestId, event: 'audit.record_failed', error: String(error) }),
    );
  }
}
