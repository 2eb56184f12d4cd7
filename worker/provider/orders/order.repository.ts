import { collectLabel } from '../../../src/domain/delivery/collect-label';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { uiLocaleOf } from '../../../src/i18n/ui-locale';
import { centsToEuros, type OrderAmounts } from '../../../src/domain/orders/order-amounts';
import {
  ORDER_STATUS_LABELS,
  orderDeliveryTypeSchema,
  orderStatusSchema,
  type OrderDeliveryType,
  type OrderStatus,
  type OrderAccessPoint,
  type OrderAddressSnapshot,
  type OrderCollect,
  type OrderDetail,
  type OrderSummary,
} from '../../../src/schema/orders/order';
import { paymentMethodSchema } from '../../../src/schema/orders/payment';
import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import type { ListSql } from '../shared/list-query-sql';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { stockChangeStatements } from '../catalogue/stock.repository';
import { SLOT_ORDERS_WHERE } from '../delivery/collect.repository';
import { orderGiftCardPayments } from '../gift-cards/public';
import {
  all,
  bumpContentVersionStatement,
  first,
  firstOf,
  readTotal,
  rowReader,
  rowsOf,
  type RowOf,
  readId,
} from '../shared/d1';

// Orders in D1: the only SQL of the order flow (creation, reads, status changes). Every
// function takes the site first; every statement names it.

const ORDER_SHAPE = {
  id: 'number',
  user_id: 'number?',
  uid: 'string',
  reference: 'string',
  status: orderStatusSchema.options,
  email: 'string',
  phone: 'string',
  message: 'string',
  delivery_type: orderDeliveryTypeSchema.options,
  carrier_id: 'number?',
  carrier_name: 'string?',
  service_code: 'string?',
  access_point: 'string?',
  collect_address_id: 'number?',
  collect_schedule_id: 'number?',
  collect_date: 'string?',
  collect_place_name: 'string?',
  collect_place_address: 'string?',
  collect_opens: 'string?',
  collect_closes: 'string?',
  delivery_address: 'string?',
  billing_address: 'string',
  discount_code: 'string?',
  subtotal_cents: 'number',
  shipping_cents: 'number',
  discount_cents: 'number',
  total_cents: 'number',
  vat_cents: 'number',
  stock_reserved: 'number',
  payment_method: [...paymentMethodSchema.options, null],
  payment_due_at: 'number',
  invoice_number: 'number?',
  paid_at: 'number?',
  fulfilled_at: 'number?',
  created_at: 'number',
  locale: 'string?', // fr_FR, en_GB: its e-mails and PDFs are in it (migration 0029)
} as const;
export type OrderRow = RowOf<typeof ORDER_SHAPE>;
const readOrder = rowReader(ORDER_SHAPE);

const LINE_SHAPE = {
  declination_id: 'number',
  product_id: 'number',
  label: 'string',
  quantity: 'number',
  unit_price_cents: 'number',
  line_total_cents: 'number',
  vat_rate_bp: 'number',
  stock_taken: 'number',
} as const;
export type OrderLineRow = RowOf<typeof LINE_SHAPE>;
const readLine = rowReader(LINE_SHAPE);

const HISTORY_SHAPE = {
  from_status: [...orderStatusSchema.options, null],
  to_status: orderStatusSchema.options,
  actor: 'string',
  note: 'string?', // the merchant's internal note: never sent to the buyer
  customer_message: 'string?',
  created_at: 'number',
} as const;
export type HistoryRow = RowOf<typeof HISTORY_SHAPE>;
const readHistory = rowReader(HISTORY_SHAPE);

const ORDER_COLUMNS = `id, user_id, uid, reference, status, email, phone, message, delivery_type, carrier_id,
  carrier_name, service_code, access_point, collect_address_id, collect_schedule_id, collect_date,
  collect_place_name, collect_place_address, collect_opens, collect_closes,
  delivery_address, billing_address, discount_code, subtotal_cents, shipping_cents, discount_cents,
  total_cents, vat_cents, stock_reserved, payment_method, payment_due_at, invoice_number, paid_at,
  fulfilled_at, created_at, locale`;

const LINE_COLUMNS = `declination_id, product_id, label, quantity, unit_price_cents, line_total_cents,
  vat_rate_bp, stock_taken`;

