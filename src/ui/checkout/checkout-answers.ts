import type { DeclinationStock } from '../../domain/orders/checkout.ts';
import type { AccessPoint, Carrier, CartCity } from '../../schema/catalogue/cart.ts';
import { asArray, asRecord, listOf, num, str } from './checkout-api.ts';

// Readers of the provider's answers for the checkout island: they keep what the page shows
// and drop what does not fit (the browser bundle has no zod; the provider's zod schemas are
// the reference). Amounts are euros, as the API speaks them.

const euros = (record: Record<string, unknown>, key: string): number | null => {
  const value = num(record[key]);
  if (value !== null) return value;
  const cents = num(record[`${key}Cents`]);
  return cents === null ? null : cents / 100;
};

/** POST /calculate/shipping-fees: the carriers with their price for this cart and address. */
export function readCarriers(data: unknown): Carrier[] {
  const carriers: Carrier[] = [];
  for (const item of listOf(data, 'carriers', 'options')) {
    const record = asRecord(item);
    const id = num(record.idCarrier) ?? num(record.id);
    const price = euros(record, 'price');
    const deliveryType = record.deliveryType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
    if (id === null || price === null || str(record.name) === '') continue;
    carriers.push({
      id,
      name: str(record.name),
      serviceCode: str(record.serviceCode) || null,
      price,
      fdp: price,
      deliveryType,
      free: record.free === true,
    });
  }
  return carriers;
}

/** POST /relay/access-points: nearest first, as the provider orders them. */
export function readAccessPoints(data: unknown): AccessPoint[] {
  const points: AccessPoint[] = [];
  for (const item of listOf(data, 'accessPoints', 'points')) {
    const record = asRecord(item);
    const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : null;
    if (id === null || str(record.name) === '') continue;
    points.push({
      id,
      name: str(record.name),
      addLine1: str(record.addLine1),
      zipCode: str(record.zipCode),
      city: str(record.city),
      country: str(record.country),
      position: record.position,
      icon: str(record.icon) || null,
      distanceKm: num(record.distanceKm),
      // The server's own slots ({weekday, opens, closes}); only their text is shown.
      openingHours: asArray(record.openingHours) as AccessPoint['openingHours'],
    });
  }
  return points;
}

/** GET /cities/{search}/{idCountry} */
export function readCities(data: unknown): CartCity[] {
  return asArray(data)
    .map((item) => asRecord(item))
    .filter((record) => str(record.postalCode) !== '' && str(record.name) !== '')
    .map((record) => ({ postalCode: str(record.postalCode), name: str(record.name) }));
}

export interface CollectSlot {
  date: string; // YYYY-MM-DD
  idSchedule: number;
  opens: string; // the earliest pick-up time offered that day (the slot's opening, or later)
  closes: string;
  /** The weekly slot's own opening, as the order keeps it (« 10:00–12:30 »). */
  slotOpens: string;
  /** The slot took all the orders it takes that day: shown, not chosen. */
  full: boolean;
}

/**
 * GET /click-and-collect/slots?idAddress=: the days offered, each with its opening slots
 * ({date, slots:[{idSchedule, opens, closes, from, full}]}), flattened to one choice per slot.
 */
export function readSlots(data: unknown): CollectSlot[] {
  const slots: CollectSlot[] = [];
  const add = (date: string, item: unknown) => {
    const record = asRecord(item);
    const idSchedule = num(record.idSchedule) ?? num(record.id);
    if (idSchedule === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    slots.push({
      date,
      idSchedule,
      opens: str(record.from) || str(record.opens),
      closes: str(record.closes),
      slotOpens: str(record.opens) || str(record.from),
      full: record.full === true,
    });
  };
  for (const item of listOf(data, 'days', 'slots', 'dates')) {
    const day = asRecord(item);
    const date = str(day.date) || str(day.dateSchedule);
    if (Array.isArray(day.slots)) for (const slot of day.slots) add(date, slot);
    else add(date, day);
  }
  return slots;
}

interface ValidatedLine {
  id: number;
  label: string;
  quantity: number;
  unitPrice: number | null;
  lineTotal: number | null;
}

export interface ValidatedCart {
  lines: ValidatedLine[];
  subtotal: number | null;
}

/** POST /order/validate (src/schema/catalogue/cart-api.ts): the provider's prices for the cart's lines. */
export function readValidatedCart(data: unknown): ValidatedCart {
  const record = asRecord(data);
  const lines = listOf(record, 'products', 'lines').map((item): ValidatedLine => {
    const line = asRecord(item);
    const sellable = asRecord(line.sellable);
    return {
      id: num(line.id) ?? num(line.declinationId) ?? num(sellable.declinationId) ?? 0,
      label: str(line.label) || str(sellable.label) || str(line.name),
      quantity: num(line.quantity) ?? 0,
      unitPrice: euros(line, 'unitPrice'),
      lineTotal: euros(line, 'lineTotal') ?? euros(line, 'total'),
    };
  });
  return { lines, subtotal: euros(record, 'subtotal') };
}

/** POST /order/discount: the figures the cart state keeps (spec: discount{total, subtotal, shippingFees}). */
export function readDiscount(
  data: unknown,
  subtotal: number,
  shipping: number,
): { total: number; subtotal: number; shippingFees: number } {
  const record = asRecord(data);
  const reduction = euros(record, 'reduction') ?? 0;
  const shippingReduction = euros(record, 'shippingReduction') ?? 0;
  const discountedSubtotal = euros(record, 'subtotal') ?? Math.max(0, subtotal - reduction);
  const discountedShipping = euros(record, 'shippingFees') ?? Math.max(0, shipping - shippingReduction);
  const total = euros(record, 'total') ?? discountedSubtotal + discountedShipping;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    total: round(total),
    subtotal: round(discountedSubtotal),
    shippingFees: round(discountedShipping),
  };
}

/** PUT /product/quantities: each declination's stock as the server has it now. */
export function readQuantities(data: unknown): DeclinationStock[] {
  return listOf(data, 'products')
    .map((item) => asRecord(item))
    .filter((record) => num(record.id) !== null)
    .map((record) => ({
      id: num(record.id) ?? 0,
      quantity: num(record.quantity),
      setQuantity: num(record.setQuantity),
    }));
}
