import { z } from 'zod';
import { cartDeliveryTypeSchema } from '../catalogue/cart-api';
import { cleanText } from '../shared/safe-text';

// Discount codes: the checkout's check (POST /order/discount)
// and the admin writes. Amounts in euros for EURO codes, whole percent for PERCENT codes.

const quantity = z
  .number({ message: 'La quantité est un nombre entier de 1 à 1000.' })
  .int({ message: 'La quantité est un nombre entier de 1 à 1000.' })
  .min(1, { message: 'La quantité est un nombre entier de 1 à 1000.' })
  .max(1000, { message: 'La quantité est un nombre entier de 1 à 1000.' });

const codeText = z
  .string({ message: 'Saisissez un code de réduction.' })
  .trim()
  .min(1, { message: 'Saisissez un code de réduction.' })
  .max(40, { message: 'Un code de réduction fait 40 caractères au plus.' });

export const discountCheckInputSchema = z.object({
  code: codeText,
  products: z
    .array(
      z.object({
        id: z
          .number({ message: 'Le produit est un identifiant de déclinaison.' })
          .int({ message: 'Le produit est un identifiant de déclinaison.' })
          .positive({ message: 'Le produit est un identifiant de déclinaison.' }),
        quantity,
      }),
      { message: 'Les produits sont une liste.' },
    )
    .min(1, { message: 'Votre panier est vide.' })
    .max(100, { message: '100 lignes au plus.' }),
  shippingPrice: z
    .number({ message: 'Le prix de la livraison est un montant en euros.' })
    .min(0, { message: 'Le prix de la livraison ne peut pas être négatif.' })
    .max(100_000)
    .optional()
    .meta({
      description:
        'Prix de la livraison choisie, tel que POST /calculate/shipping-fees l’a donné ; pour l’affichage seulement : la commande le recalcule.',
    }),
  deliveryType: cartDeliveryTypeSchema,
});
export type DiscountCheckInput = z.infer<typeof discountCheckInputSchema>;

const discountTypeSchema = z.enum(['EURO', 'PERCENT'], { message: 'Le type est EURO ou PERCENT.' });

/** The cart state's `discount` figures (src/schema/catalogue/cart.ts cartDiscountSchema) and the code applied. */
export const discountCheckSchema = z.object({
  value: z.string().meta({ description: 'Le code appliqué.' }),
  subtotal: z.number().meta({ description: 'Produits après réduction, en euros.' }),
  shippingFees: z.number().meta({ description: 'Livraison après réduction, en euros.' }),
  total: z.number().meta({ description: 'Total à payer, en euros.' }),
  reduction: z.number().meta({ description: 'Réduction sur les produits, en euros.' }),
  shippingReduction: z.number().meta({ description: 'Réduction sur la livraison, en euros.' }),
  discount: z.object({
    id: z.number().int(),
    code: z.string(),
    type: discountTypeSchema,
    amount: z.number(),
    detailType: z.enum(['SHIPPING_FEES']).nullable(),
  }),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

const instant = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), {
    message: 'La date est au format ISO 8601 (2026-12-31T23:59:59Z).',
  })
  .transform((value) => new Date(value).toISOString());

const limit = (label: string) =>
  z
    .number({ message: `${label} est un nombre entier.` })
    .int({ message: `${label} est un nombre entier.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(1_000_000)
    .nullable()
    .default(null);

export const discountWriteSchema = z
  .object({
    code: codeText
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'Un code : lettres, chiffres, « - » ou « _ », sans espace.' })
      .transform((code) => code.toUpperCase()),
    label: cleanText().trim().max(200, { message: 'Le libellé fait 200 caractères au plus.' }).default(''),
    type: discountTypeSchema,
    amount: z
      .number({ message: 'Le montant est un nombre.' })
      .min(0, { message: 'Le montant ne peut pas être négatif.' }),
    detailType: z
      .enum(['SHIPPING_FEES'], { message: 'Le détail est SHIPPING_FEES (livraison seulement) ou null.' })
      .nullable()
      .default(null),
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
    minSubtotal: z
      .number({ message: "Le montant minimum d'achat est en euros." })
      .min(0, { message: "Le montant minimum d'achat ne peut pas être négatif." })
      .max(1_000_000)
      .default(0),
    maxUses: limit("Le nombre maximum d'utilisations"),
    maxUsesPerMember: limit("Le nombre maximum d'utilisations par client"),
    isActive: z.boolean({ message: 'Actif est vrai ou faux.' }).default(true),
  })
  .refine(
    (discount) =>
      discount.type !== 'PERCENT' || (Number.isInteger(discount.amount) && discount.amount <= 100),
    {
      message: 'Un pourcentage est un nombre entier de 0 à 100.',
      path: ['amount'],
    },
  )
  .refine(
    (discount) =>
      discount.type !== 'EURO' || Math.abs(discount.amount * 100 - Math.round(discount.amount * 100)) < 1e-6,
    {
      message: 'Un montant en euros a deux décimales au plus.',
      path: ['amount'],
    },
  )
  .refine(
    (discount) =>
      discount.startsAt === null || discount.endsAt === null || discount.startsAt <= discount.endsAt,
    {
      message: 'La fin de validité doit suivre son début.',
      path: ['endsAt'],
    },
  );
export type DiscountWrite = z.infer<typeof discountWriteSchema>;

export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  type: discountTypeSchema,
  amount: z.number(),
  detailType: z.enum(['SHIPPING_FEES']).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  minSubtotal: z.number(),
  maxUses: z.number().int().nullable(),
  maxUsesPerMember: z.number().int().nullable(),
  isActive: z.boolean(),
  uses: z.number().int(),
});
export type DiscountDetail = z.infer<typeof discountSchema>;
