import type { Context } from 'hono';
import { giftCardExpired } from '../../../src/domain/gift-cards/gift-card';
import type { AppEnv } from '../../http/app-env';
import { failure, success, type Result } from '../shared/result';
import { routeContext } from '../shared/service-context';
import { takeCodeTry } from './gift-card-throttle';
import { loadGiftCardSettings } from './gift-card-settings';
import { giftCardWords } from '../../../src/domain/gift-cards/gift-card-words';
import { findCardByCode } from './gift-card.service';
import {
  isSpendGuardError,
  orderGiftCardTotalStatement,
  refundOrderStatement,
  spendStatement,
} from './gift-card-ledger.repository';

// Gift cards paying an order at checkout: after the discount code, on everything the buyer
// pays (shipping included), card after card, never below zero. The spends are guarded rows of
// the order's own batch (spendStatement): when a card no longer holds what was taken from it,
// the whole order fails and nothing of it is written.

export interface OrderGiftCard {
  cardId: number;
  reference: string;
  codeEnd: string;
  amountCents: number;
}

export type CheckoutGiftCardFailure = 'GIFT_CARD_REFUSED';

export const GIFT_CARD_BALANCE_CHANGED =
  'Le solde d’une carte cadeau a changé pendant votre commande : vérifiez-le et réessayez.';

const today = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);

/**
 * What each typed card pays of `dueCents`, in the order typed. A wrong code (throttled like the
 * balance check), an expired card, a card already used up or the same card twice is refused
 * with its French sentence, naming the field.
 */
export async function giftCardsForOrder(
  c: Context<AppEnv>,
  codes: readonly string[],
  dueCents: number,
  now: number,
): Promise<Result<OrderGiftCard[], CheckoutGiftCardFailure>> {
  const ctx = routeContext(c);
  const keys = { codeSecret: c.env.GIFT_CARD_CODE_SECRET };
  const paid: OrderGiftCard[] = [];
  let left = dueCents;
  const w = giftCardWords(ctx.scope.locale);
  const refuse = (message: string) => failure('GIFT_CARD_REFUSED', message, { giftCardCodes: message });
  if (!(await loadGiftCardSettings(ctx.db, ctx.site.id)).enabled) return refuse(w.notOffered);
  for (const typed of codes) {
    const attempt = await takeCodeTry(c);
    const card = await findCardByCode(ctx, keys, typed);
    if (!card || card.status !== 'ACTIVE' || card.valid_until === null) return refuse(w.unknownCode);
    await attempt.forgive();
    if (paid.some((earlier) => earlier.cardId === card.id)) return refuse(w.typedTwice);
    if (giftCardExpired(card.valid_until, today(now))) {
      return refuse(w.expired(card.valid_until));
    }
    if (card.kind !== 'AMOUNT') {
      return refuse(w.namedItem);
    }
    if (card.balance_cents <= 0) return refuse(w.usedUp);
    const amountCents = Math.min(card.balance_cents, left);
    if (amountCents <= 0) break;
    paid.push({ cardId: card.id, reference: card.reference, codeEnd: card.code_last4 ?? '', amountCents });
    left -= amountCents;
  }
  return success(paid);
}

/** The typed codes without the blank ones (a checkout form sends its field even when empty). */
export const typedGiftCardCodes = (codes: readonly string[] | null | undefined): string[] =>
  (codes ?? []).map((code) => code.trim()).filter((code) => code !== '');

/**
 * The order batch's statements: each card's guarded SPEND naming the order, then the order's
 * own figures (what the cards paid, what is left to pay).
 */
export function giftCardOrderStatements(
  db: D1Database,
  siteId: number,
  order: { idSql: string; uid: string },
  cards: readonly OrderGiftCard[],
  now: number,
): D1PreparedStatement[] {
  if (cards.length === 0) return [];
  const totalCents = cards.reduce((sum, card) => sum + card.amountCents, 0);
  return [
    ...cards.map((card) =>
      spendStatement(
        db,
        siteId,
        {
          cardId: card.cardId,
          amountCents: card.amountCents,
          today: today(now),
          actor: 'BUYER',
          note: 'Commande',
          now,
        },
        order.idSql,
      ),
    ),
    orderGiftCardTotalStatement(db, siteId, order.uid, totalCents),
  ];
}

/** The order's batch failed on a card's guard: its balance changed meanwhile. */
export const isGiftCardGuardError = isSpendGuardError;

/** A cancelled order gives back what it took from each card, under the status change's guard. */
export function giftCardRefundStatement(
  db: D1Database,
  siteId: number,
  orderId: number,
  when: { guard: string; values: readonly (string | number)[] },
  now = Math.floor(Date.now() / 1000),
): D1PreparedStatement {
  return refundOrderStatement(db, siteId, orderId, 'ORDER', now, when);
}
