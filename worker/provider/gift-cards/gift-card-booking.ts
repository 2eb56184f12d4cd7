import { bookingGiftCardCents, refundBookingStatement, spendStatement } from './gift-card-ledger.repository';
import type { OrderGiftCard } from './gift-card-checkout';

// Gift cards paying a booking's prepayment or deposit (the booking module's calls, through
// public.ts). The cards are chosen as at checkout (giftCardsForOrder: throttled codes, expired or
// used-up cards refused, card after card, never below zero); their guarded SPEND rows name the
// booking and go in the booking's own batch (the appointment's, or the hold's while the client
// pays the rest by card), so parallel bookings never spend more than a card holds and a refused
// spend writes nothing of the booking. A booking that does not happen after all (cancelled, its
// hold expired unpaid, its late payment refunded) gives back what it took, once per card.

const today = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);

/** The booking batch's guarded SPEND rows, one per card, naming the booking's reference. */
export function giftCardBookingStatements(
  db: D1Database,
  siteId: number,
  reference: string,
  cards: readonly OrderGiftCard[],
  now: number,
): D1PreparedStatement[] {
  return cards.map((card) =>
    spendStatement(db, siteId, {
      cardId: card.cardId,
      amountCents: card.amountCents,
      today: today(now),
      actor: 'BUYER',
      note: `Rendez-vous ${reference}`,
      now,
      bookingReference: reference,
    }),
  );
}

/** Gives back to each card what the booking took from it (nothing twice, nothing when none paid). */
export function giftCardBookingRefundStatement(
  db: D1Database,
  siteId: number,
  reference: string,
  why: { actor: string; note: string },
  now = Math.floor(Date.now() / 1000),
  /** A condition of the caller's (SQL with plain ? placeholders) the refund is written under. */
  when?: { guard: string; values: readonly (string | number)[] },
): D1PreparedStatement {
  return refundBookingStatement(db, siteId, reference, { ...why, now }, when);
}

/** What the cards paid of a booking, net of what they were given back. */
export const giftCardsPaidForBooking = bookingGiftCardCents;
