import type { StoredCart } from '../../schema/catalogue/cart.ts';
import { CART_COUNTER_WRAP } from './cart-counter.ts';
import {
  isArray,
  isBoolean,
  isEither,
  isInt,
  isNullable,
  isNullish,
  isNumber,
  isNumberAtLeast,
  isObject,
  isOneOf,
  isOptional,
  isString,
  isUnknown,
} from '../shared/guards.ts';
import type { Guard } from '../shared/guards.ts';

// The cart as the browser stored it, checked field by field like storedCartSchema in
// src/schema/catalogue/cart.ts (test/unit/catalogue/stored-cart.test.ts keeps the two in agreement), so that
// corrupt or foreign localStorage data is discarded instead of crashing the shop.

const isDiscount = isObject({
  id: isOptional(isInt()),
  type: isString,
  amount: isNumberAtLeast(0),
  detailType: isNullish(isString),
  code: isNullish(isString),
});

const isDeclination = isObject({
  id: isInt(),
  year: isNullish(isInt()),
  price: isNumberAtLeast(0),
  discount: isNullish(isDiscount),
  quantity: isNullish(isNumber),
  setQuantity: isNullish(isNumber),
  sellByMultipleOf: isNullish(isNumberAtLeast(0, true)),
  capacity: isNullish(isNumberAtLeast(0)),
  capacityUnit: isNullish(isString),
  variations: isOptional(isArray(isString, 3)),
});

const isBox = isObject({
  idProduct: isInt(),
  price: isNumberAtLeast(0),
  discount: isNullish(isDiscount),
  quantity: isNullish(isNumber),
  products: isOptional(isArray(isUnknown)),
  reference: isNullish(isString),
  sellByMultipleOf: isNullish(isNumberAtLeast(0, true)),
});

const isProduct = isObject({
  id: isInt(),
  name: isString,
  type: isObject({ type: isOneOf('WINE', 'BOX') }),
  isVintage: isOptional(isBoolean),
  hasShippingFees: isOptional(isBoolean),
  declination: isArray(isDeclination),
  box: isNullish(isBox),
  variations: isOptional(isArray(isObject({ label: isString, displayLabel: isNullish(isString) }), 3)),
});

const isLine = isObject({
  id: isInt(0, CART_COUNTER_WRAP - 1),
  product: isProduct,
  declinationId: isNullable(isInt()),
  quantity: isInt(1),
});

const isCountry = isObject({ id: isInt(), alphaTwo: isString, alphaThree: isString });

const isCarrier = isObject({
  id: isInt(),
  name: isString,
  serviceCode: isNullish(isString),
  price: isNumber,
  fdp: isNullish(isNumber),
  deliveryType: isOneOf('DELIVERY', 'PICKUP'),
  siteType: isNullish(isString),
});

const isAccessPoint = isObject({
  id: isEither(isString, isNumber),
  name: isString,
  addLine1: isString,
  zipCode: isString,
  city: isString,
  country: isString,
  position: isUnknown,
  icon: isNullish(isString),
});

const isPostalAddress = isObject({
  firstname: isString,
  lastname: isString,
  address: isString,
  addressPart2: isString,
  postalCode: isString,
  city: isString,
  country: isNullable(isCountry),
});

export const isStoredCart: Guard<StoredCart> = isObject({
  lines: isArray(isLine),
  deliveryType: isOneOf('delivery', 'clickAndCollect', 'no_delivery'),
  clickAndCollect: isObject({
    date: isNullable(isString),
    idAddress: isNullable(isInt()),
    idSchedule: isNullable(isInt()),
  }),
  accessPointAddress: isNullable(isAccessPoint),
  city: isNullable(isObject({ postalCode: isString, name: isString })),
  country: isNullable(isCountry),
  carrier: isNullable(isCarrier),
  shippingPrices: isArray(isCarrier),
  address: isObject({ shipping: isPostalAddress, billing: isPostalAddress }),
  phone: isString,
  message: isString,
  discount: isObject({
    value: isString,
    total: isNullable(isNumber),
    subtotal: isNullable(isNumber),
    shippingFees: isNullable(isNumber),
  }),
  errorCartMessage: isString,
});

/** Stored cart data, or null when it is missing, corrupt or not ours. */
export function parseStoredCart(raw: string | null): StoredCart | null {
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    return isStoredCart(data) ? data : null;
  } catch {
    return null;
  }
}
