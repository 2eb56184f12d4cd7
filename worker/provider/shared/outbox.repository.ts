import { first, rowReader, type ReadType } from './d1';

// The e-mail outbox: rows are written in the same transaction as what caused them and sent
// later by the mail queue consumer, so a crash never loses or duplicates the intent.

export interface OutboxEmail {
  to: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  headers?: Record<string, string>; // extra mail headers (List-Unsubscribe…), sent by the consumer
}

const readOutboxRow = rowReader({
  id: 'number',
  to_address: 'string',
  reply_to: 'string?',
  subject: 'string',
  text_body: 'string',
  status: ['PENDING', 'SENT', 'FAILED'],
  attempts: 'number',
  headers: 'string?', // JSON object, or NULL
});
export type OutboxRow = ReadType<typeof readOutboxRow>;

export function insertOutboxStatement(
  db: D1Database,
  siteId: number,
  email: OutboxEmail,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (site_id, to_address, reply_to, subject, text_body, headers)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      siteId,
      email.to,
      email.replyTo,
      email.subject,
      email.textBody,
      email.headers ? JSON.stringify(email.headers) : null,
    );
}

export async function findOutboxEmail(db: D1Database, siteId: number, id: number): Promise<OutboxRow | null> {
  return first(
    db
      .prepare(
        `SELECT id, to_address, reply_to, subject, text_body, status, attempts, headers
           FROM email_outbox WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readOutboxRow,
  );
}

export async function markOutboxEmail(
  db: D1Database,
  siteId: number,
  id: number,
  status: 'SENT' | 'FAILED',
): Promise<void> {
  await db
    .prepare(
      `UPDATE email_outbox
          SET status = ?, attempts = attempts + 1, sent_at = CASE WHEN ? = 'SENT' THEN datetime('now') END
        WHERE site_id = ? AND id = ?`,
    )
    .bind(status, status, siteId, id)
    .run();
}
