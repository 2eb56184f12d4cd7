import type { ListQuery } from '../../../../src/domain/shared/list-query';
import type { OutboxEntry, OutboxMessage } from '../../../../src/schema/site/email-outbox';
import { AppError, notFound } from '../../../errors';
import { idOr404 } from '../../../http/ids';
import { listQuerySql } from '../../shared/list-query-sql';
import {
  findOutboxMessage,
  listOutbox,
  outboxListSpec,
  resendOutboxEmail,
} from '../../shared/outbox.repository';
import type { ServiceContext } from '../../shared/service-context';

// The sent-mail screen of one site: every e-mail it queued, one as received, and the resending
// of a sent or failed one. Another site's e-mail answers 404.

export { outboxListSpec };

const NO_EMAIL = "Cet e-mail n'existe pas.";

const idOf = (raw: string): number => idOr404(raw, NO_EMAIL);

/** A page of the site's e-mails. */
export function outboxPage(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ emails: OutboxEntry[]; total: number }> {
  return listOutbox(ctx.db, ctx.site.id, listQuerySql(query, outboxListSpec));
}

/**
 * One e-mail as received. Without a mail API (local development) nothing is sent and this is
 * where a reset or sign-in link is read; with one, a link waiting to be sent is never shown.
 */
export async function outboxMessage(ctx: ServiceContext, rawId: string): Promise<OutboxMessage> {
  const revealSecrets = !ctx.env.MAIL_API_URL || !ctx.env.MAIL_API_KEY;
  const email = await findOutboxMessage(ctx.db, ctx.site.id, idOf(rawId), { revealSecrets });
  if (!email) throw notFound(NO_EMAIL);
  return email;
}

/** A new copy of a sent or failed e-mail, queued (409 while the original still waits). */
export async function resendEmail(ctx: ServiceContext, rawId: string): Promise<OutboxMessage> {
  const siteId = ctx.site.id;
  const id = idOf(rawId);
  const original = await findOutboxMessage(ctx.db, siteId, id);
  if (!original) throw notFound(NO_EMAIL);
  if (original.status === 'PENDING') {
    throw new AppError(
      409,
      "Cet e-mail est encore en file d'envoi : attendez son envoi avant de le renvoyer.",
    );
  }
  const copyId = await resendOutboxEmail(ctx.db, siteId, id);
  const copy = copyId === null ? null : await findOutboxMessage(ctx.db, siteId, copyId);
  if (!copy) throw notFound(NO_EMAIL);
  return copy;
}
