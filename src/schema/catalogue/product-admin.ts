import { z } from 'zod';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { DISCOUNT_TYPES, productKindSchema, productTypeSchema } from './product';
import { cleanText } from '../shared/safe-text';

// What the owner sends to the catalogue's admin endpoints (/api/admin/product…), with French
// messages. Prices are euros (two decimals at most); the provider stores cents. A product's
// stock changes only through stock adjustments, so the history says who changed it and why.

const text = (label: string, max: number) =>
  cleanText()
    .trim()
    .max(max, { message: `${label} est trop long (${max} caractères au plus).` });

const required = (label: string, max: number) =>
  cleanText()
    .trim()
    .min(1, { message: `${label} est obligatoire.` })
    .max(max, { message: `${label} est trop long (${max} caractères au plus).` });

const order = z
  .number({ message: "L'ordre doit être un nombre entier." })
  .int({ message: "L'ordre doit être un nombre entier." })
  .min(0, { message: "L'ordre ne peut pas être négatif." })
  .max(1_000_000, { message: "L'ordre est trop grand." });

const id = (label: string) =>
  z
    .number({ message: `${label} doit être un identifiant.` })
    .int({ message: `${label} doit être un identifiant.` })
    .positive({ message: `${label} doit être un identifiant.` });

const imageSrcSchema = cleanText()
  .trim()
  .min(1, { message: "L'adresse de l'image est obligatoire." })
  .max(2000, { message: "L'adresse de l'image est trop longue." })
  .refine((src) => safeImageSrc(src) === src, {
    message: "L'adresse de l'image doit être un chemin du site (/…) ou une adresse http(s).",
  });

const tag = cleanText()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Une étiquette ne peut pas être vide.' })
  .max(40, { message: 'Une étiquette fait 40 caractères au plus.' })
  .regex(/^[^,]+$/, { message: 'Une étiquette ne peut pas contenir de virgule.' });

