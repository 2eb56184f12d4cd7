import type { CartLine, CartState, DeliveryType, PostalAddress } from '../../schema/catalogue/cart.ts';
import type { Product } from '../../schema/catalogue/product.ts';

// Pure cart rules. The Valtio store in client/cart-store.ts applies them;
// keeping them here lets them be tested without a browser and reused by the shop pages.
// Only type imports from src/schema: a value import would pull zod into the browser bundle.

import { CART_COUNTER_WRAP } from './cart-counter.ts';

export { CART_COUNTER_WRAP };

export interface CartLines {
  lines: CartLine[];
  counter: number; // the id the next new line gets
}

export function wrapCounter(value: number): number {
  return value >= CART_COUNTER_WRAP ? 0 : value;
}

/** After a restore the counter starts above the highest stored id. */
export function counterAfter(lines: readonly CartLine[]): number {
  if (lines.length === 0) return 0;
  return wrapCounter(Math.max(...lines.map((line) => line.id)) + 1);
}

/** The counter's id, skipping ids still in use once the counter has wrapped. */
function freeId(counter: number, lines: readonly CartLine[]): number {
  const used = new Set(lines.map((line) => line.id));
  let id = wrapCounter(counter);
  for (let tries = 0; used.has(id) && tries < CART_COUNTER_WRAP; tries += 1) id = wrapCounter(id + 1);
  return id;
}

/** Vintage products sell by the declination's multiple (a case of 6); others one by one. */
export function quantityStep(product: Product, declinationId: number | null): number {
  if (!product.isVintage) return 1;
  const declination = product.declination.find((candidate) => candidate.id === declinationId);
  return Math.max(1, Math.floor(declination?.sellByMultipleOf ?? 1));
}

/** A negative quantity becomes 1 (spec); fractions are dropped; 0 stays 0 (remove the line). */
export function normaliseQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 0) return 1;
  return Math.floor(quantity);
}

/** Adding the same product and declination again adds to that line. */
export function addLine(
  cart: CartLines,
  product: Product,
  declinationId: number | null,
  quantity: number = quantityStep(product, declinationId),
): CartLines {
  const added = normaliseQuantity(quantity);
  if (added === 0) return cart;
  const existing = cart.lines.find(
    (line) => line.product.id === product.id && line.declinationId === declinationId,
  );
  if (existing) {
    return {
      ...cart,
      lines: cart.lines.map((line) =>
        line === existing ? { ...line, quantity: line.quantity + added } : line,
      ),
    };
  }
  const id = freeId(cart.counter, cart.lines);
  return {
    lines: [...cart.lines, { id, product, declinationId, quantity: added }],
    counter: wrapCounter(id + 1),
  };
}

/** Set a line's quantity; 0 removes the line. */
export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  const next = normaliseQuantity(quantity);
  if (next === 0) return removeLine(lines, id);
  return lines.map((line) => (line.id === id ? { ...line, quantity: next } : line));
}

/** One step up (+1) or down (-1); going down stops at one step (removing is explicit). */
export function stepLineQuantity(lines: readonly CartLine[], id: number, direction: 1 | -1): CartLine[] {
  const line = lines.find((candidate) => candidate.id === id);
  if (!line) return [...lines];
  const step = quantityStep(line.product, line.declinationId);
  const floor = Math.min(step, line.quantity);
  return setLineQuantity(lines, id, Math.max(floor, line.quantity + direction * step));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** The number shown on the cart badge: every unit of every line. */
export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

const emptyAddress = (): PostalAddress => ({
  firstname: '',
  lastname: '',
  address: '',
  addressPart2: '',
  postalCode: '',
  city: '',
  country: null,
});

export function emptyCartState(): CartState {
  return {
    deliveryType: 'delivery',
    clickAndCollect: { date: null, idAddress: null, idSchedule: null },
    accessPointAddress: null,
    city: null,
    country: null,
    carrier: null,
    shippingPrices: [],
    address: { shipping: emptyAddress(), billing: emptyAddress() },
    phone: '',
    message: '',
    discount: { value: '', total: null, subtotal: null, shippingFees: null },
    errorCartMessage: '',
  };
}

/** The fields a delivery type change sets: click and collect needs no carrier, city or relay. */
export function deliveryTypeChange(deliveryType: DeliveryType): Partial<CartState> {
  if (deliveryType !== 'clickAndCollect') return { deliveryType };
  return { deliveryType, carrier: null, city: null, shippingPrices: [], accessPointAddress: null };
}
