import { invoiceAmounts } from './invoice-amounts';
import { STANDARD_VAT_RATE_BP } from '../catalogue/vat';

export { vatOfGross } from '../catalogue/vat';

// Order amounts in integer cents (pure; the server computes them from D1). Prices are VAT
// included (French retail); the order's VAT is the invoice's (src/domain/orders/invoice-amounts.ts):
// taken once per rate out of the rate's total, so the stored figure and the invoice agree.

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

/** A discount never takes an amount below 0. */
export function orderAmounts(input: AmountInput): OrderAmounts {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents =
    Math.min(Math.max(0, input.reductionCents), subtotalCents) +
    Math.min(Math.max(0, input.shippingReductionCents), input.shippingCents);
  const totalCents = subtotalCents + input.shippingCents - discountCents;
  // The cart's lines are all at the standard rate today (order_lines.vat_rate_bp defaults to it).
  const { vatCents } = invoiceAmounts(
    input.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unitGrossCents: line.unitPriceCents,
      rateBp: STANDARD_VAT_RATE_BP,
    })),
    input.shippingCents,
    discountCents,
  );
  return { subtotalCents, shippingCents: input.shippingCents, discountCents, totalCents, vatCents };
}

/** Cents → euros with 2 decimals, for the API. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** 1234 → « 12,34 € » (French format, narrow no-break spaces as Intl gives them). */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
