import { z } from 'zod';
import { PHONE_PATTERN } from '../../domain/content/message-rules';
import { paymentMethodSchema } from './payment';

// Orders. POST /order takes the call table's payload; the server
// recomputes every amount from D1, so prices a client may send are ignored. Amounts in
// answers are euros with 2 decimals, like the catalogue; D1 keeps cents.

/** AWAITING_PAYMENT → PAID → PREPARING → SHIPPED | READY_FOR_PICKUP → DELIVERED | COLLECTED; CANCELLED. */
export const orderStatusSchema = z.enum([
  'AWAITING_PAYMENT',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'COLLECTED',
  'CANCELLED',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** French labels of the statuses, for pages and e-mails. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'En attente de paiement',
  PAID: 'Payée',
  PREPARING: 'En préparation',
  SHIPPED: 'Expédiée',
  READY_FOR_PICKUP: 'Prête à retirer',
  DELIVERED: 'Livrée',
  COLLECTED: 'Retirée',
  CANCELLED: 'Annulée',
};

/** PICKUP is a carrier's relay point; CLICK_AND_COLLECT a pick-up at one of the site's addresses. */
export const orderDeliveryTypeSchema = z.enum(['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY']);
export type OrderDeliveryType = z.infer<typeof orderDeliveryTypeSchema>;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .trim()
    .min(1, { message: `${label} est obligatoire.` })
    .max(max, { message: `${label} est trop long (${max} caractères au plus).` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} est trop long (${max} caractères au plus).` })
    .optional()
    .default('');

const id = (label: string) =>
  z.coerce
    .number({ message: `${label} n'est pas valide.` })
    .int({ message: `${label} n'est pas valide.` })
    .positive({ message: `${label} n'est pas valide.` });

/** A postal address as the cart keeps it (src/schema/catalogue/cart.ts), checked. */
const orderAddressSchema = z.object({
  firstname: text('Le prénom', 100),
  lastname: text('Le nom', 100),
  address: text("L'adresse", 200),
  addressPart2: optionalText("Le complément d'adresse", 200),
  postalCode: text('Le code postal', 20),
  city: text('La ville', 100),
  country: z
    .object({
      id: id('Le pays'),
      alphaTwo: z.string().max(2).optional(),
      alphaThree: z.string().max(3).optional(),
    })
    .nullish(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const orderAccessPointSchema = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number()]).transform(String),
  name: text('Le nom du point relais', 200),
  addLine1: text("L'adresse du point relais", 200),
  zipCode: text('Le code postal du point relais', 20),
  city: text('La ville du point relais', 100),
  country: z.string().trim().max(100).optional().default('FR'),
});
export type OrderAccessPoint = z.infer<typeof orderAccessPointSchema>;

/**
 * The relay point a buyer chooses: its id only. The server looks the point up (the site's
 * stored points or its carrier API) and keeps its own copy on the order; a name or an address
 * sent beside the id is dropped here, never stored.
 */
const orderAccessPointChoiceSchema = z
  .object({
    id: z
      .union([z.string().trim().min(1).max(100), z.number()], {
        message: "Ce point relais n'existe pas : choisissez-en un dans la liste.",
      })
      .transform(String),
  })
  .meta({
    description:
      'Le point relais choisi, par son identifiant (celui de POST /relay/access-points) ; le serveur reprend son nom et son adresse.',
  });

const orderLineInputSchema = z.looseObject({
  id: id('Le produit'), // the DECLINATION id (a box's single declination)
  quantity: z.coerce
    .number({ message: 'La quantité doit être un nombre entier.' })
    .int({ message: 'La quantité doit être un nombre entier.' })
    .min(1, { message: 'La quantité doit être au moins 1.' })
    .max(10_000, { message: 'La quantité est trop grande.' }),
});

/** POST /order (spec call table). Prices sent by a client are ignored by the schema's consumer. */
export const orderInputSchema = z.object({
  products: z
    .array(orderLineInputSchema, { message: 'Le panier est vide.' })
    .min(1, { message: 'Le panier est vide.' })
    .max(100, { message: 'Le panier compte trop de lignes.' }),
  user: z.object(
    {
      phone: z
        .string({ message: 'Le téléphone est obligatoire.' })
        .trim()
        .regex(PHONE_PATTERN, { message: "Le numéro de téléphone n'est pas valide." }),
    },
    { message: 'Le téléphone est obligatoire.' },
  ),
  address: z.object(
    { delivery: orderAddressSchema.nullish(), billing: orderAddressSchema },
    { message: "L'adresse de facturation est obligatoire." },
  ),
  discountCode: z.string().trim().max(50, { message: 'Ce code promo est trop long.' }).nullish(),
  giftCardCodes: z
    .array(
      z
        .string({ message: 'Un code de carte cadeau est un texte.' })
        .max(60, { message: "Ce code de carte cadeau n'est pas valable." }),
      {
        message: 'Les cartes cadeaux sont une liste de codes.',
      },
    )
    .max(5, { message: 'Cinq cartes cadeaux au plus par commande.' })
    .nullish()
    .meta({
      description:
        'Codes de cartes cadeaux : après le code de réduction, elles paient la commande livraison comprise, l’une après l’autre, jamais en dessous de zéro.',
    }),
  message: optionalText('Le message', 2000),
  dateSchedule: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'La date de retrait doit être au format AAAA-MM-JJ.' })
    .nullish(),
  idSchedule: id('Le créneau de retrait').nullish(),
  idAddress: id("L'adresse de retrait").nullish(),
  delivery: z.object(
    {
      type: z.enum(orderDeliveryTypeSchema.options, { message: "Le mode de livraison n'est pas valide." }),
      idCarrier: id('Le transporteur').nullish(),
      serviceName: z.string().trim().max(200).nullish(),
      serviceCode: z.string().trim().max(100).nullish(),
      servicePrice: z.number().nullish(), // ignored: the server quotes the price
      accessPoint: orderAccessPointChoiceSchema.nullish(),
    },
    { message: 'Le mode de livraison est obligatoire.' },
  ),
  // Kept for the spec's payload, never read: shipping is priced from the delivery address
  // (or the relay point as the server knows it), so a code or country that disagrees with it
  // cannot lower the price.
  deliveryPostalCode: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .meta({ description: 'Ignoré : le code postal vient de l’adresse de livraison ou du point relais.' }),
  deliveryIdCountry: id('Le pays de livraison')
    .nullish()
    .meta({ description: 'Ignoré : le pays vient de l’adresse de livraison ou du point relais.' }),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

const orderLineSchema = z.object({
  declinationId: z.number().int(),
  productId: z.number().int(),
  label: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(), // euros, VAT included
  lineTotal: z.number(),
  vatRate: z.number(), // percent, e.g. 20
});

const orderAddressSnapshotSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  addressPart2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryId: z.number().int().nullable(),
});
export type OrderAddressSnapshot = z.infer<typeof orderAddressSnapshotSchema>;