interface OrderDraftLine {
  declinationId: number;
  productId: number;
  label: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** The pick-up place and slot as chosen (checked by collect-slot.ts, copied onto the order). */
interface OrderCollectDraft {
  idAddress: number;
  idSchedule: number | null;
  date: string;
  placeName: string;
  placeAddress: string;
  opens: string;
  closes: string;
}

export interface OrderDraft {
  uid: string;
  reference: string;
  userId: number;
  email: string;
  phone: string;
  message: string;
  deliveryType: OrderDeliveryType;
  carrier: { id: number | null; name: string; serviceCode: string | null } | null;
  accessPoint: OrderAccessPoint | null;
  collect: OrderCollectDraft | null;
  deliveryAddress: OrderAddressSnapshot | null;
  billingAddress: OrderAddressSnapshot;
  deliveryPostalCode: string | null;
  deliveryCountryId: number | null;
  discount: { id: number; code: string } | null;
  amounts: OrderAmounts;
  lines: OrderDraftLine[];
  handleStock: boolean;
  /** How many orders may be awaiting payment for the member, and be in the pick-up slot; 0: no limit. */
  limits: { unpaidOrders: number; collectSlot: number };
  paymentDueAt: number;
  now: number;
  /** The language it is placed in (the request's); absent: the site's default. */
  locale?: string;
}

export const invoiceLabel = (invoiceNumber: number): string => `FA-${String(invoiceNumber).padStart(6, '0')}`;

const isoDate = (seconds: number | null): string | null =>
  seconds === null ? null : new Date(seconds * 1000).toISOString();

function parseJson<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The order's pick-up place and slot (API field `collect`); null when not a pick-up order. The
 * label's day is in `tag`'s language (fr-FR for the admin's answers).
 */
export function orderCollect(row: OrderRow, tag = 'fr-FR'): OrderCollect | null {
  if (row.collect_address_id === null || row.collect_date === null) return null;
  const choice = {
    placeName: row.collect_place_name ?? '',
    date: row.collect_date,
    opens: row.collect_opens,
    closes: row.collect_closes,
  };
  return {
    idAddress: row.collect_address_id,
    idSchedule: row.collect_schedule_id,
    ...choice,
    placeName: row.collect_place_name,
    placeAddress: row.collect_place_address,
    label: collectLabel(choice, tag),
  };
}

/** A status's label in `locale` (the admin's French labels by default). */
const statusLabel = (status: OrderStatus, locale: string): string =>
  uiLocaleOf(locale) === 'fr_FR'
    ? ORDER_STATUS_LABELS[status]
    : translatorFor(locale).t(`order.status.${status}`);

export function toOrderSummary(row: OrderRow, locale = 'fr_FR'): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    statusLabel: statusLabel(row.status, locale),
    createdAt: isoDate(row.created_at) ?? '',
    deliveryType: row.delivery_type,
    total: centsToEuros(row.total_cents),
    invoiceAvailable: row.invoice_number !== null,
    collectLabel: orderCollect(row)?.label ?? null,
  };
}

function toOrderDetail(
  row: OrderRow,
  lines: OrderLineRow[],
  history: readonly HistoryRow[] = [],
  locale = 'fr_FR',
): OrderDetail {
  const billing = parseJson<OrderAddressSnapshot>(row.billing_address);
  return {
    ...toOrderSummary(row, locale),
    carrier:
      row.carrier_name === null
        ? null
        : { id: row.carrier_id, name: row.carrier_name, serviceCode: row.service_code },
    accessPoint: parseJson<OrderAccessPoint>(row.access_point),
    collect: orderCollect(row),
    address: {
      delivery: parseJson<OrderAddressSnapshot>(row.delivery_address),
      billing: billing ?? {
        firstname: '',
        lastname: '',
        address: '',
        addressPart2: '',
        postalCode: '',
        city: '',
        countryId: null,
      },
    },
    phone: row.phone,
    message: row.message,
    discountCode: row.discount_code,
    lines: lines.map((line) => ({
      declinationId: line.declination_id,
      productId: line.product_id,
      label: line.label,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unit_price_cents),
      lineTotal: centsToEuros(line.line_total_cents),
      vatRate: line.vat_rate_bp / 100,
    })),
    subtotal: centsToEuros(row.subtotal_cents),
    shipping: centsToEuros(row.shipping_cents),
    discount: centsToEuros(row.discount_cents),
    total: centsToEuros(row.total_cents),
    vat: centsToEuros(row.vat_cents),
    paymentMethod: row.payment_method,
    paidAt: isoDate(row.paid_at),
    invoiceNumber: row.invoice_number === null ? null : invoiceLabel(row.invoice_number),
    // Only the customer messages: the internal notes (`note`) never reach the buyer.
    customerMessages: history.flatMap((entry) =>
      entry.customer_message
        ? [
            {
              status: entry.to_status,
              statusLabel: statusLabel(entry.to_status, locale),
              message: entry.customer_message,
              at: isoDate(entry.created_at) ?? '',
            },
          ]
        : [],
    ),
  };
}

