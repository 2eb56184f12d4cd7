import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, invoiceAmounts } from '../../../src/domain/orders/invoice-amounts.ts';
import { vatOfGross } from '../../../src/domain/catalogue/vat.ts';
import { formatUnitNet } from '../../../worker/provider/orders/invoice-pdf.ts';

// The invoice's figures by the rule of prices that include VAT: rows TTC exact, VAT once per
// rate, unit prices HT to the hundredth of a cent (9,33 € HT × 6 printed 56,00 €).

const line = (quantity: number, unitGrossCents: number, rateBp = 2000) => ({
  label: 'Vin',
  quantity,
  unitGrossCents,
  rateBp,
});

describe('invoice amounts', () => {
  it('gives 11,20 € TTC × 6 as 9,33 € HT a bottle printed to the cent, and 56,00 € HT totalled once per rate', () => {
    const amounts = invoiceAmounts([line(6, 1120)], 0, 0);
    const [row] = amounts.rows;
    expect(row?.unitNetCentiCents).toBe(93_333);
    expect(formatUnitNet(row?.unitNetCentiCents ?? 0).replace(/\s/gu, ' ')).toBe('9,33 €');
    expect(amounts.rates).toEqual([{ rateBp: 2000, grossCents: 6720, vatCents: 1120, netCents: 5600 }]);
    // The HT is totalled from the TTC once per rate, never from the rounded unit price
    // (6 × 9,33 € would give 55,98 €).
    expect(Math.round((6 * (row?.unitNetCentiCents ?? 0)) / 100)).toBe(amounts.netCents);
    expect(formatUnitNet(107_500).replace(/\s/gu, ' ')).toBe('10,75 €');
  });

  it('shares shipping and discount between the goods’ rates, by their totals TTC', () => {
    const amounts = invoiceAmounts([line(6, 1450), line(6, 1120), line(2, 695, 550)], 1290, 1020);
    expect(amounts.rows.map((row) => [row.label, row.rateBp, row.grossCents])).toEqual([
      ['Vin', 2000, 8700],
      ['Vin', 2000, 6720],
      ['Vin', 550, 1390],
      ['Frais de livraison', 2000, 1183],
      ['Frais de livraison', 550, 107],
      ['Remise', 2000, -936],
      ['Remise', 550, -84],
    ]);
    expect(amounts.rates).toEqual([
      { rateBp: 2000, grossCents: 15_667, vatCents: 2611, netCents: 13_056 },
      { rateBp: 550, grossCents: 1413, vatCents: 74, netCents: 1339 },
    ]);
    expect(amounts).toMatchObject({ grossCents: 17_080, vatCents: 2685, netCents: 14_395 });
  });

  it('apportions to the cent, largest remainders first', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1290, [15_420, 1390])).toEqual([1183, 107]);
    expect(apportion(500, [0, 0])).toEqual([500, 0]);
  });

  it('adds up every printed column of any mixed-rate invoice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 60 }),
            unit: fc.integer({ min: 0, max: 50_000 }),
            rateBp: fc.constantFrom(2000, 1000, 550, 210),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 5_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, shippingCents, discountShare) => {
          const lines = raw.map((entry) => line(entry.quantity, entry.unit, entry.rateBp));
          const goods = lines.reduce((sum, entry) => sum + entry.quantity * entry.unitGrossCents, 0);
          const discountCents = Math.floor((goods + shippingCents) * discountShare);
          const amounts = invoiceAmounts(lines, shippingCents, discountCents);
          // Each row: quantity × unit price TTC = total TTC.
          for (const row of amounts.rows) expect(row.quantity * row.unitGrossCents).toBe(row.grossCents);
          // The rows make the invoice's total, what the buyer paid.
          expect(amounts.rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(
            goods + shippingCents - discountCents,
          );
          for (const rate of amounts.rates) {
            const rows = amounts.rows.filter((row) => row.rateBp === rate.rateBp);
            expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(rate.grossCents);
            expect(rate.vatCents).toBe(vatOfGross(rate.grossCents, rate.rateBp));
            expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
            // Quantity × unit price HT as printed gives the base HT, give or take the cent the
            // VAT's rounding moves it.
            const printedNet = rows.reduce((sum, row) => sum + row.quantity * row.unitNetCentiCents, 0) / 100;
            expect(Math.abs(Math.round(printedNet) - rate.netCents)).toBeLessThanOrEqual(1);
          }
          for (const key of ['grossCents', 'vatCents', 'netCents'] as const) {
            expect(amounts.rates.reduce((sum, rate) => sum + rate[key], 0)).toBe(amounts[key]);
          }
        },
      ),
    );
  });
});
