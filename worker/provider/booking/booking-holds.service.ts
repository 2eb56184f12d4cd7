import type { Env } from '../../env';
import { giftCardBookingRefundStatement } from '../gift-cards/public';
import { deleteExpiredHolds, expiredHoldsWithCards } from './booking-holds.repository';

// The cron's sweep of the slots held for an online payment that never came. The slot was free
// again the moment its hold expired (every read compares the hold with the clock); the row is
// kept an hour longer, so a payment finished just after the expiry still confirms the
// appointment when the slot has room (a later one is refunded: booking-payment.service.ts).
// What gift cards paid of a swept hold goes back to them, in the sweep's batch.

const KEPT_AFTER_EXPIRY_MS = 3_600_000;

export async function sweepExpiredHolds(env: Pick<Env, 'DB'>, nowSeconds: number): Promise<number> {
  const cutoff = nowSeconds * 1000 - KEPT_AFTER_EXPIRY_MS;
  const withCards = await expiredHoldsWithCards(env.DB, cutoff);
  const refunds = withCards.map((hold) =>
    giftCardBookingRefundStatement(
      env.DB,
      hold.site_id,
      hold.reference,
      { actor: 'CRON', note: 'Rendez-vous non payé' },
      nowSeconds,
      // Only while the hold is still there: a hold paid meanwhile became its appointment.
      {
        guard:
          'EXISTS (SELECT 1 FROM booking_holds h WHERE h.site_id = ? AND h.reference = ? AND h.hold_until_ms <= ?)',
        values: [hold.site_id, hold.reference, cutoff],
      },
    ),
  );
  return deleteExpiredHolds(env.DB, cutoff, refunds);
}
