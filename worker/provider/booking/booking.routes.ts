import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  appointmentViewSchema,
  bookableServicesSchema,
  bookedSchema,
  bookingInputSchema,
  memberAppointmentsSchema,
  moveInputSchema,
  slotDaysSchema,
} from '../../../src/schema/booking/booking';
import { ok } from '../../../src/schema/shared/envelope';
import { sessionMember } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { AppError } from '../../errors';
import { providerRouter } from '../../openapi/router';
import { giftCardsForOrder } from '../gift-cards/public';
import { routeContext } from '../shared/service-context';
import { book } from './booking-book.service';
import { feedCalendar } from './booking-feed.service';
import { memberAppointments } from './booking-member.service';
import {
  appointmentIcs,
  appointmentView,
  cancelAppointment,
  moveAppointmentTo,
} from './booking-manage.service';
import type { BookingDeps } from './booking-rules';
import { bookableServices, bookingSlots } from './booking-slots.service';

// The public booking contract: services, free slots, booking, and the manage calls behind the
// signed link of every e-mail (the `token` of manageUrl).

const TAG = 'Rendez-vous';

const referenceParams = z.object({
  reference: z.string().meta({ description: 'La référence du rendez-vous.', example: 'RDV-7K3Q9MZA' }),
});
const tokenQuery = z.object({
  token: z.string().optional().meta({ description: 'Le jeton signé du lien de gestion (manageUrl).' }),
});

const servicesRoute = createRoute({
  operationId: 'getBookingServices',
  security: [],
  method: 'get',
  path: '/booking/services',
  tags: [TAG],
  summary: 'Les prestations réservables en ligne',
  description: 'Répond 404 quand la prise de rendez-vous en ligne est fermée (paramètre BOOKING_ENABLED).',
  request: { headers: siteHeaders },
  responses: { 200: okJson(bookableServicesSchema, 'Les prestations.'), ...errorResponses(404) },
});

const slotsRoute = createRoute({
  operationId: 'getBookingSlots',
  security: [],
  method: 'get',
  path: '/booking/slots',
  tags: [TAG],
  summary: 'Les créneaux libres d’une prestation, jour par jour',
  description:
    'Heure de Paris, `start` et `end` en ISO 8601 avec le décalage. Ni passé, ni avant le délai minimum (BOOKING_NOTICE_HOURS), ni au-delà de l’horizon (BOOKING_HORIZON_DAYS) ; `remaining` : les places qui restent. Une seule lecture de la base pour toute la période.',
  request: {
    headers: siteHeaders,
    query: z.object({
      service: z
        .string()
        .meta({ type: 'integer', description: 'La prestation (GET /booking/services).', example: 1 }),
      from: z.string().meta({ description: 'Le premier jour, AAAA-MM-JJ.', example: '2026-12-01' }),
      days: z
        .string()
        .optional()
        .meta({ type: 'integer', description: 'Nombre de jours, de 1 à 31 (7 par défaut).', example: 7 }),
    }),
  },
  responses: {
    200: okJson(slotDaysSchema, 'Les jours et leurs créneaux libres.'),
    ...errorResponses(400, 404),
  },
});

const bookRoute = createRoute({
  operationId: 'postBooking',
  security: [],
  method: 'post',
  path: '/booking',
  tags: [TAG],
  summary: 'Réserver un créneau',
  description:
    'Le créneau est vérifié à nouveau dans la même transaction que l’enregistrement : s’il n’a plus de place, ou n’est pas proposé, la réponse est 409 et rien n’est écrit. Le client reçoit un e-mail avec le fichier .ics et le lien de gestion ; le site, un e-mail.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(bookingInputSchema, 'Le créneau et le client.') },
  responses: {
    201: okJson(bookedSchema, 'Rendez-vous confirmé.'),
    ...errorResponses(400, 404, 409, 413, 415),
  },
});

const viewRoute = createRoute({
  operationId: 'getBookingByReference',
  security: [],
  method: 'get',
  path: '/booking/{reference}',
  tags: [TAG],
  summary: 'Un rendez-vous, par son lien signé',
  request: { headers: siteHeaders, params: referenceParams, query: tokenQuery },
  responses: { 200: okJson(appointmentViewSchema, 'Le rendez-vous.'), ...errorResponses(404) },
});

const cancelRoute = createRoute({
  operationId: 'postBookingByReferenceCancel',
  security: [],
  method: 'post',
  path: '/booking/{reference}/cancel',
  tags: [TAG],
  summary: 'Annuler un rendez-vous (jusqu’au délai d’annulation)',
  request: { headers: siteHeaders, params: referenceParams, query: tokenQuery },
  responses: { 200: okJson(appointmentViewSchema, 'Le rendez-vous annulé.'), ...errorResponses(404, 409) },
});

