import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  awardSchema,
  mealIconSchema,
  productListSchema,
  recommendedProductsSchema,
  productDetailSchema,
  siteVariationSchema,
} from '../../../src/schema/catalogue/product';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { productListParams } from './product-query';
import { routeContext } from '../shared/service-context';
import { awards, mealIcons, product, products, recommended, variations } from './product.service';
import { requireShop } from '../shared/shop-guard';

// The shop catalogue. Every route is behind requireShop: on a
// site that is not e-commerce they answer 404 as if they did not exist. Only published
// products are served; the admin routes (product-admin.routes.ts) see drafts too.

const idParam = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du produit.', example: 1 }),
});

const productsRoute = createRoute({
  operationId: 'getProduct',
  security: [],
  method: 'get',
  path: '/product',
  tags: ['Boutique : catalogue'],
  summary: 'Les produits publiés, paginés (100 par page), triés par prix par défaut',
  description:
    '`name` et `search` (nom, appellation, région, cépages, étiquettes) se comparent sans accents ni majuscules ; `kind` : RED, WHITE, ROSE, SPARKLING, SWEET (liste possible) ; `price` en euros, remise comprise.',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, query: productListParams },
  responses: {
    200: okJson(productListSchema, 'Une page de produits et le nombre total trouvé.'),
    ...errorResponses(400, 404),
  },
});

const productRoute = createRoute({
  operationId: 'getProductById',
  security: [],
  method: 'get',
  path: '/product/{id}',
  tags: ['Boutique : catalogue'],
  summary: 'Un produit publié, ses déclinaisons (millésime × contenance) et, pour un coffret, son contenu',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: {
    200: okJson(productDetailSchema, 'Le produit et ses autres langues.'),
    ...errorResponses(404),
  },
});

const variationsRoute = createRoute({
  operationId: 'getVariation',
  security: [],
  method: 'get',
  path: '/variation',
  tags: ['Boutique : catalogue'],
  summary: 'Les variations du site (libellé et libellé affiché)',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(siteVariationSchema), 'Les variations.'), ...errorResponses(404) },
});

const awardsRoute = createRoute({
  operationId: 'getAward',
  security: [],
  method: 'get',
  path: '/award',
  tags: ['Boutique : catalogue'],
  summary: "Les récompenses d'un produit (ou de tous les produits sans `product`)",
  middleware: [requireShop] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      product: z
        .string()
        .optional()
        .meta({ type: 'integer', description: 'Identifiant du produit.', example: 1 }),
    }),
  },
  responses: { 200: okJson(z.array(awardSchema), 'Les récompenses.'), ...errorResponses(404) },
});

const recommendedRoute = createRoute({
  operationId: 'getV2ProductRecommendedById',
  security: [],
  method: 'get',
  path: '/v2/product/recommended/{id}',
  tags: ['Boutique : catalogue'],
  summary:
    'Les produits recommandés avec un produit : ceux choisis par le propriétaire, sinon ceux de même couleur ou de même appellation',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: {
    200: okJson(recommendedProductsSchema, 'Quatre produits au plus.'),
    ...errorResponses(404),
  },
});

const mealIconsRoute = createRoute({
  operationId: 'getParameterProductMealIcon',
  security: [],
  method: 'get',
  path: '/parameter/product/meal-icon',
  tags: ['Boutique : catalogue'],
  summary: 'Les icônes de mets (accords mets et vins)',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(mealIconSchema), 'Les icônes de mets.'), ...errorResponses(404) },
});

export const productRoutes = providerRouter()
  .openapi(productsRoute, async (c) =>
    c.json(ok(await products(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(productRoute, async (c) =>
    c.json(ok(await product(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(variationsRoute, async (c) => c.json(ok(await variations(routeContext(c))), 200))
  .openapi(awardsRoute, async (c) =>
    c.json(ok(await awards(routeContext(c), c.req.valid('query').product)), 200),
  )
  .openapi(recommendedRoute, async (c) =>
    c.json(ok(await recommended(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(mealIconsRoute, async (c) => c.json(ok(await mealIcons(routeContext(c))), 200));
