import type { ListQuerySpec } from '../../../src/domain/list-query';
import type { GiftCardKind } from '../../../src/domain/gift-card';
import type { PaymentMethod } from '../../../src/schema/payment';
import { all, first, firstOf, mapRows, readId, rowReader, rowsOf, type RowOf } from '../shared/d1';
import type { ListSql } from '../shared/list-query-sql';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// SQL of gift cards, their options and their ledger (migration 0043). Site first, always.
// A card's balance is never a column: it is the sum of its ledger rows, read with the card.

// ---- Options: a named service or product a card may be bought for ----

const OPTION_SHAPE = {
  id: 'number',
  kind: ['SERVICE', 'PRODUCT'],
  service_id: 'number?',
  product_id: 'number?',
  label: 'string',
  price_cents: 'number',
  vat_rate_bp: 'number',
} as const;
const readOption = mapRows(rowReader(OPTION_SHAPE), (row) => ({
  id: row.id,
  kind: row.kind,
  itemId: (row.kind === 'SERVICE' ? row.service_id : row.product_id) ?? 0,
  label: row.label,
  priceCents: row.price_cents,
  vatRateBp: row.vat_rate_bp,
}));
export type GiftCardOption = ReturnType<typeof readOption>;
const OPTION_COLUMNS = 'id, kind, service_id, product_id, label, price_cents, vat_rate_bp';

/** The active option for a named service or product; null when the site offers none. */
export function findOption(
  db: D1Database,
  siteId: number,
  kind: 'SERVICE' | 'PRODUCT',
  itemId: number,
): Promise<GiftCardOption | null> {
  const column = kind === 'SERVICE' ? 'service_id' : 'product_id';
  return first(
    db
      .prepare(
        `SELECT ${OPTION_COLUMNS} FROM gift_card_options
          WHERE site_id = ? AND kind = ? AND ${column} = ? AND is_active = 1`,
      )
      .bind(siteId, kind, itemId),
    readOption,
  );
}

/** The site's active options, in the owner's order (the purchase page lists them). */
export function listOptions(db: D1Database, siteId: number): Promise<GiftCardOption[]> {
  return all(
    db
      .prepare(
        `SELECT ${OPTION_COLUMNS} FROM gift_card_options WHERE site_id = ? AND is_active = 1 ORDER BY position, id`,
      )
      .bind(siteId),
    readOption,
  );
}

// ---- Cards ----

const CARD_SHAPE = {
  id: 'number',
  reference: 'string',
  status: ['PENDING_PAYMENT', 'ACTIVE', 'CANCELLED'],
  kind: ['AMOUNT', 'SERVICE', 'PRODUCT'],
  label: 'string',
  amount_cents: 'number',
  vat_rate_bp: 'number',
  vat_cents: 'number',
  currency: 'string',
  buyer_firstname: 'string',
  buyer_lastname: 'string',
  buyer_email: 'string',
  recipient_name: 'string',
  recipient_email: 'string',
  message: 'string',
  send_on: 'string',
  payment_method: ['BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP', 'STRIPE'],
  locale: 'string',
  code_sealed: 'string?',
  code_last4: 'string?',
  validity_months: 'number',
  valid_until: 'string?',
  paid_at: 'number?',
  sent_at: 'number?',
  created_at: 'number',
  balance_cents: 'number',
  expired_cents: 'number', // what its expiry wrote off (EXPIRY rows)
} as const;
export type GiftCardRow = RowOf<typeof CARD_SHAPE>;
const readCard = rowReader(CARD_SHAPE);
const CARD_COLUMNS = `g.id, g.reference, g.status, g.kind, g.label, g.amount_cents, g.vat_rate_bp, g.vat_cents,
  g.currency, g.buyer_firstname, g.buyer_lastname, g.buyer_email, g.recipient_name, g.recipient_email,
  g.message, g.send_on, g.payment_method, g.locale, g.code_sealed, g.code_last4, g.validity_months,
  g.valid_until, g.paid_at, g.sent_at, g.created_at,
  (SELECT COALESCE(SUM(l.amount_cents), 0) FROM gift_card_ledger l
    WHERE l.site_id = g.site_id AND l.gift_card_id = g.id) AS balance_cents,
  (SELECT COALESCE(-SUM(x.amount_cents), 0) FROM gift_card_ledger x
    WHERE x.site_id = g.site_id AND x.gift_card_id = g.id AND x.kind = 'EXPIRY') AS expired_cents`;

export interface NewGiftCard {
  reference: string;
  kind: GiftCardKind;
  optionId: number | null;
  label: string;
  amountCents: number;
  vatRateBp: number;
  vatCents: number;
  buyer: { firstname: string; lastname: string; email: string };
  recipient: { name: string; email: string };
  message: string;
  sendOn: string;
  paymentMethod: PaymentMethod;
  locale: string;
  validityMonths: number;
  now: number;
}

