import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addDays, parisParts } from '../../../src/domain/delivery/collect-slots';
import { moveInputSchema } from '../../../src/schema/booking/booking';
import {
  appointmentAdminSchema,
  attendanceInputSchema,
  bookingBlockInputSchema,
  bookingBlockSchema,
  bookingDashboardSchema,
  diarySchema,
  feedCreatedSchema,
  feedStateSchema,
  ownerBookingInputSchema,
  ownerCancelInputSchema,
} from '../../../src/schema/booking/booking-admin';
import { ok } from '../../../src/schema/shared/envelope';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { addBlock, changeBlock, removeBlock } from './booking-blocks.service';
import { bookingDashboard, DIARY_MAX_DAYS, ownerAppointment, ownerDiary } from './booking-diary.service';
import { createFeed, feedState, revokeFeed } from './booking-feed.service';
import { ownerAttendance, ownerBook, ownerCancel, ownerMove } from './booking-owner.service';
import { bookingDeps } from './booking.routes';

// The owner's diary: the appointments and blocked time of a period, one appointment, booking on
// a client's behalf, moving, cancelling with a message to the client, marking attended or
// no-show; blocked time; the private calendar feed; the dashboard's figures. One site only:
// another site's appointment answers 404. Every write is in the audit log (provider/app.ts).

const TAG = 'Administration : rendez-vous';
const admin = { tags: [TAG], security: signedIn };
const referenceParams = z.object({
  reference: z.string().meta({ description: 'La référence du rendez-vous.', example: 'RDV-7K3Q9MZA' }),
});
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du créneau bloqué.', example: 1 }),
});

const diaryRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingDiary',
  method: 'get',
  path: '/admin/booking/diary',
  summary: 'L’agenda : les rendez-vous et le temps bloqué d’une période',
  description:
    'Du jour `from` au jour `to` inclus (heure de Paris, 62 jours au plus ; par défaut les 7 jours à partir d’aujourd’hui). Les rendez-vous annulés y figurent avec leur statut.',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      from: z.string().optional().meta({ description: 'Premier jour, AAAA-MM-JJ.', example: '2026-12-01' }),
      to: z
        .string()
        .optional()
        .meta({ description: 'Dernier jour inclus, AAAA-MM-JJ.', example: '2026-12-07' }),
    }),
  },
  responses: { 200: okJson(diarySchema, 'L’agenda de la période.'), ...errorResponses(400, 401, 403) },
});

const appointmentRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingAppointmentByReference',
  method: 'get',
  path: '/admin/booking/appointment/{reference}',
  summary: 'Un rendez-vous et son historique',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: referenceParams },
  responses: { 200: okJson(appointmentAdminSchema, 'Le rendez-vous.'), ...errorResponses(401, 403, 404) },
});

const bookRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingAppointment',
  method: 'post',
  path: '/admin/booking/appointment',
  summary: 'Prendre un rendez-vous pour un client (par téléphone)',
  description:
    'Ni le délai minimum ni l’horizon ne s’appliquent ; les horaires, les places et les chevauchements, si (409 sinon). Le client reçoit la confirmation et le lien de gestion.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(ownerBookingInputSchema, 'Le créneau et le client.') },
  responses: {
    201: okJson(appointmentAdminSchema, 'Le rendez-vous pris.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const moveRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingAppointmentByReferenceMove',
  method: 'post',
  path: '/admin/booking/appointment/{reference}/move',
  summary: 'Déplacer un rendez-vous',
  description: 'Sur un créneau libre de la même prestation, à toute date ; le client reçoit un e-mail.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: referenceParams,
    body: jsonBody(moveInputSchema, 'Le nouveau créneau.'),
  },
  responses: {
    200: okJson(appointmentAdminSchema, 'Le rendez-vous déplacé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const cancelRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingAppointmentByReferenceCancel',
  method: 'post',
  path: '/admin/booking/appointment/{reference}/cancel',
  summary: 'Annuler un rendez-vous, avec un message au client',
  description: 'Le client reçoit un e-mail avec le message et le fichier agenda d’annulation.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: referenceParams,
    body: jsonBody(ownerCancelInputSchema, 'Le message au client (facultatif).'),
  },
  responses: {
    200: okJson(appointmentAdminSchema, 'Le rendez-vous annulé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const attendanceRoute = createRoute({
  ...admin,
  operationId: 'putAdminBookingAppointmentByReferenceAttendance',
  method: 'put',
  path: '/admin/booking/appointment/{reference}/attendance',
  summary: 'Pointer un rendez-vous : venu ou absent',
  description:
    'Une fois l’heure du rendez-vous venue ; un pointage peut être corrigé. 409 pour un rendez-vous annulé.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: referenceParams,
    body: jsonBody(attendanceInputSchema, 'Le pointage.'),
  },
  responses: {
    200: okJson(appointmentAdminSchema, 'Le rendez-vous pointé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const listBlocksRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingBlock',
  method: 'get',
  path: '/admin/booking/block',
  summary: 'Le temps bloqué d’une période',
  description: 'Du jour `from` au jour `to` inclus (par défaut les 62 jours à partir d’aujourd’hui).',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      from: z.string().optional().meta({ description: 'Premier jour, AAAA-MM-JJ.', example: '2026-12-01' }),
      to: z
        .string()
        .optional()
        .meta({ description: 'Dernier jour inclus, AAAA-MM-JJ.', example: '2026-12-31' }),
    }),
  },
  responses: {
    200: okJson(z.object({ blocks: z.array(bookingBlockSchema) }), 'Le temps bloqué.'),
    ...errorResponses(400, 401, 403),
  },
});

const createBlockRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingBlock',
  method: 'post',
  path: '/admin/booking/block',
  summary: 'Bloquer du temps (absence, pause déjeuner)',
  description: 'Aucun créneau qui le chevauche n’est plus proposé ; les rendez-vous déjà pris restent.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(bookingBlockInputSchema, 'Le début, la fin, le libellé.') },
  responses: {
    201: okJson(bookingBlockSchema, 'Le temps bloqué.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const updateBlockRoute = createRoute({
  ...admin,
  operationId: 'putAdminBookingBlockById',
  method: 'put',
  path: '/admin/booking/block/{id}',
  summary: 'Modifier du temps bloqué',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: idParams,
    body: jsonBody(bookingBlockInputSchema, 'Le créneau bloqué.'),
  },
  responses: {
    200: okJson(bookingBlockSchema, 'Le temps bloqué.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteBlockRoute = createRoute({
  ...admin,
  operationId: 'deleteAdminBookingBlockById',
  method: 'delete',
  path: '/admin/booking/block/{id}',
  summary: 'Libérer du temps bloqué',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(z.object({ id: z.number().int() }), 'Libéré.'), ...errorResponses(401, 403, 404) },
});

const feedStateRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingFeed',
  method: 'get',
  path: '/admin/booking/feed',
  summary: 'Le calendrier privé (abonnement .ics) : existe-t-il ?',
  description: 'L’adresse n’est donnée qu’à sa création (seule son empreinte est gardée).',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(feedStateSchema, 'L’état du calendrier.'), ...errorResponses(401, 403) },
});

const createFeedRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingFeed',
  method: 'post',
  path: '/admin/booking/feed',
  summary: 'Créer l’adresse secrète du calendrier privé',
  description:
    'À ajouter dans Google Agenda (« À partir de l’URL ») ou Calendrier d’Apple (« Nouvel abonnement »). Une nouvelle adresse révoque la précédente.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 201: okJson(feedCreatedSchema, 'L’adresse du calendrier.'), ...errorResponses(401, 403) },
});

