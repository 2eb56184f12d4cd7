import { use, useContext, type ReactElement } from 'react';
import { variantFallback, variantSrcSet } from '../../domain/site/image-variants';
import { InlineImageContext } from './inline-image';

// Every content image of the storefront goes through here: an uploaded raster gets
// a srcset of its sized variants (/media/<name>?w=…, src/domain/site/image-variants.ts) and the
// browser picks the one `sizes` says fits the screen; other sources (the sample sites' SVG, an
// outside URL) keep their one file, which has no pixels to choose between. width and height
// always reserve the space before the file arrives (no layout shift; CSS keeps height:auto).
//
// The page's largest image (`priority="lcp"`: hero, product photo, first article image) is
// loaded at once and early: React's server renderer turns an <img> that is not lazy into a
// <link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high"> in the head, so the
// browser asks for the right candidate before it has parsed the body. When that largest image is
// one of our small SVG files, it comes inside the page instead (src/ui/blocks/inline-image.ts):
// no request at all, and React preloads no data: URI.

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, or the aspect the layout gives the image when the file's is unknown. */
  width: number;
  height: number;
  /** The width the image takes on the page, per viewport: what the browser picks a candidate by. */
  sizes: string;
  className?: string | undefined;
  /** lcp: the page's largest paint (preloaded, high priority); eager: above the fold; lazy. */
  priority?: 'lcp' | 'eager' | 'lazy';
  /** The file's own width when known (uploads record it): no candidate wider than the file. */
  intrinsicWidth?: number | null | undefined;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = 'lazy',
  intrinsicWidth,
}: ResponsiveImageProps): ReactElement {
  const srcSet = variantSrcSet(src, intrinsicWidth) ?? undefined;
  const inlineImage = useContext(InlineImageContext);
  // use() may be called conditionally; the worker's render waits for the file's first read.
  const pending = priority === 'lcp' && !srcSet && inlineImage ? inlineImage(src) : null;
  const inlined = pending ? use(pending) : null;
  return (
    <img
      className={className}
      src={inlined ?? variantFallback(src, intrinsicWidth)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
      // The largest image paints with the first frame it can: async decoding may leave it to a
      // later one, which is a later LCP. The others need not hold a frame back.
      decoding={priority === 'lcp' ? undefined : 'async'}
    />
  );
}