export async function insertGiftCard(db: D1Database, siteId: number, card: NewGiftCard): Promise<number> {
  const row = await first(
    db
      .prepare(
        `INSERT INTO gift_cards (site_id, reference, kind, option_id, label, amount_cents, vat_rate_bp, vat_cents,
           buyer_firstname, buyer_lastname, buyer_email, recipient_name, recipient_email, message, send_on,
           payment_method, locale, validity_months, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        siteId,
        card.reference,
        card.kind,
        card.optionId,
        card.label,
        card.amountCents,
        card.vatRateBp,
        card.vatCents,
        card.buyer.firstname,
        card.buyer.lastname,
        card.buyer.email,
        card.recipient.name,
        card.recipient.email,
        card.message,
        card.sendOn,
        card.paymentMethod,
        card.locale,
        card.validityMonths,
        card.now,
        card.now,
      ),
    readId,
  );
  if (!row) throw new Error('gift card not inserted');
  return row.id;
}

export function findGiftCard(db: D1Database, siteId: number, id: number): Promise<GiftCardRow | null> {
  return first(
    db.prepare(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g.site_id = ? AND g.id = ?`).bind(siteId, id),
    readCard,
  );
}

export function findGiftCardByReference(
  db: D1Database,
  siteId: number,
  reference: string,
): Promise<GiftCardRow | null> {
  return first(
    db
      .prepare(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g.site_id = ? AND g.reference = ?`)
      .bind(siteId, reference),
    readCard,
  );
}

/** The issued card whose code has this hash on this site (another site's code finds nothing). */
export function findGiftCardByCodeHash(
  db: D1Database,
  siteId: number,
  hash: string,
): Promise<GiftCardRow | null> {
  return first(
    db
      .prepare(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g.site_id = ? AND g.code_hash = ?`)
      .bind(siteId, hash),
    readCard,
  );
}

export interface IssuedCode {
  hash: string;
  sealed: string;
  last4: string;
  validUntil: string;
}

/**
 * Marks a card awaiting payment paid and issues it: its code, its validity and the ISSUE row of
 * its face value, in one transaction. false when the card was not awaiting payment (already
 * paid, cancelled): nothing is written.
 */
export async function issueGiftCard(
  db: D1Database,
  siteId: number,
  id: number,
  code: IssuedCode,
  actor: string,
  now: number,
  extra: readonly D1PreparedStatement[] = [],
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE gift_cards SET status = 'ACTIVE', code_hash = ?, code_sealed = ?, code_last4 = ?, valid_until = ?,
                paid_at = ?, updated_at = ?
          WHERE site_id = ? AND id = ? AND status = 'PENDING_PAYMENT' RETURNING id`,
      )
      .bind(code.hash, code.sealed, code.last4, code.validUntil, now, now, siteId, id),
    db
      .prepare(
        `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, actor, note, created_at)
         SELECT site_id, id, 'ISSUE', amount_cents, ?, 'Paiement reçu', ? FROM gift_cards
          WHERE site_id = ? AND id = ? AND status = 'ACTIVE'
            AND NOT EXISTS (SELECT 1 FROM gift_card_ledger
                             WHERE site_id = ? AND gift_card_id = ? AND kind = 'ISSUE')`,
      )
      .bind(actor, now, siteId, id, siteId, id),
    ...extra,
  ]);
  return firstOf(updated, readId) !== null;
}

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

/**
 * Cancels a card (awaiting payment or issued): what is left on it leaves with a CANCEL row, so
 * the ledger still sums to its balance (0). false when it was cancelled already.
 */
export async function cancelGiftCard(
  db: D1Database,
  siteId: number,
  id: number,
  actor: string,
  now: number,
): Promise<boolean> {
  const [, updated] = await db.batch([
    db
      .prepare(
        `INSERT INTO gift_card_ledger (site_id, gift_card_id, kind, amount_cents, actor, note, created_at)
         SELECT ?1, ?2, 'CANCEL', -balance, ?3, 'Carte annulée', ?4
           FROM (SELECT COALESCE(SUM(amount_cents), 0) AS balance FROM gift_card_ledger
                  WHERE site_id = ?1 AND gift_card_id = ?2)
          WHERE balance > 0
            AND EXISTS (SELECT 1 FROM gift_cards WHERE site_id = ?1 AND id = ?2 AND status <> 'CANCELLED')`,
      )
      .bind(siteId, id, actor, now),
    db
      .prepare(
        `UPDATE gift_cards SET status = 'CANCELLED', cancelled_at = ?, updated_at = ?
          WHERE site_id = ? AND id = ? AND status <> 'CANCELLED' RETURNING id`,
      )
      .bind(now, now, siteId, id),
  ]);
  return firstOf(updated, readId) !== null;
}

// ---- Ledger ----

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

// ---- The owner's list ----

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

// ---- Sending on the chosen day (cron) ----

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