const moveRoute = createRoute({
  operationId: 'postBookingByReferenceMove',
  security: [],
  method: 'post',
  path: '/booking/{reference}/move',
  tags: [TAG],
  summary: 'Déplacer un rendez-vous sur un autre créneau libre',
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: referenceParams,
    query: tokenQuery,
    body: jsonBody(moveInputSchema, 'Le nouveau créneau.'),
  },
  responses: {
    200: okJson(appointmentViewSchema, 'Le rendez-vous déplacé.'),
    ...errorResponses(400, 404, 409, 413, 415),
  },
});

const icsRoute = createRoute({
  operationId: 'getBookingByReferenceIcs',
  security: [],
  method: 'get',
  path: '/booking/{reference}/ics',
  tags: [TAG],
  summary: 'Le fichier agenda (.ics) d’un rendez-vous',
  request: { headers: siteHeaders, params: referenceParams, query: tokenQuery },
  responses: {
    200: {
      description: 'Le fichier iCalendar (RFC 5545), le même que la pièce jointe de l’e-mail.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...errorResponses(404),
  },
});

const feedRoute = createRoute({
  operationId: 'getBookingFeedByFile',
  security: [],
  method: 'get',
  path: '/booking/feed/{file}',
  tags: [TAG],
  summary: 'Le calendrier privé du propriétaire (abonnement .ics)',
  description:
    'L’adresse secrète donnée par POST /admin/booking/feed (`{jeton}.ics`) : les rendez-vous et le temps bloqué du site. Un jeton faux ou révoqué répond 404.',
  request: {
    headers: siteHeaders,
    params: z.object({ file: z.string().meta({ description: 'Le jeton secret suivi de .ics.' }) }),
  },
  responses: {
    200: {
      description: 'Le calendrier iCalendar (RFC 5545).',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...errorResponses(404),
  },
});

const memberRoute = createRoute({
  operationId: 'getUserBooking',
  method: 'get',
  path: '/user/booking',
  tags: [TAG],
  summary: 'Les rendez-vous du membre connecté',
  description: 'Ceux pris en étant connecté : à venir (le plus proche d’abord) et passés ou annulés.',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: { 200: okJson(memberAppointmentsSchema, 'Les rendez-vous.'), ...errorResponses(401) },
});

export function bookingDeps(c: Context<AppEnv>): BookingDeps {
  return {
    secret: c.env.SENDER_KEY_SECRET,
    giftCards: (codes, dueCents, nowSeconds) => giftCardsForOrder(c, codes, dueCents, nowSeconds),
    queued: (ids) => {
      for (const outboxId of ids) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    },
  };
}

const dayCount = (raw: string | undefined) => (raw === undefined || raw === '' ? 7 : Number(raw));

export const bookingRoutes = providerRouter()
  .openapi(servicesRoute, async (c) => c.json(ok({ services: await bookableServices(routeContext(c)) }), 200))
  .openapi(slotsRoute, async (c) => {
    const query = c.req.valid('query');
    const service = /^\d{1,10}$/.test(query.service) ? Number(query.service) : 0;
    const days = await bookingSlots(routeContext(c), {
      service,
      from: query.from,
      days: dayCount(query.days),
    });
    return c.json(ok(days), 200);
  })
  .openapi(bookRoute, async (c) => {
    const ctx = routeContext(c);
    // A signed-in member's appointment is theirs: their space lists it.
    const member = await sessionMember(c);
    const booked = await book(ctx, bookingDeps(c), c.req.valid('json'), { userId: member?.id ?? null });
    return c.json(ok(booked, booked.status === 'CONFIRMED' ? 'Rendez-vous confirmé.' : 'OK'), 201);
  })
  .openapi(viewRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const view = await appointmentView(
      routeContext(c),
      bookingDeps(c),
      reference,
      c.req.valid('query').token,
    );
    return c.json(ok(view), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const view = await cancelAppointment(
      routeContext(c),
      bookingDeps(c),
      reference,
      c.req.valid('query').token,
    );
    return c.json(ok(view, 'Rendez-vous annulé.'), 200);
  })
  .openapi(moveRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const { start } = c.req.valid('json');
    const view = await moveAppointmentTo(
      routeContext(c),
      bookingDeps(c),
      reference,
      c.req.valid('query').token,
      start,
    );
    return c.json(ok(view, 'Rendez-vous déplacé.'), 200);
  })
  .openapi(memberRoute, async (c) => {
    const member = await sessionMember(c);
    if (!member) throw new AppError(401, 'Veuillez vous connecter.');
    return c.json(ok(await memberAppointments(routeContext(c), bookingDeps(c), member.id)), 200);
  })
  .openapi(feedRoute, async (c) => {
    const file = c.req.valid('param').file;
    const text = await feedCalendar(routeContext(c), file.endsWith('.ics') ? file.slice(0, -4) : '');
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  })
  .openapi(icsRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const text = await appointmentIcs(routeContext(c), bookingDeps(c), reference, c.req.valid('query').token);
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reference}.ics"`,
      'Cache-Control': 'private, no-store',
    });
  });