/** The pick-up place and slot kept on a click-and-collect order (copied as chosen). */
const orderCollectSchema = z
  .object({
    idAddress: z
      .number()
      .int()
      .meta({ description: 'Identifiant du lieu de retrait (adresse de l’entreprise).' }),
    idSchedule: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Identifiant du créneau hebdomadaire choisi.' }),
    date: z
      .string()
      .meta({ description: 'Jour du retrait (AAAA-MM-JJ, heure de Paris).', example: '2026-11-30' }),
    placeName: z.string().nullable().meta({
      description: 'Nom du lieu tel qu’il était au moment de la commande.',
      example: 'Domaine et caveau',
    }),
    placeAddress: z.string().nullable().meta({
      description: 'Adresse du lieu telle qu’elle était au moment de la commande.',
      example: '12 route de Montsoreau, 49400 Saumur',
    }),
    opens: z
      .string()
      .nullable()
      .meta({ description: 'Début du créneau (HH:MM, heure de Paris).', example: '10:00' }),
    closes: z
      .string()
      .nullable()
      .meta({ description: 'Fin du créneau (HH:MM, heure de Paris).', example: '12:30' }),
    label: z.string().meta({
      description:
        'Lieu et créneau en toutes lettres, tels que les pages, les e-mails et les documents les écrivent.',
      example: 'Domaine et caveau, lundi 30 novembre, 10:00–12:30',
    }),
  })
  .meta({ id: 'OrderCollect' });
export type OrderCollect = z.infer<typeof orderCollectSchema>;

const orderSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  createdAt: z.string(), // ISO 8601
  deliveryType: orderDeliveryTypeSchema,
  total: z.number(),
  invoiceAvailable: z.boolean(),
  collectLabel: z.string().nullable().meta({
    description:
      'Retrait au domaine : le lieu et le créneau choisis, en toutes lettres (« Domaine et caveau, lundi 30 novembre, 10:00–12:30 ») ; null pour une livraison.',
    example: 'Domaine et caveau, lundi 30 novembre, 10:00–12:30',
  }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A message the merchant sent the buyer with a status change, as the buyer reads it. */
const orderCustomerMessageSchema = z.object({
  status: orderStatusSchema,
  statusLabel: z.string(),
  message: z.string(),
  at: z.string().meta({ description: 'Date du changement de statut (ISO 8601).' }),
});

export const orderDetailSchema = orderSummarySchema.extend({
  carrier: z
    .object({ id: z.number().int().nullable(), name: z.string(), serviceCode: z.string().nullable() })
    .nullable(),
  accessPoint: orderAccessPointSchema.nullable(),
  collect: orderCollectSchema.nullable(),
  address: z.object({ delivery: orderAddressSnapshotSchema.nullable(), billing: orderAddressSnapshotSchema }),
  phone: z.string(),
  message: z.string(),
  discountCode: z.string().nullable(),
  lines: z.array(orderLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  vat: z.number(),
  paymentMethod: paymentMethodSchema.nullable(),
  paymentInstructions: z
    .string()
    .nullable()
    .optional()
    .meta({
      description:
        'Tant que la commande attend un paiement hors ligne déjà choisi (virement, chèque, au retrait) : ' +
        'comment payer, comme l’e-mail les a données (IBAN, référence…). Le client seul les reçoit.',
    }),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(), // e.g. FA-000042 once paid
  customerMessages: z.array(orderCustomerMessageSchema).meta({
    description:
      'Les messages du marchand au client joints aux changements de statut, du plus ancien au plus récent.',
  }),
  giftCards: z
    .array(z.object({ reference: z.string(), codeEnd: z.string(), amount: z.number() }))
    .optional()
    .meta({
      description: 'Ce que chaque carte cadeau a payé (en euros) ; `total` est ce qu’il reste à payer.',
    }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /order answers the order and the payment methods the buyer may choose next. */
export const orderCreatedSchema = z.object({
  order: orderDetailSchema,
  paymentMethods: z.array(paymentMethodSchema),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** GET /user/orders: the member's orders, newest first, paged. */
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

const orderHistoryEntrySchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: z.string(),
  note: z.string().nullable().meta({ description: 'Note interne du marchand : jamais envoyée au client.' }),
  customerMessage: z
    .string()
    .nullable()
    .meta({ description: 'Message envoyé au client dans l’e-mail du statut et affiché dans ses commandes.' }),
  at: z.string(),
});

/** Admin views add the buyer and the history. */
export const adminOrderSchema = orderDetailSchema.extend({
  email: z.string(),
  userId: z.number().int().nullable(),
  history: z.array(orderHistoryEntrySchema),
  allowedNextStatuses: z.array(orderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(orderSummarySchema.extend({ email: z.string() })),
  total: z.number().int(),
});

const statusText = (tooLong: string) => z.string().trim().max(500, { message: tooLong }).optional();

export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  customerMessage: statusText('Le message au client est trop long (500 caractères au plus).').meta({
    description:
      'Message au client : envoyé dans l’e-mail du nouveau statut et affiché dans ses commandes ' +
      '(par exemple le numéro de colis). Facultatif.',
    example: 'Votre colis porte le numéro 6A12345678901.',
  }),
  internalNote: statusText('La note interne est trop longue (500 caractères au plus).').meta({
    description:
      'Note interne : gardée dans l’historique de la commande, visible du marchand seulement, jamais ' +
      'envoyée au client. Facultative.',
    example: 'Virement reçu',
  }),
  note: statusText('La note est trop longue (500 caractères au plus).').meta({
    description:
      'Ancien nom de la note interne, toujours accepté : jamais envoyé au client (utilisez customerMessage ' +
      'pour écrire au client). Ignoré quand internalNote est donné.',
    deprecated: true,
  }),
});

/** The header a client sends so that a retried POST /order returns the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
