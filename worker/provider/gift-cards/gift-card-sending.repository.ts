import { all, readId, rowsOf } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { CARD_COLUMNS, readCard, type GiftCardRow } from './gift-card.repository';

// SQL of sending a card on the chosen day: the cards due, and queuing a card's e-mails with the
// mark that it was sent, in one transaction so that it is sent once. Site first, always.

/** Every site's id: the cron looks at each site's cards in turn. */
export async function siteIdsForSending(db: D1Database): Promise<number[]> {
  return (await all(db.prepare('SELECT id FROM sites ORDER BY id'), readId)).map((row) => row.id);
}

/** The site's issued cards whose day has come and that were not sent yet. */
export function giftCardsDue(
  db: D1Database,
  siteId: number,
  today: string,
  limit: number,
): Promise<GiftCardRow[]> {
  return all(
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM gift_cards g
          WHERE g.site_id = ? AND g.status = 'ACTIVE' AND g.sent_at IS NULL AND g.send_on <= ?
          ORDER BY g.send_on, g.id LIMIT ?`,
      )
      .bind(siteId, today, limit),
    readCard,
  );
}

/**
 * Queues the card's e-mails and marks it sent, in one transaction: the e-mails are inserted
 * only while the card is unsent, then sent_at is set, so two runs never send it twice.
 */
export async function queueGiftCardEmails(
  db: D1Database,
  siteId: number,
  cardId: number,
  emails: OutboxEmail[],
  now: number,
): Promise<number[]> {
  const unsent = {
    sql: 'EXISTS (SELECT 1 FROM gift_cards WHERE site_id = ? AND id = ? AND sent_at IS NULL)',
    params: [siteId, cardId],
  };
  const results = await db.batch([
    ...emails.map((email) => insertOutboxStatement(db, siteId, email, unsent)),
    db
      .prepare(
        'UPDATE gift_cards SET sent_at = ?, updated_at = ? WHERE site_id = ? AND id = ? AND sent_at IS NULL',
      )
      .bind(now, now, siteId, cardId),
  ]);
  return results.slice(0, emails.length).flatMap((result) => rowsOf(result, readId).map((row) => row.id));
}