/** Euros with at most two decimals (so the cents are exact). */
export const euros = (label: string) =>
  z
    .number({ message: `${label} doit être un nombre.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(100_000, { message: `${label} dépasse 100 000 €.` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: `${label} a deux décimales au plus.`,
    });

const discountInputSchema = z
  .object({
    type: z.enum(DISCOUNT_TYPES, { message: 'Le type de remise est EURO ou PERCENT.' }),
    amount: z
      .number({ message: 'Le montant de la remise doit être un nombre.' })
      .positive({ message: 'Le montant de la remise doit être positif.' })
      .max(100_000, { message: 'Le montant de la remise est trop grand.' }),
  })
  .refine((discount) => discount.type !== 'PERCENT' || discount.amount <= 100, {
    message: 'Une remise en pourcentage ne dépasse pas 100 %.',
    path: ['amount'],
  });

const CAPACITY_UNITS = ['cl', 'l', 'ml'] as const;

const declinationFields = {
  year: z
    .number({ message: 'Le millésime doit être une année.' })
    .int({ message: 'Le millésime doit être une année.' })
    .min(1900, { message: 'Le millésime doit être une année entre 1900 et 2100.' })
    .max(2100, { message: 'Le millésime doit être une année entre 1900 et 2100.' })
    .nullable()
    .optional(),
  capacity: z
    .number({ message: 'La contenance doit être un nombre.' })
    .positive({ message: 'La contenance doit être positive.' })
    .max(3000, { message: 'La contenance est trop grande.' })
    .nullable()
    .optional(),
  capacityUnit: z
    .enum(CAPACITY_UNITS, { message: "L'unité de contenance est cl, l ou ml." })
    .nullable()
    .optional(),
  price: euros('Le prix'),
  discount: discountInputSchema.nullable().optional(),
  setQuantity: z
    .number({ message: 'La quantité d’inventaire doit être un nombre entier.' })
    .int({ message: 'La quantité d’inventaire doit être un nombre entier.' })
    .min(0, { message: 'La quantité d’inventaire ne peut pas être négative.' })
    .max(1_000_000, { message: 'La quantité d’inventaire est trop grande.' })
    .nullable()
    .optional(),
  sellByMultipleOf: z
    .number({ message: 'La vente par multiple doit être un nombre entier.' })
    .int({ message: 'La vente par multiple doit être un nombre entier.' })
    .min(1, { message: 'La vente par multiple vaut au moins 1.' })
    .max(120, { message: 'La vente par multiple vaut 120 au plus.' })
    .optional(),
  variations: z
    .array(required('Une variation', 60), { message: 'Les variations doivent être une liste.' })
    .max(3, { message: 'Une déclinaison porte trois variations au plus.' })
    .optional(),
  order: order.optional(),
};

type DeclinationShape = {
  capacity?: number | null;
  capacityUnit?: string | null;
  price: number;
  discount?: { type: string; amount: number } | null;
};

function declinationRules<T extends DeclinationShape>(schema: z.ZodType<T>) {
  return schema
    .refine((d) => (d.capacity == null) === (d.capacityUnit == null), {
      message: 'La contenance et son unité vont ensemble : donnez les deux, ou aucune.',
      path: ['capacityUnit'],
    })
    .refine((d) => d.discount?.type !== 'EURO' || d.discount.amount <= d.price, {
      message: 'Une remise en euros ne dépasse pas le prix.',
      path: ['discount', 'amount'],
    });
}

/** A declination's update: everything but the stock (see stockAdjustmentInputSchema). */
export const declinationUpdateSchema = declinationRules(z.object(declinationFields)).meta({
  id: 'DeclinationUpdate',
});
export type DeclinationUpdate = z.infer<typeof declinationUpdateSchema>;

/** A new declination, with its opening stock (recorded as the first stock adjustment). */
export const declinationInputSchema = declinationRules(
  z.object({
    ...declinationFields,
    quantity: z
      .number({ message: 'Le stock doit être un nombre entier.' })
      .int({ message: 'Le stock doit être un nombre entier.' })
      .min(0, { message: 'Le stock ne peut pas être négatif.' })
      .max(1_000_000, { message: 'Le stock est trop grand.' })
      .optional(),
  }),
).meta({ id: 'DeclinationInput' });
export type DeclinationInput = z.infer<typeof declinationInputSchema>;

const boxInputSchema = z.object({
  reference: text('La référence du coffret', 60).optional(),
  items: z
    .array(
      z.object({
        declinationId: id('La déclinaison du coffret'),
        quantity: z
          .number({ message: 'La quantité doit être un nombre entier.' })
          .int({ message: 'La quantité doit être un nombre entier.' })
          .min(1, { message: 'La quantité vaut au moins 1.' })
          .max(48, { message: 'La quantité vaut 48 au plus.' }),
      }),
      { message: 'Le contenu du coffret doit être une liste.' },
    )
    .min(1, { message: 'Un coffret contient au moins un vin.' })
    .max(24, { message: 'Un coffret contient 24 vins différents au plus.' }),
});
export type BoxInput = z.infer<typeof boxInputSchema>;

const productFields = {
  type: productTypeSchema.meta({ description: 'WINE ou BOX ; ne change plus après la création.' }),
  name: required('Le nom du produit', 200),
  slug: z
    .string()
    .trim()
    .max(80, { message: 'Le lien est trop long (80 caractères au plus).' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      message: 'Le lien ne contient que des minuscules sans accents, des chiffres et des tirets.',
    })
    .optional(),
  description: text('La description', 20_000).optional(),
  tastingNotes: text('Les notes de dégustation', 5_000).optional(),
  kind: productKindSchema.nullable().optional(),
  appellation: text("L'appellation", 120).optional(),
  region: text('La région', 120).optional(),
  alcohol: z
    .number({ message: 'Le degré d’alcool doit être un nombre.' })
    .min(0, { message: 'Le degré d’alcool ne peut pas être négatif.' })
    .max(25, { message: 'Le degré d’alcool dépasse 25 %.' })
    .nullable()
    .optional(),
  servingTemperature: text('La température de service', 100).optional(),
  ageingPotential: text('Le potentiel de garde', 100).optional(),
  isVintage: z.boolean({ message: 'isVintage est vrai ou faux.' }).optional(),
  hasShippingFees: z.boolean({ message: 'hasShippingFees est vrai ou faux.' }).optional(),
  isPublished: z.boolean({ message: 'isPublished est vrai ou faux.' }).optional(),
  order: order.optional(),
  grapeVarieties: z
    .array(
      z.object({
        name: required('Le cépage', 80),
        percent: z
          .number({ message: 'La part du cépage doit être un nombre entier.' })
          .int({ message: 'La part du cépage doit être un nombre entier.' })
          .min(1, { message: 'La part du cépage est entre 1 et 100 %.' })
          .max(100, { message: 'La part du cépage est entre 1 et 100 %.' })
          .nullable()
          .optional(),
      }),
      { message: 'Les cépages doivent être une liste.' },
    )
    .max(12, { message: '12 cépages au plus.' })
    .refine((grapes) => grapes.reduce((sum, grape) => sum + (grape.percent ?? 0), 0) <= 100, {
      message: 'Les parts des cépages dépassent 100 %.',
    })
    .optional(),
  tags: z
    .array(tag, { message: 'Les étiquettes doivent être une liste.' })
    .max(20, { message: 'Un produit porte 20 étiquettes au plus.' })
    .optional(),
  images: z
    .array(
      z.object({
        src: imageSrcSchema,
        alt: text('Le texte alternatif', 300),
        width: z
          .number({ message: "La largeur de l'image doit être un nombre entier." })
          .int({ message: "La largeur de l'image doit être un nombre entier." })
          .min(1, { message: "La largeur de l'image doit être positive." })
          .max(10_000, { message: "La largeur de l'image est trop grande." }),
        height: z
          .number({ message: "La hauteur de l'image doit être un nombre entier." })
          .int({ message: "La hauteur de l'image doit être un nombre entier." })
          .min(1, { message: "La hauteur de l'image doit être positive." })
          .max(10_000, { message: "La hauteur de l'image est trop grande." }),
      }),
      { message: 'Les images doivent être une liste.' },
    )
    .max(10, { message: '10 images au plus.' })
    .optional(),
  mealIconIds: z
    .array(id("L'icône de mets"), { message: 'Les icônes de mets doivent être une liste.' })
    .max(12, { message: '12 icônes de mets au plus.' })
    .optional(),
  recommendedProductIds: z
    .array(id('Le produit recommandé'), { message: 'Les produits recommandés doivent être une liste.' })
    .max(8, { message: '8 produits recommandés au plus.' })
    .optional(),
  box: boxInputSchema.nullable().optional(),
};

function boxRules<T extends { type: 'WINE' | 'BOX'; box?: BoxInput | null; isVintage?: boolean }>(
  schema: z.ZodType<T>,
) {
  return schema
    .refine((p) => p.type !== 'BOX' || p.box != null, {
      message: 'Un coffret a une référence et un contenu (box).',
      path: ['box'],
    })
    .refine((p) => p.type !== 'WINE' || p.box == null, {
      message: 'Seul un coffret a un contenu (box) : retirez-le pour un vin.',
      path: ['box'],
    })
    .refine((p) => p.type !== 'BOX' || p.isVintage !== true, {
      message: "Un coffret n'est pas millésimé.",
      path: ['isVintage'],
    });
}

/** A product's update; its declinations have their own endpoints. */
export const productUpdateSchema = boxRules(z.object(productFields)).meta({ id: 'ProductUpdate' });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** A new product with its declinations: one or more for a wine, exactly one for a box. */
export const productInputSchema = boxRules(
  z.object({
    ...productFields,
    declinations: z
      .array(declinationInputSchema, { message: 'Les déclinaisons doivent être une liste.' })
      .min(1, { message: 'Un produit a au moins une déclinaison (prix et stock).' })
      .max(50, { message: '50 déclinaisons au plus.' }),
  }),
)
  .refine((p) => p.type !== 'BOX' || p.declinations.length === 1, {
    message: 'Un coffret a exactement une déclinaison (son prix et son stock).',
    path: ['declinations'],
  })
  .refine((p) => p.type !== 'BOX' || p.declinations.every((d) => d.year == null && d.capacity == null), {
    message: "La déclinaison d'un coffret n'a ni millésime ni contenance.",
    path: ['declinations'],
  })
  .meta({ id: 'ProductInput' });
export type ProductInput = z.infer<typeof productInputSchema>;

export const stockAdjustmentInputSchema = z
  .object({
    delta: z
      .number({ message: 'La variation de stock doit être un nombre entier.' })
      .int({ message: 'La variation de stock doit être un nombre entier.' })
      .min(-1_000_000, { message: 'La variation de stock est trop grande.' })
      .max(1_000_000, { message: 'La variation de stock est trop grande.' })
      .refine((delta) => delta !== 0, { message: 'La variation de stock ne peut pas être nulle.' }),
    reason: cleanText()
      .trim()
      .min(3, { message: 'Donnez la raison de cet ajustement (3 caractères au moins).' })
      .max(300, { message: 'La raison est trop longue (300 caractères au plus).' }),
  })
  .meta({ id: 'StockAdjustmentInput' });

/** What moved a stock: an order's sale, its cancellation giving the bottles back, or the owner. */
export const stockChangeKinds = ['SALE', 'RELEASE', 'ADJUSTMENT'] as const;
export type StockChangeKind = (typeof stockChangeKinds)[number];
export const STOCK_CHANGE_LABELS: Record<StockChangeKind, string> = {
  SALE: 'Vente',
  RELEASE: 'Annulation',
  ADJUSTMENT: 'Ajustement',
};

const stockAdjustmentSchema = z
  .object({
    id: z.number().int(),
    declinationId: z.number().int(),
    kind: z.enum(stockChangeKinds).meta({
      description:
        'SALE : une commande passée (delta négatif) ; RELEASE : son annulation (delta positif) ; ADJUSTMENT : un ajustement de l’administrateur.',
    }),
    kindLabel: z.string().meta({ example: 'Vente' }),
    delta: z.number().int(),
    quantityAfter: z.number().int(),
    reason: z.string(),
    createdAt: z.string(), // ISO 8601, UTC
    user: z
      .object({ id: z.number().int(), email: z.string(), firstname: z.string(), lastname: z.string() })
      .nullable(), // null: the shop itself (a buyer's order, the cron, a payment) or a deleted account
    order: z
      .object({ id: z.number().int(), reference: z.string() })
      .nullable()
      .meta({ description: 'La commande d’une vente ou d’une annulation ; null pour un ajustement.' }),
  })
  .meta({ id: 'StockAdjustment' });
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockHistorySchema = z.object({
  quantity: z.number().int(), // the stock now
  adjustments: z.array(stockAdjustmentSchema), // every change (sales, cancellations, adjustments), newest first
  total: z.number().int(),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

export const variationInputSchema = z
  .object({
    label: required('Le libellé de la variation', 60),
    displayLabel: text('Le libellé affiché', 120).nullable().optional(),
    order: order.optional(),
  })
  .meta({ id: 'VariationInput' });
export type VariationInput = z.infer<typeof variationInputSchema>;

export const awardInputSchema = z
  .object({
    productId: id('Le produit'),
    competition: required('Le concours', 160),
    distinction: required('La distinction', 120),
    year: z
      .number({ message: 'Le millésime récompensé doit être une année.' })
      .int({ message: 'Le millésime récompensé doit être une année.' })
      .min(1900, { message: 'Le millésime récompensé doit être une année entre 1900 et 2100.' })
      .max(2100, { message: 'Le millésime récompensé doit être une année entre 1900 et 2100.' })
      .nullable()
      .optional(),
    image: imageSrcSchema.nullable().optional(),
    order: order.optional(),
  })
  .meta({ id: 'AwardInput' });
export type AwardInput = z.infer<typeof awardInputSchema>;

export const mealIconInputSchema = z
  .object({
    label: required("Le nom de l'icône de mets", 80),
    icon: imageSrcSchema,
    order: order.optional(),
  })
  .meta({ id: 'MealIconInput' });
export type MealIconInput = z.infer<typeof mealIconInputSchema>;
