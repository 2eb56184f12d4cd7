import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  machineTranslationInputSchema,
  machineTranslationSchema,
  missingTranslationSchema,
  translationDetailSchema,
  translationReviewSchema,
  translationWriteSchema,
} from '../../../src/schema/translation/translation';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { OVERLAY_ENTITIES, ROW_ENTITIES, type OverlayEntity, type RowEntity } from './entities';
import { markReviewed, translationReview } from './translation-review.service';
import {
  machineTranslation,
  missingTranslations,
  translationDetail,
  writeTranslations,
} from './translation.service';

// The owner's translations, on the admin host. Row-per-locale content (pages, news,
// blog, albums, services) is translated by creating its row in the other locale with
// `translationOf`; everything else through these routes, one item's fields per locale
// (translation.service.ts holds the operations); a row translation older than its original is
// « à revoir » until rewritten or marked as read again (translation-review.service.ts).

const TAG = 'Administration : traductions';
const OVERLAY_NAMES = Object.keys(OVERLAY_ENTITIES) as [OverlayEntity, ...OverlayEntity[]];
const ROW_NAMES = Object.keys(ROW_ENTITIES) as [RowEntity, ...RowEntity[]];

const itemParams = z.object({
  entity: z.enum(OVERLAY_NAMES, {
    message: `Cette entité ne se traduit pas ici (entités : ${OVERLAY_NAMES.join(', ')}).`,
  }),
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'élément.", example: 1 }),
});

const detailRoute = createRoute({
  operationId: 'getAdminTranslationByEntityById',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/translation/{entity}/{id}',
  summary: "Les champs traduisibles d'un élément, leur texte d'origine et leurs traductions par langue",
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: itemParams },
  responses: {
    200: okJson(translationDetailSchema, "Les champs et les traductions de l'élément."),
    ...errorResponses(400, 401, 403, 404),
  },
});

// No patchUpdate: only the fields named in `values` are written; the others already stay.
const writeRoute = createRoute({
  operationId: 'putAdminTranslationByEntityByIdByLocale',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/translation/{entity}/{id}/{locale}',
  summary: "Enregistrer les traductions d'un élément dans une langue (un texte vide retire la traduction)",
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: itemParams.extend({
      locale: z.string().meta({ description: 'Langue, par exemple en_GB.', example: 'en_GB' }),
    }),
    body: jsonBody(translationWriteSchema, 'Les textes traduits, par champ.'),
  },
  responses: {
    200: okJson(translationDetailSchema, "Les champs et les traductions de l'élément."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const reviewParams = z.object({
  entity: z.enum(ROW_NAMES, {
    message: `Ce contenu n'a pas de traduction par ligne (contenus : ${ROW_NAMES.join(', ')}).`,
  }),
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la traduction.', example: 2 }),
});

const reviewRoute = createRoute({
  operationId: 'getAdminTranslationReviewByEntityById',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/translation-review/{entity}/{id}',
  summary: 'Une traduction (page, actualité, article…) est-elle plus ancienne que son original ?',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: reviewParams },
  responses: {
    200: okJson(translationReviewSchema, 'La traduction face à son original.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const reviewedRoute = createRoute({
  operationId: 'postAdminTranslationReviewByEntityById',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/translation-review/{entity}/{id}',
  summary: 'Marquer une traduction comme relue et à jour (elle est datée de maintenant)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, params: reviewParams },
  responses: {
    200: okJson(translationReviewSchema, 'La traduction, à jour.'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const missingRoute = createRoute({
  operationId: 'getAdminTranslationMissing',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/translation/missing',
  summary: 'Les contenus sans traduction (ou traduits en partie) dans une langue',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      locale: z.string().optional().meta({
        description:
          'Langue du site autre que la langue par défaut ; sans elle, chacune (aucune sur un site en une langue).',
        example: 'en_GB',
      }),
    }),
  },
  responses: {
    200: okJson(z.array(missingTranslationSchema), 'Les contenus à traduire.'),
    ...errorResponses(400, 401, 403),
  },
});

const machineRoute = createRoute({
  operationId: 'postAdminTranslationMachine',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/translation/machine',
  summary: 'Traduction automatique (DeepL, ou le traducteur local de développement sans clé)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(machineTranslationInputSchema, 'Les textes à traduire.') },
  responses: {
    200: okJson(machineTranslationSchema, 'Les textes traduits, sous les mêmes clés.'),
    ...errorResponses(400, 401, 403, 413, 415, 502),
  },
});

export const translationRoutes = providerRouter()
  .openapi(missingRoute, async (c) =>
    c.json(ok(await missingTranslations(routeContext(c), c.req.valid('query').locale)), 200),
  )
  .openapi(machineRoute, async (c) =>
    c.json(ok({ texts: await machineTranslation(routeContext(c), c.req.valid('json')) }), 200),
  )
  .openapi(detailRoute, async (c) => {
    const { entity, id } = c.req.valid('param');
    return c.json(ok(await translationDetail(routeContext(c), entity, id)), 200);
  })
  .openapi(reviewRoute, async (c) => {
    const { entity, id } = c.req.valid('param');
    return c.json(ok(await translationReview(routeContext(c), entity, id)), 200);
  })
  .openapi(reviewedRoute, async (c) => {
    const { entity, id } = c.req.valid('param');
    return c.json(
      ok(await markReviewed(routeContext(c), entity, id), 'Traduction marquée comme à jour.'),
      200,
    );
  })
  .openapi(writeRoute, async (c) => {
    const detail = await writeTranslations(routeContext(c), c.req.valid('param'), c.req.valid('json').values);
    return c.json(ok(detail, 'Traductions enregistrées.'), 200);
  });