/** The id of the order a statement of the creation batch refers to (the uid is server-made). */
const ORDER_ID_BY_UID = '(SELECT id FROM orders WHERE site_id = ? AND uid = ?)';

const SALE_REASON = 'Commande passée en ligne';
const RELEASE_REASON = 'Commande annulée : le stock revient';

/**
 * Whether the member may hold one more unpaid order: fewer than the limit awaiting payment
 * whose delay has not ended (an expired one is the cron's to cancel). 1 or 0, for the CHECK.
 */
const UNPAID_ROOM = `(? = 0 OR (SELECT COUNT(*) FROM orders
  WHERE site_id = ? AND user_id = ? AND status = 'AWAITING_PAYMENT' AND payment_due_at > ?) < ?)`;
const unpaidRoomParams = (siteId: number, draft: OrderDraft) => [
  draft.limits.unpaidOrders,
  siteId,
  draft.userId,
  draft.now,
  draft.limits.unpaidOrders,
];

/** Whether the pick-up slot takes one more order (1 too when the order is no pick-up). */
const SLOT_ROOM = `(? IS NULL OR ? = 0 OR (SELECT COUNT(*) FROM orders WHERE ${SLOT_ORDERS_WHERE}) < ?)`;
const slotRoomParams = (siteId: number, draft: OrderDraft) => {
  const collect = draft.collect;
  const slot = collect?.idSchedule ?? null;
  return [
    slot,
    draft.limits.collectSlot,
    siteId,
    collect?.idAddress ?? null,
    collect?.date ?? null,
    slot,
    draft.limits.collectSlot,
  ];
};

/**
 * The creation batch, in order: the order, whose unpaid_checked and slot_checked fail the batch
 * (CHECK) when the member already holds their limit of unpaid orders or the pick-up slot is
 * full (migration 0040), the idempotency key (first, so a concurrent retry
 * fails on its key before touching stock), then per line the conditional stock UPDATE with its
 * stock history row (stock.repository.ts) and the line whose stock_checked = changes() fails the
 * batch (CHECK) when the UPDATE found too little stock; the first status history entry; the
 * content version when stock moved (product pages show it).
 * Extra statements (discount use, e-mails) come from the caller and run in the same transaction.
 */
