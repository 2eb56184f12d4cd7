// VAT inside prices that include it (French retail), in integer cents.

/** The French standard rate on wine, in basis points (20 %). */
export const STANDARD_VAT_RATE_BP = 2000;

/** The VAT inside a gross amount: gross × rate / (1 + rate), rounded to the cent. */
export function vatOfGross(grossCents: number, rateBp: number = STANDARD_VAT_RATE_BP): number {
  const vat = Math.round((grossCents * rateBp) / (10_000 + rateBp));
  return grossCents < 0 ? -Math.abs(vat) : vat;
}
