import { rowsOf, rowReader } from '../shared/d1';

// SQL of a card's expiry: once its last valid day has passed, what was left on it leaves the
// ledger with an EXPIRY row (the balance becomes 0, the amount stays readable in the ledger).
// One statement per site, so it is atomic: a second run finds nothing left and writes nothing;
// an order cancelled after the expiry gives its amount back, and the next run expires it again.

/** Writes the EXPIRY rows of the site's cards expired before `today`; the cards it expired. */
export async function expireGiftCardsOf(
  db: D1Database,
  siteId: number,
  today: string,
  now: number,
): Promise<{ cardId: number; amountCents: number }[]> {
  const result = await db
    .prepare(
      `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, actor, note, created_at)
       SELECT l.site_id, l.gift_card_id, 'EXPIRY', -SUM(l.amount_cents), 'CRON',
              'Carte expirée le ' || substr(g.valid_until, 9, 2) || '/' || substr(g.valid_until, 6, 2) || '/' || substr(g.valid_until, 1, 4),
              ?3
         FROM gift_card_ledger l
         JOIN gift_cards g ON g.site_id = l.site_id AND g.id = l.gift_card_id
        WHERE l.site_id = ?1 AND g.status = 'ACTIVE' AND g.valid_until IS NOT NULL AND g.valid_until < ?2
        GROUP BY l.site_id, l.gift_card_id
       HAVING SUM(l.amount_cents) > 0
       RETURNING gift_card_id, -amount_cents AS amount_cents`,
    )
    .bind(siteId, today, now)
    .all();
  return rowsOf(result, rowReader({ gift_card_id: 'number', amount_cents: 'number' })).map((row) => ({
    cardId: row.gift_card_id,
    amountCents: row.amount_cents,
  }));
}
