import { STANDARD_VAT_RATE_BP, vatOfGross } from '../catalogue/vat';

// The invoice's figures (pure, integer cents), by the rule for prices that include VAT, which
// is how the shop's prices are set and what the customer paid:
// - a row's total TTC is its unit price TTC × its quantity, exactly as printed;
// - per VAT rate, the VAT is taken once out of the rate's total TTC, gross × rate / (1 + rate)
//   rounded to the cent, and the base HT is that total TTC less its VAT (CGI art. 242 nonies A:
//   « par taux d'imposition, le total hors taxe et la taxe correspondante »);
// - the unit price HT each row must show is its unit price TTC / (1 + rate), given to the
//   hundredth of a cent, so that quantity × unit price HT gives the base HT to the cent (a unit
//   price rounded to the cent would not: 9,33 € HT × 6 is 55,98 €, not the 56,00 € HT inside
//   6 × 11,20 € TTC);
// - shipping fees and the discount follow the goods' rates (BOFiP: an accessory follows the
//   principal), shared in proportion to the goods' totals TTC per rate when there are several.
// So every printed column adds up: the rows' totals TTC make each rate's total, each rate's
// base HT + VAT makes its total TTC, and the rates make the invoice's totals.

export interface InvoiceLineInput {
  label: string;
  quantity: number;
  unitGrossCents: number; // VAT included
  rateBp: number; // basis points, 2000 = 20 %
}

interface InvoiceRow {
  label: string;
  quantity: number;
  unitGrossCents: number;
  /** Unit price HT in hundredths of a cent (ten-thousandths of a euro). */
  unitNetCentiCents: number;
  rateBp: number;
  grossCents: number; // negative for the discount
}

interface InvoiceRate {
  rateBp: number;
  grossCents: number;
  vatCents: number;
  netCents: number;
}

export interface InvoiceAmounts {
  rows: InvoiceRow[];
  /** One entry per rate, highest rate first. */
  rates: InvoiceRate[];
  grossCents: number;
  vatCents: number;
  netCents: number;
}

/** `total` cut into integer parts proportional to `weights` (largest remainders), summing to it. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((accumulator, part) => accumulator + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const unitNetCentiCents = (unitGrossCents: number, rateBp: number): number =>
  Math.round((unitGrossCents * 100 * 10_000) / (10_000 + rateBp));

function row(label: string, quantity: number, unitGrossCents: number, rateBp: number): InvoiceRow {
  return {
    label,
    quantity,
    unitGrossCents,
    unitNetCentiCents: unitNetCentiCents(unitGrossCents, rateBp),
    rateBp,
    grossCents: unitGrossCents * quantity,
  };
}

/** Rows of shipping or discount: one per goods rate, shared by the goods' totals. */
function sharedRows(
  label: string,
  amountCents: number,
  goodsByRate: readonly { rateBp: number; grossCents: number }[],
): InvoiceRow[] {
  if (amountCents === 0) return [];
  const rates = goodsByRate.length > 0 ? goodsByRate : [{ rateBp: STANDARD_VAT_RATE_BP, grossCents: 0 }];
  const parts = apportion(
    Math.abs(amountCents),
    rates.map((rate) => rate.grossCents),
  );
  const sign = Math.sign(amountCents);
  return rates
    .map((rate, index) => row(label, 1, sign * (parts[index] ?? 0), rate.rateBp))
    .filter((shared) => shared.grossCents !== 0);
}

export function invoiceAmounts(
  lines: readonly InvoiceLineInput[],
  shippingCents: number,
  discountCents: number,
  // The shipping and discount rows' labels, in the invoice's language.
  labels: { shipping: string; discount: string } = { shipping: 'Frais de livraison', discount: 'Remise' },
): InvoiceAmounts {
  const goods = lines.map((line) => row(line.label, line.quantity, line.unitGrossCents, line.rateBp));
  const goodsByRate = [...new Set(goods.map((line) => line.rateBp))]
    .sort((a, b) => b - a)
    .map((rateBp) => ({
      rateBp,
      grossCents: goods
        .filter((line) => line.rateBp === rateBp)
        .reduce((sum, line) => sum + line.grossCents, 0),
    }));
  const rows = [
    ...goods,
    ...sharedRows(labels.shipping, shippingCents, goodsByRate),
    ...sharedRows(labels.discount, -discountCents, goodsByRate),
  ];
  const rates = [...new Set(rows.map((candidate) => candidate.rateBp))]
    .sort((a, b) => b - a)
    .map((rateBp) => {
      const grossCents = rows
        .filter((candidate) => candidate.rateBp === rateBp)
        .reduce((sum, candidate) => sum + candidate.grossCents, 0);
      const vatCents = vatOfGross(grossCents, rateBp);
      return { rateBp, grossCents, vatCents, netCents: grossCents - vatCents };
    });
  const total = (key: 'grossCents' | 'vatCents' | 'netCents') =>
    rates.reduce((sum, rate) => sum + rate[key], 0);
  return {
    rows,
    rates,
    grossCents: total('grossCents'),
    vatCents: total('vatCents'),
    netCents: total('netCents'),
  };
}
