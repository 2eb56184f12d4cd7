import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { errorResponses, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loadPdfFonts } from '../../pdf/fonts';
import { pdfLogoBytes } from '../site/public';
import { requireShop } from '../shared/shop-guard';
import { getContentVersion } from '../site/site.repository';
import { loadTechnicalFileBrand, loadTechnicalFileSource } from './technical-file.repository';

// GET /product/generate/file/{id}[/{idDeclination}]: the technical file of
// a product, or of one of its declinations, as a PDF made here with pdf-lib. Generated once
// per content version and kept in R2: any catalogue or site change bumps the version, so a
// stale file is never served and nothing needs purging (old versions are left for an R2
// lifecycle rule on the technical-files/ folder).

const NO_PRODUCT = "Ce produit n'existe pas.";
const NO_DECLINATION = "Cette déclinaison n'existe pas pour ce produit.";

export const technicalFileKey = (
  siteId: number,
  version: number,
  productId: number,
  declinationId: number | null,
) => `sites/${siteId}/technical-files/v${version}/${productId}-${declinationId ?? 'all'}.pdf`;

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
  const siteId = c.var.site.id;
  // The file's maker (pdf-lib) loads with the isolate's first technical file, not with the
  // provider API.
  const { technicalFileData, technicalFileName, technicalFilePdf } = await import('./technical-file');

  const version = await getContentVersion(c.env.DB, siteId);
  const key = technicalFileKey(siteId, version, productId, declinationId);
  const headers = (fileName: string) => ({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
    // The file changes with the catalogue: browsers may keep it briefly, never for long.
    'cache-control': 'public, max-age=300',
  });
  const stored = await c.env.MEDIA.get(key);
  if (stored) {
    return c.body(
      stored.body,
      200,
      headers(
        stored.customMetadata?.fileName ?? technicalFileName({ productName: '', declinationLabel: null }),
      ),
    );
  }

  const source = await loadTechnicalFileSource(c.env.DB, siteId, productId);
  if (!source) throw notFound(NO_PRODUCT);
  if (
    declinationId !== null &&
    !source.declinations.some((declination) => declination.id === declinationId)
  ) {
    throw notFound(NO_DECLINATION);
  }
  const brand = await loadTechnicalFileBrand(c.env.DB, siteId);
  const data = technicalFileData(
    source,
    declinationId,
    {
      siteName: brand.siteName,
      logo: await pdfLogoBytes(c.env, c.var.site.id, brand.logoUrl, c.var.requestId),
    },
    new Date(),
  );
  const pdf = await technicalFilePdf(data, await loadPdfFonts(c.env.ASSETS));
  const fileName = technicalFileName(data);
  await c.env.MEDIA.put(key, pdf, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { fileName },
  });
  return c.body(pdf, 200, headers(fileName));
}

export const technicalFileRoutes = providerRouter()
  .openapi(productFileRoute, (c) => technicalFile(c, c.req.valid('param').id, null))
  .openapi(declinationFileRoute, (c) => {
    const params = c.req.valid('param');
    return technicalFile(c, params.id, params.idDeclination);
  });
