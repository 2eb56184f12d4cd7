import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantWidth,
} from '../../src/domain/site/image-variants';
import type { Env } from '../env';
import { readMedia, variantKey } from '../provider/site/public';

// Serves one sized variant of an uploaded raster, made by the Images binding once and
// then kept at two levels: the location's Cache API (no R2 read at all) and R2 under a derived
// key (every location, and after the cache evicted it), so each variant is transformed once.
// Stored names are never reused (random part), so a variant never changes: a year, immutable.

const YEAR = 31_536_000;
const VARIANT_CACHE = `public, max-age=${YEAR}, immutable`;
// Cloudflare Images' own defaults are 85 for all; photos at these widths look the same lower,
// and AVIF/WebP need less than JPEG for the same look.
const QUALITY: Record<VariantFormat, number> = { avif: 60, webp: 75, jpeg: 80, png: 100 };

const sharedCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/** Where each level found the variant: `cache`, `stored` (R2) or `new` (transformed now). */
type VariantSource = 'cache' | 'stored' | 'new';

export interface VariantInput {
  env: Pick<Env, 'MEDIA' | 'IMAGES'>;
  siteId: number;
  name: string;
  width: VariantWidth;
  format: VariantFormat;
  /** True when the format came from Accept: the answer varies with it (shared caches). */
  negotiated: boolean;
  background?: ((promise: Promise<unknown>) => void) | undefined;
}

// The Cache API key: per site and name (two sites may hold the same name), width and format.
const cacheKey = ({
  siteId,
  name,
  width,
  format,
}: Pick<VariantInput, 'siteId' | 'name' | 'width' | 'format'>) =>
  new Request(`https://media-variants.invalid/sites/${siteId}/${name}?w=${width}&f=${format}`);

function answer(body: BodyInit, input: VariantInput, source: VariantSource): Response {
  const headers = new Headers({
    'content-type': `image/${input.format}`,
    'cache-control': VARIANT_CACHE,
    'x-content-type-options': 'nosniff',
    'x-media-variant': source,
  });
  if (input.negotiated) headers.set('vary', 'Accept');
  return new Response(body, { headers });
}

/** The copy kept in the Cache API: the bytes and type only; the headers of the answer are set
 *  on the way out (Vary in particular, which the Cache API would otherwise key on). */
const cacheCopy = (bytes: ArrayBuffer, format: VariantFormat) =>
  new Response(bytes, { headers: { 'content-type': `image/${format}`, 'cache-control': VARIANT_CACHE } });

/** The variant; null when the site has no such image. Throws when the transformation fails. */
export async function variantResponse(input: VariantInput): Promise<Response | null> {
  const { env, siteId, name, width, format } = input;
  const later = (promise: Promise<unknown>) => (input.background ? input.background(promise) : promise);
  const key = cacheKey(input);

  const cached = await sharedCache().match(key);
  if (cached) return answer(await cached.arrayBuffer(), input, 'cache');

  const stored = await env.MEDIA.get(variantKey(siteId, name, width, format));
  if (stored) {
    const bytes = await stored.arrayBuffer();
    await later(sharedCache().put(key, cacheCopy(bytes, format)));
    return answer(bytes, input, 'stored');
  }

  const original = await readMedia(env.MEDIA, siteId, name, {});
  if (original === null || !('body' in original)) return null;
  // R2 types its body as ReadableStream<any>; its chunks are bytes.
  const source = original.body as ReadableStream<Uint8Array>;
  const result = await env.IMAGES.input(source)
    // scale-down: never enlarged, so a 900 px photo asked at 1280 stays 900 px wide.
    .transform({ width, fit: 'scale-down' })
    .output({ format: `image/${format}`, quality: QUALITY[format] });
  const bytes = await new Response(result.image()).arrayBuffer();
  await later(
    Promise.all([
      env.MEDIA.put(variantKey(siteId, name, width, format), bytes, {
        httpMetadata: { contentType: `image/${format}` },
      }),
      sharedCache().put(key, cacheCopy(bytes, format)),
    ]),
  );
  return answer(bytes, input, 'new');
}

/**
 * Drops a deleted image's variants from this location's Cache API, which would otherwise answer
 * them for a year without looking at R2 (the R2 copies go with the image, media.repository.ts).
 * Other locations' copies cannot be reached from here: they expire on their own.
 */
export async function forgetVariantCopies(siteId: number, name: string): Promise<void> {
  const cache = sharedCache();
  await Promise.all(
    VARIANT_WIDTHS.flatMap((width) =>
      VARIANT_FORMATS.map((format) => cache.delete(cacheKey({ siteId, name, width, format }))),
    ),
  );
}
