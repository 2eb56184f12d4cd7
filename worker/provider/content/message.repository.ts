import type { MessageInput } from '../../../src/schema/message';
import { firstOf, readId } from '../shared/d1';
import type { OutboxEmail } from '../shared/outbox.repository';
import { insertOutboxStatement } from '../shared/outbox.repository';

/**
 * Stores a contact message and, when the site has an address, the e-mail to it, in one
 * transaction: either both rows exist or neither does.
 */
export async function insertMessageWithEmail(
  db: D1Database,
  siteId: number,
  message: MessageInput,
  email: OutboxEmail | null,
): Promise<{ messageId: number; outboxId: number | null }> {
  const statements = [
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
  ];
  if (email) statements.push(insertOutboxStatement(db, siteId, email));
  const [stored, queued] = await db.batch(statements);
  const messageId = firstOf(stored, readId)?.id;
  if (messageId === undefined) throw new Error('message insert returned no id');
  return { messageId, outboxId: firstOf(queued, readId)?.id ?? null };
}
