import { z } from 'zod';
import { CART_COUNTER_WRAP } from '../../domain/catalogue/cart-counter.ts';
import { productSchema } from './product.ts';

// The cart ("Cart line" and "Cart state"). These schemas are the reference;
// the browser checks its stored cart with src/domain/catalogue/stored-cart.ts, which a unit test keeps
// in agreement with them (zod's runtime would take a third of the islands bundle budget).

const cartLineSchema = z.object({
  id: z.number().int().min(0).lt(CART_COUNTER_WRAP), // local counter, wraps to 0 at 100000
  product: productSchema,
  declinationId: z.number().int().nullable(), // null for a box, which has no declination
  quantity: z.number().int().min(1),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const deliveryTypeSchema = z.enum(['delivery', 'clickAndCollect', 'no_delivery']);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

const cartCountrySchema = z.object({
  id: z.number().int(),
  alphaTwo: z.string(),
  alphaThree: z.string(),
});
export type CartCountry = z.infer<typeof cartCountrySchema>;

const cartCitySchema = z.object({ postalCode: z.string(), name: z.string() });
export type CartCity = z.infer<typeof cartCitySchema>;

const carrierSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string().nullish(),
  price: z.number(),
  fdp: z.number().nullish(), // shipping fees, as the provider names them
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  siteType: z.string().nullish(),
});
export type Carrier = z.infer<typeof carrierSchema>;

const accessPointSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.unknown().optional(),
  icon: z.string().nullish(),
  distanceKm: z.number().nullish(),
  openingHours: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() }))
    .optional(),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;

const postalAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  addressPart2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: cartCountrySchema.nullable(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const clickAndCollectSchema = z.object({
  date: z.string().nullable(),
  idAddress: z.number().int().nullable(),
  idSchedule: z.number().int().nullable(),
});
export type ClickAndCollect = z.infer<typeof clickAndCollectSchema>;

/** Figures computed by the provider; the client only displays them. */
const cartDiscountSchema = z.object({
  value: z.string(), // the code the visitor typed
  total: z.number().nullable(),
  subtotal: z.number().nullable(),
  shippingFees: z.number().nullable(),
});

const cartStateSchema = z.object({
  deliveryType: deliveryTypeSchema,
  clickAndCollect: clickAndCollectSchema,
  accessPointAddress: accessPointSchema.nullable(),
  city: cartCitySchema.nullable(),
  country: cartCountrySchema.nullable(),
  carrier: carrierSchema.nullable(),
  shippingPrices: z.array(carrierSchema),
  address: z.object({ shipping: postalAddressSchema, billing: postalAddressSchema }),
  phone: z.string(),
  message: z.string(),
  discount: cartDiscountSchema,
  errorCartMessage: z.string(),
});
export type CartState = z.infer<typeof cartStateSchema>;

/** What the browser keeps in localStorage: the lines and the state (the counter is derived). */
export const storedCartSchema = cartStateSchema.extend({ lines: z.array(cartLineSchema) });
export type StoredCart = z.infer<typeof storedCartSchema>;
