import { z } from 'zod';
import { memberEmailSchema } from '../members/member';
import { paymentMethodSchema } from '../orders/payment';
import { cleanText } from '../shared/safe-text';

// Gift cards: the purchase (POST /gift-card), the balance check (POST /gift-card/balance) and
// the owner's screens (/admin/gift-card…). Amounts in euros; a code is never answered except
// to the buyer's payment confirmation and the owner's « mark paid », once.

const name = (label: string) =>
  cleanText()
    .pipe(
      z
        .string()
        .trim()
        .min(1, { message: `${label} est obligatoire.` }),
    )
    .pipe(z.string().max(100, { message: `${label} fait 100 caractères au plus.` }));

const giftCardKindSchema = z.enum(['AMOUNT', 'SERVICE', 'PRODUCT']);
const giftCardStatusSchema = z.enum(['PENDING_PAYMENT', 'ACTIVE', 'CANCELLED']);
export type GiftCardStatus = z.infer<typeof giftCardStatusSchema>;

const positiveId = (label: string) =>
  z
    .number({ message: `${label} est un identifiant.` })
    .int({ message: `${label} est un identifiant.` })
    .positive({ message: `${label} est un identifiant.` });

export const giftCardPurchaseSchema = z
  .object({
    amount: z
      .number({ message: 'Le montant est un nombre en euros.' })
      .positive({ message: 'Le montant doit être positif.' })
      .max(100_000, { message: 'Ce montant est trop élevé.' })
      .optional()
      .meta({ description: 'Le montant de la carte en euros (une carte pour un montant).' }),
    idService: positiveId('La prestation')
      .optional()
      .meta({ description: 'La prestation offerte (une carte pour une prestation nommée).' }),
    idProduct: positiveId('Le produit')
      .optional()
      .meta({ description: 'Le produit offert (une carte pour un coffret nommé).' }),
    buyer: z.object(
      { firstname: name('Votre prénom'), lastname: name('Votre nom'), email: memberEmailSchema },
      { message: 'Indiquez qui offre la carte.' },
    ),
    recipient: z.object(
      { name: name('Le nom du destinataire'), email: memberEmailSchema },
      { message: 'Indiquez à qui la carte est offerte.' },
    ),
    message: cleanText()
      .pipe(z.string().trim().max(500, { message: 'Le message fait 500 caractères au plus.' }))
      .optional(),
    sendOn: z.string({ message: 'La date d’envoi est une date AAAA-MM-JJ.' }).optional().meta({
      description:
        'Le jour où le destinataire reçoit la carte (AAAA-MM-JJ), aujourd’hui par défaut, dans l’année.',
    }),
    paymentMethod: z.enum(paymentMethodSchema.options, {
      message: "Ce moyen de paiement n'est pas proposé.",
    }),
  })
  .superRefine((input, ctx) => {
    const chosen = [input.amount, input.idService, input.idProduct].filter((value) => value !== undefined);
    if (chosen.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Choisissez un montant ou une prestation.' });
    }
  });
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

export const giftCardCreatedSchema = z.object({
  reference: z.string().meta({ example: 'BON-7KQ4MXTA' }),
  status: giftCardStatusSchema,
  kind: giftCardKindSchema,
  label: z.string(),
  amount: z.number().meta({ description: 'Prix et valeur de la carte, en euros.' }),
  currency: z.string(),
  sendOn: z.string(),
  paymentMethod: paymentMethodSchema,
  instructions: z.string().meta({ description: 'Ce que l’acheteur doit faire pour payer.' }),
  payment: z
    .object({
      clientSecret: z.string(),
      publishableKey: z.string(),
    })
    .optional()
    .meta({ description: 'Payée par carte (`STRIPE`) : ce dont Stripe.js a besoin pour la payer.' }),
});
export type GiftCardCreated = z.infer<typeof giftCardCreatedSchema>;

export const giftCardCodeInputSchema = z.object({
  code: z
    .string({ message: 'Saisissez le code de la carte.' })
    .trim()
    .min(1, { message: 'Saisissez le code de la carte.' })
    .max(60, { message: 'Ce code n’est pas valide.' }),
});

