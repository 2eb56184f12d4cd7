import type { MediaFile } from '../../../src/schema/site/media';
import { sanitizeSvg } from '../../../src/domain/site/svg-sanitizer';
import { senderKey } from '../../auth/password';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { guardedFetch } from '../../media/guarded-fetch';
import { svgFetchOptions } from '../../media/media-fetch';
import { forgetVariantCopies } from '../../media/variant-response';
import type { ServiceContext } from '../shared/service-context';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';
import { deleteMedia, listMedia, MEDIA_NAME, storeMedia, type StoreMediaInput } from './media.repository';

// The site's media library (files in R2, each write publishing the site's new content version)
// and the loading of a remote SVG, cleaned, for the editors.

// Each call makes the Worker fetch a URL: bounded per sender so it cannot be used as a crawler.
export const LOAD_SVG_RATE_LIMIT: RateLimit = { scope: 'load-svg', limit: 30, windowSeconds: 10 * 60 };

/** The remote SVG at that address, cleaned (429 past the sender's limit, 422 for no valid SVG). */
export async function loadSvg(
  ctx: ServiceContext,
  url: string,
  clientIp: string | undefined,
): Promise<string> {
  const siteId = ctx.site.id;
  const sender = await senderKey(ctx.env.SENDER_KEY_SECRET, siteId, clientIp);
  if (!(await takeRateLimitHit(ctx.db, siteId, LOAD_SVG_RATE_LIMIT, sender))) {
    throw new AppError(
      429,
      'Trop de fichiers SVG demandés en peu de temps. Réessayez dans quelques minutes.',
    );
  }
  const fetched = await guardedFetch(url, svgFetchOptions(ctx.env));
  const svg = sanitizeSvg(new TextDecoder().decode(fetched.body));
  if (svg === null) throw new AppError(422, "Le fichier à cette adresse n'est pas un SVG valide.");
  return svg;
}

export async function uploadMedia(ctx: ServiceContext, upload: StoreMediaInput): Promise<MediaFile> {
  const { media, version } = await storeMedia(ctx.env.MEDIA, ctx.db, ctx.site.id, upload);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return media;
}

export function mediaPage(ctx: ServiceContext, cursor: string | undefined) {
  return listMedia(ctx.env.MEDIA, ctx.site.id, cursor);
}

/** Deletes one of the site's media and its sized copies (404 for a name it does not hold). */
export async function removeMedia(ctx: ServiceContext, name: string): Promise<void> {
  const siteId = ctx.site.id;
  const result = MEDIA_NAME.test(name) ? await deleteMedia(ctx.env.MEDIA, ctx.db, siteId, name) : null;
  if (!result?.deleted || result.version === null) throw notFound("Ce média n'existe pas.");
  await forgetVariantCopies(siteId, name);
  await publishContentVersion(ctx.env, siteId, result.version, ctx.requestId);
}
