import type { ContactMessageInput } from '../../src/schema/message';
import type { OutboxEmail } from './outbox.repository';
import { insertOutboxStatement } from './outbox.repository';

/**
 * Stores a contact message and, when the site has an address, the e-mail to it, in one
 * transaction: either both rows exist or neither does.
 */
export async function insertMessageWithEmail(
  db: D1Database,
  siteId: number,
  message: ContactMessageInput,
  senderHash: string | null,
  email: OutboxEmail | null,
): Promise<{ messageId: number; outboxId: number | null }> {
  const statements = [
    db
      .prepare(
        `INSERT INTO contact_messages (site_id, firstname, lastname, email, phone, subject, body, sender_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        siteId,
        message.firstname,
        message.lastname,
        message.email,
        message.phone ?? null,
        message.subject,
        message.body,
        senderHash,
      ),
  ];
  if (email) statements.push(insertOutboxStatement(db, siteId, email));
  const [stored, queued] = await db.batch<{ id: number }>(statements);
  const messageId = stored?.results[0]?.id;
  if (messageId === undefined) throw new Error('message insert returned no id');
  return { messageId, outboxId: queued?.results[0]?.id ?? null };
}

/** How many messages this sender sent to this site in the last `minutes`. */
export async function countRecentMessages(
  db: D1Database,
  siteId: number,
  senderHash: string,
  minutes: number,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM contact_messages
        WHERE site_id = ? AND sender_hash = ? AND created_at > datetime('now', ?)`,
    )
    .bind(siteId, senderHash, `-${minutes} minutes`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
