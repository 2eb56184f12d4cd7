import { z } from 'zod';
import { translationsSchema } from '../translation/translation';

// Shop products. Objects the provider sends are loose: we check the fields
// the shop rules rely on and keep the rest (images, descriptions) as they came.

/** A discount of type EURO is a fixed amount; any other type is a percentage. */
const discountSchema = z.looseObject({
  id: z.number().int().optional(),
  type: z.string(),
  amount: z.number().nonnegative(),
  detailType: z.string().nullish(), // SHIPPING_FEES: applies to shipping, not to the price
  code: z.string().nullish(),
});
export type Discount = z.infer<typeof discountSchema>;

const declinationSchema = z.looseObject({
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

const boxSchema = z.looseObject({
  idProduct: z.number().int(),
  price: z.number().nonnegative(),
  discount: discountSchema.nullish(),
  quantity: z.number().nullish(),
  products: z.array(z.unknown()).optional(),
  reference: z.string().nullish(),
  sellByMultipleOf: z.number().positive().nullish(),
});

const variationSchema = z.object({ label: z.string(), displayLabel: z.string().nullish() });

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

// --- The catalogue as the provider serves it ----------------------------------------
// The shapes above are what the cart relies on; the catalogue's answers extend them with every
// field the shop pages, the technical file and the checkout need. Money is in euros (two
// decimals) here and integer cents in D1.

export const PRODUCT_PAGE_SIZE = 100; // a product list answers 100 a page by default

export const PRODUCT_KINDS = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKindSchema>;

/** French names of the kinds, for filters, cards and the technical file. */
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  RED: 'Rouge',
  WHITE: 'Blanc',
  ROSE: 'Rosé',
  SPARKLING: 'Effervescent',
  SWEET: 'Moelleux',
};

export const DISCOUNT_TYPES = ['EURO', 'PERCENT'] as const;

/** A declination's own discount: EURO subtracts euros, PERCENT a percentage. */
const productDiscountSchema = z.object({
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().nonnegative(),
});
export type ProductDiscount = z.infer<typeof productDiscountSchema>;

const productImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const grapeVarietySchema = z.object({
  name: z.string(),
  percent: z.number().int().nullable(),
});

export const mealIconSchema = z
  .object({ id: z.number().int(), label: z.string(), icon: z.string() })
  .meta({ id: 'MealIcon' });
export type MealIcon = z.infer<typeof mealIconSchema>;

export const awardSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    competition: z.string(),
    distinction: z.string(),
    year: z.number().int().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'Award' });
export type Award = z.infer<typeof awardSchema>;

/** A variation of the site's list (GET /variation): a declination carries up to three labels. */
export const siteVariationSchema = variationSchema
  .extend({ id: z.number().int(), displayLabel: z.string().nullable() })
  .meta({ id: 'Variation' });
export type SiteVariation = z.infer<typeof siteVariationSchema>;

const shopDeclinationSchema = declinationSchema.extend({
  year: z.number().int().nullable(),
  price: z.number().nonnegative(), // before discount
  discount: productDiscountSchema.nullable(),
  priceWithDiscount: z.number().nonnegative(), // priceWithDiscount(price, discount)
  quantity: z.number().int(), // stock
  setQuantity: z.number().int().nullable(),
  sellByMultipleOf: z.number().int().positive(),
  capacity: z.number().nonnegative().nullable(),
  capacityUnit: z.string().nullable(),
  variations: z.array(z.string()).max(3),
  label: z.string(), // « Saumur-Champigny Les Perrières 2022 – 75 cl »
});
export type ShopDeclination = z.infer<typeof shopDeclinationSchema>;

const boxItemSchema = z.object({
  idProduct: z.number().int(),
  declinationId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  label: z.string(),
  quantity: z.number().int().positive(),
});

const shopBoxSchema = boxSchema.extend({
  declinationId: z.number().int(), // the box's single declination: the sellable id
  discount: productDiscountSchema.nullable(),
  quantity: z.number().int(),
  products: z.array(boxItemSchema),
  reference: z.string(),
  sellByMultipleOf: z.number().int().positive(), // bottles in the box (spec: bottle counting)
});
export type ShopBox = z.infer<typeof shopBoxSchema>;

export const shopProductSchema = productSchema
  .extend({
    slug: z.string(),
    isVintage: z.boolean(),
    hasShippingFees: z.boolean(),
    isPublished: z.boolean(),
    description: z.string(), // sanitised rich text
    tastingNotes: z.string(),
    kind: productKindSchema.nullable(),
    appellation: z.string(),
    region: z.string(),
    alcohol: z.number().nullable(), // % vol.
    servingTemperature: z.string(),
    ageingPotential: z.string(),
    grapeVarieties: z.array(grapeVarietySchema),
    tags: z.array(z.string()),
    images: z.array(productImageSchema),
    mealIcons: z.array(mealIconSchema),
    declination: z.array(shopDeclinationSchema).min(1),
    box: shopBoxSchema.nullable(),
    variations: z.array(variationSchema).max(3),
    price: z.number().nonnegative(), // the lowest price with discount: « à partir de »
    order: z.number().int(),
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** GET /product/{id}: the product and its other-locale versions. */
export const productDetailSchema = shopProductSchema
  .extend({ translations: translationsSchema })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = z.object({ products: z.array(shopProductSchema), total: z.number().int() });
export type ProductList = z.infer<typeof productListSchema>;

export const recommendedProductsSchema = z.object({ products: z.array(shopProductSchema) });
export type RecommendedProducts = z.infer<typeof recommendedProductsSchema>;

/**
 * The query of GET /product (list-query conventions): `name` and `search` take
 * `lk:text`, `kind` and `tags` a value or a comma list, `orderBy` price (default), name, order
 * or id, with `-field` for descending.
 */
export type ProductQuery = {
  page?: number;
  nbItem?: number;
  orderBy?: string;
  name?: string;
  kind?: string;
  search?: string;
  tags?: string;
};
