import { expireGiftCardsOf } from './gift-card-expiry.repository';
import { siteIdsForSending } from './gift-card-sending.repository';

// The cron's expiry of gift cards: a card can be spent up to its last valid day included (the
// spend guard refuses it afterwards); the day after, what was left is written off with an
// EXPIRY ledger row, so the sold / spent / outstanding totals stop counting it as owed. The
// owner still reads the amount that expired in the card's ledger.

export async function expireGiftCards(db: D1Database, now: number): Promise<{ expired: number }> {
  const today = new Date(now * 1000).toISOString().slice(0, 10);
  let expired = 0;
  for (const siteId of await siteIdsForSending(db)) {
    expired += (await expireGiftCardsOf(db, siteId, today, now)).length;
  }
  return { expired };
}
