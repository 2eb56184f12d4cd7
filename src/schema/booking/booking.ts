import { z } from 'zod';
import { MESSAGE_FIELD_ERRORS as M, PHONE_PATTERN } from '../../domain/content/message-rules';

// Online booking: the public contract (GET /booking/services, /booking/slots, POST /booking,
// the manage calls) shared by the routes, the pages and the remote client.

export const BOOKING_LOCATIONS = ['PRACTICE', 'HOME', 'COMPANY'] as const;
export const BOOKING_PAYMENTS = ['ON_SITE', 'PREPAYMENT', 'DEPOSIT'] as const;
export const APPOINTMENT_STATUSES = ['CONFIRMED', 'CANCELLED', 'ATTENDED', 'NO_SHOW'] as const;
/** A booking whose slot is held while the client pays online: confirmed by the payment. */
export const PENDING_PAYMENT = 'PENDING_PAYMENT';

const bookableServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  /** null: « sur devis ». */
  priceCents: z.number().int().nullable(),
  location: z.enum(BOOKING_LOCATIONS),
  /** A home visit: the postcodes served. */
  postcodes: z.array(z.string()),
  capacity: z.number().int(),
  payment: z.enum(BOOKING_PAYMENTS),
  depositCents: z.number().int().nullable(),
  servicePagePath: z.string().nullable(),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

export const bookableServicesSchema = z.object({ services: z.array(bookableServiceSchema) });

const slotSchema = z.object({
  start: z.string().meta({ example: '2026-12-01T14:00:00+01:00' }),
  end: z.string().meta({ example: '2026-12-01T15:00:00+01:00' }),
  remaining: z.number().int(),
});

export const slotDaysSchema = z.object({
  service: z.number().int(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
});
export type SlotDays = z.infer<typeof slotDaysSchema>;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: tooLong });

const bookingAddressSchema = z.object({
  street: text(
    'L’adresse est obligatoire pour un rendez-vous à domicile.',
    200,
    'L’adresse est trop longue.',
  ),
  postcode: z
    .string({ message: 'Le code postal est obligatoire.' })
    .trim()
    .regex(/^\d{5}$/, { message: 'Le code postal a 5 chiffres.' }),
  city: text('La ville est obligatoire.', 100, 'Le nom de la ville est trop long.'),
});

export const bookingInputSchema = z.object({
  service: z.number({ message: 'Choisissez une prestation.' }).int({ message: 'Choisissez une prestation.' }),
  start: z.string({ message: 'Choisissez un créneau.' }).min(1, { message: 'Choisissez un créneau.' }),
  places: z
    .number({ message: 'Le nombre de personnes est un nombre.' })
    .int({ message: 'Le nombre de personnes est un nombre entier.' })
    .min(1, { message: 'Une personne au moins.' })
    .max(50, { message: '50 personnes au plus.' })
    .optional(),
  firstname: text(M.firstnameRequired, 100, M.firstnameTooLong),
  lastname: text(M.lastnameRequired, 100, M.lastnameTooLong),
  email: z
    .string({ message: M.emailRequired })
    .trim()
    .min(1, { message: M.emailRequired })
    .max(254, { message: M.emailInvalid })
    .pipe(z.email({ message: M.emailInvalid })),
  phone: z
    .string({ message: 'Le téléphone est obligatoire.' })
    .trim()
    .regex(PHONE_PATTERN, { message: M.phoneInvalid }),
  message: z
    .string()
    .trim()
    .max(2000, { message: 'Le message ne doit pas dépasser 2000 caractères.' })
    .optional(),
  address: bookingAddressSchema.optional(),
  acceptTerms: z.literal(true, { message: 'Acceptez les conditions pour confirmer le rendez-vous.' }),
  /** Gift cards paying the prepayment or the deposit, card after card (the rest by card). */
  giftCardCodes: z
    .array(z.string().max(64, { message: 'Ce code de carte cadeau n’est pas valable.' }))
    .max(5, { message: 'Cinq cartes cadeaux au plus par rendez-vous.' })
    .optional()
    .meta({
      description:
        'Codes de cartes cadeaux (cinq au plus) : elles paient le prépaiement ou l’acompte l’une après l’autre, jamais au-delà de ce qui est dû ; le reste se paie par carte bancaire. Sans effet pour une prestation réglée sur place.',
    }),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** The card payment a booking waits for: Stripe.js confirms the PaymentIntent with the secret. */
const bookingPaymentSchema = z.object({
  kind: z.enum(['PREPAYMENT', 'DEPOSIT']),
  amountCents: z.number().int(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  /** Past this instant, unpaid, the slot is free again. */
  holdUntil: z.string(),
  /** What gift cards paid already; amountCents is what is left for the card. */
  giftCardCents: z.number().int(),
});

export const bookedSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum([...APPOINTMENT_STATUSES, PENDING_PAYMENT]),
  manageUrl: z.string(),
  /** Only for a service paid online beforehand (in full or a deposit) and not all by gift card. */
  payment: bookingPaymentSchema.optional(),
  /** What gift cards paid of the prepayment or the deposit. */
  giftCardCents: z.number().int().optional(),
});
export type Booked = z.infer<typeof bookedSchema>;

export const appointmentViewSchema = z.object({
  reference: z.string(),
  service: z.object({ id: z.number().int(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  /** PENDING_PAYMENT: held while the client pays online (changeableUntil is then the hold's end). */
  status: z.enum([...APPOINTMENT_STATUSES, PENDING_PAYMENT]),
  places: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  location: z.string(),
  /** Whether the client may still move or cancel it online (before the cancellation deadline). */
  changeable: z.boolean(),
  changeableUntil: z.string(),
  policy: z.string(),
  phone: z.string(),
  manageUrl: z.string(),
  /** PENDING_PAYMENT only: what the card step asks (its form is drawn for Stripe's client secret). */
  payment: z
    .object({
      kind: z.enum(['PREPAYMENT', 'DEPOSIT']),
      amountCents: z.number().int(),
      giftCardCents: z.number().int(),
      publishableKey: z.string(),
      paymentIntent: z.string(),
      holdUntil: z.string(),
    })
    .optional(),
});
export type AppointmentView = z.infer<typeof appointmentViewSchema>;

export const moveInputSchema = z.object({
  start: z.string({ message: 'Choisissez un créneau.' }).min(1, { message: 'Choisissez un créneau.' }),
});

const memberAppointmentSchema = z.object({
  reference: z.string(),
  service: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  location: z.string(),
  manageUrl: z.string(),
});
export type MemberAppointment = z.infer<typeof memberAppointmentSchema>;

/** A member's appointments: the coming ones first to last, the past ones last first. */
export const memberAppointmentsSchema = z.object({
  coming: z.array(memberAppointmentSchema),
  past: z.array(memberAppointmentSchema),
});
export type MemberAppointments = z.infer<typeof memberAppointmentsSchema>;
