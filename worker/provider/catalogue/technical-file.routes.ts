import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { errorResponses, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { requireShop } from '../shared/shop-guard';
import { routeContext } from '../shared/service-context';
import { NO_DECLINATION, NO_PRODUCT, technicalFileDocument } from './technical-file.service';

// GET /product/generate/file/{id}[/{idDeclination}]: the technical file of a product, or of
// one of its declinations, as a PDF (technical-file.service.ts makes it once per content version).

const idParam = (description: string) => z.string().meta({ type: 'integer', description, example: 1 });

const pdfResponse = {
  description: 'La fiche technique en PDF (une ou deux pages A4), à télécharger.',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

const productFileRoute = createRoute({
  operationId: 'getProductGenerateFileById',
  security: [],
  method: 'get',
  path: '/product/generate/file/{id}',
  tags: ['Catalogue'],
  summary: "La fiche technique d'un produit (PDF)",
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, params: z.object({ id: idParam('Identifiant du produit.') }) },
  responses: { 200: pdfResponse, ...errorResponses(404) },
});

const declinationFileRoute = createRoute({
  operationId: 'getProductGenerateFileByIdByIdDeclination',
  security: [],
  method: 'get',
  path: '/product/generate/file/{id}/{idDeclination}',
  tags: ['Catalogue'],
  summary: "La fiche technique d'une déclinaison d'un produit (PDF)",
  middleware: [requireShop] as const,
  request: {
    headers: siteHeaders,
    params: z.object({
      id: idParam('Identifiant du produit.'),
      idDeclination: idParam('Identifiant de la déclinaison (millésime × contenance).'),
    }),
  },
  responses: { 200: pdfResponse, ...errorResponses(404) },
});

async function technicalFile(
  c: Context<AppEnv>,
  rawId: string,
  rawDeclinationId: string | null,
): Promise<Response> {
  const productId = parseId(rawId);
  if (productId === null) throw notFound(NO_PRODUCT);
  const declinationId = rawDeclinationId === null ? null : parseId(rawDeclinationId);
  if (rawDeclinationId !== null && declinationId === null) throw notFound(NO_DECLINATION);
  const { body, fileName } = await technicalFileDocument(routeContext(c), productId, declinationId);
  return c.body(body, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
    // The file changes with the catalogue: browsers may keep it briefly, never for long.
    'cache-control': 'public, max-age=300',
  });
}

export const technicalFileRoutes = providerRouter()
  .openapi(productFileRoute, (c) => technicalFile(c, c.req.valid('param').id, null))
  .openapi(declinationFileRoute, (c) => {
    const params = c.req.valid('param');
    return technicalFile(c, params.id, params.idDeclination);
  });
