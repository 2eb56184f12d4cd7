import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { siteVariationSchema } from '../../../src/schema/catalogue/product';
import { variationInputSchema } from '../../../src/schema/catalogue/product-admin';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import {
  adminVariations,
  createVariation,
  deleteVariation,
  findAdminVariation,
  updateVariation,
} from './variation-admin.service';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// The owner's variations (« Fût de chêne », « Brut »…): labels a declination may carry. A
// rename follows on the declinations; a delete takes the label off them.

const TAG = 'Administration : catalogue';

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
  const variation = await findAdminVariation(routeContext(c), parseId(c.req.param('id') ?? ''));
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

export const variationAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await adminVariations(routeContext(c))), 200))
  .openapi(createVariationRoute, async (c) => {
    const saved = await createVariation(routeContext(c), c.req.valid('json'));
    return c.json(ok(saved, 'Variation créée.'), 200);
  })
  .openapi(updateVariationRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const saved = await updateVariation(routeContext(c), id, c.req.valid('json'));
    return c.json(ok(saved, 'Variation enregistrée.'), 200);
  })
  .openapi(deleteVariationRoute, async (c) => {
    await deleteVariation(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok(null, 'Variation supprimée.'), 200);
  });
