import { collectLabel } from '../../src/domain/delivery/collect-label';
import { addressText, deliveryText, parseAddress } from '../../src/domain/delivery/order-delivery';
import type { Translator } from '../../src/i18n/translator';
import type { OrderAccessPoint, OrderDeliveryType } from '../../src/schema/orders/order';

// Where an order goes, as the invoice and the packing slip print it, from the order's stored
// snapshot: a relay delivery goes to the relay point (its name and address as stored on the
// order), never to the billing address; a home delivery to the delivery address; a pick-up
// names the place, the day and the slot as the buyer chose them (« Domaine et caveau, lundi 30
// novembre, 10:00–12:30 », the one formatter of src/domain/delivery/collect-label.ts). In the language
// of the translator given (the order's).

/** The delivery fields of an order row (worker/provider/orders/order.repository.ts). */
export interface OrderDeliverySnapshot {
  delivery_type: OrderDeliveryType;
  carrier_name: string | null;
  access_point: string | null; // JSON of OrderAccessPoint
  collect_date: string | null; // YYYY-MM-DD
  // The place and slot as chosen (migration 0024); null on orders placed before they were kept.
  collect_place_name: string | null;
  collect_opens: string | null; // HH:MM
  collect_closes: string | null; // HH:MM
  /** The language it was placed in (migration 0029); null: the site's default, French. */
  locale: string | null;
  delivery_address: string | null; // JSON of OrderAddressSnapshot
  billing_address: string; // JSON of OrderAddressSnapshot
}

function parseAccessPoint(json: string | null): OrderAccessPoint | null {
  if (json === null) return null;
  try {
    const point = JSON.parse(json) as Partial<OrderAccessPoint> | null;
    return point && typeof point.name === 'string' ? (point as OrderAccessPoint) : null;
  } catch {
    return null;
  }
}

/** « Tabac de la Gare, 1 place de la Gare, 49400 Saumur » (and the country when not France). */
function relayPointText(point: OrderAccessPoint): string {
  return [
    point.name,
    point.addLine1,
    `${point.zipCode} ${point.city}`,
    point.country && point.country !== 'FR' ? point.country : '',
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** How the order reaches the buyer, in the sentence the e-mails use, relay point included. */
export function deliveryLine(order: OrderDeliverySnapshot, t: Translator): string {
  return deliveryText(
    {
      deliveryType: order.delivery_type,
      carrier: order.carrier_name ? { name: order.carrier_name } : null,
      accessPoint: parseAccessPoint(order.access_point),
      collect: order.collect_date
        ? {
            date: order.collect_date,
            placeName: order.collect_place_name,
            opens: order.collect_opens,
            closes: order.collect_closes,
          }
        : null,
    },
    t,
  );
}

/** The « Retrait » line of a pick-up order: its place, day and slot as the order keeps them. */
export function collectText(order: OrderDeliverySnapshot, t: Translator): string {
  if (order.delivery_type !== 'CLICK_AND_COLLECT' || !order.collect_date) return '';
  return collectLabel(
    {
      placeName: order.collect_place_name ?? '',
      date: order.collect_date,
      opens: order.collect_opens,
      closes: order.collect_closes,
    },
    t.tag,
  );
}

/**
 * Who and where the parcel goes to: the relay point for a relay delivery (with the buyer's name,
 * who collects it there), the delivery address for a home delivery (the billing one when the
 * order has none), nothing for a pick-up or an order without delivery.
 */
export function shipToText(order: OrderDeliverySnapshot, t: Translator): string {
  const delivery = parseAddress(order.delivery_address);
  const billing = parseAddress(order.billing_address);
  switch (order.delivery_type) {
    case 'PICKUP': {
      const point = parseAccessPoint(order.access_point);
      if (!point) return addressText(delivery);
      const recipient = delivery ?? billing;
      const name = recipient ? `${recipient.firstname} ${recipient.lastname}`.trim() : '';
      return [name, t.t('pdf.relayPoint', { point: relayPointText(point) })]
        .filter((part) => part !== '')
        .join(', ');
    }
    case 'DELIVERY':
      return addressText(delivery ?? billing);
    case 'CLICK_AND_COLLECT':
    case 'NO_DELIVERY':
      return '';
  }
}
