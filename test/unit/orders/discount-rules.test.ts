import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountReductions,
  discountRefusal,
  normaliseDiscountCode,
  type DiscountRule,
} from '../../../src/domain/orders/discount-rules.ts';

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  type: 'PERCENT',
  amount: 10,
  detailType: null,
  startsAt: null,
  endsAt: null,
  minSubtotalCents: 0,
  isActive: true,
  maxUses: null,
  maxUsesPerMember: null,
  ...overrides,
});
const now = new Date('2026-11-23T12:00:00Z');
const unused = { uses: 0, memberUses: 0 };

describe('when a code may be used', () => {
  it('accepts a valid code and refuses an inactive, early, expired or too small one in French', () => {
    expect(discountRefusal(rule(), unused, { subtotalCents: 1, now })).toBeNull();
    expect(discountRefusal(rule({ isActive: false }), unused, { subtotalCents: 1, now })).toBe(
      "Ce code de réduction n'est plus proposé.",
    );
    expect(
      discountRefusal(rule({ startsAt: '2026-12-01T00:00:00Z' }), unused, { subtotalCents: 1, now }),
    ).toBe('Ce code de réduction sera valable à partir du 1 décembre 2026.');
    expect(discountRefusal(rule({ endsAt: '2026-11-23T11:59:59Z' }), unused, { subtotalCents: 1, now })).toBe(
      'Ce code de réduction a expiré le 23 novembre 2026.',
    );
    expect(discountRefusal(rule({ minSubtotalCents: 10_000 }), unused, { subtotalCents: 9_999, now })).toBe(
      "Ce code de réduction s'applique à partir de 100,00 € d'achat.",
    );
    expect(
      discountRefusal(rule({ minSubtotalCents: 10_000 }), unused, { subtotalCents: 10_000, now }),
    ).toBeNull();
  });

  it('holds the total and per-member limits', () => {
    expect(discountRefusal(rule({ maxUses: 3 }), { uses: 3, memberUses: 0 }, { subtotalCents: 1, now })).toBe(
      "Ce code de réduction a atteint son nombre maximum d'utilisations.",
    );
    expect(
      discountRefusal(rule({ maxUsesPerMember: 1 }), { uses: 5, memberUses: 1 }, { subtotalCents: 1, now }),
    ).toBe('Vous avez déjà utilisé ce code de réduction.');
    expect(
      discountRefusal(rule({ maxUsesPerMember: 2 }), { uses: 5, memberUses: 1 }, { subtotalCents: 1, now }),
    ).toBeNull();
  });

  it('compares codes without case or spaces', () => {
    expect(normaliseDiscountCode('  bienvenue10 ')).toBe('BIENVENUE10');
  });
});

describe('what a code takes off', () => {
  it('takes a percentage or a fixed amount off the goods, never below 0', () => {
    expect(discountReductions(rule(), { subtotalCents: 8700, shippingCents: 1290 })).toEqual({
      reductionCents: 870,
      shippingReductionCents: 0,
    });
    expect(
      discountReductions(rule({ type: 'EURO', amount: 15 }), { subtotalCents: 1000, shippingCents: 500 }),
    ).toEqual({
      reductionCents: 1000,
      shippingReductionCents: 0,
    });
  });

  it('takes a SHIPPING_FEES code off the shipping only, never below 0', () => {
    expect(
      discountReductions(rule({ amount: 100, detailType: 'SHIPPING_FEES' }), {
        subtotalCents: 8700,
        shippingCents: 1290,
      }),
    ).toEqual({
      reductionCents: 0,
      shippingReductionCents: 1290,
    });
    expect(
      discountReductions(rule({ type: 'EURO', amount: 5, detailType: 'SHIPPING_FEES' }), {
        subtotalCents: 8700,
        shippingCents: 390,
      }),
    ).toEqual({ reductionCents: 0, shippingReductionCents: 390 });
  });

  it('never takes off more than there is, nor a negative amount (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'EURO' | 'PERCENT'>('EURO', 'PERCENT'),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom<'SHIPPING_FEES' | null>('SHIPPING_FEES', null),
        fc.nat(1_000_000),
        fc.nat(100_000),
        (type, amount, detailType, subtotalCents, shippingCents) => {
          const { reductionCents, shippingReductionCents } = discountReductions(
            rule({ type, amount, detailType }),
            {
              subtotalCents,
              shippingCents,
            },
          );
          expect(reductionCents).toBeGreaterThanOrEqual(0);
          expect(reductionCents).toBeLessThanOrEqual(subtotalCents);
          expect(shippingReductionCents).toBeGreaterThanOrEqual(0);
          expect(shippingReductionCents).toBeLessThanOrEqual(shippingCents);
          expect(detailType === 'SHIPPING_FEES' ? reductionCents : shippingReductionCents).toBe(0);
          expect(Number.isInteger(reductionCents) && Number.isInteger(shippingReductionCents)).toBe(true);
        },
      ),
    );
  });
});
