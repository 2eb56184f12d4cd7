import type { OrderDeliveryType, OrderStatus } from '../../schema/orders/order';

// The order lifecycle (docs/shop.md, « Orders and payment »). Pure, so the admin screen and the server agree:
//   AWAITING_PAYMENT → PAID → PREPARING → SHIPPED → DELIVERED        (home delivery, relay point)
//                                       → READY_FOR_PICKUP → COLLECTED (click and collect)
//   CANCELLED from AWAITING_PAYMENT, PAID or PREPARING (stock restored); nothing leaves
//   DELIVERED, COLLECTED or CANCELLED. NO_DELIVERY orders are handed over like a pick-up.

const SHIPPED_TYPES: readonly OrderDeliveryType[] = ['DELIVERY', 'PICKUP'];

/** The statuses an order of this delivery type may move to from `from`. */
export function nextOrderStatuses(from: OrderStatus, deliveryType: OrderDeliveryType): OrderStatus[] {
  const shipped = SHIPPED_TYPES.includes(deliveryType);
  switch (from) {
    case 'AWAITING_PAYMENT':
      return ['PAID', 'CANCELLED'];
    case 'PAID':
      return ['PREPARING', 'CANCELLED'];
    case 'PREPARING':
      return [shipped ? 'SHIPPED' : 'READY_FOR_PICKUP', 'CANCELLED'];
    case 'SHIPPED':
      return ['DELIVERED'];
    case 'READY_FOR_PICKUP':
      return ['COLLECTED'];
    case 'DELIVERED':
    case 'COLLECTED':
    case 'CANCELLED':
      return [];
  }
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, deliveryType: OrderDeliveryType): boolean {
  return nextOrderStatuses(from, deliveryType).includes(to);
}
