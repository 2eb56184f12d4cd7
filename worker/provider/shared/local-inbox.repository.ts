import { first, rowReader, type ReadType } from './d1';
import type { OutboxRow } from './outbox.repository';

// SQL of the local inbox (migration 0057): e-mails a development machine delivered to itself
// instead of a mail API. The inbox is the developer's view of every site's mail, like a local
// mail catcher: its list is platform-wide by design, and only a Worker with the local inbox
// open (worker/mail/local-inbox.ts, never in production) reads or writes it.

const readMessage = rowReader({
  id: 'number',
  site_id: 'number',
  site_name: 'string?',
  from_header: 'string',
  to_address: 'string',
  reply_to: 'string?',
  subject: 'string',
  text_body: 'string',
  html_body: 'string?',
  headers: 'string?',
  attachments: 'string?',
  received_at: 'number',
});
export type LocalInboxMessage = ReadType<typeof readMessage>;

/** Keeps a copy of the outbox row as delivered, full text included (before any blanking). */
export async function deliverToLocalInbox(
  db: D1Database,
  siteId: number,
  row: OutboxRow,
  from: string,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO local_inbox (site_id, outbox_id, from_header, to_address, reply_to, subject,
                                text_body, html_body, headers, attachments, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      siteId,
      row.id,
      from,
      row.to_address,
      row.reply_to,
      row.subject,
      row.text_body,
      row.html_body,
      row.headers,
      row.attachments,
      now,
    )
    .run();
}

const SELECT = `SELECT m.id, m.site_id, s.name AS site_name, m.from_header, m.to_address, m.reply_to,
       m.subject, m.text_body, m.html_body, m.headers, m.attachments, m.received_at
  FROM local_inbox m LEFT JOIN sites s ON s.id = m.site_id`;

/** The newest messages first. */
export async function localInboxMessages(db: D1Database, limit: number): Promise<LocalInboxMessage[]> {
  const { results } = await db
    .prepare(`${SELECT} ORDER BY m.received_at DESC, m.id DESC LIMIT ?`)
    .bind(limit)
    .all();
  return results.map((row) => readMessage(row));
}

export function localInboxMessage(db: D1Database, id: number): Promise<LocalInboxMessage | null> {
  return first(db.prepare(`${SELECT} WHERE m.id = ?`).bind(id), readMessage);
}

export async function emptyLocalInbox(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM local_inbox').run();
}