export const giftCardBalanceSchema = z.object({
  balance: z.number().meta({ description: 'Ce qu’il reste sur la carte, en euros.' }),
  currency: z.string(),
  validUntil: z.string().meta({ description: 'Dernier jour où la carte peut servir (AAAA-MM-JJ).' }),
  kind: giftCardKindSchema,
  label: z.string(),
  expired: z.boolean(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** What a visitor may buy (GET /gift-card/offer): the purchase page's choices. */
export const giftCardOfferSchema = z.object({
  amounts: z.array(z.number()).meta({ description: 'Les montants proposés, en euros.' }),
  minAmount: z
    .number()
    .meta({ description: 'Le montant libre minimum, en euros (0 : pas de montant libre).' }),
  maxAmount: z.number().meta({ description: 'Le montant libre maximum, en euros.' }),
  options: z
    .array(
      z.object({
        kind: z.enum(['SERVICE', 'PRODUCT']),
        id: z.number().int().meta({ description: 'La prestation (idService) ou le produit (idProduct).' }),
        label: z.string(),
        price: z.number(),
      }),
    )
    .meta({ description: 'Les prestations et coffrets nommés qui s’offrent en carte.' }),
  paymentMethods: z.array(paymentMethodSchema),
  validityMonths: z.number().int(),
});
export type GiftCardOffer = z.infer<typeof giftCardOfferSchema>;

// ---- Admin ----

export const giftCardAdminSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: giftCardStatusSchema,
  kind: giftCardKindSchema,
  label: z.string(),
  amount: z.number(),
  balance: z.number(),
  vatRate: z
    .number()
    .meta({ description: 'TVA à la vente, en pourcentage (0 pour une carte pour un montant).' }),
  vat: z.number(),
  buyer: z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }),
  recipient: z.object({ name: z.string(), email: z.string() }),
  message: z.string(),
  sendOn: z.string(),
  paymentMethod: paymentMethodSchema,
  codeEnd: z
    .string()
    .nullable()
    .meta({ description: 'Les quatre derniers caractères du code, une fois émis.' }),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  expiredAmount: z
    .number()
    .meta({ description: 'Ce que l’expiration de la carte a retiré de son solde, en euros.' }),
  paidAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardAdmin = z.infer<typeof giftCardAdminSchema>;

const giftCardLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['ISSUE', 'SPEND', 'REFUND', 'EXPIRY', 'CANCEL']),
  amount: z.number(),
  orderId: z.number().int().nullable(),
  actor: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

export const giftCardDetailSchema = giftCardAdminSchema.extend({
  ledger: z.array(giftCardLedgerEntrySchema),
});
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>;

const giftCardTotalsSchema = z.object({
  sold: z.number().meta({ description: 'Valeur des cartes émises, en euros.' }),
  spent: z.number().meta({ description: 'Dépensé (net des remboursements), en euros.' }),
  outstanding: z.number().meta({ description: 'Reste à dépenser sur les cartes (passif), en euros.' }),
});

export const giftCardPageSchema = z.object({
  giftCards: z.array(giftCardAdminSchema),
  total: z.number().int(),
  totals: giftCardTotalsSchema,
});

export const giftCardStatusInputSchema = z.object({
  status: z.literal('PAID', { message: 'Le seul changement possible est PAID (paiement reçu).' }),
});

export const giftCardIssuedSchema = giftCardAdminSchema.extend({
  code: z.string().meta({ description: 'Le code complet, donné cette seule fois.' }),
});

export const giftCardSpendInputSchema = giftCardCodeInputSchema.extend({
  amount: z
    .number({ message: 'Le montant est un nombre en euros.' })
    .positive({ message: 'Le montant doit être positif.' })
    .max(100_000, { message: 'Ce montant est trop élevé.' })
    .optional()
    .meta({ description: 'En euros ; absent pour une carte de prestation (utilisée en entier).' }),
});

export const giftCardSpentSchema = z.object({
  reference: z.string(),
  spent: z.number(),
  balance: z.number(),
  label: z.string(),
  kind: giftCardKindSchema,
});