const revokeFeedRoute = createRoute({
  ...admin,
  operationId: 'deleteAdminBookingFeed',
  method: 'delete',
  path: '/admin/booking/feed',
  summary: 'Révoquer le calendrier privé',
  description: 'L’adresse répond 404 dès maintenant.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(feedStateSchema, 'Révoqué.'), ...errorResponses(401, 403, 404) },
});

const dashboardRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingDashboard',
  method: 'get',
  path: '/admin/booking/dashboard',
  summary: 'Les prochains rendez-vous et le nombre de rendez-vous du mois',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(bookingDashboardSchema, 'Les chiffres du tableau de bord.'),
    ...errorResponses(401, 403),
  },
});

async function actorOf(c: Context<AppEnv>): Promise<string> {
  return (await adminActor(c))?.email ?? 'admin';
}

export const bookingAdminDiaryRoutes = providerRouter()
  .openapi(diaryRoute, async (c) => {
    const query = c.req.valid('query');
    const from = query.from || parisParts(new Date()).date;
    return c.json(ok(await ownerDiary(routeContext(c), from, query.to || addDays(from, 6))), 200);
  })
  .openapi(appointmentRoute, async (c) =>
    c.json(ok(await ownerAppointment(routeContext(c), c.req.valid('param').reference)), 200),
  )
  .openapi(bookRoute, async (c) => {
    const booked = await ownerBook(routeContext(c), bookingDeps(c), c.req.valid('json'), await actorOf(c));
    return c.json(ok(booked, 'Rendez-vous pris : le client reçoit la confirmation.'), 201);
  })
  .openapi(moveRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const moved = await ownerMove(
      routeContext(c),
      bookingDeps(c),
      reference,
      c.req.valid('json').start,
      await actorOf(c),
    );
    return c.json(ok(moved, 'Rendez-vous déplacé : le client est prévenu.'), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const message = c.req.valid('json').message;
    const cancelled = await ownerCancel(
      routeContext(c),
      bookingDeps(c),
      reference,
      message,
      await actorOf(c),
    );
    return c.json(ok(cancelled, 'Rendez-vous annulé : le client est prévenu.'), 200);
  })
  .openapi(attendanceRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const marked = await ownerAttendance(
      routeContext(c),
      reference,
      c.req.valid('json').status,
      await actorOf(c),
    );
    return c.json(ok(marked, 'Rendez-vous pointé.'), 200);
  })
  .openapi(listBlocksRoute, async (c) => {
    const query = c.req.valid('query');
    const from = query.from || parisParts(new Date()).date;
    const diary = await ownerDiary(routeContext(c), from, query.to || addDays(from, DIARY_MAX_DAYS - 1));
    return c.json(ok({ blocks: diary.blocks }), 200);
  })
  .openapi(createBlockRoute, async (c) =>
    c.json(ok(await addBlock(routeContext(c), c.req.valid('json')), 'Temps bloqué.'), 201),
  )
  .openapi(updateBlockRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    return c.json(
      ok(await changeBlock(routeContext(c), id, c.req.valid('json')), 'Temps bloqué modifié.'),
      200,
    );
  })
  .openapi(deleteBlockRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    await removeBlock(routeContext(c), id);
    return c.json(ok({ id: id ?? 0 }, 'Temps libéré.'), 200);
  })
  .openapi(feedStateRoute, async (c) => c.json(ok(await feedState(routeContext(c))), 200))
  .openapi(createFeedRoute, async (c) =>
    c.json(ok(await createFeed(routeContext(c)), 'Nouvelle adresse : l’ancienne ne fonctionne plus.'), 201),
  )
  .openapi(revokeFeedRoute, async (c) => {
    await revokeFeed(routeContext(c));
    return c.json(ok(await feedState(routeContext(c)), 'Calendrier révoqué.'), 200);
  })
  .openapi(dashboardRoute, async (c) => c.json(ok(await bookingDashboard(routeContext(c))), 200));
