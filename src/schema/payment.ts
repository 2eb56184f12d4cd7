import { z } from 'zod';

// Payment (issue 10). The PAYMENT_METHOD parameter lists the methods a site offers, comma
// separated (e.g. `BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE`). Offline methods complete
// locally with instructions; STRIPE is offered only when the Worker has its keys.

export const paymentMethodSchema = z.enum(['BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP', 'STRIPE']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const OFFLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP'];

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
export type PaymentStart = z.infer<typeof paymentStartSchema>;

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
