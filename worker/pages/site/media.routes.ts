import { Hono } from 'hono';
import { hasVariants } from '../../../src/domain/site/image-variants';
import { mediaContentType, mediaExtension, mediaType } from '../../../src/domain/site/media';
import { failure } from '../../../src/schema/shared/envelope';
import { AppError, badRequest, notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { backgroundOf } from '../../http/wait-until';
import { guardedFetch } from '../../media/guarded-fetch';
import { thumbnailFetchOptions } from '../../media/media-fetch';
import { negotiateFormat, parseVariantRequest, type VariantRequest } from '../../media/variant-request';
import { variantResponse } from '../../media/variant-response';
import { headMedia, MEDIA_NAME, readMedia } from '../../provider/site/public';

// Files a page points at: uploaded media from R2 (/media/<name>, or a sized variant of a raster
// with ?w=&f=, see src/domain/site/image-variants.ts) and video thumbnails through the image proxy
// (/image/proxy?url=, the configured thumbnail hosts only).

const YEAR = 31_536_000;
// Stored names carry a random part and a file is never replaced under its name.
const MEDIA_CACHE = `public, max-age=${YEAR}, immutable`;
const THUMBNAIL_CACHE = 'public, max-age=86400';
const sharedCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/** One byte range of a Range header (`bytes=0-99`, `bytes=100-`, `bytes=-500`); null otherwise. */
export function parseRange(header: string | undefined): R2Range | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') return { suffix: Number(match[2]) };
  const offset = Number(match[1]);
  if (match[2] === '') return { offset };
  const last = Number(match[2]);
  return last < offset ? null : { offset, length: last - offset + 1 };
}

/** Content-Range and length of the part served; null when the range is outside the file. */
function servedRange(range: R2Range, size: number): { header: string; length: number } | null {
  let offset: number;
  let length: number;
  if ('suffix' in range) {
    length = Math.min(range.suffix, size);
    offset = size - length;
  } else {
    offset = range.offset ?? 0;
    length = Math.min(range.length ?? size - offset, size - offset);
  }
  if (offset >= size || length <= 0) return null;
  return { header: `bytes ${offset}-${offset + length - 1}/${size}`, length };
}

export const mediaPageRoutes = new Hono<AppEnv>()
  .on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    const contentType = mediaContentType(name);
    if (!MEDIA_NAME.test(name) || contentType === null) throw notFound(PAGE_NOT_FOUND);
    // A refused size is answered as the envelope, not the HTML error page: the asker is an
    // <img> or a script, and the message is for the developer who wrote the URL.
    let variant: VariantRequest | null;
    try {
      variant = parseVariantRequest({ w: c.req.query('w'), f: c.req.query('f') });
      if (variant && mediaType(name) === 'video') {
        throw badRequest("Les variantes de taille n'existent que pour les images.");
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return c.json(failure(error.message, error.fields ?? null), 400);
    }
    // An SVG has no pixels to resize: it is served as it is, whatever the query asks.
    // A file browsers can show may still be one the Images binding cannot decode (a damaged
    // PNG passes the upload's byte checks): the visitor then gets the original, not a broken
    // image, and the failure is logged.
    if (variant && hasVariants(`/media/${name}`)) {
      const response = await variantResponse({
        env: c.env,
        siteId: c.var.site.id,
        name,
        width: variant.width,
        format: variant.format ?? negotiateFormat(c.req.header('accept'), mediaExtension(name) ?? ''),
        negotiated: variant.format === null,
        background: backgroundOf(c),
      }).catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            requestId: c.var.requestId,
            event: 'media.variant_failed',
            name,
            width: variant?.width,
            error: String(error),
          }),
        );
        return 'original' as const;
      });
      if (response === null) throw notFound(PAGE_NOT_FOUND);
      if (response !== 'original') return c.req.method === 'HEAD' ? new Response(null, response) : response;
    }
    // Only the requesting host's site folder is read: another site's file is simply absent.
    // Videos are read by range (players seek); one range per request, anything else is whole.
    const wanted = mediaType(name) === 'video' ? parseRange(c.req.header('range')) : null;
    const head = wanted ? await headMedia(c.env.MEDIA, c.var.site.id, name) : null;
    const range = wanted && head ? servedRange(wanted, head.size) : null;
    if (wanted && head && range === null) {
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${head.size}` } });
    }
    const object = await readMedia(c.env.MEDIA, c.var.site.id, name, {
      onlyIf: c.req.raw.headers,
      ...(wanted && range ? { range: wanted } : {}),
    });
    if (object === null) throw notFound(PAGE_NOT_FOUND);
    const headers = new Headers({
      'content-type': contentType,
      'cache-control': MEDIA_CACHE,
      etag: object.httpEtag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    if (!('body' in object)) return new Response(null, { status: 304, headers }); // a precondition held
    if (range !== null) headers.set('content-range', range.header);
    headers.set('content-length', String(range === null ? object.size : range.length));
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return new Response(null, { status: range === null ? 200 : 206, headers });
    }
    return new Response(object.body, { status: range === null ? 200 : 206, headers });
  })
  .get('/image/proxy', async (c) => {
    const url = c.req.query('url') ?? '';
    // One shared copy per thumbnail whatever the site (the same picture for everyone), so a
    // page's visitors do not each make the Worker fetch it again.
    const key = new Request(`https://image-proxy.invalid/?url=${encodeURIComponent(url)}`);
    const cached = await sharedCache().match(key);
    if (cached) return new Response(cached.body, cached);
    const fetched = await guardedFetch(url, thumbnailFetchOptions(c.env));
    const response = new Response(fetched.body, {
      headers: {
        'content-type': fetched.contentType,
        'cache-control': THUMBNAIL_CACHE,
        'x-content-type-options': 'nosniff',
      },
    });
    await sharedCache().put(key, response.clone());
    return response;
  });
