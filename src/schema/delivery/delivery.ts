import { z } from 'zod';
import { openingSlotSchema, slotWriteSchema } from '../site/address';
import { cleanText } from '../shared/safe-text';

// Delivery: shipping-fee quotes, relay points, click-and-collect slots and the
// admin writes for carriers, zones, rate tables, relay points and delivery settings. The API
// speaks euros (2 decimals); D1 stores cents.

const id = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(Number.MAX_SAFE_INTEGER, { message });

const text = (label: string, max: number, required = true) => {
  const base = cleanText()
    .trim()
    .max(max, { message: `${label} fait ${max} caractères au plus.` });
  return required ? base.min(1, { message: `${label} est obligatoire.` }) : base.default('');
};

const POSTAL_CODE_MESSAGE = "Le code postal n'est pas valide.";
const postalCode = z
  .string({ message: 'Le code postal est obligatoire.' })
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/, { message: POSTAL_CODE_MESSAGE });

const COUNTRY_MESSAGE = 'Le pays est un identifiant de pays ou un code ISO à deux lettres (FR).';
/** A country of the site: its id, or its ISO 3166 alpha-2 code. */
const countryRefSchema = z.union(
  [
    id(COUNTRY_MESSAGE),
    z
      .string({ message: COUNTRY_MESSAGE })
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: COUNTRY_MESSAGE })
      .transform((code) => code.toUpperCase()),
  ],
  { message: COUNTRY_MESSAGE },
);

const quantity = z
  .number({ message: 'La quantité est un nombre entier de 1 à 1000.' })
  .int({ message: 'La quantité est un nombre entier de 1 à 1000.' })
  .min(1, { message: 'La quantité est un nombre entier de 1 à 1000.' })
  .max(1000, { message: 'La quantité est un nombre entier de 1 à 1000.' });

export const shippingFeesInputSchema = z.object({
  products: z
    .array(
      z.object({
        idProduct: id('Le produit est un identifiant.'),
        // The declination (for a box, its single one); without it a line counts one bottle per unit.
        idDeclination: id('La déclinaison est un identifiant.').nullish(),
        quantity,
      }),
      { message: 'Les produits sont une liste.' },
    )
    .min(1, { message: 'Votre panier est vide.' })
    .max(100, { message: '100 lignes au plus.' }),
  postalCode,
  country: countryRefSchema,
});
export type ShippingFeesInput = z.infer<typeof shippingFeesInputSchema>;

/** One priced carrier, shaped like the cart state's `carrier` (src/schema/catalogue/cart.ts carrierSchema). */
export const shippingPriceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string(),
  price: z.number().meta({ description: 'Prix de la livraison en euros, 0 si offerte.' }),
  fdp: z.number().meta({ description: 'Frais de port en euros (le même montant que `price`).' }),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  siteType: z.enum(['HOME', 'RELAY']).meta({ description: 'HOME : à domicile ; RELAY : en point relais.' }),
  free: z.boolean(),
});
export type ShippingPrice = z.infer<typeof shippingPriceSchema>;

export const relayQueryInputSchema = z.object({
  address: text("L'adresse", 200, false).optional(),
  postalCode,
  city: text('La ville', 120, false).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'Le pays est un code ISO à deux lettres (FR).' })
    .transform((code) => code.toUpperCase())
    .default('FR'),
  limit: z
    .number({ message: 'Le nombre de points est un entier de 1 à 30.' })
    .int({ message: 'Le nombre de points est un entier de 1 à 30.' })
    .min(1, { message: 'Le nombre de points est un entier de 1 à 30.' })
    .max(30, { message: 'Le nombre de points est un entier de 1 à 30.' })
    .default(10),
});
export type RelayQueryInput = z.infer<typeof relayQueryInputSchema>;
/** What a caller sends (country and limit have defaults). */
export type RelayQueryRequest = z.input<typeof relayQueryInputSchema>;

export const relayAccessPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable().meta({
    description:
      'Position du point ; null quand la source ne la connaît pas (le relais local de démonstration).',
  }),
  icon: z.string(),
  distanceKm: z.number().nullable().meta({ description: 'Distance approximative depuis le code postal.' }),
  openingHours: z.array(openingSlotSchema).meta({
    description: 'Horaires d’ouverture : jour de 1 (lundi) à 7 (dimanche), HH:MM ; vide si inconnus.',
  }),
});
export type RelayAccessPoint = z.infer<typeof relayAccessPointSchema>;

export const collectSlotsSchema = z.object({
  idAddress: z.number().int(),
  name: z.string(),
  leadHours: z.number(),
  days: z.array(
    z.object({
      date: z.string().meta({ description: 'Date de retrait (AAAA-MM-JJ, heure de Paris).' }),
      weekday: z.number().int(),
      slots: z.array(
        z.object({
          idSchedule: z.number().int(),
          opens: z.string(),
          closes: z.string(),
          from: z.string().meta({ description: 'Heure de retrait la plus tôt dans ce créneau.' }),
          full: z.boolean().meta({
            description: 'Complet : le créneau a reçu ce jour-là toutes les commandes qu’il prend.',
          }),
        }),
      ),
    }),
  ),
});
export type CollectSlots = z.infer<typeof collectSlotsSchema>;

