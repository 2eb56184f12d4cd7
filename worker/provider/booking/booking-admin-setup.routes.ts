import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  bookingExceptionInputSchema,
  bookingExceptionListSchema,
  bookingExceptionSchema,
  bookingHoursSchema,
  bookingServiceAdminSchema,
  bookingServiceInputSchema,
  bookingServiceListSchema,
} from '../../../src/schema/booking/booking-admin';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import {
  addException,
  bookingExceptions,
  bookingHours,
  changeException,
  removeException,
  setBookingHours,
} from './booking-hours.service';
import {
  changeService,
  createService,
  deleteService,
  listOwnerServices,
  ownerService,
} from './booking-services.service';

// The owner's booking set-up: the bookable services, the week's hours and their exceptions.
// Every write is recorded in the audit log by the admin middleware (provider/app.ts).

const TAG = 'Administration : rendez-vous';
const admin = { tags: [TAG], security: signedIn };
const idParams = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });
const deletedSchema = z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'deactivated']) });

const listServicesRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingService',
  method: 'get',
  path: '/admin/booking/service',
  summary: 'Les prestations réservables, actives ou non',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(bookingServiceListSchema, 'Les prestations.'), ...errorResponses(401, 403) },
});

const getServiceRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingServiceById',
  method: 'get',
  path: '/admin/booking/service/{id}',
  summary: 'Une prestation réservable',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams('de la prestation') },
  responses: { 200: okJson(bookingServiceAdminSchema, 'La prestation.'), ...errorResponses(401, 403, 404) },
});

const createServiceRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingService',
  method: 'post',
  path: '/admin/booking/service',
  summary: 'Créer une prestation réservable',
  description:
    'Durée de 5 à 480 minutes ; prix en centimes ou null (« sur devis ») ; à domicile, les codes postaux servis et le temps de trajet ajouté avant et après.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(bookingServiceInputSchema, 'La prestation.') },
  responses: {
    201: okJson(bookingServiceAdminSchema, 'La prestation créée.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const updateServiceRoute = createRoute({
  ...admin,
  operationId: 'putAdminBookingServiceById',
  method: 'put',
  path: '/admin/booking/service/{id}',
  summary: 'Modifier une prestation réservable',
  description:
    'Les rendez-vous déjà pris gardent la durée, les marges et le trajet avec lesquels ils ont été pris.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: idParams('de la prestation'),
    body: jsonBody(bookingServiceInputSchema, 'La prestation.'),
  },
  responses: {
    200: okJson(bookingServiceAdminSchema, 'La prestation modifiée.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteServiceRoute = createRoute({
  ...admin,
  operationId: 'deleteAdminBookingServiceById',
  method: 'delete',
  path: '/admin/booking/service/{id}',
  summary: 'Supprimer une prestation réservable',
  description:
    'Une prestation déjà réservée n’est pas supprimée mais désactivée : ses rendez-vous restent dans l’agenda.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams('de la prestation') },
  responses: { 200: okJson(deletedSchema, 'Supprimée ou désactivée.'), ...errorResponses(401, 403, 404) },
});

const getHoursRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingHours',
  method: 'get',
  path: '/admin/booking/hours',
  summary: 'Les horaires de rendez-vous de la semaine',
  description: 'Plusieurs plages par jour, heure de Paris ; weekday 1 lundi … 7 dimanche.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(bookingHoursSchema, 'Les plages.'), ...errorResponses(401, 403) },
});

const putHoursRoute = createRoute({
  ...admin,
  operationId: 'putAdminBookingHours',
  method: 'put',
  path: '/admin/booking/hours',
  summary: 'Remplacer les horaires de rendez-vous de la semaine',
  description: 'Toutes les plages à la fois ; deux plages du même jour ne se chevauchent pas.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(bookingHoursSchema, 'Les plages de la semaine.') },
  responses: {
    200: okJson(bookingHoursSchema, 'Les plages enregistrées.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const listExceptionsRoute = createRoute({
  ...admin,
  operationId: 'getAdminBookingException',
  method: 'get',
  path: '/admin/booking/exception',
  summary: 'Les exceptions aux horaires, à partir d’aujourd’hui',
  description: 'CLOSED : jour fermé (congés, jour férié) ; OPEN : ouverture en plus ce jour-là.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(bookingExceptionListSchema, 'Les exceptions.'), ...errorResponses(401, 403) },
});

const createExceptionRoute = createRoute({
  ...admin,
  operationId: 'postAdminBookingException',
  method: 'post',
  path: '/admin/booking/exception',
  summary: 'Ajouter un jour fermé ou une ouverture en plus',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(bookingExceptionInputSchema, 'L’exception.') },
  responses: {
    201: okJson(bookingExceptionSchema, 'L’exception ajoutée.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const updateExceptionRoute = createRoute({
  ...admin,
  operationId: 'putAdminBookingExceptionById',
  method: 'put',
  path: '/admin/booking/exception/{id}',
  summary: 'Modifier une exception aux horaires',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: idParams('de l’exception'),
    body: jsonBody(bookingExceptionInputSchema, 'L’exception.'),
  },
  responses: {
    200: okJson(bookingExceptionSchema, 'L’exception modifiée.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteExceptionRoute = createRoute({
  ...admin,
  operationId: 'deleteAdminBookingExceptionById',
  method: 'delete',
  path: '/admin/booking/exception/{id}',
  summary: 'Supprimer une exception aux horaires',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams('de l’exception') },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Supprimée.'),
    ...errorResponses(401, 403, 404),
  },
});

export const bookingAdminSetupRoutes = providerRouter()
  .openapi(listServicesRoute, async (c) =>
    c.json(ok({ services: await listOwnerServices(routeContext(c)) }), 200),
  )
  .openapi(getServiceRoute, async (c) =>
    c.json(ok(await ownerService(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(createServiceRoute, async (c) =>
    c.json(ok(await createService(routeContext(c), c.req.valid('json')), 'Prestation créée.'), 201),
  )
  .openapi(updateServiceRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    return c.json(
      ok(await changeService(routeContext(c), id, c.req.valid('json')), 'Prestation modifiée.'),
      200,
    );
  })
  .openapi(deleteServiceRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const outcome = await deleteService(routeContext(c), id);
    const message =
      outcome === 'deleted'
        ? 'Prestation supprimée.'
        : 'Prestation désactivée : ses rendez-vous restent dans l’agenda.';
    return c.json(ok({ id: id ?? 0, outcome }, message), 200);
  })
  .openapi(getHoursRoute, async (c) => c.json(ok(await bookingHours(routeContext(c))), 200))
  .openapi(putHoursRoute, async (c) =>
    c.json(ok(await setBookingHours(routeContext(c), c.req.valid('json')), 'Horaires enregistrés.'), 200),
  )
  .openapi(listExceptionsRoute, async (c) =>
    c.json(ok({ exceptions: await bookingExceptions(routeContext(c)) }), 200),
  )
  .openapi(createExceptionRoute, async (c) =>
    c.json(ok(await addException(routeContext(c), c.req.valid('json')), 'Exception ajoutée.'), 201),
  )
  .openapi(updateExceptionRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    return c.json(
      ok(await changeException(routeContext(c), id, c.req.valid('json')), 'Exception modifiée.'),
      200,
    );
  })
  .openapi(deleteExceptionRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    await removeException(routeContext(c), id);
    return c.json(ok({ id: id ?? 0 }, 'Exception supprimée.'), 200);
  });
