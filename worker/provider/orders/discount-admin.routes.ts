import { createRoute, z } from '@hono/zod-openapi';
import { discountSchema, discountWriteSchema } from '../../../src/schema/orders/discount';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import {
  createDiscount,
  deleteDiscount,
  findAdminDiscount,
  listAdminDiscounts,
  updateAdminDiscount,
} from './discount-admin.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// Discount codes for the site's admins: list with their use counts, create,
// update, delete (a used code cannot be deleted: orders keep pointing at it; deactivate it).

const TAG = 'Administration : codes de réduction';

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du code.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminDiscount',
  method: 'get',
  path: '/admin/discount',
  tags: [TAG],
  summary: 'Les codes de réduction et leurs utilisations',
  security: signedIn,
  middleware: [requireShop, requireAdmin],
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(discountSchema), 'Les codes.'), ...errorResponses(401, 403, 404) },
});

const createDiscountRoute = createRoute({
  operationId: 'postAdminDiscount',
  method: 'post',
  path: '/admin/discount',
  tags: [TAG],
  summary: 'Créer un code de réduction',
  description:
    'EURO : montant en euros ; PERCENT : pourcentage entier. detailType SHIPPING_FEES : la réduction porte sur la livraison seulement.',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly],
  request: { headers: siteHeaders, body: jsonBody(discountWriteSchema, 'Le code.') },
  responses: {
    201: okJson(discountSchema, 'Le code créé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A discount code as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedDiscountInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const discount = await findAdminDiscount(routeContext(c), parseId(c.req.param('id') ?? ''));
  if (!discount) return null;
  const { code, label, type, amount, detailType, startsAt, endsAt, minSubtotal } = discount;
  const { maxUses, maxUsesPerMember, isActive } = discount;
  return {
    code,
    label,
    type,
    amount,
    detailType,
    startsAt,
    endsAt,
    minSubtotal,
    maxUses,
    maxUsesPerMember,
    isActive,
  };
}

const updateDiscountRoute = createRoute({
  operationId: 'putAdminDiscountById',
  method: 'put',
  path: '/admin/discount/{id}',
  tags: [TAG],
  summary: 'Modifier un code de réduction (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedDiscountInput)],
  request: { headers: siteHeaders, params: idParams, body: jsonBody(discountWriteSchema, 'Le code.') },
  responses: {
    200: okJson(discountSchema, 'Le code enregistré.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteDiscountRoute = createRoute({
  operationId: 'deleteAdminDiscountById',
  method: 'delete',
  path: '/admin/discount/{id}',
  tags: [TAG],
  summary: 'Supprimer un code de réduction jamais utilisé',
  security: signedIn,
  middleware: [requireShop, requireAdmin],
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Supprimé.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const discountAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await listAdminDiscounts(routeContext(c))), 200))
  .openapi(createDiscountRoute, async (c) => {
    const created = await createDiscount(routeContext(c), c.req.valid('json'));
    return c.json(ok(created, 'Code de réduction créé.'), 201);
  })
  .openapi(updateDiscountRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const saved = await updateAdminDiscount(routeContext(c), id, c.req.valid('json'));
    return c.json(ok(saved, 'Code de réduction enregistré.'), 200);
  })
  .openapi(deleteDiscountRoute, async (c) => {
    const id = await deleteDiscount(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok({ id }, 'Code de réduction supprimé.'), 200);
  });
