import type { MessageKey } from '../../i18n/messages.ts';

// The gift cards a shopper applied at checkout and what each pays: in the order they were
// added, never more than a card's balance, never below zero. An estimate shown in the summary;
// the order computes the shares again on the server.

export interface AppliedGiftCard {
  code: string;
  label: string;
  balance: number;
}

/** The keys the « Carte cadeau » field shows; the checkout island embeds them. */
export const GIFT_CARD_FIELD_MESSAGES = [
  'checkout.giftCard.label',
  'checkout.giftCard.help',
  'checkout.giftCard.apply',
  'checkout.giftCard.applied',
  'checkout.giftCard.remove',
  'checkout.giftCard.twice',
  'checkout.giftCard.expired',
  'checkout.giftCard.empty',
] as const satisfies readonly MessageKey[];

/** What each card pays of `total` (euros), in order, and what is left to pay. */
export function giftCardShares(
  cards: readonly AppliedGiftCard[],
  total: number,
): { shares: number[]; left: number } {
  let left = Math.round(total * 100);
  const shares = cards.map((card) => {
    const share = Math.max(0, Math.min(left, Math.round(card.balance * 100)));
    left -= share;
    return share / 100;
  });
  return { shares, left: left / 100 };
}
