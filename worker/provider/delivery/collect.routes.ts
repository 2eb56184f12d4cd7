import { createRoute, z } from '@hono/zod-openapi';
import { openingSlotSchema } from '../../../src/schema/site/address';
import { collectSlotsSchema } from '../../../src/schema/delivery/delivery';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { requireShop } from '../shared/shop-guard';
import { routeContext } from '../shared/service-context';
import { collectPoint, collectSlots, replaceSchedule } from './collect.service';
import type { CollectPoint } from './collect.service';

// Click and collect: the dates and slots a buyer may choose at a pick-up address
// (company addresses typed CLICK_AND_COLLECT), from now plus CLICK_AND_COLLECT_LEAD_HOURS,
// in Paris time, a slot holding CLICK_AND_COLLECT_SLOT_CAPACITY orders marked full; admins
// replace an address's weekly slots (kept slots keep their idSchedule).

const TAG = 'Livraison';
const ADMIN_TAG = 'Administration : livraison';

const slotsRoute = createRoute({
  operationId: 'getClickAndCollectSlots',
  security: [],
  method: 'get',
  path: '/click-and-collect/slots',
  tags: [TAG],
  summary: 'Les dates et créneaux de retrait proposés à un point de retrait',
  description:
    'Les 14 jours qui suivent le délai de préparation (paramètre CLICK_AND_COLLECT_LEAD_HOURS), heure de Paris ; un créneau est proposé si la commande est prête avant sa fermeture. Un créneau qui a déjà CLICK_AND_COLLECT_SLOT_CAPACITY commandes ce jour-là est marqué complet (`full`).',
  middleware: [requireShop] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      idAddress: z.string().meta({
        type: 'integer',
        description: 'Identifiant de l’adresse de retrait (GET /company/address).',
        example: 3,
      }),
    }),
  },
  responses: {
    200: okJson(collectSlotsSchema, 'Les jours ouverts et leurs créneaux.'),
    ...errorResponses(400, 404),
  },
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = 'Le jour est un nombre de 1 (lundi) à 7 (dimanche).';

const slotsWriteSchema = z.object({
  slots: z
    .array(
      z
        .object({
          weekday: z
            .number({ message: DAY })
            .int({ message: DAY })
            .min(1, { message: DAY })
            .max(7, { message: DAY }),
          opens: z.string().regex(TIME, { message: "L'heure d'ouverture est au format HH:MM." }),
          closes: z.string().regex(TIME, { message: "L'heure de fermeture est au format HH:MM." }),
        })
        .refine((slot) => slot.opens < slot.closes, {
          message: "L'heure de fermeture doit suivre l'heure d'ouverture.",
          path: ['closes'],
        }),
      { message: 'Les créneaux sont une liste.' },
    )
    .max(28, { message: '28 créneaux au plus.' }),
});

const scheduleSchema = z.object({
  idAddress: z.number().int(),
  name: z.string(),
  slots: z.array(openingSlotSchema.extend({ id: z.number().int() })),
});

const addressParams = z.object({
  idAddress: z
    .string()
    .meta({ type: 'integer', description: 'Identifiant de l’adresse de retrait.', example: 3 }),
});

const adminScheduleRoute = createRoute({
  operationId: 'getAdminClickAndCollectByIdAddressSchedules',
  method: 'get',
  path: '/admin/click-and-collect/{idAddress}/schedules',
  tags: [ADMIN_TAG],
  summary: 'Les créneaux hebdomadaires d’un point de retrait',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: addressParams },
  responses: { 200: okJson(scheduleSchema, 'Les créneaux.'), ...errorResponses(401, 403, 404) },
});

// No patchUpdate: the body is the whole week of slots by definition (a replace-the-list call).
const saveScheduleRoute = createRoute({
  operationId: 'putAdminClickAndCollectByIdAddressSchedules',
  method: 'put',
  path: '/admin/click-and-collect/{idAddress}/schedules',
  tags: [ADMIN_TAG],
  summary: 'Remplacer les créneaux hebdomadaires d’un point de retrait',
  description: 'Les créneaux inchangés gardent leur identifiant (idSchedule des commandes en cours).',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: addressParams,
    body: jsonBody(slotsWriteSchema, 'Tous les créneaux de la semaine.'),
  },
  responses: {
    200: okJson(scheduleSchema, 'Les créneaux enregistrés.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const schedule = (point: CollectPoint) => ({
  idAddress: point.id,
  name: point.name,
  slots: point.slots.map(({ id, weekday, opens, closes }) => ({ id, weekday, opens, closes })),
});

export const collectRoutes = providerRouter()
  .openapi(slotsRoute, async (c) =>
    c.json(ok(await collectSlots(routeContext(c), c.req.valid('query').idAddress)), 200),
  )
  .openapi(adminScheduleRoute, async (c) =>
    c.json(ok(schedule(await collectPoint(routeContext(c), c.req.valid('param').idAddress))), 200),
  )
  .openapi(saveScheduleRoute, async (c) => {
    const { idAddress } = c.req.valid('param');
    const saved = await replaceSchedule(routeContext(c), idAddress, c.req.valid('json').slots);
    return c.json(ok(schedule(saved), 'Créneaux enregistrés.'), 200);
  });
