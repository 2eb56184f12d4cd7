import { notFound } from '../../errors';
import { loadPdfFonts } from '../../pdf/fonts';
import type { ServiceContext } from '../shared/service-context';
import { getContentVersion, pdfLogoBytes } from '../site/public';
import { loadTechnicalFileBrand, loadTechnicalFileSource } from './technical-file.repository';

// The technical file of one of the site's products, or of one of its declinations, as a PDF
// made with pdf-lib. Generated once per content version and kept in R2: any catalogue or site
// change bumps the version, so a stale file is never served and nothing needs purging (old
// versions are left for an R2 lifecycle rule on the technical-files/ folder).

export const NO_PRODUCT = "Ce produit n'existe pas.";
export const NO_DECLINATION = "Cette déclinaison n'existe pas pour ce produit.";

export const technicalFileKey = (
  siteId: number,
  version: number,
  productId: number,
  declinationId: number | null,
) => `sites/${siteId}/technical-files/v${version}/${productId}-${declinationId ?? 'all'}.pdf`;

/** The file and its name: the stored one when this content version made it already. */
export async function technicalFileDocument(
  ctx: ServiceContext,
  productId: number,
  declinationId: number | null,
): Promise<{ body: ReadableStream | Uint8Array<ArrayBuffer>; fileName: string }> {
  const siteId = ctx.site.id;
  // The file's maker (pdf-lib) loads with the isolate's first technical file, not with the
  // provider API.
  const { technicalFileData, technicalFileName, technicalFilePdf } = await import('./technical-file');

  const version = await getContentVersion(ctx.db, siteId);
  const key = technicalFileKey(siteId, version, productId, declinationId);
  const stored = await ctx.env.MEDIA.get(key);
  if (stored) {
    return {
      body: stored.body,
      fileName:
        stored.customMetadata?.fileName ?? technicalFileName({ productName: '', declinationLabel: null }),
    };
  }

  const source = await loadTechnicalFileSource(ctx.db, siteId, productId);
  if (!source) throw notFound(NO_PRODUCT);
  if (
    declinationId !== null &&
    !source.declinations.some((declination) => declination.id === declinationId)
  ) {
    throw notFound(NO_DECLINATION);
  }
  const brand = await loadTechnicalFileBrand(ctx.db, siteId);
  const data = technicalFileData(
    source,
    declinationId,
    {
      siteName: brand.siteName,
      logo: await pdfLogoBytes(ctx.env, siteId, brand.logoUrl, ctx.requestId),
    },
    new Date(),
  );
  const pdf = await technicalFilePdf(data, await loadPdfFonts(ctx.env.ASSETS));
  const fileName = technicalFileName(data);
  await ctx.env.MEDIA.put(key, pdf, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { fileName },
  });
  return { body: pdf, fileName };
}
