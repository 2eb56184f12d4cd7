import { describe, expect, it } from 'vitest';
import {
  formatGiftCardCode,
  generateGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  giftCardAmountRefusal,
  giftCardAmounts,
  giftCardCodeEnd,
  giftCardExpired,
  giftCardSaleVat,
  giftCardSendOnRefusal,
  giftCardValidityMonths,
  giftCardValidUntil,
  normaliseGiftCardCode,
} from '../../../src/domain/gift-cards/gift-card.ts';

describe('a gift card code', () => {
  it('has 16 signs of an alphabet without look-alikes', () => {
    const code = generateGiftCardCode();
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{16}$/);
    for (const lookAlike of '0O1IL5S2Z8B') expect(GIFT_CARD_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('is drawn afresh each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGiftCardCode()));
    expect(codes.size).toBe(200);
  });

  it('skips the bytes that would favour some signs (rejection sampling)', () => {
    // 250..255 are past the last whole multiple of 25: they are never used.
    let call = 0;
    const random = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 255 : 0);
      return bytes;
    };
    expect(generateGiftCardCode(random)).toBe('3'.repeat(16));
  });

  it('is printed in groups of four and its end is its last four signs', () => {
    expect(formatGiftCardCode('ACDEFGHJKMNPQRTU')).toBe('ACDE-FGHJ-KMNP-QRTU');
    expect(giftCardCodeEnd('ACDEFGHJKMNPQRTU')).toBe('QRTU');
  });
});

describe('a typed code', () => {
  it('ignores spaces, dashes and case', () => {
    expect(normaliseGiftCardCode(' acde-fghj kmnp–qrtu ')).toBe('ACDEFGHJKMNPQRTU');
    expect(normaliseGiftCardCode('ACDE.FGHJ.KMNP.QRTU')).toBe('ACDEFGHJKMNPQRTU');
  });

  it('is no code when too short, too long or with a sign outside the alphabet', () => {
    expect(normaliseGiftCardCode('ACDE-FGHJ')).toBeNull();
    expect(normaliseGiftCardCode('ACDEFGHJKMNPQRTUV')).toBeNull();
    expect(normaliseGiftCardCode('0CDEFGHJKMNPQRTU')).toBeNull();
    expect(normaliseGiftCardCode('')).toBeNull();
  });
});

describe('the VAT of a card when sold', () => {
  it('is none for a card for an amount (multi-purpose)', () => {
    expect(giftCardSaleVat('AMOUNT', 8000, 2000)).toEqual({ rateBp: 0, vatCents: 0 });
  });

  it('is the named service’s or product’s VAT for a single-purpose card', () => {
    expect(giftCardSaleVat('SERVICE', 12_000, 2000)).toEqual({ rateBp: 2000, vatCents: 2000 });
    expect(giftCardSaleVat('PRODUCT', 5500, 550)).toEqual({ rateBp: 550, vatCents: 287 });
  });
});

describe('how long a card is valid', () => {
  it('is the owner’s months, never under 12, 12 by default', () => {
    expect(giftCardValidityMonths(undefined)).toBe(12);
    expect(giftCardValidityMonths('')).toBe(12);
    expect(giftCardValidityMonths('abc')).toBe(12);
    expect(giftCardValidityMonths('6')).toBe(12);
    expect(giftCardValidityMonths('24')).toBe(24);
  });

  it('ends the same day months later, or that month’s last day', () => {
    expect(giftCardValidUntil('2026-12-02', 12)).toBe('2027-12-02');
    expect(giftCardValidUntil('2026-08-31', 6)).toBe('2027-02-28');
    expect(giftCardValidUntil('2027-02-29', 12)).toBe('2028-02-29');
    expect(giftCardValidUntil('2028-02-29T10:00:00Z', 12)).toBe('2029-02-28');
  });

  it('can be spent on its last day, not the day after', () => {
    expect(giftCardExpired('2027-12-02', '2027-12-02')).toBe(false);
    expect(giftCardExpired('2027-12-02', '2027-12-03')).toBe(true);
  });
});

describe('what a buyer may choose', () => {
  const rule = { amountsCents: [5000, 8000, 12_000], minCents: 2000, maxCents: 50_000 };

  it('reads the owner’s amounts in cents, sorted, without repeats', () => {
    expect(giftCardAmounts('120, 50;80 50')).toEqual([5000, 8000, 12_000]);
    expect(giftCardAmounts('')).toEqual([]);
    expect(giftCardAmounts('abc, -5, 0, 12,5')).toEqual([500, 1200]);
  });

  it('accepts a proposed amount or a free one within the bounds', () => {
    expect(giftCardAmountRefusal(8000, rule)).toBeNull();
    expect(giftCardAmountRefusal(4550, rule)).toBeNull();
    expect(giftCardAmountRefusal(1000, rule)).toBe('Le montant doit être compris entre 20 € et 500 €.');
    expect(giftCardAmountRefusal(0, rule)).toBe('Le montant doit être positif.');
  });

  it('accepts only the proposed amounts when there is no free amount', () => {
    const fixed = { ...rule, minCents: 0 };
    expect(giftCardAmountRefusal(5000, fixed)).toBeNull();
    expect(giftCardAmountRefusal(4550, fixed)).toBe('Choisissez l’un des montants proposés.');
  });

  it('sends the card today or on a day within the coming year', () => {
    expect(giftCardSendOnRefusal('2026-12-02', '2026-12-02')).toBeNull();
    expect(giftCardSendOnRefusal('2027-12-02', '2026-12-02')).toBeNull();
    expect(giftCardSendOnRefusal('2027-12-03', '2026-12-02')).toBe(
      'La date d’envoi doit être dans l’année qui vient.',
    );
    expect(giftCardSendOnRefusal('2026-12-01', '2026-12-02')).toBe(
      'La date d’envoi ne peut pas être passée.',
    );
    expect(giftCardSendOnRefusal('2026-13-45', '2026-12-02')).toBe('La date d’envoi n’est pas valide.');
  });
});
