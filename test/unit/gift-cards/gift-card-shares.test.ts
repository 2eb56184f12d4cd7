import { describe, expect, it } from 'vitest';
import { giftCardShares } from '../../../src/ui/checkout/gift-card-shares';

// What the checkout shows each gift card paying: in the order they were added, never more than
// a card's balance, never below zero.

describe('giftCardShares', () => {
  it('lets each card pay what is left, in order', () => {
    const cards = [
      { code: 'A', label: 'Carte cadeau de 50 €', balance: 50 },
      { code: 'B', label: 'Carte cadeau de 80 €', balance: 80 },
    ];
    expect(giftCardShares(cards, 100.5)).toEqual({ shares: [50, 50.5], left: 0 });
    expect(giftCardShares(cards, 30)).toEqual({ shares: [30, 0], left: 0 });
    expect(giftCardShares(cards.slice(0, 1), 72.9)).toEqual({ shares: [50], left: 22.9 });
  });
});
