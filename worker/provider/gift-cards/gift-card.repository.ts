import type { GiftCardKind } from '../../../src/domain/gift-cards/gift-card';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import { first, firstOf, readId, rowReader, type RowOf } from '../shared/d1';

// SQL of the gift cards themselves (migration 0043): recording a sale, finding a card, issuing
// and cancelling it. Site first, always. A card's balance is never a column: it is the sum of
// its ledger rows, read with the card. Beside it: the options a card may be bought for
// (gift-card-option.repository.ts), the ledger's spends and refunds
// (gift-card-ledger.repository.ts), the owner's list (gift-card-list.repository.ts) and the
// sending on the chosen day (gift-card-sending.repository.ts).

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
export const readCard = rowReader(CARD_SHAPE);
/** The card columns, its balance and what its expiry wrote off, read from `gift_cards g`. */
export const CARD_COLUMNS = `g.id, g.reference, g.status, g.kind, g.label, g.amount_cents, g.vat_rate_bp, g.vat_cents,
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
