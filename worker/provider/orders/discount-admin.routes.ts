import { createRoute, z } from '@hono/zod-openapi';
import { discountSchema, discountWriteSchema, type DiscountWrite } from '../../../src/schema/discount';
import { ok } from '../../../src/schema/envelope';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import {
  deleteUnusedDiscount,
  discountCodeTaken,
  insertDiscount,
  listDiscounts,
  updateDiscount,
  type DiscountValues,
  type DiscountWithUses,
} from './discount.repository';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// Discount codes for the site's admins: list with their use counts, create,
// update, delete (a used code cannot be deleted: orders keep pointing at it; deactivate it).

const TAG = 'Administration : codes de réduction';
const UNKNOWN = "Ce code de réduction n'existe pas.";
const CODE_TAKEN = 'Ce code de réduction existe déjà.';
const USED = 'Ce code a déjà servi à des commandes : désactivez-le plutôt que de le supprimer.';

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
  const id = parseId(c.req.param('id') ?? '');
  const discount = id === null ? undefined : (await listDiscounts(c.env.DB, c.var.site.id, id))[0];
  if (!discount) return null;
  const { code, label, type, amount, detailType, startsAt, endsAt, minSubtotal } = toApi(discount);
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

const toApi = (discount: DiscountWithUses) => ({
  id: discount.id,
  code: discount.code,
  label: discount.label,
  type: discount.type,
  amount: discount.amount,
  detailType: discount.detailType,
  startsAt: discount.startsAt,
  endsAt: discount.endsAt,
  minSubtotal: discount.minSubtotalCents / 100,
  maxUses: discount.maxUses,
  maxUsesPerMember: discount.maxUsesPerMember,
  isActive: discount.isActive,
  uses: discount.uses,
});

const toValues = (input: DiscountWrite): DiscountValues => ({
  code: input.code,
  label: input.label,
  type: input.type,
  amountStored: input.type === 'EURO' ? Math.round(input.amount * 100) : input.amount,
  detailType: input.detailType,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  minSubtotalCents: Math.round(input.minSubtotal * 100),
  maxUses: input.maxUses,
  maxUsesPerMember: input.maxUsesPerMember,
  isActive: input.isActive,
});

async function discountOr404(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const discount = id === null ? undefined : (await listDiscounts(db, siteId, id))[0];
  if (!discount) throw notFound(UNKNOWN);
  return discount;
}

export const discountAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok((await listDiscounts(c.env.DB, c.var.site.id)).map(toApi)), 200))
  .openapi(createDiscountRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    if (await discountCodeTaken(c.env.DB, siteId, input.code, null))
      throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
    const { id, version } = await insertDiscount(c.env.DB, siteId, toValues(input));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(
      ok(toApi(await discountOr404(c.env.DB, siteId, String(id))), 'Code de réduction créé.'),
      201,
    );
  })
  .openapi(updateDiscountRoute, async (c) => {
    const siteId = c.var.site.id;
    const existing = await discountOr404(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    if (await discountCodeTaken(c.env.DB, siteId, input.code, existing.id)) {
      throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
    }
    const version = await updateDiscount(c.env.DB, siteId, existing.id, toValues(input));
    if (version === null) throw notFound(UNKNOWN);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(
      ok(toApi(await discountOr404(c.env.DB, siteId, String(existing.id))), 'Code de réduction enregistré.'),
      200,
    );
  })
  .openapi(deleteDiscountRoute, async (c) => {
    const siteId = c.var.site.id;
    const existing = await discountOr404(c.env.DB, siteId, c.req.valid('param').id);
    if (existing.uses > 0) throw new AppError(409, USED);
    const version = await deleteUnusedDiscount(c.env.DB, siteId, existing.id);
    if (version === null) throw new AppError(409, USED);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: existing.id }, 'Code de réduction supprimé.'), 200);
  });
