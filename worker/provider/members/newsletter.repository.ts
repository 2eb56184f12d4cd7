import type {
  NewsletterList,
  NewsletterListInput,
  NewsletterSubscriber,
} from '../../../src/schema/members/newsletter';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import {
  all,
  first,
  firstOf,
  mapRows,
  readTotal,
  rowReader,
  rowsOf,
  writeBumpingVersion,
  readId,
} from '../shared/d1';

// The newsletter's SQL: lists, subscribers (double opt-in) and their subscriptions. Only a
// subscriber with confirmed_at receives anything.

const LIST_COLUMNS = 'id, name, description, is_default, position';

const toList = mapRows(
  rowReader({
    id: 'number',
    name: 'string',
    description: 'string',
    is_default: 'number',
    position: 'number',
  }),
  (row): NewsletterList => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.is_default === 1,
    position: row.position,
  }),
);
const readIdAndEmail = rowReader({ id: 'number', email: 'string' });

export async function listNewsletterLists(db: D1Database, siteId: number): Promise<NewsletterList[]> {
  return all(
    db
      .prepare(`SELECT ${LIST_COLUMNS} FROM newsletter_lists WHERE site_id = ? ORDER BY position, id`)
      .bind(siteId),
    toList,
  );
}

/** The ids among `ids` that are lists of this site. */
export async function existingListIds(db: D1Database, siteId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await all(
    db
      .prepare(
        `SELECT id FROM newsletter_lists WHERE site_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      )
      .bind(siteId, JSON.stringify(ids)),
    readId,
  );
  return rows.map((row) => row.id);
}

/** Creates a list and bumps the content version in the same batch. */
export async function createNewsletterList(
  db: D1Database,
  siteId: number,
  input: NewsletterListInput,
): Promise<{ list: NewsletterList; version: number }> {
  const {
    results: [created],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO newsletter_lists (site_id, name, description, is_default, position)
         VALUES (?, ?, ?, ?, ?) RETURNING ${LIST_COLUMNS}`,
      )
      .bind(siteId, input.name, input.description, input.isDefault ? 1 : 0, input.position),
  ]);
  const list = firstOf(created, toList);
  if (!list) throw new Error('newsletter list insert returned no row');
  return { list, version };
}

export async function updateNewsletterList(
  db: D1Database,
  siteId: number,
  id: number,
  input: NewsletterListInput,
): Promise<{ list: NewsletterList; version: number } | null> {
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE newsletter_lists SET name = ?, description = ?, is_default = ?, position = ?
          WHERE site_id = ? AND id = ? RETURNING ${LIST_COLUMNS}`,
      )
      .bind(input.name, input.description, input.isDefault ? 1 : 0, input.position, siteId, id),
  ]);
  const list = firstOf(updated, toList);
  return list ? { list, version } : null;
}

/** Deletes a list with its subscriptions; null when the site has no such list. */
export async function deleteNewsletterList(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<{ version: number } | null> {
  const {
    results: [, deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM newsletter_subscriptions WHERE site_id = ? AND list_id = ?').bind(siteId, id),
    db.prepare('DELETE FROM newsletter_lists WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? { version } : null;
}

/** The lists a confirmed address receives (empty when not subscribed or not confirmed). */
export async function confirmedListIds(db: D1Database, siteId: number, email: string): Promise<number[]> {
  const rows = await all(
    db
      .prepare(
        `SELECT s.list_id FROM newsletter_subscriptions s
           JOIN newsletter_subscribers n ON n.site_id = s.site_id AND n.id = s.subscriber_id
          WHERE s.site_id = ? AND n.email = ? AND n.confirmed_at IS NOT NULL
          ORDER BY s.list_id`,
      )
      .bind(siteId, email),
    rowReader({ list_id: 'number' }),
  );
  return rows.map((row) => row.list_id);
}

/**
 * A signed-in member sets their lists directly (they act from their own account): the
 * address is confirmed, subscriptions become exactly `listIds` (already checked to be this
 * site's), and no list at all removes the subscriber.
 */
export async function setMemberSubscription(
  db: D1Database,
  siteId: number,
  email: string,
  listIds: number[],
): Promise<void> {
  if (listIds.length === 0) {
    await db
      .prepare('DELETE FROM newsletter_subscribers WHERE site_id = ? AND email = ?')
      .bind(siteId, email)
      .run();
    return;
  }
  const lists = JSON.stringify(listIds);
  await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_subscribers (site_id, email, confirmed_at) VALUES (?, ?, datetime('now'))
         ON CONFLICT (site_id, email) DO UPDATE
           SET confirmed_at = COALESCE(confirmed_at, datetime('now'))`,
      )
      .bind(siteId, email),
    db
      .prepare(
        `DELETE FROM newsletter_subscriptions
          WHERE site_id = ?1
            AND subscriber_id = (SELECT id FROM newsletter_subscribers WHERE site_id = ?1 AND email = ?2)
            AND list_id NOT IN (SELECT value FROM json_each(?3))`,
      )
      .bind(siteId, email, lists),
    db
      .prepare(
        `INSERT OR IGNORE INTO newsletter_subscriptions (site_id, subscriber_id, list_id)
         SELECT ?1, n.id, l.id FROM newsletter_subscribers n
           JOIN newsletter_lists l ON l.site_id = n.site_id AND l.id IN (SELECT value FROM json_each(?3))
          WHERE n.site_id = ?1 AND n.email = ?2`,
      )
      .bind(siteId, email, lists),
  ]);
}

