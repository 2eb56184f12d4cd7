import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { awardSchema } from '../../../src/schema/product';
import { awardInputSchema, type AwardInput } from '../../../src/schema/product-admin';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import {
  deleteAwardStatement,
  findAward,
  insertAwardStatement,
  listAwards,
  updateAwardStatement,
} from './award.repository';
import { PRODUCT_NOT_FOUND } from './product-query';
import { productExists } from './product.repository';
import { catalogueWrite, returnedId } from './product-write.repository';
import { orFail } from '../shared/failure-status';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// The owner's awards: a competition, a distinction and the vintage awarded, on a product.

const TAG = 'Administration : catalogue';
const NOT_FOUND = "Cette récompense n'existe pas.";

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
  const id = parseId(c.req.param('id') ?? '');
  const award = id === null ? null : await findAward(c.env.DB, c.var.site.id, id);
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

async function existing(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const award = id === null ? null : await findAward(db, siteId, id);
  if (!award) throw notFound(NOT_FOUND);
  return award;
}

async function saved(db: D1Database, siteId: number, id: number) {
  const award = await findAward(db, siteId, id);
  if (!award) throw notFound(NOT_FOUND);
  return award;
}

async function checkProduct(db: D1Database, siteId: number, input: AwardInput): Promise<void> {
  if (!(await productExists(db, siteId, input.productId))) {
    throw badRequest(`Le produit ${input.productId} n'existe pas.`, { productId: PRODUCT_NOT_FOUND });
  }
}

export const awardAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const raw = c.req.valid('query').product;
    const productId = raw === undefined ? null : parseId(raw);
    if (
      raw !== undefined &&
      (productId === null || !(await productExists(c.env.DB, c.var.site.id, productId)))
    ) {
      throw notFound(PRODUCT_NOT_FOUND);
    }
    return c.json(ok(await listAwards(c.env.DB, c.var.site.id, productId, false)), 200);
  })
  .openapi(createAwardRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    await checkProduct(c.env.DB, siteId, input);
    const { results, version } = orFail(
      await catalogueWrite(c.env.DB, siteId, [insertAwardStatement(c.env.DB, siteId, input)]),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await saved(c.env.DB, siteId, returnedId(results[0])), 'Récompense créée.'), 200);
  })
  .openapi(updateAwardRoute, async (c) => {
    const siteId = c.var.site.id;
    const current = await existing(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    await checkProduct(c.env.DB, siteId, input);
    const { version } = orFail(
      await catalogueWrite(c.env.DB, siteId, [updateAwardStatement(c.env.DB, siteId, current.id, input)]),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await saved(c.env.DB, siteId, current.id), 'Récompense enregistrée.'), 200);
  })
  .openapi(deleteAwardRoute, async (c) => {
    const siteId = c.var.site.id;
    const current = await existing(c.env.DB, siteId, c.req.valid('param').id);
    const { version } = orFail(
      await catalogueWrite(c.env.DB, siteId, [deleteAwardStatement(c.env.DB, siteId, current.id)]),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(null, 'Récompense supprimée.'), 200);
  });
