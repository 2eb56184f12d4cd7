import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { InboxMessage } from '../../../src/schema/content/message-admin';
import { notFound } from '../../errors';
import { idOr404 } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteInboxMessage,
  findInboxMessage,
  inboxListSpec,
  listInbox,
  markMessageRead,
} from './message-admin.repository';

// The contact messages inbox: the owner reads them, marks them read or unread and deletes them
// (messages are personal data: a deleted one is gone for good).

/** The list's query: what may be sorted and filtered (the routes document it). */
export { inboxListSpec };

const NO_MESSAGE = "Ce message n'existe pas.";

const idOf = (raw: string): number => idOr404(raw, NO_MESSAGE);

/** A page of the messages (the unread ones only with `unreadOnly`), their total and unread count. */
export function inbox(
  ctx: ServiceContext,
  query: ListQuery,
  unreadOnly: boolean,
): Promise<{ messages: InboxMessage[]; total: number; unread: number }> {
  return listInbox(ctx.db, ctx.site.id, unreadOnly, listQuerySql(query, inboxListSpec));
}

/** One message, or 404. */
export async function inboxMessage(ctx: ServiceContext, raw: string): Promise<InboxMessage> {
  const message = await findInboxMessage(ctx.db, ctx.site.id, idOf(raw));
  if (!message) throw notFound(NO_MESSAGE);
  return message;
}

/** Marks a message read or unread, or 404. */
export async function markRead(ctx: ServiceContext, raw: string, read: boolean): Promise<InboxMessage> {
  const message = await markMessageRead(ctx.db, ctx.site.id, idOf(raw), read);
  if (!message) throw notFound(NO_MESSAGE);
  return message;
}

/** Deletes a message for good, or 404; answers its id. */
export async function deleteMessage(ctx: ServiceContext, raw: string): Promise<number> {
  const id = idOf(raw);
  if (!(await deleteInboxMessage(ctx.db, ctx.site.id, id))) throw notFound(NO_MESSAGE);
  return id;
}
