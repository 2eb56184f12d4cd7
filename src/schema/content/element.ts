import { z } from 'zod';
import { translationsSchema } from '../translation/translation';
import { PHONE_PATTERN } from '../../domain/content/message-rules';
import { cleanText } from '../shared/safe-text';

// Element lists: a site's lists of dated elements (workshops, tasting
// visits…) read with GET /element/{route}, 24 per page, and registered to with
// POST /element/{route}/{id}/register. The list-key mapping (keyList, keyElem) names a list's
// public paths: /{keyList} for the list, /{keyElem}/{id} for one element.

export const ELEMENT_PAGE_SIZE = 24;
export const MAX_SEATS_PER_REGISTRATION = 10;

const slug = (label: string) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      message: `${label} ne contient que des minuscules sans accent, des chiffres et des tirets.`,
    })
    .max(60, { message: `${label} fait 60 caractères au plus.` });

const requiredText = (label: string, max: number) =>
  cleanText()
    .trim()
    .min(1, { message: `${label} est obligatoire.` })
    .max(max, { message: `${label} fait ${max} caractères au plus.` });

const optionalText = (label: string, max: number) =>
  cleanText()
    .trim()
    .max(max, { message: `${label} fait ${max} caractères au plus.` })
    .default('');

/** A list-key mapping entry: which list, and where its pages live. */
export const elementListSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  keyList: z.string(),
  keyElem: z.string(),
  title: z.string(),
  description: z.string(),
});
export type ElementList = z.infer<typeof elementListSchema>;

export const elementListWriteSchema = z.object({
  route: slug('La route'),
  keyList: slug('Le chemin de la liste'),
  keyElem: slug("Le chemin d'un élément"),
  title: requiredText('Le titre', 120),
  description: optionalText('La description', 1000),
});
export type ElementListWrite = z.infer<typeof elementListWriteSchema>;

export const elementSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  route: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(), // sanitised rich text
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  startsAt: z.string().nullable(), // local 'YYYY-MM-DDTHH:MM'
  durationMinutes: z.number().int().nullable(),
  location: z.string(),
  price: z.string(),
  capacity: z.number().int().nullable(), // null: no registration
  placesLeft: z.number().int().nullable(),
  isValid: z.boolean(),
  position: z.number().int(),
});
export type Element = z.infer<typeof elementSchema>;

/** GET /element/{route}/{id}: the element and its versions in the site's other languages. */
export const elementDetailSchema = elementSchema.extend({ translations: translationsSchema });
export type ElementDetail = z.infer<typeof elementDetailSchema>;

export const elementPageSchema = z.object({ items: z.array(elementSchema), total: z.number().int() });
export type ElementPage = z.infer<typeof elementPageSchema>;

const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

export const elementWriteSchema = z.object({
  title: requiredText('Le titre', 160),
  summary: optionalText('Le résumé', 500),
  body: optionalText('Le texte', 20_000),
  image: z
    .object({
      src: requiredText("L'adresse de l'image", 500),
      alt: optionalText("Le texte alternatif de l'image", 300),
    })
    .nullable()
    .default(null),
  startsAt: z
    .string()
    .regex(LOCAL_DATE_TIME, { message: 'La date doit être au format AAAA-MM-JJTHH:MM.' })
    .nullable()
    .default(null),
  durationMinutes: z
    .number({ message: 'La durée est un nombre de minutes.' })
    .int({ message: 'La durée est un nombre entier de minutes.' })
    .min(1, { message: 'La durée est d’au moins 1 minute.' })
    .max(10_080, { message: 'La durée est d’une semaine au plus.' })
    .nullable()
    .default(null),
  location: optionalText('Le lieu', 200),
  price: optionalText('Le tarif', 100),
  capacity: z
    .number({ message: 'La capacité est un nombre de places.' })
    .int({ message: 'La capacité est un nombre entier de places.' })
    .min(1, { message: 'La capacité est d’au moins 1 place.' })
    .max(10_000, { message: 'La capacité est de 10 000 places au plus.' })
    .nullable()
    .default(null),
  isValid: z.boolean({ message: 'isValid est vrai ou faux.' }).default(true),
  position: z.number().int({ message: 'La position est un nombre entier.' }).default(0),
});
export type ElementWrite = z.infer<typeof elementWriteSchema>;

export const REGISTRATION_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'seats', 'message'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const registrationSchema = z.object({
  firstname: requiredText('Le prénom', 80),
  lastname: requiredText('Le nom', 80),
  email: z
    .string({ message: "L'adresse e-mail est obligatoire." })
    .trim()
    .min(1, { message: "L'adresse e-mail est obligatoire." })
    .max(254, { message: "L'adresse e-mail n'est pas valide." })
    .pipe(z.email({ message: "L'adresse e-mail n'est pas valide." })),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { message: "Le numéro de téléphone n'est pas valide." })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // A form posts text: "2" is read as 2.
  seats: z.coerce
    .number({ message: 'Le nombre de places est un nombre.' })
    .int({ message: 'Le nombre de places est un nombre entier.' })
    .min(1, { message: 'Réservez au moins 1 place.' })
    .max(MAX_SEATS_PER_REGISTRATION, {
      message: `Réservez ${MAX_SEATS_PER_REGISTRATION} places au plus par inscription.`,
    })
    .default(1),
  message: optionalText('Le message', 1000),
  // Honeypot: people never see this field; a registration that fills it is dropped silently.
  website: z.string().max(500).optional(),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const registrationResultSchema = z.object({
  id: z.number().int(),
  seats: z.number().int(),
  placesLeft: z.number().int().nullable(),
});

export const registrationSchemaForAdmin = z.object({
  id: z.number().int(),
  elementId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  seats: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchemaForAdmin>;
