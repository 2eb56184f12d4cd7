import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { productListSchema, shopProductSchema } from '../../../src/schema/catalogue/product';
import {
  declinationInputSchema,
  declinationUpdateSchema,
  productInputSchema,
  productUpdateSchema,
} from '../../../src/schema/catalogue/product-admin';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import type { Context } from 'hono';
import {
  adminProduct,
  adminProducts,
  createAdminDeclination,
  createAdminProduct,
  deleteAdminDeclination,
  deleteAdminProduct,
  storedDeclination,
  storedProduct,
  updateAdminDeclination,
  updateAdminProduct,
} from './product-admin.service';
import { productListParams } from './product-query';

// The owner manages the catalogue: products (wines and boxes) and their declinations. ADMIN and
// SUPER_ADMIN of the site only, on e-commerce sites only; bodies validated by
// src/schema/catalogue/product-admin.ts; every write bumps the content version in the same transaction.
// Stock is not written here: see stock.routes.ts (each change recorded with who and why).

const TAG = 'Administration : catalogue';

const productId = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du produit.', example: 1 }),
});
const declinationId = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la déclinaison.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminProduct',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product',
  summary: 'Les produits du site, brouillons compris (mêmes filtres que GET /product)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, query: productListParams },
  responses: {
    200: okJson(productListSchema, 'Une page de produits.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getRoute = createRoute({
  operationId: 'getAdminProductById',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product/{id}',
  summary: 'Un produit, brouillon compris',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: productId },
  responses: { 200: okJson(shopProductSchema, 'Le produit.'), ...errorResponses(401, 403, 404) },
});

const createProductRoute = createRoute({
  operationId: 'postAdminProduct',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product',
  summary: 'Créer un produit (vin ou coffret) avec ses déclinaisons',
  description:
    'Un vin a une ou plusieurs déclinaisons (millésime × contenance), un coffret exactement une, sans millésime ni contenance, et un contenu (`box.items` : des déclinaisons de vins du site). Le stock de départ (`quantity`) est enregistré comme premier ajustement de stock. Sans `slug`, le lien est tiré du nom.',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(productInputSchema, 'Le produit et ses déclinaisons.') },
  responses: {
    200: okJson(shopProductSchema, 'Le produit créé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A product as its update body writes it, for PATCH semantics (patchUpdate): the repository
 * already keeps the optional fields left out; the name, type and a box's content are required. */
async function storedProductInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const product = await storedProduct(routeContext(c), c.req.param('id') ?? '');
  if (!product) return null;
  const box = product.box
    ? {
        reference: product.box.reference,
        items: product.box.products.map(({ declinationId, quantity }) => ({ declinationId, quantity })),
      }
    : null;
  return { type: product.type.type, name: product.name, box };
}

const updateProductRoute = createRoute({
  operationId: 'putAdminProductById',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/product/{id}',
  summary: 'Modifier un produit (les champs absents gardent leur valeur)',
  description:
    'Les champs absents gardent leur valeur ; une liste donnée (cépages, étiquettes, images, icônes de mets, produits recommandés, contenu du coffret) remplace l’ancienne. Le type ne change pas. Les déclinaisons ont leurs propres adresses.',
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedProductInput)] as const,
  request: { headers: siteHeaders, params: productId, body: jsonBody(productUpdateSchema, 'Le produit.') },
  responses: {
    200: okJson(shopProductSchema, 'Le produit enregistré.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteProductRoute = createRoute({
  operationId: 'deleteAdminProductById',
  tags: [TAG],
  security: signedIn,
  method: 'delete',
  path: '/admin/product/{id}',
  summary: 'Supprimer un produit (refusé tant qu’un coffret contient ce vin)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: productId },
  responses: { 200: okJson(z.null(), 'Produit supprimé.'), ...errorResponses(401, 403, 404, 409) },
});

const createDeclinationRoute = createRoute({
  operationId: 'postAdminProductByIdDeclination',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product/{id}/declination',
  summary: 'Ajouter une déclinaison à un vin',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: productId,
    body: jsonBody(declinationInputSchema, 'La déclinaison et son stock de départ.'),
  },
  responses: {
    200: okJson(shopProductSchema, 'Le produit et sa nouvelle déclinaison.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A declination as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedDeclinationInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const found = await storedDeclination(routeContext(c), c.req.param('id') ?? '');
  if (!found) return null;
  const { year, capacity, capacityUnit, price, discount, setQuantity, sellByMultipleOf, variations } = found;
  return { year, capacity, capacityUnit, price, discount, setQuantity, sellByMultipleOf, variations };
}

const updateDeclinationRoute = createRoute({
  operationId: 'putAdminProductDeclinationById',
  tags: [TAG],
  security: signedIn,
  method: 'put',
  path: '/admin/product/declination/{id}',
  summary: 'Modifier une déclinaison, pas son stock (les champs absents gardent leur valeur)',
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedDeclinationInput)] as const,
  request: {
    headers: siteHeaders,
    params: declinationId,
    body: jsonBody(declinationUpdateSchema, 'La déclinaison.'),
  },
  responses: {
    200: okJson(shopProductSchema, 'Le produit de la déclinaison.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteDeclinationRoute = createRoute({
  operationId: 'deleteAdminProductDeclinationById',
  tags: [TAG],
  security: signedIn,
  method: 'delete',
  path: '/admin/product/declination/{id}',
  summary: 'Supprimer une déclinaison (un produit en garde au moins une)',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: declinationId },
  responses: { 200: okJson(shopProductSchema, 'Le produit restant.'), ...errorResponses(401, 403, 404, 409) },
});

async function adminId(c: Context<AppEnv>): Promise<number | null> {
  return (await adminActor(c))?.memberId ?? null; // null: an operator
}

export const productAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) =>
    c.json(ok(await adminProducts(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(getRoute, async (c) =>
    c.json(ok(await adminProduct(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createProductRoute, async (c) => {
    const product = await createAdminProduct(routeContext(c), c.req.valid('json'), await adminId(c));
    return c.json(ok(product, 'Produit créé.'), 200);
  })
  .openapi(updateProductRoute, async (c) => {
    const product = await updateAdminProduct(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(product, 'Produit enregistré.'), 200);
  })
  .openapi(deleteProductRoute, async (c) => {
    await deleteAdminProduct(routeContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Produit supprimé.'), 200);
  })
  .openapi(createDeclinationRoute, async (c) => {
    const ctx = routeContext(c);
    const product = await createAdminDeclination(
      ctx,
      c.req.valid('param').id,
      c.req.valid('json'),
      await adminId(c),
    );
    return c.json(ok(product, 'Déclinaison ajoutée.'), 200);
  })
  .openapi(updateDeclinationRoute, async (c) => {
    const product = await updateAdminDeclination(
      routeContext(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(ok(product, 'Déclinaison enregistrée.'), 200);
  })
  .openapi(deleteDeclinationRoute, async (c) => {
    const product = await deleteAdminDeclination(routeContext(c), c.req.valid('param').id);
    return c.json(ok(product, 'Déclinaison supprimée.'), 200);
  });
