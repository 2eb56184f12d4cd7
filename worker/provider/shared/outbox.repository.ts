import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import {
  OUTBOX_PAGE_SIZE,
  SECRET_PLACEHOLDER,
  type OutboxEntry,
  type OutboxMessage,
} from '../../../src/schema/site/email-outbox';
import {
  first,
  firstOf,
  mapRows,
  pagedList,
  readId,
  rowReader,
  type BindValue,
  type ReadType,
  type Row,
} from './d1';
import type { ListSql } from './list-query-sql';

// The e-mail outbox: rows are written in the same transaction as what caused them and sent
// later by the mail queue consumer, so a crash never loses or duplicates the intent. Every
// e-mail is queued through insertOutboxStatement, the one place its header values are made
// single-line.

export interface OutboxEmail {
  to: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers?: Record<string, string>; // extra mail headers (List-Unsubscribe…), sent by the consumer
  /** Parts of the bodies (a reset token) that must not stay readable once the e-mail is sent. */
  secrets?: string[];
  /** Files sent with the e-mail, their content in base64; at most MAX_ATTACHMENT_BYTES in all. */
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

/** The decoded size of all of an e-mail's files together: a D1 row holds at most 2 MB. */
export const MAX_ATTACHMENT_BYTES = 1_000_000;

/** How many bytes a base64 text decodes to. */
function base64Bytes(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.floor((content.length * 3) / 4) - padding;
}

/** The attachments column of one e-mail: NULL without files; a throw past the size limit. */
function attachmentsColumn(attachments: readonly OutboxAttachment[] | undefined): string | null {
  if (!attachments || attachments.length === 0) return null;
  const bytes = attachments.reduce((sum, file) => sum + base64Bytes(file.content), 0);
  if (bytes > MAX_ATTACHMENT_BYTES) {
    throw new Error(`e-mail attachments of ${bytes} bytes exceed ${MAX_ATTACHMENT_BYTES}`);
  }
  return JSON.stringify(
    attachments.map((file) => ({
      filename: singleLine(file.filename).replace(/["\\/]/g, '_'),
      contentType: singleLine(file.contentType),
      content: file.content,
    })),
  );
}

/** The attachments of an outbox row's column (NULL or a JSON array). */
export function outboxAttachments(column: string | null): OutboxAttachment[] {
  return column ? (JSON.parse(column) as OutboxAttachment[]) : [];
}

/**
 * A header value on one line: CR, LF and the other control characters (and the Unicode line
 * separators) become one space. A visitor's subject « Sujet\r\nBcc: … » must never add a header.
 */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

const readOutboxRow = rowReader({
  id: 'number',
  to_address: 'string',
  reply_to: 'string?',
  subject: 'string',
  text_body: 'string',
  html_body: 'string?',
  status: ['PENDING', 'SENT', 'FAILED'],
  attempts: 'number',
  headers: 'string?', // JSON object, or NULL
  secrets: 'string?', // JSON array, or NULL once sent
  attachments: 'string?', // JSON array of OutboxAttachment, or NULL
});
export type OutboxRow = ReadType<typeof readOutboxRow>;

/**
 * The INSERT of one e-mail, for the caller's batch. `onlyIf` makes it conditional on a SQL
 * condition over the same batch (an order still in the expected status…): no row when false.
 */
export function insertOutboxStatement(
  db: D1Database,
  siteId: number,
  email: OutboxEmail,
  onlyIf: { sql: string; params: readonly BindValue[] } = { sql: '1', params: [] },
): D1PreparedStatement {
  const headers = email.headers
    ? JSON.stringify(
        Object.fromEntries(
          Object.entries(email.headers).map(([name, value]) => [singleLine(name), singleLine(value)]),
        ),
      )
    : null;
  const secrets = email.secrets?.filter((secret) => secret !== '') ?? [];
  return db
    .prepare(
      `INSERT INTO email_outbox (site_id, to_address, reply_to, subject, text_body, html_body, headers, secrets, attachments)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql} RETURNING id`,
    )
    .bind(
      siteId,
      singleLine(email.to),
      email.replyTo === null ? null : singleLine(email.replyTo),
      singleLine(email.subject),
      email.textBody,
      email.htmlBody,
      headers,
      secrets.length > 0 ? JSON.stringify(secrets) : null,
      attachmentsColumn(email.attachments),
      ...onlyIf.params,
    );
}

export async function findOutboxEmail(db: D1Database, siteId: number, id: number): Promise<OutboxRow | null> {
  return first(
    db
      .prepare(
        `SELECT id, to_address, reply_to, subject, text_body, html_body, status, attempts, headers, secrets, attachments
           FROM email_outbox WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readOutboxRow,
  );
}

/** `value` with each secret of a row's `secrets` column (a JSON array, or NULL) replaced. */
function blankSecrets(secretsJson: string | null, value: string): string {
  const secrets = secretsJson ? (JSON.parse(secretsJson) as string[]) : [];
  return secrets.reduce(
    (text, secret) => (secret ? text.replaceAll(secret, SECRET_PLACEHOLDER) : text),
    value,
  );
}

/** Each secret of the row replaced by the placeholder, in the subject and both bodies. */
function blanked(row: OutboxRow): { subject: string; text: string; html: string | null } {
  const blank = (value: string) => blankSecrets(row.secrets, value);
  return {
    subject: blank(row.subject),
    text: blank(row.text_body),
    html: row.html_body === null ? null : blank(row.html_body),
  };
}

async function markOutboxEmail(
  db: D1Database,
  siteId: number,
  id: number,
  status: 'SENT' | 'FAILED',
): Promise<void> {
  await db
    .prepare(
      `UPDATE email_outbox
          SET status = ?, attempts = attempts + 1, sent_at = CASE WHEN ? = 'SENT' THEN datetime('now') END,
              last_activity_at = datetime('now')
        WHERE site_id = ? AND id = ?`,
    )
    .bind(status, status, siteId, id)
    .run();
}

/**
 * One failed try of a PENDING row: its attempts grow by one and its reason is kept. It becomes
 * FAILED when `final` (a refusal that will not change) or when it reaches `maxAttempts`; the new
 * status and attempts, or null when the row is not PENDING (sent or failed meanwhile).
 */
export async function recordOutboxFailure(
  db: D1Database,
  siteId: number,
  id: number,
  failure: { reason: string; final: boolean; maxAttempts: number },
): Promise<{ status: 'PENDING' | 'FAILED'; attempts: number } | null> {
  const row = await db
    .prepare(
      `UPDATE email_outbox
          SET attempts = attempts + 1, failure_reason = ?, last_activity_at = datetime('now'),
              status = CASE WHEN ? = 1 OR attempts + 1 >= ? THEN 'FAILED' ELSE 'PENDING' END
        WHERE site_id = ? AND id = ? AND status = 'PENDING'
        RETURNING status, attempts`,
    )
    .bind(failure.reason, failure.final ? 1 : 0, failure.maxAttempts, siteId, id)
    .first<{ status: 'PENDING' | 'FAILED'; attempts: number }>();
  return row ?? null;
}

/** Marks a PENDING row FAILED with its reason (the queue gave up on it); false if not PENDING. */
export async function failOutboxEmail(
  db: D1Database,
  siteId: number,
  id: number,
  reason: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE email_outbox SET status = 'FAILED', failure_reason = ?, last_activity_at = datetime('now')
        WHERE site_id = ? AND id = ? AND status = 'PENDING'`,
    )
    .bind(reason, siteId, id)
    .run();
  return result.meta.changes > 0;
}

// ── The Cron Trigger's sweep of stuck rows (worker/cron/mail-sweep.ts) ───────────────────────
// A row is stuck when it is PENDING and untouched (last try, last hand-over to the queue, or
// its creation) before `before` (unix seconds). The index email_outbox_pending serves both.

const STUCK = `site_id = ? AND status = 'PENDING' AND COALESCE(last_activity_at, created_at) < datetime(?, 'unixepoch')`;

/**
 * Marks this site's stuck rows that used up their tries FAILED with `reason`, then hands the
 * others (at most `limit`, oldest first) back to the queue: their activity becomes `now`, so the
 * next sweep leaves them alone while they wait. The ids to queue.
 */
export async function sweepStuckOutbox(
  db: D1Database,
  siteId: number,
  sweep: { before: number; now: number; maxAttempts: number; limit: number; reason: string },
): Promise<{ failed: number; requeued: number[] }> {
  const [failed, requeued] = await db.batch<Row>([
    db
      .prepare(
        `UPDATE email_outbox SET status = 'FAILED', failure_reason = ?, last_activity_at = datetime(?, 'unixepoch')
          WHERE ${STUCK} AND attempts >= ?`,
      )
      .bind(sweep.reason, sweep.now, siteId, sweep.before, sweep.maxAttempts),
    db
      .prepare(
        `UPDATE email_outbox SET last_activity_at = datetime(?, 'unixepoch')
          WHERE site_id = ? AND id IN (
            SELECT id FROM email_outbox WHERE ${STUCK} AND attempts < ? ORDER BY created_at, id LIMIT ?)
          RETURNING id`,
      )
      .bind(sweep.now, siteId, siteId, sweep.before, sweep.maxAttempts, sweep.limit),
  ]);
  return {
    failed: failed?.meta.changes ?? 0,
    requeued: (requeued?.results ?? []).map((row) => readId(row).id),
  };
}

/** Every site's id: the sweep goes site by site, each of its queries naming the site. */
export async function outboxSiteIds(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare('SELECT id FROM sites ORDER BY id').all<Row>();
  return results.map((row) => readId(row).id);
}

/**
 * Marks a row sent and, when it carried secrets, keeps only a blanked copy: the link worked
 * once in the recipient's mailbox and is not readable from the database (or the sent-mail
 * screen) afterwards.
 */
export async function markOutboxSent(db: D1Database, siteId: number, row: OutboxRow): Promise<void> {
  if (row.secrets === null) return markOutboxEmail(db, siteId, row.id, 'SENT');
  const copy = blanked(row);
  await db
    .prepare(
      `UPDATE email_outbox
          SET status = 'SENT', attempts = attempts + 1, sent_at = datetime('now'),
              subject = ?, text_body = ?, html_body = ?, secrets = NULL
        WHERE site_id = ? AND id = ?`,
    )
    .bind(copy.subject, copy.text, copy.html, siteId, row.id)
    .run();
}

// ── The admin's sent-mail screen ────────────────────────────────────────────────────────

export const outboxListSpec: ListQuerySpec = {
  fields: {
    to: { column: 'to_address', type: 'text' },
    subject: { column: 'subject', type: 'text' },
    status: { column: 'status', type: 'text' },
    createdAt: { column: 'created_at', type: 'text' },
  },
  orderable: ['createdAt', 'to', 'subject', 'status'],
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  defaultNbItem: OUTBOX_PAGE_SIZE,
  maxNbItem: 100,
};

const ENTRY_COLUMNS =
  'id, to_address, subject, status, attempts, created_at, sent_at, resent_from, failure_reason';
const entryShape = {
  id: 'number',
  to_address: 'string',
  subject: 'string',
  status: ['PENDING', 'SENT', 'FAILED'],
  attempts: 'number',
  created_at: 'string',
  sent_at: 'string?',
  resent_from: 'number?',
  failure_reason: 'string?',
} as const;
const readEntry = rowReader(entryShape);
const entryOf = (row: ReadType<typeof readEntry>): OutboxEntry => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  resentFrom: row.resent_from,
  failureReason: row.failure_reason,
});
const toEntry = mapRows(readEntry, entryOf);
const readMessage = rowReader({
  ...entryShape,
  reply_to: 'string?',
  html_body: 'string?',
  text_body: 'string',
  secrets: 'string?',
  attachment_list: 'string?', // JSON array of { filename, contentType, size }
});
type MessageRow = ReadType<typeof readMessage>;
/** A message as the admin reads it; its secrets (a pending link's token) blanked unless revealed. */
const messageOf =
  (revealSecrets: boolean) =>
  (row: MessageRow): OutboxMessage => {
    const hide = (value: string) => (revealSecrets ? value : blankSecrets(row.secrets, value));
    return {
      ...entryOf(row),
      subject: hide(row.subject),
      replyTo: row.reply_to,
      html: row.html_body === null ? null : hide(row.html_body),
      text: hide(row.text_body),
      attachments: row.attachment_list
        ? (JSON.parse(row.attachment_list) as OutboxMessage['attachments'])
        : [],
    };
  };

export async function listOutbox(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ emails: OutboxEntry[]; total: number }> {
  const { rows, total } = await pagedList(
    db,
    {
      columns: ENTRY_COLUMNS,
      from: 'email_outbox WHERE site_id = ?',
      params: [siteId],
      orderBy: list.orderBy === '' ? ' ORDER BY created_at DESC, id DESC' : `${list.orderBy}, id DESC`,
    },
    list,
    toEntry,
  );
  return { emails: rows, total };
}

/**
 * One e-mail of the site. A message waiting to be sent still carries its secrets (a reset or
 * sign-in link's token): they are shown only when `revealSecrets` (local development, where no
 * mail API sends anything and this screen is how the links are read), never to an owner in
 * production, who could otherwise sign in as a member with a link not yet sent.
 */
export async function findOutboxMessage(
  db: D1Database,
  siteId: number,
  id: number,
  { revealSecrets = false }: { revealSecrets?: boolean } = {},
): Promise<OutboxMessage | null> {
  return first(
    db
      .prepare(
        `SELECT ${ENTRY_COLUMNS}, reply_to, html_body, text_body, secrets,
                (SELECT json_group_array(json_object(
                          'filename', file.value ->> '$.filename',
                          'contentType', file.value ->> '$.contentType',
                          'size', length(file.value ->> '$.content') * 3 / 4
                            - (CASE WHEN file.value ->> '$.content' LIKE '%==' THEN 2
                                    WHEN file.value ->> '$.content' LIKE '%=' THEN 1 ELSE 0 END)))
                   FROM json_each(email_outbox.attachments) AS file) AS attachment_list
           FROM email_outbox WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    mapRows(readMessage, messageOf(revealSecrets)),
  );
}

/**
 * Queues a copy of a sent or failed e-mail of this site as a new row (same recipient and
 * content; a sent one's secrets are already blanked). The new id, or null when there is no
 * such e-mail or it is still pending.
 */
export async function resendOutboxEmail(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const inserted = await db
    .prepare(
      `INSERT INTO email_outbox (site_id, to_address, reply_to, subject, text_body, html_body, headers, secrets, attachments, resent_from)
       SELECT site_id, to_address, reply_to, subject, text_body, html_body, headers, secrets, attachments, id
         FROM email_outbox WHERE site_id = ? AND id = ? AND status IN ('SENT', 'FAILED')
       RETURNING id`,
    )
    .bind(siteId, id)
    .all();
  return firstOf(inserted, readId)?.id ?? null;
}
