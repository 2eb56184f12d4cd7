import { badRequest } from '../../errors';
import {
  giftCardBookingStatements,
  isGiftCardGuardError,
  typedGiftCardCodes,
  type OrderGiftCard,
} from '../gift-cards/public';
import { failureError } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import type { PaymentDue } from './booking-payment.service';
import { conflict, words, type BookingDeps } from './booking-rules';

// Gift cards paying a booking's prepayment or deposit (the gift cards module chooses them and
// writes their guarded spends, gift-cards/public.ts): all of it, and the appointment is
// confirmed at once without Stripe; part of it, and the card step asks for the rest. A spend
// the card no longer covers (parallel bookings) fails the booking's whole batch: a 409 that
// wrote nothing.

export interface BookingCards {
  cards: OrderGiftCard[];
  totalCents: number;
}

const NONE: BookingCards = { cards: [], totalCents: 0 };

/** What the typed cards pay of what is due; a 400 naming the field when a code is refused. */
export async function bookingGiftCards(
  ctx: ServiceContext,
  deps: BookingDeps,
  typed: readonly string[] | undefined,
  due: PaymentDue | null,
  now: Date,
): Promise<BookingCards> {
  const codes = typedGiftCardCodes(typed);
  if (codes.length === 0) return NONE;
  if (!due || !deps.giftCards) {
    const message = words(ctx).giftCardNotNeeded;
    throw badRequest(message, { giftCardCodes: message });
  }
  const chosen = await deps.giftCards(codes, due.amountCents, Math.floor(now.getTime() / 1000));
  if (!chosen.ok) throw failureError(chosen);
  return {
    cards: chosen.value,
    totalCents: chosen.value.reduce((sum, card) => sum + card.amountCents, 0),
  };
}

/** The cards' guarded spends, for the booking's batch. */
export const spendsOf = (ctx: ServiceContext, reference: string, paid: BookingCards, now: Date) =>
  giftCardBookingStatements(ctx.db, ctx.site.id, reference, paid.cards, Math.floor(now.getTime() / 1000));

/** Runs a booking's write; a card that no longer holds its spend is the French 409. */
export async function guardedByCards<T>(ctx: ServiceContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isGiftCardGuardError(error)) throw conflict(words(ctx).giftCardChanged);
    throw error;
  }
}
