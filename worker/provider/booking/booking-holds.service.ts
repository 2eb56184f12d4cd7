import type { Env } from '../../env';
import { deleteExpiredHolds } from './booking-holds.repository';

// The cron's sweep of the slots held for an online payment that never came. The slot was free
// again the moment its hold expired (every read compares the hold with the clock); the row is
// kept an hour longer, so a payment finished just after the expiry still confirms the
// appointment when the slot has room (a later one is refunded: booking-payment.service.ts).

const KEPT_AFTER_EXPIRY_MS = 3_600_000;

export async function sweepExpiredHolds(env: Pick<Env, 'DB'>, nowSeconds: number): Promise<number> {
  return deleteExpiredHolds(env.DB, nowSeconds * 1000 - KEPT_AFTER_EXPIRY_MS);
}