/**
 * A public signup: the address gets (or keeps) its row with a new confirmation token and the
 * lists to add on confirmation; a confirmed address stays confirmed for the lists it already
 * has. The confirmation e-mail is queued in the same batch. Returns the outbox id.
 */
export async function requestSignup(
  db: D1Database,
  siteId: number,
  signup: { email: string; listIds: number[]; tokenHash: string; expiresAt: number },
  email: OutboxEmail,
): Promise<number> {
  const [, queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_subscribers (site_id, email, confirm_token_hash, confirm_expires_at, pending_lists)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (site_id, email) DO UPDATE
           SET confirm_token_hash = excluded.confirm_token_hash,
               confirm_expires_at = excluded.confirm_expires_at,
               pending_lists = excluded.pending_lists`,
      )
      .bind(siteId, signup.email, signup.tokenHash, signup.expiresAt, JSON.stringify(signup.listIds)),
    insertOutboxStatement(db, siteId, email),
  ]);
  const id = firstOf(queued, readId)?.id;
  if (id === undefined) throw new Error('outbox insert returned no id');
  return id;
}

/**
 * Follows a confirmation link: the pending lists become subscriptions, the address is
 * confirmed and the token spent, in one batch. False when the token is unknown, spent,
 * expired or another site's.
 */
export async function confirmSignup(
  db: D1Database,
  siteId: number,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const subscriber = await first(
    db
      .prepare(
        `SELECT id FROM newsletter_subscribers
          WHERE site_id = ? AND confirm_token_hash = ? AND confirm_expires_at > ?`,
      )
      .bind(siteId, tokenHash, now),
    readId,
  );
  if (!subscriber) return false;
  const [, confirmed] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO newsletter_subscriptions (site_id, subscriber_id, list_id)
         SELECT n.site_id, n.id, l.id FROM newsletter_subscribers n
           JOIN json_each(n.pending_lists) j
           JOIN newsletter_lists l ON l.site_id = n.site_id AND l.id = j.value
          WHERE n.site_id = ? AND n.id = ? AND n.confirm_token_hash = ?`,
      )
      .bind(siteId, subscriber.id, tokenHash),
    db
      .prepare(
        `UPDATE newsletter_subscribers
            SET confirmed_at = COALESCE(confirmed_at, datetime('now')),
                confirm_token_hash = NULL, confirm_expires_at = NULL, pending_lists = NULL
          WHERE site_id = ? AND id = ? AND confirm_token_hash = ? RETURNING id`,
      )
      .bind(siteId, subscriber.id, tokenHash),
  ]);
  return (confirmed?.results.length ?? 0) > 0;
}

