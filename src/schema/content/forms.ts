import { z } from 'zod';
import { FORM_FIELD_TYPES, FORM_FILE_TYPE_NAMES, FORM_LIMITS } from '../../domain/content/form-rules';
import { isCleanText } from '../shared/safe-text';

// Builder forms (GET /forms/{id}, POST /forms/{id}/submit, /admin/forms…). Field kinds and
// limits come from src/domain/content/form-rules.ts, shared with the island.

const cleanText = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `Ce texte ne doit pas dépasser ${max} caractères.` })
    .refine(isCleanText, { message: 'Ce texte contient des caractères non autorisés.' });

export const formFieldSchema = z
  .object({
    name: z
      .string({ message: 'Le nom technique du champ est obligatoire.' })
      .regex(/^[a-z][a-z0-9_]{0,39}$/, {
        message:
          'Le nom technique : minuscules, chiffres et _ (40 caractères au plus), commençant par une lettre.',
      }),
    type: z.enum(FORM_FIELD_TYPES, { message: "Ce type de champ n'existe pas." }),
    label: cleanText(150, 'Le libellé du champ est obligatoire.'),
    required: z.boolean().default(false),
    helpText: z
      .string()
      .trim()
      .max(300, { message: "L'aide ne doit pas dépasser 300 caractères." })
      .refine(isCleanText, { message: "L'aide contient des caractères non autorisés." })
      .optional(),
    options: z
      .array(cleanText(150, 'Une proposition ne peut pas être vide.'))
      .max(FORM_LIMITS.options, { message: `Au plus ${FORM_LIMITS.options} propositions.` })
      .optional(),
    accept: z
      .array(z.enum(FORM_FILE_TYPE_NAMES, { message: "Ce type de fichier n'est pas proposé." }))
      .optional(),
    maxSizeKb: z
      .number()
      .int()
      .min(1, { message: 'La taille maximale doit être positive.' })
      .max(FORM_LIMITS.maxFileKb, { message: `La taille maximale est de ${FORM_LIMITS.maxFileKb} Ko.` })
      .optional(),
    maxFiles: z
      .number()
      .int()
      .min(1, { message: 'Au moins un fichier.' })
      .max(FORM_LIMITS.maxFiles, { message: `Au plus ${FORM_LIMITS.maxFiles} fichiers par champ.` })
      .optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7, { message: 'Un jour va de 1 (lundi) à 7 (dimanche).' }))
      .max(7)
      .optional(),
    futureOnly: z.boolean().optional(),
  })
  .superRefine((field, context) => {
    if (field.type === 'select' && (field.options ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Une liste demande au moins une proposition.',
      });
    }
    if (field.type === 'file' && (field.accept ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['accept'],
        message: 'Indiquez les types de fichiers acceptés.',
      });
    }
  })
  .meta({ id: 'FormField', description: "Un champ d'un formulaire." });

/** What an admin writes: the form and its fields. */
export const formWriteSchema = z
  .object({
    title: cleanText(150, 'Le titre du formulaire est obligatoire.'),
    description: z
      .string()
      .trim()
      .max(1000, { message: 'La présentation ne doit pas dépasser 1000 caractères.' })
      .refine(isCleanText, { message: 'La présentation contient des caractères non autorisés.' })
      .default(''),
    submitLabel: cleanText(60, "Le libellé du bouton d'envoi est obligatoire.").default('Envoyer'),
    successMessage: cleanText(300, 'Le message de remerciement est obligatoire.'),
    notifyEmail: z
      .email({ message: "L'adresse e-mail de notification n'est pas valide." })
      .nullable()
      .default(null),
    fields: z
      .array(formFieldSchema)
      .min(1, { message: 'Un formulaire a au moins un champ.' })
      .max(FORM_LIMITS.fields, { message: `Au plus ${FORM_LIMITS.fields} champs.` }),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `Deux champs portent le nom « ${field.name} ».`,
        });
      }
      seen.add(field.name);
    });
  });
export type FormWrite = z.infer<typeof formWriteSchema>;

/** A form as visitors get it (GET /forms/{id}): no notification address. */
export const publicFormSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    submitLabel: z.string(),
    successMessage: z.string(),
    fields: z.array(formFieldSchema),
  })
  .meta({ id: 'Form', description: 'Un formulaire et ses champs.' });
export type PublicForm = z.infer<typeof publicFormSchema>;

export const adminFormSchema = publicFormSchema
  .extend({ notifyEmail: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'AdminForm', description: 'Un formulaire, vu par son administrateur.' });
export type AdminForm = z.infer<typeof adminFormSchema>;

export const formSubmittedSchema = z.object({ id: z.number().int() });

const submissionFileSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const submissionSchema = z
  .object({
    id: z.number().int(),
    formId: z.number().int(),
    formTitle: z.string(),
    answers: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    files: z.array(submissionFileSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'FormSubmission', description: 'Une réponse envoyée à un formulaire.' });
export type Submission = z.infer<typeof submissionSchema>;
export type SubmissionFile = z.infer<typeof submissionFileSchema>;
