// Order amounts in integer cents (pure; the server computes them from D1). Prices are VAT
// included (French retail); the VAT inside a gross amount is gross × rate / (1 + rate), rounded
// to the cent per row, and the order's VAT is the sum of its rows' VAT, so the invoice adds up.

/** The French standard rate on wine, in basis points (20 %). */
export const STANDARD_VAT_RATE_BP = 2000;

export function vatOfGross(grossCents: number, rateBp: number = STANDARD_VAT_RATE_BP): number {
  const vat = Math.round((grossCents * rateBp) / (10_000 + rateBp));
  return grossCents < 0 ? -Math.abs(vat) : vat;
}

export interface AmountRow {
  label: string;
  quantity: number;
  unitGrossCents: number;
  grossCents: number; // negative for the discount row
  rateBp: number;
}

export interface OrderAmounts {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number; // price reduction + shipping reduction, never more than what it reduces
  totalCents: number;
  vatCents: number;
}

export interface AmountInput {
  lines: readonly { label: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  shippingCents: number;
  reductionCents: number; // on the goods
  shippingReductionCents: number; // on the shipping fees (SHIPPING_FEES discounts)
}

/** A discount never takes an amount below 0 (spec section 5). */
export function orderAmounts(input: AmountInput): OrderAmounts {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents =
    Math.min(Math.max(0, input.reductionCents), subtotalCents) +
    Math.min(Math.max(0, input.shippingReductionCents), input.shippingCents);
  const totalCents = subtotalCents + input.shippingCents - discountCents;
  const vatCents = amountRows(input.lines, input.shippingCents, discountCents).reduce(
    (sum, row) => sum + vatOfGross(row.grossCents, row.rateBp),
    0,
  );
  return { subtotalCents, shippingCents: input.shippingCents, discountCents, totalCents, vatCents };
}

/** The invoice's rows: the lines, the shipping fees and the discount, each at 20 %. */
export function amountRows(
  lines: AmountInput['lines'],
  shippingCents: number,
  discountCents: number,
  rateBp: number = STANDARD_VAT_RATE_BP,
): AmountRow[] {
  const rows: AmountRow[] = lines.map((line) => ({
    label: line.label,
    quantity: line.quantity,
    unitGrossCents: line.unitPriceCents,
    grossCents: line.lineTotalCents,
    rateBp,
  }));
  if (shippingCents > 0) {
    rows.push({
      label: 'Frais de livraison',
      quantity: 1,
      unitGrossCents: shippingCents,
      grossCents: shippingCents,
      rateBp,
    });
  }
  if (discountCents > 0) {
    rows.push({
      label: 'Remise',
      quantity: 1,
      unitGrossCents: -discountCents,
      grossCents: -discountCents,
      rateBp,
    });
  }
  return rows;
}

/** Cents → euros with 2 decimals, for the API. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** 1234 → « 12,34 € » (French format, narrow no-break spaces as Intl gives them). */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
