import { z } from 'zod';

// Payment. The PAYMENT_METHOD parameter lists the methods a site offers, comma
// separated (e.g. `BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE`). Offline methods complete
// locally with instructions; STRIPE is offered only when the Worker has its keys.

export const paymentMethodSchema = z.enum(['BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP', 'STRIPE']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'Virement bancaire',
  CHEQUE: 'Chèque',
  PAY_AT_PICKUP: 'Paiement au retrait',
  STRIPE: 'Carte bancaire',
};

/** POST /order/{id}/payment */
export const paymentStartSchema = z.object({
  method: z.enum(paymentMethodSchema.options, { message: "Ce moyen de paiement n'est pas proposé." }),
});

/** Offline: what the buyer must do; STRIPE: what Stripe.js needs to confirm the card payment. */
export const paymentStartedSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('OFFLINE'),
    method: paymentMethodSchema,
    orderId: z.number().int(),
    reference: z.string(),
    amount: z.number(),
    instructions: z.string(), // French, plain text with line breaks
  }),
  z.object({
    kind: z.literal('STRIPE'),
    method: z.literal('STRIPE'),
    orderId: z.number().int(),
    reference: z.string(),
    amount: z.number(),
    clientSecret: z.string(),
    publishableKey: z.string(),
  }),
]);
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** GET /order/payment-methods: what the site offers now (STRIPE only with keys). */
export const paymentMethodListSchema = z.array(z.object({ method: paymentMethodSchema, label: z.string() }));

/** GET /custom-stripe/public-key (spec call table): data is the publishable key, null without Stripe. */
export const stripePublicKeySchema = z.string().nullable();

// ── A site's own Stripe keys, set by its owner from the admin ─────────────────

const keyShape = (pattern: RegExp, message: string) =>
  z
    .string({ message })
    .trim()
    .max(255, { message })
    // '' keeps the stored value (a form left blank), null removes it.
    .refine((value) => value === '' || pattern.test(value), { message })
    .nullish();

/** PUT /admin/payment/stripe: each key omitted or '' is kept, null is removed, a value replaces it. */
export const stripeSettingsWriteSchema = z.object({
  secretKey: keyShape(
    /^sk_(test|live)_[A-Za-z0-9]{8,}$/,
    'La clé secrète Stripe commence par « sk_test_ » ou « sk_live_ ».',
  ).meta({ description: 'Clé secrète (sk_…) ; vide : inchangée ; null : supprimée.' }),
  publishableKey: keyShape(
    /^pk_(test|live)_[A-Za-z0-9]{8,}$/,
    'La clé publiable Stripe commence par « pk_test_ » ou « pk_live_ ».',
  ).meta({ description: 'Clé publiable (pk_…) ; vide : inchangée ; null : supprimée.' }),
  webhookSecret: keyShape(
    /^whsec_[A-Za-z0-9]{8,}$/,
    'Le secret de signature du webhook Stripe commence par « whsec_ ».',
  ).meta({
    description: 'Secret de signature du point de terminaison (whsec_…) ; vide : inchangé ; null : supprimé.',
  }),
});
export type StripeSettingsWrite = z.infer<typeof stripeSettingsWriteSchema>;

/** GET /admin/payment/stripe: never a secret, only whether each key is set. */
export const stripeSettingsSchema = z.object({
  secretKeySet: z.boolean(),
  publishableKeySet: z.boolean(),
  publishableKeyLast4: z
    .string()
    .nullable()
    .meta({ description: 'Les 4 derniers caractères de la clé publiable, pour la reconnaître.' }),
  webhookSecretSet: z.boolean(),
  webhookUrl: z.string().meta({
    description: 'L’adresse à déclarer comme point de terminaison du webhook dans Stripe (l’hôte du site).',
  }),
  source: z.enum(['SITE', 'PLATFORM', 'NONE']).meta({
    description:
      'SITE : les clés du site (les trois sont posées) ; PLATFORM : les clés de la plateforme, le site n’en ayant aucune ; NONE : pas de paiement par carte.',
  }),
});
export type StripeSettings = z.infer<typeof stripeSettingsSchema>;
