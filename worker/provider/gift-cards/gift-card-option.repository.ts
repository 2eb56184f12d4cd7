import { all, first, mapRows, rowReader } from '../shared/d1';

// SQL of a gift card's options: a named service or product a card may be bought for, at the
// owner's price and VAT rate. Site first, always.

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
