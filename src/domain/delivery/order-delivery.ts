import type { Translator } from '../../i18n/translator';
import type { OrderAddressSnapshot, OrderDeliveryType } from '../../schema/orders/order';
import { collectLabel } from './collect-label';

// How an order reaches its buyer, in the reader's words (catalogues/shop.ts 'order.delivery.*'):
// the same sentences in the order e-mails, the invoice and the packing slip (worker/mail,
// worker/provider/orders, worker/pdf), each in the order's language.

/** A Paris calendar day as digits in the translator's language (12/12/2026 in fr-FR and en-GB). */
export const numericDay = (isoDay: string, t: Translator): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDay)
    ? t.date(`${isoDay}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : isoDay;

/** How the order reaches the buyer, in one sentence. */
export function deliveryText(
  order: {
    deliveryType: OrderDeliveryType;
    carrier: { name: string } | null;
    accessPoint: { name: string; addLine1: string; zipCode: string; city: string } | null;
    /** With the place and slot kept by newer orders; an older order has the date only. */
    collect: {
      date: string;
      placeName?: string | null;
      opens?: string | null;
      closes?: string | null;
    } | null;
  },
  t: Translator,
): string {
  // A carrier named like the way itself (the demo's « Point relais ») is not said twice:
  // « Livraison en point relais (Point relais) » read as a stutter.
  const named = (sentence: string, name: string | undefined) =>
    name && !sentence.toLocaleLowerCase().includes(name.trim().toLocaleLowerCase()) ? name : undefined;
  const carrier = named(
    order.deliveryType === 'PICKUP' ? t.t('order.delivery.relay') : t.t('order.delivery.home'),
    order.carrier?.name,
  );
  switch (order.deliveryType) {
    case 'DELIVERY':
      return carrier ? t.t('order.delivery.homeBy', { carrier }) : t.t('order.delivery.home');
    case 'PICKUP': {
      const point = order.accessPoint;
      const how = carrier ? t.t('order.delivery.relayBy', { carrier }) : t.t('order.delivery.relay');
      return point
        ? t.t('order.delivery.relayAt', {
            how,
            point: `${point.name}, ${point.addLine1}, ${point.zipCode} ${point.city}`,
          })
        : `${how}.`;
    }
    case 'CLICK_AND_COLLECT': {
      const collect = order.collect;
      if (collect?.placeName) {
        const { placeName, date } = collect;
        const label = collectLabel(
          { placeName, date, opens: collect.opens ?? null, closes: collect.closes ?? null },
          t.tag,
        );
        return t.t('order.delivery.collectAt', { label });
      }
      return collect
        ? t.t('order.delivery.collectFrom', { day: numericDay(collect.date, t) })
        : t.t('order.delivery.collect');
    }
    case 'NO_DELIVERY':
      return t.t('order.delivery.none');
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
