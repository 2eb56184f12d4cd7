import { Hono } from 'hono';
import { mediaContentType, mediaType } from '../../src/domain/media';
import { notFound, PAGE_NOT_FOUND } from '../errors';
import type { AppEnv } from '../http/app-env';
import { guardedFetch } from '../media/guarded-fetch';
import { thumbnailFetchOptions } from '../media/media-fetch';
import { MEDIA_NAME, readMedia } from '../provider/media.repository';

// Files a page points at: uploaded media from R2 (/media/<name>) and video thumbnails through
// the image proxy (/image/proxy?url=, the configured thumbnail hosts only).

const YEAR = 31_536_000;
// Stored names carry a random part and a file is never replaced under its name.
const MEDIA_CACHE = `public, max-age=${YEAR}, immutable`;
const THUMBNAIL_CACHE = 'public, max-age=86400';

/** Content-Range and length of a ranged R2 read, for the 206 answer. */
function contentRange(range: R2Range | undefined, size: number): { header: string; length: number } | null {
  if (!range) return null;
  let offset: number;
  let length: number;
  if ('suffix' in range) {
    length = Math.min(range.suffix, size);
    offset = size - length;
  } else {
    offset = range.offset ?? 0;
    length = range.length ?? size - offset;
  }
  return { header: `bytes ${offset}-${offset + length - 1}/${size}`, length };
}

export const mediaPageRoutes = new Hono<AppEnv>()
  .on(['GET', 'HEAD'], '/media/:name', async (c) => {
    const name = c.req.param('name');
    const contentType = mediaContentType(name);
    if (!MEDIA_NAME.test(name) || contentType === null) throw notFound(PAGE_NOT_FOUND);
    // Only the requesting host's site folder is read: another site's file is simply absent.
    const ranged = mediaType(name) === 'video' && c.req.header('range') !== undefined;
    const object = await readMedia(c.env.MEDIA, c.var.site.id, name, {
      onlyIf: c.req.raw.headers,
      ...(ranged ? { range: c.req.raw.headers } : {}),
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
    const range = ranged ? contentRange(object.range, object.size) : null;
    if (range !== null) headers.set('content-range', range.header);
    headers.set('content-length', String(range === null ? object.size : range.length));
    const body = c.req.method === 'HEAD' ? null : object.body;
    if (body === null) await object.body.cancel();
    return new Response(body, { status: range === null ? 200 : 206, headers });
  })
  .get('/image/proxy', async (c) => {
    const url = c.req.query('url') ?? '';
    const fetched = await guardedFetch(url, thumbnailFetchOptions(c.env));
    return c.body(fetched.body.slice().buffer, 200, {
      'content-type': fetched.contentType,
      'cache-control': THUMBNAIL_CACHE,
      'x-content-type-options': 'nosniff',
    });
  });
