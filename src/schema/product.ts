import { z } from 'zod';

// Shop products (spec section 3). Objects the provider sends are loose: we check the fields
// the shop rules rely on and keep the rest (images, descriptions) as they came.

/** A discount of type EURO is a fixed amount; any other type is a percentage. */
export const discountSchema = z.looseObject({
  id: z.number().int().optional(),
  type: z.string(),
  amount: z.number().nonnegative(),
  detailType: z.string().nullish(), // SHIPPING_FEES: applies to shipping, not to the price
  code: z.string().nullish(),
});
export type Discount = z.infer<typeof discountSchema>;

export const declinationSchema = z.looseObject({
  id: z.number().int(),
  year: z.number().int().nullish(),
  price: z.number().nonnegative(),
  discount: discountSchema.nullish(),
  quantity: z.number().nullish(), // stock
  setQuantity: z.number().nullish(),
  sellByMultipleOf: z.number().positive().nullish(),
  capacity: z.number().nonnegative().nullish(),
  capacityUnit: z.string().nullish(), // 'L', 'l', 'cl', 'CL'
  variations: z.array(z.string()).max(3).optional(), // up to three variation labels
});
export type Declination = z.infer<typeof declinationSchema>;

export const boxSchema = z.looseObject({
  idProduct: z.number().int(),
  price: z.number().nonnegative(),
  discount: discountSchema.nullish(),
  quantity: z.number().nullish(),
  products: z.array(z.unknown()).optional(),
  reference: z.string().nullish(),
  sellByMultipleOf: z.number().positive().nullish(),
});
export type Box = z.infer<typeof boxSchema>;

export const variationSchema = z.object({ label: z.string(), displayLabel: z.string().nullish() });
export type Variation = z.infer<typeof variationSchema>;

export const productTypeSchema = z.enum(['WINE', 'BOX']);
export type ProductType = z.infer<typeof productTypeSchema>;

export const productSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: z.looseObject({ type: productTypeSchema }),
  isVintage: z.boolean().optional(),
  hasShippingFees: z.boolean().optional(),
  declination: z.array(declinationSchema),
  box: boxSchema.nullish(),
  variations: z.array(variationSchema).max(3).optional(),
});
export type Product = z.infer<typeof productSchema>;
