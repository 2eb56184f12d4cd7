import { z } from 'zod';
import { cleanText } from '../shared/safe-text';

// Company addresses (spec: "Address (company): id, type[] with value"): where the business
// receives, sells or hands over orders, with types and weekly opening hours. Read with
// GET /company/address and GET /admin/address/type; used by the contact block and, later,
// by click and collect.

export const addressTypeSchema = z.object({ id: z.number().int(), value: z.string(), label: z.string() });
export type AddressType = z.infer<typeof addressTypeSchema>;

/** One opening slot; weekday 1 is Monday, 7 Sunday. */
export const openingSlotSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});
export type OpeningSlot = z.infer<typeof openingSlotSchema>;

export const companyAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  position: z.number().int(),
  type: z.array(addressTypeSchema),
  openingHours: z.array(openingSlotSchema),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companyAddressListSchema = z.object({
  addresses: z.array(companyAddressSchema),
  total: z.number().int(),
});

const text = (label: string, max: number, required = false) => {
  const base = cleanText()
    .trim()
    .max(max, { message: `${label} fait ${max} caractères au plus.` });
  return required ? base.min(1, { message: `${label} est obligatoire.` }) : base.default('');
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One opening slot as an admin writes it (a company address's, a relay point's). */
export const slotWriteSchema = z
  .object({
    weekday: z
      .number({ message: 'Le jour est un nombre de 1 (lundi) à 7 (dimanche).' })
      .int({ message: 'Le jour est un nombre de 1 (lundi) à 7 (dimanche).' })
      .min(1, { message: 'Le jour est un nombre de 1 (lundi) à 7 (dimanche).' })
      .max(7, { message: 'Le jour est un nombre de 1 (lundi) à 7 (dimanche).' }),
    opens: z.string().regex(TIME, { message: "L'heure d'ouverture est au format HH:MM." }),
    closes: z.string().regex(TIME, { message: "L'heure de fermeture est au format HH:MM." }),
  })
  .refine((slot) => slot.opens < slot.closes, {
    message: "L'heure de fermeture doit suivre l'heure d'ouverture.",
    path: ['closes'],
  });

export const companyAddressWriteSchema = z.object({
  name: text('Le nom', 120, true),
  line1: text("L'adresse", 200, true),
  line2: text("Le complément d'adresse", 200),
  postalCode: z
    .string({ message: 'Le code postal est obligatoire.' })
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/, { message: "Le code postal n'est pas valide." }),
  city: text('La ville', 120, true),
  country: text('Le pays', 80).transform((value) => value || 'France'),
  phone: text('Le téléphone', 30),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: "L'adresse e-mail n'est pas valide.",
    })
    .default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  position: z.number().int().default(0),
  types: z
    .array(z.string().trim().min(1), { message: 'Les types sont une liste de codes.' })
    .max(10, { message: '10 types au plus.' })
    .default([]),
  openingHours: z.array(slotWriteSchema).max(28, { message: '28 créneaux au plus.' }).default([]),
});
export type CompanyAddressWrite = z.infer<typeof companyAddressWriteSchema>;

export const WEEKDAY_LABELS = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** '09:00' → '9h', '14:30' → '14h30': the French way of writing hours. */
export function frenchTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** The slots of each weekday as French text, Monday first; '' when closed that day. */
export function weeklyHours(slots: readonly OpeningSlot[]): { label: string; hours: string }[] {
  return WEEKDAY_LABELS.map((label, index) => ({
    label,
    hours: slots
      .filter((slot) => slot.weekday === index + 1)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((slot) => `${frenchTime(slot.opens)} – ${frenchTime(slot.closes)}`)
      .join(', '),
  }));
}
