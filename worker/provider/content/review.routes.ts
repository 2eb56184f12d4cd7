import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  reviewFromSchema,
  reviewListSchema,
  reviewSchema,
  reviewWriteSchema,
} from '../../../src/schema/content/review';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { routeContext } from '../shared/service-context';
import {
  createReview,
  deleteStoredReview,
  reviewOr404,
  siteReviews,
  storedReview,
  storedReviews,
  updateStoredReview,
} from './review.service';

// Google reviews (review.service.ts): GET /google/reviews?from= reads the site's configured
// source (worker/provider/content/review-source.ts); admins manage the stored reviews under
// /admin/review.

const TAG = 'Avis Google';

const listRoute = createRoute({
  operationId: 'getGoogleReviews',
  security: [],
  method: 'get',
  path: '/google/reviews',
  tags: [TAG],
  summary: 'Les avis du site et leur note moyenne',
  request: {
    headers: siteHeaders,
    query: z.object({
      from: reviewFromSchema.meta({
        description: 'Seulement les avis publiés à partir de cette date.',
        example: '2025-01-01',
      }),
    }),
  },
  responses: {
    200: okJson(reviewListSchema, 'Les avis, du plus récent au plus ancien.'),
    ...errorResponses(400),
  },
});

const adminListRoute = createRoute({
  operationId: 'getAdminReview',
  method: 'get',
  path: '/admin/review',
  tags: [TAG],
  summary: 'Les avis enregistrés pour le site',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(reviewSchema), 'Les avis enregistrés.'), ...errorResponses(401, 403) },
});

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'avis.", example: 1 }),
});

const getReviewRoute = createRoute({
  operationId: 'getAdminReviewById',
  method: 'get',
  path: '/admin/review/{id}',
  tags: [TAG],
  summary: 'Un avis enregistré',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(reviewSchema, "L'avis."), ...errorResponses(401, 403, 404) },
});

const createReviewRoute = createRoute({
  operationId: 'postAdminReview',
  method: 'post',
  path: '/admin/review',
  tags: [TAG],
  summary: 'Enregistrer un avis',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(reviewWriteSchema, "L'avis.") },
  responses: { 201: okJson(reviewSchema, "L'avis enregistré."), ...errorResponses(400, 401, 403, 413, 415) },
});

/** A review as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedReviewInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const review = await storedReview(routeContext(c), c.req.param('id') ?? '');
  if (!review) return null;
  const { author, rating, text, publishedAt } = review;
  return { author, rating, text, publishedAt };
}

const updateReviewRoute = createRoute({
  operationId: 'putAdminReviewById',
  method: 'put',
  path: '/admin/review/{id}',
  tags: [TAG],
  summary: 'Modifier un avis (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedReviewInput)] as const,
  request: { headers: siteHeaders, params: idParams, body: jsonBody(reviewWriteSchema, "L'avis.") },
  responses: {
    200: okJson(reviewSchema, "L'avis enregistré."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteReviewRoute = createRoute({
  operationId: 'deleteAdminReviewById',
  method: 'delete',
  path: '/admin/review/{id}',
  tags: [TAG],
  summary: 'Supprimer un avis',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Supprimé.'),
    ...errorResponses(401, 403, 404),
  },
});

export const reviewRoutes = providerRouter()
  .openapi(listRoute, async (c) =>
    c.json(ok(await siteReviews(routeContext(c), c.req.valid('query').from ?? null)), 200),
  )
  .openapi(adminListRoute, async (c) => c.json(ok(await storedReviews(routeContext(c))), 200))
  .openapi(getReviewRoute, async (c) =>
    c.json(ok(await reviewOr404(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createReviewRoute, async (c) => {
    const review = await createReview(routeContext(c), c.req.valid('json'));
    return c.json(ok(review, 'Avis enregistré.'), 201);
  })
  .openapi(updateReviewRoute, async (c) => {
    const review = await updateStoredReview(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(review, 'Avis enregistré.'), 200);
  })
  .openapi(deleteReviewRoute, async (c) => {
    const id = await deleteStoredReview(routeContext(c), c.req.valid('param').id);
    return c.json(ok({ id }, 'Avis supprimé.'), 200);
  });
