import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAmounts } from '../../../src/domain/orders/invoice-amounts.ts';
import { orderAmounts, vatOfGross } from '../../../src/domain/orders/order-amounts.ts';
import { canMoveOrder, nextOrderStatuses } from '../../../src/domain/orders/order-status.ts';
import {
  configuredPaymentMethods,
  offeredPaymentMethods,
} from '../../../src/domain/orders/payment-methods.ts';
import { orderStatusSchema } from '../../../src/schema/orders/order.ts';

// The pure order rules: amounts in cents with VAT included, the status transitions and the
// payment methods a site offers.

describe('order amounts', () => {
  it('takes the VAT out of a price that includes it (20 %)', () => {
    expect(vatOfGross(1200)).toBe(200);
    expect(vatOfGross(5340)).toBe(890);
    expect(vatOfGross(-1020)).toBe(-170);
  });

  it('never lets a discount take goods or shipping below 0', () => {
    const lines = [{ label: 'Vin', quantity: 2, unitPriceCents: 1000, lineTotalCents: 2000 }];
    expect(
      orderAmounts({ lines, shippingCents: 990, reductionCents: 5000, shippingReductionCents: 5000 }),
    ).toEqual({
      subtotalCents: 2000,
      shippingCents: 990,
      discountCents: 2990,
      totalCents: 0,
      vatCents: 0,
    });
  });

  // The VAT is no longer the sum of each row's rounded VAT but the invoice's, taken
  // once out of each rate's total (src/domain/orders/invoice-amounts.ts), so the stored figure and the
  // printed invoice agree to the cent.
  it('the total is goods + shipping − discount, and the VAT is the invoice’s, once per rate', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ quantity: fc.integer({ min: 1, max: 60 }), unit: fc.integer({ min: 0, max: 50_000 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (raw, shippingCents, reductionCents, shippingReductionCents) => {
          const lines = raw.map((line, index) => ({
            label: `Vin ${index}`,
            quantity: line.quantity,
            unitPriceCents: line.unit,
            lineTotalCents: line.unit * line.quantity,
          }));
          const amounts = orderAmounts({ lines, shippingCents, reductionCents, shippingReductionCents });
          expect(amounts.totalCents).toBe(amounts.subtotalCents + shippingCents - amounts.discountCents);
          expect(amounts.totalCents).toBeGreaterThanOrEqual(0);
          const invoice = invoiceAmounts(
            lines.map((line) => ({
              label: line.label,
              quantity: line.quantity,
              unitGrossCents: line.unitPriceCents,
              rateBp: 2000,
            })),
            shippingCents,
            amounts.discountCents,
          );
          const { rows } = invoice;
          expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(amounts.totalCents);
          expect(amounts.vatCents).toBe(vatOfGross(amounts.totalCents));
          expect(amounts.vatCents).toBe(invoice.vatCents);
        },
      ),
    );
  });
});

describe('order statuses', () => {
  it('follows the documented lifecycle', () => {
    expect(nextOrderStatuses('AWAITING_PAYMENT', 'DELIVERY')).toEqual(['PAID', 'CANCELLED']);
    expect(nextOrderStatuses('PREPARING', 'DELIVERY')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(nextOrderStatuses('PREPARING', 'PICKUP')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(nextOrderStatuses('PREPARING', 'CLICK_AND_COLLECT')).toEqual(['READY_FOR_PICKUP', 'CANCELLED']);
    expect(nextOrderStatuses('SHIPPED', 'DELIVERY')).toEqual(['DELIVERED']);
    expect(nextOrderStatuses('READY_FOR_PICKUP', 'CLICK_AND_COLLECT')).toEqual(['COLLECTED']);
    expect(canMoveOrder('AWAITING_PAYMENT', 'SHIPPED', 'DELIVERY')).toBe(false);
    expect(canMoveOrder('SHIPPED', 'CANCELLED', 'DELIVERY')).toBe(false);
  });

  it('ends in DELIVERED, COLLECTED or CANCELLED, and only unshipped statuses hold stock', () => {
    for (const status of ['DELIVERED', 'COLLECTED', 'CANCELLED'] as const) {
      expect(nextOrderStatuses(status, 'DELIVERY')).toEqual([]);
    }
    // Stock is given back by a cancellation (worker/provider/orders/order-status.ts), so the
    // statuses that hold stock are those an order can be cancelled from.
    const holding = orderStatusSchema.options.filter((status) =>
      (['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'] as const).some((type) =>
        canMoveOrder(status, 'CANCELLED', type),
      ),
    );
    expect(holding).toEqual(['AWAITING_PAYMENT', 'PAID', 'PREPARING']);
    for (const status of holding) expect(nextOrderStatuses(status, 'DELIVERY')).toContain('CANCELLED');
  });
});

describe('payment methods', () => {
  it('reads the comma list, ignoring unknown words and repeats', () => {
    expect(configuredPaymentMethods(' bank_transfer, CHEQUE,PAYPAL,cheque ')).toEqual([
      'BANK_TRANSFER',
      'CHEQUE',
    ]);
  });

  it('hides the card without Stripe keys and paying at pick-up outside click and collect', () => {
    const all = 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE';
    expect(offeredPaymentMethods(all, { stripeReady: false })).toEqual([
      'BANK_TRANSFER',
      'CHEQUE',
      'PAY_AT_PICKUP',
    ]);
    expect(offeredPaymentMethods(all, { stripeReady: true, deliveryType: 'DELIVERY' })).toEqual([
      'BANK_TRANSFER',
      'CHEQUE',
      'STRIPE',
    ]);
    expect(offeredPaymentMethods(all, { stripeReady: true, deliveryType: 'CLICK_AND_COLLECT' })).toContain(
      'PAY_AT_PICKUP',
    );
  });

  it('falls back to the offline methods when nothing usable is configured', () => {
    expect(offeredPaymentMethods('STRIPE', { stripeReady: false })).toEqual(['BANK_TRANSFER', 'CHEQUE']);
    expect(offeredPaymentMethods('', { stripeReady: true })).toEqual(['BANK_TRANSFER', 'CHEQUE']);
  });
});
