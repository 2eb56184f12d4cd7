import { z } from 'zod';
import { isWallClockTime } from '../../domain/booking/booking-slots';
import { APPOINTMENT_STATUSES, BOOKING_LOCATIONS, BOOKING_PAYMENTS, bookingInputSchema } from './booking';

// Online booking, the owner's side (/admin/booking/...): the bookable services, the weekly
// hours and their exceptions, the diary, blocked time, the appointments and the calendar feed.

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} : un nombre de minutes.` })
    .int({ message: `${label} : un nombre entier de minutes.` })
    .min(min, { message: `${label} : ${min} minutes au moins.` })
    .max(max, { message: `${label} : ${max} minutes au plus.` });

const cents = (label: string) =>
  z
    .number({ message: `${label} : un montant en centimes.` })
    .int({ message: `${label} : un montant entier en centimes.` })
    .min(0, { message: `${label} ne peut pas être négatif.` });

const wallClock = z
  .string({ message: 'Une heure au format HH:MM.' })
  .refine(isWallClockTime, { message: 'Une heure au format HH:MM (par exemple 09:30).' });

const isoDate = z
  .string({ message: 'Une date au format AAAA-MM-JJ.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Une date au format AAAA-MM-JJ.' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'Cette date n’existe pas.',
  });

const serviceFields = {
  name: z
    .string({ message: 'Le nom est obligatoire.' })
    .trim()
    .min(1, { message: 'Le nom est obligatoire.' })
    .max(120, { message: 'Le nom est trop long (120 caractères au plus).' }),
  description: z.string().trim().max(2000, { message: 'La description est trop longue.' }).default(''),
  translations: z
    .object({
      en: z.object({ name: z.string().trim().max(120), description: z.string().trim().max(2000) }).partial(),
    })
    .partial()
    .nullable()
    .default(null),
  durationMinutes: minutes('La durée', 5, 480),
  /** null: « sur devis ». */
  priceCents: cents('Le prix').nullable().default(null),
  location: z
    .enum(BOOKING_LOCATIONS, { message: 'Le lieu : PRACTICE, HOME ou COMPANY.' })
    .default('PRACTICE'),
  postcodes: z
    .array(z.string().regex(/^\d{5}$/, { message: 'Un code postal a 5 chiffres.' }))
    .max(200)
    .default([]),
  travelMinutes: minutes('Le trajet', 0, 240).default(0),
  bufferBeforeMinutes: minutes('La marge avant', 0, 240).default(0),
  bufferAfterMinutes: minutes('La marge après', 0, 240).default(0),
  capacity: z
    .number({ message: 'Le nombre de places est un nombre.' })
    .int({ message: 'Le nombre de places est un nombre entier.' })
    .min(1, { message: 'Une place au moins.' })
    .max(500, { message: '500 places au plus.' })
    .default(1),
  payment: z
    .enum(BOOKING_PAYMENTS, { message: 'Le paiement : ON_SITE, PREPAYMENT ou DEPOSIT.' })
    .default('ON_SITE'),
  depositCents: cents('L’acompte').nullable().default(null),
  servicePagePath: z
    .string()
    .trim()
    .regex(/^\/prestations\/[a-z0-9][a-z0-9/-]*$/, {
      message: 'La page liée est une page de prestation du site (/prestations/...).',
    })
    .nullable()
    .default(null),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
};

export const bookingServiceInputSchema = z
  .object(serviceFields)
  .refine((input) => input.payment !== 'DEPOSIT' || (input.depositCents ?? 0) > 0, {
    message: 'Un acompte demande son montant.',
    path: ['depositCents'],
  });
export type BookingServiceInput = z.infer<typeof bookingServiceInputSchema>;

export const bookingServiceAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  translations: z
    .record(z.string(), z.object({ name: z.string().optional(), description: z.string().optional() }))
    .nullable(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int().nullable(),
  location: z.enum(BOOKING_LOCATIONS),
  postcodes: z.array(z.string()),
  travelMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  capacity: z.number().int(),
  payment: z.enum(BOOKING_PAYMENTS),
  depositCents: z.number().int().nullable(),
  servicePagePath: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type BookingServiceAdmin = z.infer<typeof bookingServiceAdminSchema>;
export const bookingServiceListSchema = z.object({ services: z.array(bookingServiceAdminSchema) });

const openingRangeSchema = z
  .object({
    weekday: z
      .number({ message: 'Le jour : 1 (lundi) à 7 (dimanche).' })
      .int()
      .min(1, { message: 'Le jour : 1 (lundi) à 7 (dimanche).' })
      .max(7, { message: 'Le jour : 1 (lundi) à 7 (dimanche).' }),
    start: wallClock,
    end: wallClock,
  })
  .refine((range) => range.start < range.end, { message: 'Une plage finit après son début.', path: ['end'] });

export const bookingHoursSchema = z.object({
  hours: z
    .array(openingRangeSchema)
    .max(70, { message: '70 plages au plus.' })
    .refine(
      (ranges) =>
        ranges.every((range, index) =>
          ranges.every(
            (other, at) =>
              at === index ||
              other.weekday !== range.weekday ||
              other.end <= range.start ||
              other.start >= range.end,
          ),
        ),
      { message: 'Deux plages du même jour se chevauchent.' },
    ),
});
export type BookingHours = z.infer<typeof bookingHoursSchema>;

export const bookingExceptionInputSchema = z
  .object({
    date: isoDate,
    kind: z.enum(['CLOSED', 'OPEN'], { message: 'CLOSED (fermé) ou OPEN (ouverture en plus).' }),
    start: wallClock.nullable().default(null),
    end: wallClock.nullable().default(null),
    label: z.string().trim().max(120, { message: 'Le libellé est trop long.' }).default(''),
  })
  .refine(
    (input) =>
      input.kind === 'CLOSED' || (input.start !== null && input.end !== null && input.start < input.end),
    {
      message: 'Une ouverture en plus a une heure de début et une heure de fin, après le début.',
      path: ['end'],
    },
  );
export type BookingExceptionInput = z.infer<typeof bookingExceptionInputSchema>;

export const bookingExceptionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(['CLOSED', 'OPEN']),
  start: z.string().nullable(),
  end: z.string().nullable(),
  label: z.string(),
});
export type BookingExceptionAdmin = z.infer<typeof bookingExceptionSchema>;
export const bookingExceptionListSchema = z.object({ exceptions: z.array(bookingExceptionSchema) });

const instantText = z
  .string({ message: 'Une date et une heure ISO 8601 avec le décalage.' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value), {
    message: 'Une date et une heure ISO 8601 avec le décalage (2026-12-01T12:30:00+01:00).',
  });

export const bookingBlockInputSchema = z
  .object({
    start: instantText,
    end: instantText,
    label: z.string().trim().max(120, { message: 'Le libellé est trop long.' }).default(''),
  })
  .refine((input) => Date.parse(input.start) < Date.parse(input.end), {
    message: 'La fin vient après le début.',
    path: ['end'],
  })
  .refine((input) => Date.parse(input.end) - Date.parse(input.start) <= 62 * 86_400_000, {
    message: 'Un blocage dure 62 jours au plus.',
    path: ['end'],
  });
export type BookingBlockInput = z.infer<typeof bookingBlockInputSchema>;

export const bookingBlockSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
});
export type BookingBlockAdmin = z.infer<typeof bookingBlockSchema>;

const diaryAppointmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  service: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(APPOINTMENT_STATUSES),
  start: z.string(),
  end: z.string(),
  places: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  location: z.string(),
  bookedBy: z.enum(['CLIENT', 'OWNER']),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type DiaryAppointment = z.infer<typeof diaryAppointmentSchema>;

export const diarySchema = z.object({
  from: z.string(),
  to: z.string(),
  appointments: z.array(diaryAppointmentSchema),
  blocks: z.array(bookingBlockSchema),
});
export type Diary = z.infer<typeof diarySchema>;

const appointmentHistorySchema = z.object({
  action: z.enum(['CREATED', 'MOVED', 'CANCELLED', 'ATTENDED', 'NO_SHOW']),
  actor: z.string(),
  detail: z.string(),
  at: z.string(),
});

export const appointmentAdminSchema = diaryAppointmentSchema.extend({
  history: z.array(appointmentHistorySchema),
});
export type AppointmentAdmin = z.infer<typeof appointmentAdminSchema>;

/** Booking on a client's behalf (a phone call): the client accepted the terms by phone. */
export const ownerBookingInputSchema = bookingInputSchema.omit({ acceptTerms: true });

export const ownerCancelInputSchema = z.object({
  message: z
    .string()
    .trim()
    .max(1000, { message: 'Le message ne doit pas dépasser 1000 caractères.' })
    .optional(),
});

export const attendanceInputSchema = z.object({
  status: z.enum(['ATTENDED', 'NO_SHOW'], { message: 'ATTENDED (venu) ou NO_SHOW (absent).' }),
});

export const feedStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});

export const feedCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});

export const bookingDashboardSchema = z.object({
  upcoming: z.array(diaryAppointmentSchema),
  monthCount: z.number().int(),
});
