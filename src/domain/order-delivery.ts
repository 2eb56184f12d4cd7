import type { OrderAddressSnapshot, OrderDeliveryType } from '../schema/order';
import { collectLabel } from './collect-label';

// How an order reaches its buyer, in French words: the same sentences in the order e-mails, the
// invoice and the packing slip (worker/mail, worker/provider/orders, worker/pdf).

/** 2026-12-12 → 12/12/2026 */
export const frenchNumericDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** How the order reaches the buyer, in one French sentence. */
export function deliveryText(order: {
  deliveryType: OrderDeliveryType;
  carrier: { name: string } | null;
  accessPoint: { name: string; addLine1: string; zipCode: string; city: string } | null;
  /** With the place and slot kept since issue 20; an older order has the date only. */
  collect: { date: string; placeName?: string | null; opens?: string | null; closes?: string | null } | null;
}): string {
  switch (order.deliveryType) {
    case 'DELIVERY':
      return `Livraison à domicile${order.carrier ? ` (${order.carrier.name})` : ''}.`;
    case 'PICKUP': {
      const point = order.accessPoint;
      const where = point ? ` : ${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}` : '';
      return `Livraison en point relais${order.carrier ? ` (${order.carrier.name})` : ''}${where}.`;
    }
    case 'CLICK_AND_COLLECT': {
      const collect = order.collect;
      if (collect?.placeName) {
        const { placeName, date } = collect;
        return `Retrait : ${collectLabel({ placeName, date, opens: collect.opens ?? null, closes: collect.closes ?? null })}.`;
      }
      return `Retrait sur place${collect ? ` à partir du ${frenchNumericDay(collect.date)}` : ''}.`;
    }
    case 'NO_DELIVERY':
      return 'Sans livraison.';
  }
}

/** One line of a snapshot address (the invoice, the packing slip). */
export function addressText(address: OrderAddressSnapshot | null): string {
  if (!address) return '';
  return [
    `${address.firstname} ${address.lastname}`,
    address.address,
    address.addressPart2,
    `${address.postalCode} ${address.city}`,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** An order's stored address snapshot (JSON), or null when absent or unreadable. */
export function parseAddress(json: string | null): OrderAddressSnapshot | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as OrderAddressSnapshot;
  } catch {
    return null;
  }
}
