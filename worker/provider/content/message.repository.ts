import type { MessageInput } from '../../../src/schema/content/message';
import { firstOf, readId } from '../shared/d1';
import type { OutboxEmail } from '../shared/outbox.repository';
import { insertOutboxStatement } from '../shared/outbox.repository';

/**
 * Stores a contact message and its e-mails (the owner's notification when the site has an
 * address, the visitor's acknowledgement) in one transaction: all rows exist or none does.
 */
export async function insertMessageWithEmail(
  db: D1Database,
  siteId: number,
  message: MessageInput,
  emails: readonly OutboxEmail[],
): Promise<{ messageId: number; outboxIds: number[] }> {
  const [stored, ...queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO messages (site_id, firstname, lastname, email, phone, subject, body)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        siteId,
        message.firstname,
        message.lastname,
        message.email,
        message.phone ?? null,
        message.subject,
        message.body,
      ),
    ...emails.map((email) => insertOutboxStatement(db, siteId, email)),
  ]);
  const messageId = firstOf(stored, readId)?.id;
  if (messageId === undefined) throw new Error('message insert returned no id');
  return { messageId, outboxIds: queued.flatMap((result) => firstOf(result, readId)?.id ?? []) };
}
