import { all, mapRows, rowReader, type RowOf } from '../shared/d1';

// SQL of the gift card ledger: every issue, spend, refund, expiry and cancellation is a row, and
// a card's balance is their sum. The guarded spend and the refunds are statements for the
// caller's batch (an order's, or the counter's own). Site first, always.

/**
 * The guarded SPEND row, for the caller's batch (an order's, or a batch of its own at the
 * counter): it computes in its own INSERT whether the card is active, still valid on `today`
 * and holds `amountCents`, and its CHECK (balance_checked) fails the whole batch when not.
 * `orderIdSql` names the order being written in the same batch (a sub-select), or NULL.
 */
export function spendStatement(
  db: D1Database,
  siteId: number,
  spend: {
    cardId: number;
    amountCents: number;
    today: string;
    actor: string;
    note: string;
    now: number;
    /** The booking it pays (its reference), when it pays one. */
    bookingReference?: string;
  },
  orderIdSql = 'NULL',
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, order_id, booking_reference, actor, note, balance_checked, created_at)
       SELECT ?1, ?2, 'SPEND', -?3, ${orderIdSql}, ?8, ?4, ?5,
              CASE WHEN ?3 > 0
                    AND EXISTS (SELECT 1 FROM gift_cards WHERE site_id = ?1 AND id = ?2 AND status = 'ACTIVE'
                                   AND valid_until >= ?6)
                    AND (SELECT COALESCE(SUM(amount_cents), 0) FROM gift_card_ledger
                          WHERE site_id = ?1 AND gift_card_id = ?2) >= ?3
                   THEN 1 ELSE 0 END, ?7`,
    )
    .bind(
      siteId,
      spend.cardId,
      spend.amountCents,
      spend.actor,
      spend.note,
      spend.today,
      spend.now,
      spend.bookingReference ?? null,
    );
}

/** The order being created: what its cards paid, taken off what is left to pay (same batch). */
export function orderGiftCardTotalStatement(
  db: D1Database,
  siteId: number,
  orderUid: string,
  paidCents: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE orders SET gift_card_cents = ?, total_cents = total_cents - ? WHERE site_id = ? AND uid = ?',
    )
    .bind(paidCents, paidCents, siteId, orderUid);
}

/** Whether a D1 error is the spend guard refusing (the card no longer held enough). */
export const isSpendGuardError = (error: unknown): boolean => String(error).includes('balance_checked');

/**
 * The REFUND rows giving back what an order took from each card, for the caller's batch: one
 * per card the order spent, never twice (the unique index and NOT EXISTS), nothing when the
 * order spent no card.
 */
export function refundOrderStatement(
  db: D1Database,
  siteId: number,
  orderId: number,
  actor: string,
  now: number,
  when: { guard: string; values: readonly (string | number)[] } = { guard: '1', values: [] },
): D1PreparedStatement {
  // The guard's own placeholders are plain ?, numbered after the four of this statement.
  return db
    .prepare(
      `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, order_id, actor, note, created_at)
       SELECT site_id, gift_card_id, 'REFUND', -SUM(amount_cents), order_id, ?3, 'Commande annulée', ?4
         FROM gift_card_ledger s
        WHERE site_id = ?1 AND order_id = ?2 AND kind = 'SPEND'
          AND NOT EXISTS (SELECT 1 FROM gift_card_ledger r
                           WHERE r.site_id = ?1 AND r.order_id = ?2 AND r.kind = 'REFUND'
                             AND r.gift_card_id = s.gift_card_id)
          AND ${when.guard}
        GROUP BY site_id, gift_card_id, order_id`,
    )
    .bind(siteId, orderId, actor, now, ...when.values);
}

/**
 * The REFUND rows giving back what a booking took from each card (a cancelled appointment, a
 * hold never paid, a late payment refunded): one per card, never twice, nothing when none paid.
 */
export function refundBookingStatement(
  db: D1Database,
  siteId: number,
  reference: string,
  refund: { actor: string; note: string; now: number },
  when: { guard: string; values: readonly (string | number)[] } = { guard: '1', values: [] },
): D1PreparedStatement {
  // The guard's own placeholders are plain ?, numbered after the five of this statement.
  return db
    .prepare(
      `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, booking_reference, actor, note, created_at)
       SELECT site_id, gift_card_id, 'REFUND', -SUM(amount_cents), booking_reference, ?3, ?4, ?5
         FROM gift_card_ledger s
        WHERE site_id = ?1 AND booking_reference = ?2 AND kind = 'SPEND'
          AND NOT EXISTS (SELECT 1 FROM gift_card_ledger r
                           WHERE r.site_id = ?1 AND r.booking_reference = ?2 AND r.kind = 'REFUND'
                             AND r.gift_card_id = s.gift_card_id)
          AND ${when.guard}
        GROUP BY site_id, gift_card_id, booking_reference`,
    )
    .bind(siteId, reference, refund.actor, refund.note, refund.now, ...when.values);
}

/** What cards paid of a booking, net of what was given back (0 when none). */
export async function bookingGiftCardCents(
  db: D1Database,
  siteId: number,
  reference: string,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(-SUM(amount_cents), 0) AS paid FROM gift_card_ledger
        WHERE site_id = ? AND booking_reference = ? AND kind IN ('SPEND', 'REFUND')`,
    )
    .bind(siteId, reference)
    .first<{ paid: number }>();
  return row?.paid ?? 0;
}

const LEDGER_SHAPE = {
  id: 'number',
  kind: ['ISSUE', 'SPEND', 'REFUND', 'EXPIRY', 'CANCEL'],
  amount_cents: 'number',
  order_id: 'number?',
  actor: 'string',
  note: 'string',
  created_at: 'number',
} as const;
export type LedgerRow = RowOf<typeof LEDGER_SHAPE>;

export function ledgerOf(db: D1Database, siteId: number, cardId: number): Promise<LedgerRow[]> {
  return all(
    db
      .prepare(
        `SELECT id, kind, amount_cents, order_id, actor, note, created_at FROM gift_card_ledger
          WHERE site_id = ? AND gift_card_id = ? ORDER BY id`,
      )
      .bind(siteId, cardId),
    rowReader(LEDGER_SHAPE),
  );
}

/** What each card paid of an order (its SPEND rows net of refunds), for the order and its invoice. */
export function orderGiftCardPayments(
  db: D1Database,
  siteId: number,
  orderId: number,
): Promise<{ reference: string; codeEnd: string; amountCents: number }[]> {
  return all(
    db
      .prepare(
        `SELECT g.reference, COALESCE(g.code_last4, '') AS code_last4, -SUM(l.amount_cents) AS paid
           FROM gift_card_ledger l JOIN gift_cards g ON g.site_id = l.site_id AND g.id = l.gift_card_id
          WHERE l.site_id = ? AND l.order_id = ? AND l.kind = 'SPEND'
          GROUP BY g.id ORDER BY MIN(l.id)`,
      )
      .bind(siteId, orderId),
    mapRows(rowReader({ reference: 'string', code_last4: 'string', paid: 'number' }), (row) => ({
      reference: row.reference,
      codeEnd: row.code_last4,
      amountCents: row.paid,
    })),
  );
}