export async function findSubscriber(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<{ id: number; email: string } | null> {
  return first(
    db.prepare('SELECT id, email FROM newsletter_subscribers WHERE site_id = ? AND id = ?').bind(siteId, id),
    readIdAndEmail,
  );
}

/** Removes the address and every subscription of it. */
export async function deleteSubscriber(db: D1Database, siteId: number, id: number): Promise<void> {
  await db.batch([
    db
      .prepare('DELETE FROM newsletter_subscriptions WHERE site_id = ? AND subscriber_id = ?')
      .bind(siteId, id),
    db.prepare('DELETE FROM newsletter_subscribers WHERE site_id = ? AND id = ?').bind(siteId, id),
  ]);
}

const toSubscriber = mapRows(
  rowReader({
    id: 'number',
    email: 'string',
    confirmed_at: 'string?',
    created_at: 'string',
    lists: 'string', // comma-separated list ids, or ''
  }),
  (row): NewsletterSubscriber => ({
    id: row.id,
    email: row.email,
    confirmed: row.confirmed_at !== null,
    confirmedAt: row.confirmed_at,
    createdAt: row.created_at,
    lists: row.lists === '' ? [] : row.lists.split(',').map(Number),
  }),
);

/** Admin: subscribers, newest first, optionally of one list and/or confirmed only. */
export async function listSubscribers(
  db: D1Database,
  siteId: number,
  filter: { listId: number | null; confirmedOnly: boolean },
  window: { offset: number; limit: number },
): Promise<{ subscribers: NewsletterSubscriber[]; total: number }> {
  const where = `n.site_id = ?1
      AND (?2 IS NULL OR EXISTS (SELECT 1 FROM newsletter_subscriptions x
                                  WHERE x.site_id = n.site_id AND x.subscriber_id = n.id AND x.list_id = ?2))
      AND (?3 = 0 OR n.confirmed_at IS NOT NULL)`;
  const bind = [siteId, filter.listId, filter.confirmedOnly ? 1 : 0];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT n.id, n.email, n.confirmed_at, n.created_at,
                COALESCE((SELECT group_concat(s.list_id) FROM newsletter_subscriptions s
                           WHERE s.site_id = n.site_id AND s.subscriber_id = n.id), '') AS lists
           FROM newsletter_subscribers n WHERE ${where}
          ORDER BY n.created_at DESC, n.id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(...bind, window.limit, window.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM newsletter_subscribers n WHERE ${where}`).bind(...bind),
  ]);
  return {
    subscribers: rowsOf(rows, toSubscriber),
    total: firstOf(count, readTotal)?.total ?? 0,
  };
}

/** The confirmed subscribers of a list: who a newsletter goes to. */
export async function confirmedSubscribersOf(
  db: D1Database,
  siteId: number,
  listId: number,
): Promise<{ id: number; email: string }[]> {
  return all(
    db
      .prepare(
        `SELECT n.id, n.email FROM newsletter_subscriptions s
           JOIN newsletter_subscribers n ON n.site_id = s.site_id AND n.id = s.subscriber_id
          WHERE s.site_id = ? AND s.list_id = ? AND n.confirmed_at IS NOT NULL
          ORDER BY n.id`,
      )
      .bind(siteId, listId),
    readIdAndEmail,
  );
}

/** Queues the given e-mails in the outbox, by batches; returns their outbox ids. */
export async function queueEmails(db: D1Database, siteId: number, emails: OutboxEmail[]): Promise<number[]> {
  const ids: number[] = [];
  // D1 takes at most 100 statements per batch in practice-friendly sizes; 50 keeps each small.
  for (let start = 0; start < emails.length; start += 50) {
    const results = await db.batch(
      emails.slice(start, start + 50).map((email) => insertOutboxStatement(db, siteId, email)),
    );
    for (const result of results) {
      const id = firstOf(result, readId)?.id;
      if (id !== undefined) ids.push(id);
    }
  }
  return ids;
}