// ---- Admin ----

const euros = (label: string) =>
  z
    .number({ message: `${label} est un montant en euros.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(100_000, { message: `${label} ne peut pas dépasser 100 000 €.` })
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: `${label} a deux décimales au plus.`,
      },
    );

const bottles = (label: string) =>
  z
    .number({ message: `${label} est un nombre de bouteilles.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(10_000, { message: `${label} est trop grand.` })
    .refine((value) => Number.isInteger(value * 2), { message: `${label} se compte par demi-bouteille.` });

const rateWriteSchema = z
  .object({
    zoneId: id('La zone est un identifiant.'),
    minBottles: bottles('Le minimum'),
    maxBottles: bottles('Le maximum').nullable().default(null),
    price: euros('Le prix'),
  })
  .refine((rate) => rate.maxBottles === null || rate.maxBottles >= rate.minBottles, {
    message: 'Le maximum de bouteilles doit être supérieur ou égal au minimum.',
    path: ['maxBottles'],
  });

export const carrierWriteSchema = z.object({
  name: text('Le nom', 120),
  serviceCode: z
    .string({ message: 'Le code de service est obligatoire.' })
    .trim()
    .regex(/^[A-Z0-9_-]{2,40}$/i, {
      message: 'Le code de service : 2 à 40 lettres, chiffres, « - » ou « _ ».',
    })
    .transform((code) => code.toUpperCase()),
  deliveryType: z.enum(['DELIVERY', 'PICKUP'], { message: 'Le type de livraison est DELIVERY ou PICKUP.' }),
  isActive: z.boolean({ message: 'Actif est vrai ou faux.' }).default(true),
  position: z.number().int().min(0).max(10_000).default(0),
  rates: z.array(rateWriteSchema).max(200, { message: '200 tarifs au plus.' }).default([]),
});
export type CarrierWrite = z.infer<typeof carrierWriteSchema>;

export const carrierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string(),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  isActive: z.boolean(),
  position: z.number().int(),
  rates: z.array(
    z.object({
      id: z.number().int(),
      zoneId: z.number().int(),
      minBottles: z.number(),
      maxBottles: z.number().nullable(),
      price: z.number(),
    }),
  ),
});
export type CarrierDetail = z.infer<typeof carrierSchema>;

export const zoneWriteSchema = z.object({
  name: text('Le nom', 120),
  position: z.number().int().min(0).max(10_000).default(0),
  areas: z
    .array(
      z.object({
        countryId: id('Le pays est un identifiant.'),
        postalCodePrefix: z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z]{0,10}$/, {
            message: 'Le début de code postal : 10 lettres ou chiffres au plus.',
          })
          .default(''),
      }),
    )
    .min(1, { message: 'Une zone couvre au moins un pays.' })
    .max(300, { message: '300 pays au plus.' }),
});
export type ZoneWrite = z.infer<typeof zoneWriteSchema>;

export const zoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  areas: z.array(z.object({ countryId: z.number().int(), postalCodePrefix: z.string() })),
});
export type ZoneDetail = z.infer<typeof zoneSchema>;

export const relayPointWriteSchema = z.object({
  code: z
    .string({ message: "L'identifiant du point est obligatoire." })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, {
      message: "L'identifiant du point : 40 lettres, chiffres, « - » ou « _ » au plus.",
    }),
  name: text('Le nom', 120),
  addLine1: text("L'adresse", 200),
  zipCode: postalCode,
  city: text('La ville', 120),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'Le pays est un code ISO à deux lettres (FR).' })
    .transform((code) => code.toUpperCase())
    .default('FR'),
  latitude: z.number({ message: 'La latitude est obligatoire.' }).min(-90).max(90),
  longitude: z.number({ message: 'La longitude est obligatoire.' }).min(-180).max(180),
  icon: text("L'icône", 200, false),
  isActive: z.boolean().default(true),
  openingHours: z.array(slotWriteSchema).max(28, { message: '28 créneaux au plus.' }).default([]),
});
export type RelayPointWrite = z.infer<typeof relayPointWriteSchema>;

export const relayPointSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  icon: z.string(),
  isActive: z.boolean(),
  openingHours: z.array(openingSlotSchema),
});
export type RelayPoint = z.infer<typeof relayPointSchema>;

export const deliverySettingsSchema = z.object({
  relaySource: z.enum(['STORED', 'CARRIER_API'], {
    message:
      'La source des points relais est STORED (points enregistrés) ou CARRIER_API (API du transporteur).',
  }),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
