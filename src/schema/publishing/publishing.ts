import { z } from 'zod';

// The publishing workflow every content type shares: drafts, publication now or at a time,
// revisions and shared previews. The fields of a draft or a revision have the shape of their
// content type (a page: title, menu title, description and blocks; a news item: title,
// summary, text, image…).

export const CONTENT_TYPES = ['page', 'news', 'blog', 'service', 'element-item', 'product'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const publicationStates = ['published', 'draft', 'changed', 'scheduled'] as const;
export type PublicationState = (typeof publicationStates)[number];

const contentFieldsSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'Les champs de l’élément, dans la forme de son type.' });
export type ContentFields = Record<string, unknown>;

const epochMs = z.number().int().meta({ description: 'Millisecondes depuis 1970 (UTC).' });

export const publicationSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  locale: z.string(),
  state: z.enum(publicationStates).meta({
    description:
      'published : en ligne, sans brouillon ; draft : jamais publié ou dépublié ; changed : en ligne avec des modifications non publiées ; scheduled : une publication est programmée.',
  }),
  label: z.string().meta({ description: 'L’état en mots (« Publié », « Programmé le … »).' }),
  isLive: z.boolean(),
  version: z.number().int().meta({ description: 'À renvoyer avec le prochain enregistrement du brouillon.' }),
  fields: contentFieldsSchema.meta({ description: 'Le brouillon, ou la version en ligne sans brouillon.' }),
  hasDraft: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  publishAt: epochMs.nullable(),
  unpublishAt: epochMs.nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const draftInputSchema = z.object({
  fields: contentFieldsSchema,
  version: z
    .number({ message: 'La version chargée est obligatoire.' })
    .int()
    .min(0)
    .meta({ description: 'La version sur laquelle ce brouillon se fonde (0 : aucun encore).' }),
});
export type DraftInput = z.infer<typeof draftInputSchema>;

export const whenInputSchema = z.object({
  at: z
    .union([z.iso.datetime({ offset: true, message: 'La date doit être au format ISO 8601.' }), epochMs])
    .optional()
    .meta({ description: 'Quand (ISO 8601 ou millisecondes) ; maintenant si absent.' }),
});
export type WhenInput = z.infer<typeof whenInputSchema>;

const revisionSummarySchema = z.object({
  rev: z.number().int(),
  locale: z.string(),
  summary: z.string().meta({ description: 'Ce qui a changé, en mots (« titre, 2 blocs »).' }),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export const revisionListSchema = z.object({
  revisions: z.array(revisionSummarySchema),
  total: z.number().int(),
});
export const revisionSchema = revisionSummarySchema.extend({ fields: contentFieldsSchema });
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision = z.infer<typeof revisionSchema>;

export const restoreInputSchema = z.object({
  publish: z.boolean().optional().meta({ description: 'Publier tout de suite (sinon : un brouillon).' }),
});

export const previewLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string().meta({ description: 'ISO 8601.' }),
});

const MAX_STATE_IDS = 200;

export const publicationStatesQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES, { message: 'Ce type de contenu est inconnu.' }).meta({ example: 'news' }),
  ids: z
    .string({ message: 'Donnez les identifiants, séparés par des virgules.' })
    .regex(/^\d{1,12}(,\d{1,12})*$/, {
      message: 'Les identifiants sont des nombres séparés par des virgules.',
    })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_STATE_IDS, {
      message: `${MAX_STATE_IDS} identifiants au plus à la fois.`,
    })
    .meta({ description: 'Les identifiants des éléments, séparés par des virgules.', example: '1,2,3' }),
});

export const publicationStatesSchema = z.object({
  states: z.array(
    z.object({
      id: z.number().int(),
      state: z.enum(publicationStates),
      label: z.string().meta({ description: 'L’état en mots (« Publié », « Programmé le … »).' }),
    }),
  ),
});
export type PublicationStates = z.infer<typeof publicationStatesSchema>;
