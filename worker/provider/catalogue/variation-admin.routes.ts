import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { siteVariationSchema } from '../../../src/schema/catalogue/product';
import { variationInputSchema } from '../../../src/schema/catalogue/product-admin';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { catalogueWrite, returnedId } from './product-write.repository';
import { orFail } from '../shared/failure-status';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import {
  deleteVariationStatements,
  findVariation,
  insertVariationStatement,
  listVariations,
  updateVariationStatements,
  variationLabelTaken,
} from './variation.repository';

// The owner's variations (« Fût de chêne », « Brut »…): labels a declination may carry. A
// rename follows on the declinations; a delete takes the label off them.

const TAG = 'Administration : catalogue';
const NOT_FOUND = "Cette variation n'existe pas.";
const TAKEN = 'Une variation porte déjà ce libellé.';

const idParam = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la variation.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminProductVariation',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product/variation',
  summary: 'Les variations du site (administration)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(z.array(siteVariationSchema), 'Les variations.'),
    ...errorResponses(401, 403, 404),
  },
});

const createVariationRoute = createRoute({
  operationId: 'postAdminProductVariation',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product/variation',
  summary: 'Créer une variation',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(variationInputSchema, 'La variation.') },
  responses: {
    200: okJson(siteVariationSchema, 'La variation créée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A variation as its update body writes it, for PATCH semantics (patchUpdate); a missing order is kept by the update. */
async function storedVariationInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = parseId(c.req.param('id') ?? '');
  const variation = id === null ? null : await findVariation(c.env.DB, c.var.site.id, id);
  if (!variation) return null;
  const { label, displayLabel } = variation;
  return { label, displayLabel };
}

const updateVariationRoute = createRoute({
  operationId: 'putAdminProductVariationById',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/product/variation/{id}',
  summary:
    'Modifier une variation, le libellé suit sur les déclinaisons (les champs absents gardent leur valeur)',
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedVariationInput)] as const,
  request: { headers: siteHeaders, params: idParam, body: jsonBody(variationInputSchema, 'La variation.') },
  responses: {
    200: okJson(siteVariationSchema, 'La variation enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteVariationRoute = createRoute({
  operationId: 'deleteAdminProductVariationById',
  tags: [TAG],
  security: signedIn,
  method: 'delete',
  path: '/admin/product/variation/{id}',
  summary: 'Supprimer une variation (retirée des déclinaisons qui la portent)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: { 200: okJson(z.null(), 'Variation supprimée.'), ...errorResponses(401, 403, 404) },
});

async function existing(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const variation = id === null ? null : await findVariation(db, siteId, id);
  if (!variation) throw notFound(NOT_FOUND);
  return variation;
}

async function saved(db: D1Database, siteId: number, id: number) {
  const variation = await findVariation(db, siteId, id);
  if (!variation) throw notFound(NOT_FOUND);
  return variation;
}

export const variationAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await listVariations(c.env.DB, c.var.site.id)), 200))
  .openapi(createVariationRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    if (await variationLabelTaken(c.env.DB, siteId, input.label, null)) throw new AppError(409, TAKEN);
    const { results, version } = orFail(
      await catalogueWrite(c.env.DB, siteId, [insertVariationStatement(c.env.DB, siteId, input)]),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await saved(c.env.DB, siteId, returnedId(results[0])), 'Variation créée.'), 200);
  })
  .openapi(updateVariationRoute, async (c) => {
    const siteId = c.var.site.id;
    const current = await existing(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    if (await variationLabelTaken(c.env.DB, siteId, input.label, current.id)) throw new AppError(409, TAKEN);
    const { version } = orFail(
      await catalogueWrite(c.env.DB, siteId, updateVariationStatements(c.env.DB, siteId, current, input)),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await saved(c.env.DB, siteId, current.id), 'Variation enregistrée.'), 200);
  })
  .openapi(deleteVariationRoute, async (c) => {
    const siteId = c.var.site.id;
    const current = await existing(c.env.DB, siteId, c.req.valid('param').id);
    const { version } = orFail(
      await catalogueWrite(c.env.DB, siteId, deleteVariationStatements(c.env.DB, siteId, current)),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(null, 'Variation supprimée.'), 200);
  });
