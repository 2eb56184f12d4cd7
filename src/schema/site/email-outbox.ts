import { z } from 'zod';

// The sent-mail screen of the admin panel: every e-mail the site queued, newest
// first, with its rendered HTML and text parts, and the resend of a sent or failed one.

const outboxStatusSchema = z.enum(['PENDING', 'SENT', 'FAILED']);

const outboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  resentFrom: z.number().int().nullable(),
  failureReason: z.string().nullable().meta({
    description:
      "Pourquoi l'e-mail n'est pas parti (réponse du service d'envoi, ou abandon de la file) ; null s'il n'a pas échoué.",
  }),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxMessageSchema = outboxEntrySchema.extend({
  replyTo: z.string().nullable(),
  html: z
    .string()
    .nullable()
    .meta({ description: 'Le message HTML tel que reçu (null pour un e-mail texte seul).' }),
  text: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
    .meta({ description: 'Les fichiers joints : nom, type et taille en octets (jamais leur contenu).' }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ emails: z.array(outboxEntrySchema), total: z.number().int() });

export const OUTBOX_PAGE_SIZE = 25;

/** What a secret (a reset link's token) becomes in the stored copy once the e-mail is sent. */
export const SECRET_PLACEHOLDER = '[masqué après envoi]';
