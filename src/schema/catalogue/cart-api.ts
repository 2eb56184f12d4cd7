import { z } from 'zod';
import { orderDeliveryTypeSchema } from '../orders/order';

// The cart's two provider calls: PUT /product/quantities and
// POST /order/validate. Ids are declination ids (a box's single declination for a box).
// Money in euros, two decimals, computed by the server from D1.

/** At most this many lines in one call: far above a real cart, low enough to bound the query. */
const MAX_CART_LINES = 200;
/** Far above any expedition maximum; keeps totals well inside safe integers. */
const MAX_LINE_QUANTITY = 10_000;

const declinationId = z
  .number({ error: "L'identifiant d'un produit doit être un nombre." })
  .int({ error: "L'identifiant d'un produit doit être un nombre entier." })
  .positive({ error: "L'identifiant d'un produit doit être positif." })
  .meta({
    description: 'Identifiant de la déclinaison (millésime × contenance, ou le coffret).',
    example: 1,
  });

export const quantitiesInputSchema = z.object({
  products: z
    .array(z.object({ id: declinationId }), { error: 'La liste des produits est obligatoire.' })
    .max(MAX_CART_LINES, { error: `Au plus ${MAX_CART_LINES} produits à la fois.` }),
});

export const declinationQuantitySchema = z
  .object({
    id: z.number().int(),
    quantity: z.number().int().meta({ description: 'Stock restant.' }),
    setQuantity: z.number().int().nullable().meta({ description: 'Stock fixé au dernier inventaire.' }),
  })
  .meta({ id: 'DeclinationQuantity' });
export type DeclinationQuantity = z.infer<typeof declinationQuantitySchema>;

/**
 * How the cart will be received, when the buyer has chosen: a pick-up (CLICK_AND_COLLECT) or
 * an order without delivery is not an expedition, so the bottles-per-expedition rules do not
 * apply to it. Absent: the cart is checked as a shipment (the rules in full).
 */
export const cartDeliveryTypeSchema = z
  .enum(orderDeliveryTypeSchema.options, { error: "Le mode de livraison n'est pas valide." })
  .optional()
  .meta({
    description:
      'Mode de réception choisi (celui de POST /order). Retrait au domaine (CLICK_AND_COLLECT) ou sans ' +
      'livraison (NO_DELIVERY) : ce n’est pas une expédition, les nombres minimum et maximum de ' +
      'bouteilles et le multiple de bouteilles ne s’appliquent pas. Absent : le panier est vérifié ' +
      'comme une expédition.',
    example: 'CLICK_AND_COLLECT',
  });

export const cartValidationInputSchema = z.object({
  products: z
    .array(
      z.object({
        id: declinationId,
        quantity: z
          .number({ error: 'La quantité doit être un nombre.' })
          .int({ error: 'La quantité doit être un nombre entier.' })
          .min(1, { error: "La quantité d'un produit est d'au moins 1." })
          .max(MAX_LINE_QUANTITY, { error: `La quantité d'un produit est de ${MAX_LINE_QUANTITY} au plus.` }),
      }),
      { error: 'La liste des produits est obligatoire.' },
    )
    .min(1, { error: 'Votre panier est vide.' })
    .max(MAX_CART_LINES, { error: `Au plus ${MAX_CART_LINES} produits à la fois.` }),
  deliveryType: cartDeliveryTypeSchema,
});

const validatedCartLineSchema = z.object({
  id: z.number().int().meta({ description: 'Identifiant de la déclinaison.' }),
  productId: z.number().int(),
  name: z.string(),
  label: z.string().meta({ example: 'Saumur-Champigny Les Perrières 2022 – 75 cl' }),
  quantity: z.number().int(),
  unitPrice: z.number().meta({ description: 'Prix unitaire remisé, en euros.' }),
  total: z.number().meta({ description: 'Prix de la ligne, en euros.' }),
  stock: z.number().int(),
});

export const validatedCartSchema = z
  .object({
    products: z.array(validatedCartLineSchema),
    subtotal: z.number().meta({ description: 'Total des produits, en euros (hors livraison).' }),
    bottleCount: z
      .number()
      .meta({ description: 'Bouteilles comptées pour l’expédition (demi-bouteille : 0,5).' }),
  })
  .meta({ id: 'ValidatedCart' });
export type ValidatedCartAnswer = z.infer<typeof validatedCartSchema>;
