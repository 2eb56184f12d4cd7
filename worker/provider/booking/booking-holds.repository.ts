import { first, rowReader, type ReadType } from '../shared/d1';
import type { AppointmentDraft } from './booking-appointments.repository';
import { placeGuard } from './booking-place-guard';

// The slots held while a client pays online, and the payments of the appointments they became
// (migration 0059). A hold is written with the same place guard as an appointment; it stops
// counting once the clock passes hold_until_ms. Every query takes and filters by the site,
// except the cron's sweep of expired holds, which spans every site.

/** What the appointment is written from once paid: the draft without its service row. */
export type HoldDraft = Omit<AppointmentDraft, 'service'> & { serviceId: number; actor: string };

export type PaymentKind = 'PREPAYMENT' | 'DEPOSIT';

const readHold = rowReader({
  id: 'number',
  reference: 'string',
  service_id: 'number',
  hold_until_ms: 'number',
  kind: ['PREPAYMENT', 'DEPOSIT'],
  amount_cents: 'number',
  gift_card_cents: 'number',
  payment_intent_id: 'string',
  draft: 'string',
});
export type HoldRow = ReadType<typeof readHold>;

const HOLD_COLUMNS =
  'id, reference, service_id, hold_until_ms, kind, amount_cents, gift_card_cents, payment_intent_id, draft';

/** Holds the slot until `holdUntilMs`; false when it has no room left at `nowMs`. */
export async function insertHold(
  db: D1Database,
  siteId: number,
  draft: AppointmentDraft,
  hold: {
    actor: string;
    kind: PaymentKind;
    amountCents: number;
    intentId: string;
    holdUntilMs: number;
    nowMs: number;
    /** What gift cards paid of it, and their guarded spends for the hold's batch. */
    giftCardCents: number;
    after: D1PreparedStatement[];
  },
): Promise<boolean> {
  const guard = placeGuard(
    siteId,
    { serviceId: draft.service.id, ...draft },
    { places: draft.places, capacity: draft.service.capacity, nowMs: hold.nowMs },
  );
  const { service, ...rest } = draft;
  const stored: HoldDraft = { ...rest, serviceId: service.id, actor: hold.actor };
  try {
    const insert = db
      .prepare(
        `INSERT INTO booking_holds (site_id, reference, service_id, start_ms, end_ms, busy_from_ms, busy_to_ms,
           places, hold_until_ms, kind, amount_cents, gift_card_cents, payment_intent_id, draft, place_checked)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${guard.sql})`,
      )
      .bind(
        siteId,
        draft.reference,
        service.id,
        draft.startMs,
        draft.endMs,
        draft.busyFromMs,
        draft.busyToMs,
        draft.places,
        hold.holdUntilMs,
        hold.kind,
        hold.amountCents,
        hold.giftCardCents,
        hold.intentId,
        JSON.stringify(stored),
        ...guard.params,
      );
    await db.batch([insert, ...hold.after]);
    return true;
  } catch (error) {
    if (String(error).includes('place_checked')) return false;
    throw error;
  }
}

export function findHoldByIntent(db: D1Database, siteId: number, intentId: string): Promise<HoldRow | null> {
  return first(
    db
      .prepare(`SELECT ${HOLD_COLUMNS} FROM booking_holds WHERE site_id = ? AND payment_intent_id = ?`)
      .bind(siteId, intentId),
    readHold,
  );
}

export function findHold(db: D1Database, siteId: number, reference: string): Promise<HoldRow | null> {
  return first(
    db
      .prepare(`SELECT ${HOLD_COLUMNS} FROM booking_holds WHERE site_id = ? AND reference = ?`)
      .bind(siteId, reference),
    readHold,
  );
}

export const deleteHoldStatement = (db: D1Database, siteId: number, reference: string) =>
  db.prepare('DELETE FROM booking_holds WHERE site_id = ? AND reference = ?').bind(siteId, reference);

/** The payment row of the appointment a paid hold became (run after its INSERT, in its batch). */
export const paymentStatement = (db: D1Database, siteId: number, hold: HoldRow) =>
  db
    .prepare(
      `INSERT INTO booking_payments (site_id, appointment_id, kind, amount_cents, payment_intent_id)
       SELECT ?, id, ?, ?, ? FROM booking_appointments WHERE site_id = ? AND reference = ?`,
    )
    .bind(siteId, hold.kind, hold.amount_cents, hold.payment_intent_id, siteId, hold.reference);

/** The holds expired at `nowMs` that gift cards paid part of (those give back what they took). */
export async function expiredHoldsWithCards(
  db: D1Database,
  nowMs: number,
): Promise<{ site_id: number; reference: string }[]> {
  const { results } = await db
    .prepare('SELECT site_id, reference FROM booking_holds WHERE hold_until_ms <= ? AND gift_card_cents > 0')
    .bind(nowMs)
    .all<{ site_id: number; reference: string }>();
  return results;
}

/** Deletes the holds expired at `nowMs` (their slots were free again already), after `before`. */
export async function deleteExpiredHolds(
  db: D1Database,
  nowMs: number,
  before: D1PreparedStatement[] = [],
): Promise<number> {
  const results = await db.batch([
    ...before,
    db.prepare('DELETE FROM booking_holds WHERE hold_until_ms <= ?').bind(nowMs),
  ]);
  return results[results.length - 1]?.meta.changes ?? 0;
}

const readPayment = rowReader({
  id: 'number',
  payment_intent_id: 'string',
  amount_cents: 'number',
  status: ['PAID', 'REFUNDED'],
});

export function findPaymentByIntent(db: D1Database, siteId: number, intentId: string) {
  return first(
    db
      .prepare(
        'SELECT id, payment_intent_id, amount_cents, status FROM booking_payments WHERE site_id = ? AND payment_intent_id = ?',
      )
      .bind(siteId, intentId),
    readPayment,
  );
}

export function findPaidPayment(db: D1Database, siteId: number, appointmentId: number) {
  return first(
    db
      .prepare(
        `SELECT id, payment_intent_id, amount_cents, status FROM booking_payments
          WHERE site_id = ? AND appointment_id = ? AND status = 'PAID'`,
      )
      .bind(siteId, appointmentId),
    readPayment,
  );
}

export async function markRefunded(db: D1Database, siteId: number, paymentId: number, refundId: string) {
  await db
    .prepare(
      `UPDATE booking_payments SET status = 'REFUNDED', refund_id = ?, refunded_at = datetime('now')
        WHERE site_id = ? AND id = ? AND status = 'PAID'`,
    )
    .bind(refundId, siteId, paymentId)
    .run();
}
