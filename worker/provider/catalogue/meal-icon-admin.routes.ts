import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { mealIconSchema } from '../../../src/schema/catalogue/product';
import { mealIconInputSchema } from '../../../src/schema/catalogue/product-admin';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import {
  adminMealIcons,
  createMealIcon,
  deleteMealIcon,
  findAdminMealIcon,
  updateMealIcon,
} from './meal-icon-admin.service';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// The owner's meal icons (pairings shown on product pages and technical files).

const TAG = 'Administration : catalogue';

const idParam = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'icône de mets.", example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminProductMealIcon',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product/meal-icon',
  summary: 'Les icônes de mets (administration)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(z.array(mealIconSchema), 'Les icônes de mets.'),
    ...errorResponses(401, 403, 404),
  },
});

const createMealIconRoute = createRoute({
  operationId: 'postAdminProductMealIcon',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product/meal-icon',
  summary: 'Créer une icône de mets',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(mealIconInputSchema, "L'icône de mets.") },
  responses: {
    200: okJson(mealIconSchema, "L'icône créée."),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A meal icon as its update body writes it, for PATCH semantics (patchUpdate); a missing order is kept by the update. */
async function storedMealIconInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const found = await findAdminMealIcon(routeContext(c), parseId(c.req.param('id') ?? ''));
  if (!found) return null;
  return { label: found.label, icon: found.icon };
}

const updateMealIconRoute = createRoute({
  operationId: 'putAdminProductMealIconById',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/product/meal-icon/{id}',
  summary: 'Modifier une icône de mets (les champs absents gardent leur valeur)',
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedMealIconInput)] as const,
  request: { headers: siteHeaders, params: idParam, body: jsonBody(mealIconInputSchema, "L'icône de mets.") },
  responses: {
    200: okJson(mealIconSchema, "L'icône enregistrée."),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteMealIconRoute = createRoute({
  operationId: 'deleteAdminProductMealIconById',
  tags: [TAG],
  security: signedIn,
  method: 'delete',
  path: '/admin/product/meal-icon/{id}',
  summary: 'Supprimer une icône de mets (et les accords qui l’utilisent)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: { 200: okJson(z.null(), 'Icône supprimée.'), ...errorResponses(401, 403, 404) },
});

export const mealIconAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await adminMealIcons(routeContext(c))), 200))
  .openapi(createMealIconRoute, async (c) => {
    const saved = await createMealIcon(routeContext(c), c.req.valid('json'));
    return c.json(ok(saved, 'Icône de mets créée.'), 200);
  })
  .openapi(updateMealIconRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const saved = await updateMealIcon(routeContext(c), id, c.req.valid('json'));
    return c.json(ok(saved, 'Icône de mets enregistrée.'), 200);
  })
  .openapi(deleteMealIconRoute, async (c) => {
    await deleteMealIcon(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok(null, 'Icône de mets supprimée.'), 200);
  });
