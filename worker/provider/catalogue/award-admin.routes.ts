import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { awardSchema } from '../../../src/schema/catalogue/product';
import { awardInputSchema } from '../../../src/schema/catalogue/product-admin';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { adminAwards, createAward, deleteAward, findAdminAward, updateAward } from './award-admin.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// The owner's awards: a competition, a distinction and the vintage awarded, on a product.

const TAG = 'Administration : catalogue';

const idParam = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la récompense.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminProductAward',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product/award',
  summary: "Les récompenses (d'un produit avec `product`), brouillons compris",
  middleware: [requireShop, requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      product: z
        .string()
        .optional()
        .meta({ type: 'integer', description: 'Identifiant du produit.', example: 1 }),
    }),
  },
  responses: { 200: okJson(z.array(awardSchema), 'Les récompenses.'), ...errorResponses(401, 403, 404) },
});

const createAwardRoute = createRoute({
  operationId: 'postAdminProductAward',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product/award',
  summary: 'Créer une récompense',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(awardInputSchema, 'La récompense.') },
  responses: {
    200: okJson(awardSchema, 'La récompense créée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** An award as its update body writes it, for PATCH semantics (patchUpdate); a missing order is kept by the update. */
async function storedAwardInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const award = await findAdminAward(routeContext(c), parseId(c.req.param('id') ?? ''));
  if (!award) return null;
  const { productId, competition, distinction, year, image } = award;
  return { productId, competition, distinction, year, image };
}

const updateAwardRoute = createRoute({
  operationId: 'putAdminProductAwardById',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/product/award/{id}',
  summary: 'Modifier une récompense (les champs absents gardent leur valeur)',
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedAwardInput)] as const,
  request: { headers: siteHeaders, params: idParam, body: jsonBody(awardInputSchema, 'La récompense.') },
  responses: {
    200: okJson(awardSchema, 'La récompense enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteAwardRoute = createRoute({
  operationId: 'deleteAdminProductAwardById',
  tags: [TAG],
  security: signedIn,
  method: 'delete',
  path: '/admin/product/award/{id}',
  summary: 'Supprimer une récompense',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: { 200: okJson(z.null(), 'Récompense supprimée.'), ...errorResponses(401, 403, 404) },
});

export const awardAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const raw = c.req.valid('query').product;
    const productId = raw === undefined ? null : parseId(raw);
    return c.json(ok(await adminAwards(routeContext(c), productId, raw !== undefined)), 200);
  })
  .openapi(createAwardRoute, async (c) => {
    const award = await createAward(routeContext(c), c.req.valid('json'));
    return c.json(ok(award, 'Récompense créée.'), 200);
  })
  .openapi(updateAwardRoute, async (c) => {
    const award = await updateAward(routeContext(c), parseId(c.req.valid('param').id), c.req.valid('json'));
    return c.json(ok(award, 'Récompense enregistrée.'), 200);
  })
  .openapi(deleteAwardRoute, async (c) => {
    await deleteAward(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok(null, 'Récompense supprimée.'), 200);
  });
