import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { firstOf, rowReader, rowsOf } from '../shared/d1';
import type { ListSql } from '../shared/list-query-sql';
import { CARD_COLUMNS, readCard, type GiftCardRow } from './gift-card.repository';

// SQL of the owner's list of gift cards: its filters and sorting, a page of cards and the totals
// (sold, spent, outstanding) of the matching cards, read from the ledger. Site first, always.

export const giftCardListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'g.id', type: 'number' },
    reference: { column: 'g.reference', type: 'text', defaultOperator: 'lk' },
    status: { column: 'g.status', type: 'text' },
    kind: { column: 'g.kind', type: 'text' },
    buyerEmail: { column: 'g.buyer_email', type: 'text', defaultOperator: 'lk' },
    recipientEmail: { column: 'g.recipient_email', type: 'text', defaultOperator: 'lk' },
    recipientName: { column: 'g.recipient_name', type: 'text', defaultOperator: 'lk' },
    codeEnd: { column: 'g.code_last4', type: 'text' },
    sendOn: { column: 'g.send_on', type: 'text' },
    validUntil: { column: 'g.valid_until', type: 'text' },
    createdAt: { column: 'g.created_at', type: 'number' },
  },
  orderable: ['id', 'reference', 'createdAt', 'sendOn', 'validUntil', 'status'],
  defaultOrder: { field: 'id', direction: 'DESC' },
  defaultNbItem: 25,
  maxNbItem: 1000,
};

export interface GiftCardTotals {
  soldCents: number;
  spentCents: number;
  outstandingCents: number;
}

/** A page of the site's cards, how many match and the totals of the matching cards. */
export async function listGiftCards(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ rows: GiftCardRow[]; total: number; totals: GiftCardTotals }> {
  const from = `gift_cards g WHERE g.site_id = ?`;
  const [page, count, sums] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM ${from}${list.where}${list.orderBy || ' ORDER BY g.id DESC'}${list.limit}`,
      )
      .bind(siteId, ...list.params),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from}${list.where}`).bind(siteId, ...list.filterParams),
    db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN l.kind = 'ISSUE' THEN l.amount_cents END), 0) AS sold,
                COALESCE(-SUM(CASE WHEN l.kind IN ('SPEND', 'REFUND') THEN l.amount_cents END), 0) AS spent,
                COALESCE(SUM(l.amount_cents), 0) AS outstanding
           FROM gift_card_ledger l
          WHERE l.site_id = ? AND l.gift_card_id IN (SELECT g.id FROM ${from}${list.where})`,
      )
      .bind(siteId, siteId, ...list.filterParams),
  ]);
  const totals = firstOf(sums, rowReader({ sold: 'number', spent: 'number', outstanding: 'number' }));
  return {
    rows: rowsOf(page, readCard),
    total: firstOf(count, rowReader({ total: 'number' }))?.total ?? 0,
    totals: {
      soldCents: totals?.sold ?? 0,
      spentCents: totals?.spent ?? 0,
      outstandingCents: totals?.outstanding ?? 0,
    },
  };
}
