// Sized variants of uploaded raster images: GET /media/<name>?w=<width>[&f=<format>]
// answers the image scaled down to one of a few widths, in the best format the browser takes
// (AVIF, then WebP; JPEG or PNG otherwise) or the one `f` names. Only these widths exist: each
// distinct variant costs one transformation, so arbitrary sizes would let anyone run up the bill.
// SVG (and anything not uploaded to /media/) is served as it is: it has no pixels to resize.

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

// The stored names of uploaded rasters (worker/provider/site/media.repository.ts MEDIA_NAME).
const RASTER_MEDIA = /^\/media\/[a-z0-9][a-z0-9-]{0,120}\.(?:jpe?g|png|webp|avif)$/;

/** True for an uploaded raster image: the only sources that have variants. */
export function hasVariants(src: string): boolean {
  return RASTER_MEDIA.test(src);
}

export const isVariantWidth = (value: number): value is VariantWidth =>
  (VARIANT_WIDTHS as readonly number[]).includes(value);

/** `/media/x.jpg?w=640` (format from the browser's Accept) or `…&f=jpeg` (that format). */
function variantUrl(src: string, width: VariantWidth, format?: VariantFormat): string {
  return `${src}?w=${width}${format ? `&f=${format}` : ''}`;
}

/**
 * The widths worth offering for an image `intrinsicWidth` wide: those below it and the first
 * one at or above it (a variant is never enlarged, so larger ones would be the same file).
 * Unknown width: all of them.
 */
function variantWidths(intrinsicWidth?: number | null): VariantWidth[] {
  if (!intrinsicWidth) return [...VARIANT_WIDTHS];
  const below = VARIANT_WIDTHS.filter((width) => width < intrinsicWidth);
  const cover = VARIANT_WIDTHS.find((width) => width >= intrinsicWidth);
  return cover === undefined ? below : [...below, cover];
}

/** The srcset of an uploaded raster (`/media/x.jpg?w=320 320w, …`); null for other sources. */
export function variantSrcSet(src: string, intrinsicWidth?: number | null): string | null {
  if (!hasVariants(src)) return null;
  return variantWidths(intrinsicWidth)
    .map((width) => `${variantUrl(src, width)} ${Math.min(width, intrinsicWidth || width)}w`)
    .join(', ');
}

/** The src fallback for browsers without srcset: a mid-sized variant, not the original. */
export function variantFallback(src: string, intrinsicWidth?: number | null): string {
  if (!hasVariants(src)) return src;
  const widths = variantWidths(intrinsicWidth);
  return variantUrl(src, widths.find((width) => width >= 960) ?? widths.at(-1) ?? 960);
}