export function createOrderStatements(
  db: D1Database,
  siteId: number,
  draft: OrderDraft,
  idempotency: { key: string; requestHash: string } | null,
): D1PreparedStatement[] {
  const a = draft.amounts;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (site_id, user_id, uid, reference, status, email, phone, message, delivery_type,
           carrier_id, carrier_name, service_code, access_point, collect_address_id, collect_schedule_id,
           collect_date, collect_place_name, collect_place_address, collect_opens, collect_closes,
           delivery_address, billing_address, delivery_postal_code, delivery_country_id,
           discount_id, discount_code, subtotal_cents, shipping_cents, discount_cents, total_cents, vat_cents,
           stock_reserved, payment_due_at, created_at, updated_at, locale, unpaid_checked, slot_checked)
         VALUES (?, ?, ?, ?, 'AWAITING_PAYMENT', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           COALESCE(?, (SELECT default_lang_code FROM sites WHERE id = ?)),
           ${UNPAID_ROOM}, ${SLOT_ROOM})`,
      )
      .bind(
        siteId,
        draft.userId,
        draft.uid,
        draft.reference,
        draft.email,
        draft.phone,
        draft.message,
        draft.deliveryType,
        draft.carrier?.id ?? null,
        draft.carrier?.name ?? null,
        draft.carrier?.serviceCode ?? null,
        draft.accessPoint ? JSON.stringify(draft.accessPoint) : null,
        draft.collect?.idAddress ?? null,
        draft.collect?.idSchedule ?? null,
        draft.collect?.date ?? null,
        draft.collect?.placeName ?? null,
        draft.collect?.placeAddress ?? null,
        draft.collect?.opens ?? null,
        draft.collect?.closes ?? null,
        draft.deliveryAddress ? JSON.stringify(draft.deliveryAddress) : null,
        JSON.stringify(draft.billingAddress),
        draft.deliveryPostalCode,
        draft.deliveryCountryId,
        draft.discount?.id ?? null,
        draft.discount?.code ?? null,
        a.subtotalCents,
        a.shippingCents,
        a.discountCents,
        a.totalCents,
        a.vatCents,
        draft.handleStock ? 1 : 0,
        draft.paymentDueAt,
        draft.now,
        draft.now,
        draft.locale ?? null,
        siteId,
        ...unpaidRoomParams(siteId, draft),
        ...slotRoomParams(siteId, draft),
      ),
  ];
  if (idempotency) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_idempotency_keys (site_id, user_id, idempotency_key, request_hash, order_id, created_at)
           VALUES (?, ?, ?, ?, ${ORDER_ID_BY_UID}, ?)`,
        )
        .bind(siteId, draft.userId, idempotency.key, idempotency.requestHash, siteId, draft.uid, draft.now),
    );
  }
  draft.lines.forEach((line, position) => {
    if (draft.handleStock) {
      // The sale and its history row; right after them changes() is 1 only if the stock sufficed.
      statements.push(
        ...stockChangeStatements(db, siteId, {
          kind: 'SALE',
          declination: { sql: '?', params: [line.declinationId] },
          delta: -line.quantity,
          reason: SALE_REASON,
          userId: null,
          order: { id: { sql: ORDER_ID_BY_UID, params: [siteId, draft.uid] }, reference: draft.reference },
        }),
      );
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO order_lines (site_id, order_id, position, declination_id, product_id, label, quantity,
             unit_price_cents, line_total_cents, stock_taken, stock_checked)
           VALUES (?, ${ORDER_ID_BY_UID}, ?, ?, ?, ?, ?, ?, ?, ?, ${draft.handleStock ? 'changes()' : '1'})`,
        )
        .bind(
          siteId,
          siteId,
          draft.uid,
          position,
          line.declinationId,
          line.productId,
          line.label,
          line.quantity,
          line.unitPriceCents,
          line.lineTotalCents,
          draft.handleStock ? line.quantity : 0,
        ),
    );
  });
  statements.push(
    db
      .prepare(
        `INSERT INTO order_status_history (site_id, order_id, from_status, to_status, actor, created_at)
         VALUES (?, ${ORDER_ID_BY_UID}, NULL, 'AWAITING_PAYMENT', 'BUYER', ?)`,
      )
      .bind(siteId, siteId, draft.uid, draft.now),
  );
  if (draft.handleStock) statements.push(bumpContentVersionStatement(db, siteId));
  return statements;
}

/**
 * Writes an order as one transaction: the creation batch, then `extra` (another module's
 * statements, e.g. the discount use), then one outbox row per e-mail. Throws when the batch
 * fails (a guard, a key reused: the caller tells which); returns the outbox ids to enqueue.
 */
export async function insertOrder(
  db: D1Database,
  siteId: number,
  draft: OrderDraft,
  idempotency: { key: string; requestHash: string } | null,
  also: { extra: D1PreparedStatement[]; emails: OutboxEmail[] },
): Promise<number[]> {
  const statements = [...createOrderStatements(db, siteId, draft, idempotency), ...also.extra];
  const outboxAt = statements.length;
  statements.push(...also.emails.map((email) => insertOutboxStatement(db, siteId, email)));
  const results = await db.batch(statements);
  return results.slice(outboxAt).flatMap((result) => rowsOf(result, readId).map((row) => row.id));
}

/** SQL giving the id of the order being created, for other modules' statements in the batch. */
export function orderIdSql(siteId: number, uid: string): string {
  // Both values are made by the server (an integer and a UUID), never by the client.
  if (!Number.isSafeInteger(siteId) || !/^[0-9a-f-]{36}$/.test(uid)) throw new Error('invalid order uid');
  return `(SELECT id FROM orders WHERE site_id = ${siteId} AND uid = '${uid}')`;
}

export async function findIdempotentOrder(
  db: D1Database,
  siteId: number,
  userId: number,
  key: string,
): Promise<{ orderId: number; requestHash: string } | null> {
  const row = await first(
    db
      .prepare(
        `SELECT order_id, request_hash FROM order_idempotency_keys
          WHERE site_id = ? AND user_id = ? AND idempotency_key = ?`,
      )
      .bind(siteId, userId, key),
    rowReader({ order_id: 'number', request_hash: 'string' }),
  );
  return row ? { orderId: row.order_id, requestHash: row.request_hash } : null;
}

/** One order of the site; with a user id, only if it is that member's. */
export async function findOrder(
  db: D1Database,
  siteId: number,
  id: number,
  userId?: number,
): Promise<OrderRow | null> {
  const byUser = userId === undefined ? '' : ' AND user_id = ?';
  return first(
    db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE site_id = ? AND id = ?${byUser}`)
      .bind(...(userId === undefined ? [siteId, id] : [siteId, id, userId])),
    readOrder,
  );
}

