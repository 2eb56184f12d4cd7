import type { CartLine } from '../../schema/catalogue/cart.ts';

// Free-shipping bottle count: a wine declination under 0.75 l counts as
// half a bottle; a box counts its quantity times the bottles it holds, rounded down.

const HALF_BOTTLE_THRESHOLD_LITRES = 0.75;

const LITRES_PER_UNIT: Record<string, number> = { l: 1, cl: 0.01, ml: 0.001 };

/** Capacity in litres, or null when the unit is unknown (then the bottle counts whole). */
export function capacityInLitres(
  capacity: number | null | undefined,
  unit: string | null | undefined,
): number | null {
  if (capacity === null || capacity === undefined || !unit) return null;
  const factor = LITRES_PER_UNIT[unit.trim().toLowerCase()];
  return factor === undefined ? null : capacity * factor;
}

export function lineBottleCount(line: Pick<CartLine, 'product' | 'declinationId' | 'quantity'>): number {
  const { product, quantity } = line;
  if (product.type.type === 'BOX') {
    return Math.floor(quantity * (product.box?.sellByMultipleOf ?? 1));
  }
  const declination = product.declination.find((candidate) => candidate.id === line.declinationId);
  const litres = capacityInLitres(declination?.capacity, declination?.capacityUnit);
  return litres !== null && litres < HALF_BOTTLE_THRESHOLD_LITRES ? quantity / 2 : quantity;
}

export function freeShippingBottleCount(
  lines: readonly Pick<CartLine, 'product' | 'declinationId' | 'quantity'>[],
): number {
  return lines.reduce((total, line) => total + lineBottleCount(line), 0);
}
