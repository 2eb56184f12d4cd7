import type { CartLine, CartState, DeliveryType } from '../../schema/catalogue/cart.ts';

// What the checkout island receives: JSON props from the worker (the site's data) and, once
// hydrated, the cart from the browser's Valtio store (client/checkout-island.ts binds it:
// src/ may not import client/).

export type CheckoutCountry = {
  id: number;
  alphaTwo: string;
  alphaThree: string;
  name: string;
};

type PickupSlot = {
  weekday: number; // 1 Monday … 7 Sunday
  opens: string; // HH:MM
  closes: string;
};

export type PickupAddress = {
  id: number;
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  openingHours: PickupSlot[];
};

// Types, not interfaces: island props must fit Record<string, JsonValue>.
export type CheckoutProps = {
  countries: CheckoutCountry[]; // the countries this site delivers to
  pickupAddresses: PickupAddress[]; // click-and-collect addresses; none: the option is hidden
  saleTermsHref: string;
  /**
   * The summary's Loi Evin line; false when the layout's health banner (ALCOHOL_WARNING_BANNER)
   * already carries it on the page, so it is read once.
   */
  healthMention: boolean;
  /** The « Carte cadeau » field: the site sells gift cards (GIFT_CARDS_ENABLED). */
  giftCards?: boolean;
  cartHref: string;
  /** The payment page of an order: `${paymentHref}${id}`. */
  paymentHref: string;
};

export type CheckoutCartState = CartState & { lines: CartLine[] };

/**
 * The store's actions, one stable object for the page's life (effects depend on it); the
 * island gets the current snapshot separately as `state`.
 */
export interface CheckoutCart {
  /** The store's current value (inside callbacks, where a render's snapshot may be old). */
  read(): CheckoutCartState;
  /** Sets plain fields (phone, address, carrier, discount…). */
  update(patch: Partial<CartState>): void;
  /** The delivery-type rule: click and collect clears carrier, city, prices and relay point. */
  setDeliveryType(deliveryType: DeliveryType): void;
  /** After a failed shipping-fee calculation: no carrier, no prices. */
  clearShipping(): void;
  /** Replaces the lines (quantities refreshed from the server). */
  setLines(lines: CartLine[]): void;
  /** After the order is created. */
  clear(): void;
}