export async function findOrderByUid(db: D1Database, siteId: number, uid: string): Promise<OrderRow | null> {
  return first(
    db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE site_id = ? AND uid = ?`).bind(siteId, uid),
    readOrder,
  );
}

export async function findOrderLines(
  db: D1Database,
  siteId: number,
  orderId: number,
): Promise<OrderLineRow[]> {
  return all(
    db
      .prepare(`SELECT ${LINE_COLUMNS} FROM order_lines WHERE site_id = ? AND order_id = ? ORDER BY position`)
      .bind(siteId, orderId),
    readLine,
  );
}

export async function orderDetail(
  db: D1Database,
  siteId: number,
  row: OrderRow,
  locale = 'fr_FR',
): Promise<OrderDetail> {
  const [lines, history, giftCards] = await Promise.all([
    findOrderLines(db, siteId, row.id),
    orderHistory(db, siteId, row.id),
    orderGiftCardPayments(db, siteId, row.id),
  ]);
  return {
    ...toOrderDetail(row, lines, history, locale),
    giftCards: giftCards.map((card) => ({
      reference: card.reference,
      codeEnd: card.codeEnd,
      amount: centsToEuros(card.amountCents),
    })),
  };
}

export const orderListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    status: { column: 'status', type: 'text' },
    reference: { column: 'reference', type: 'text' },
    deliveryType: { column: 'delivery_type', type: 'text' },
    createdAt: { column: 'created_at', type: 'number' },
    total: { column: 'total_cents', type: 'number' },
  },
  orderable: ['createdAt', 'id', 'total'],
  defaultOrder: { field: 'createdAt', direction: 'DESC' },
  defaultNbItem: 10,
  maxNbItem: 100,
};

export interface OrderPage {
  rows: OrderRow[];
  total: number;
}

/** A page of the site's orders (of one member when userId is given), through the list query. */
export async function listOrders(
  db: D1Database,
  siteId: number,
  list: ListSql,
  userId?: number,
): Promise<OrderPage> {
  const byUser = userId === undefined ? '' : ' AND user_id = ?';
  const scope = userId === undefined ? [siteId] : [siteId, userId];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE site_id = ?${byUser}${list.where}${list.orderBy || ' ORDER BY created_at DESC'}, id DESC${list.limit}`,
      )
      .bind(...scope, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM orders WHERE site_id = ?${byUser}${list.where}`)
      .bind(...scope, ...list.filterParams),
  ]);
  return { rows: rowsOf(rows, readOrder), total: firstOf(count, readTotal)?.total ?? 0 };
}

export async function orderHistory(db: D1Database, siteId: number, orderId: number): Promise<HistoryRow[]> {
  return all(
    db
      .prepare(
        `SELECT from_status, to_status, actor, note, customer_message, created_at FROM order_status_history
          WHERE site_id = ? AND order_id = ? ORDER BY id`,
      )
      .bind(siteId, orderId),
    readHistory,
  );
}

/** Bottles each declination of an order took from stock (a declination's lines added up). */
async function stockTaken(db: D1Database, siteId: number, orderId: number): Promise<Map<number, number>> {
  const rows = await all(
    db
      .prepare(
        `SELECT declination_id, SUM(stock_taken) AS taken FROM order_lines
          WHERE site_id = ? AND order_id = ? AND stock_taken > 0 GROUP BY declination_id ORDER BY declination_id`,
      )
      .bind(siteId, orderId),
    rowReader({ declination_id: 'number', taken: 'number' }),
  );
  return new Map(rows.map((row) => [row.declination_id, row.taken]));
}

export interface StatusChange {
  orderId: number;
  /** The order's reference, for the stock history of a cancellation. */
  reference: string;
  /** The admin making the change; null for the buyer, the cron, a payment. */
  userId?: number | null;
  from: OrderStatus;
  to: OrderStatus;
  actor: string;
  /** The merchant's internal note: kept in the history, never sent. */
  note: string | null;
  /** The sentence for the buyer: in the status e-mail and their order history. */
  customerMessage?: string | null;
  now: number;
  emails: OutboxEmail[];
  /** Extra statements that run only if the change applies (e.g. a payment marked succeeded). */
  extra?: (guard: string, guardValues: (string | number)[]) => D1PreparedStatement[];
}

/**
 * A status change as one transaction whose every statement is guarded by "the order is still
 * in `from`", the order's own UPDATE last: two concurrent changes (an admin and the cron, two
 * webhook deliveries) cannot both apply, and nothing is written for the one that lost.
 * Returns whether it applied and the outbox ids to enqueue.
 */
export async function applyStatusChange(
  db: D1Database,
  siteId: number,
  change: StatusChange,
): Promise<{ applied: boolean; outboxIds: number[] }> {
  const guard = 'EXISTS (SELECT 1 FROM orders WHERE site_id = ? AND id = ? AND status = ?)';
  const guardValues = [siteId, change.orderId, change.from];
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO order_status_history (site_id, order_id, from_status, to_status, actor, note,
           customer_message, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard}`,
      )
      .bind(
        siteId,
        change.orderId,
        change.from,
        change.to,
        change.actor,
        change.note,
        change.customerMessage ?? null,
        change.now,
        ...guardValues,
      ),
  ];
  if (change.to === 'CANCELLED') {
    // Stock comes back for every line that took some, once (stock_reserved goes to 0 below),
    // each with its history row naming the order.
    const reserved = `EXISTS (SELECT 1 FROM orders WHERE site_id = ? AND id = ? AND status = ? AND stock_reserved = 1)`;
    for (const [declinationId, taken] of await stockTaken(db, siteId, change.orderId)) {
      statements.push(
        ...stockChangeStatements(db, siteId, {
          kind: 'RELEASE',
          declination: { sql: '?', params: [declinationId] },
          delta: taken,
          reason: change.note ?? RELEASE_REASON,
          userId: change.userId ?? null,
          order: { id: { sql: '?', params: [change.orderId] }, reference: change.reference },
          onlyIf: { sql: reserved, params: guardValues },
        }),
      );
    }
    statements.push(bumpContentVersionStatement(db, siteId));
  }
  statements.push(...(change.extra?.(guard, guardValues) ?? []));
  for (const email of change.emails) {
    statements.push(insertOutboxStatement(db, siteId, email, { sql: guard, params: guardValues }));
  }
  const paid = change.to === 'PAID';
  const fulfilled = change.to === 'DELIVERED' || change.to === 'COLLECTED';
  statements.push(
    db
      .prepare(
        `UPDATE orders
            SET status = ?, updated_at = ?,
                stock_reserved = CASE WHEN ? = 'CANCELLED' THEN 0 ELSE stock_reserved END,
                paid_at = CASE WHEN ? THEN ? ELSE paid_at END,
                invoice_number = CASE WHEN ? AND invoice_number IS NULL
                  THEN (SELECT COALESCE(MAX(invoice_number), 0) + 1 FROM orders WHERE site_id = ?)
                  ELSE invoice_number END,
                fulfilled_at = CASE WHEN ? THEN ? ELSE fulfilled_at END
          WHERE site_id = ? AND id = ? AND status = ?
          RETURNING id`,
      )
      .bind(
        change.to,
        change.now,
        change.to,
        paid ? 1 : 0,
        change.now,
        paid ? 1 : 0,
        siteId,
        fulfilled ? 1 : 0,
        change.now,
        ...guardValues,
      ),
  );
  const results = await db.batch(statements);
  const applied = (results.at(-1)?.results ?? []).length === 1;
  const outboxIds = results
    .slice(statements.length - 1 - change.emails.length, statements.length - 1)
    .flatMap((result) => rowsOf(result, readId).map((row) => row.id));
  return { applied, outboxIds };
}
