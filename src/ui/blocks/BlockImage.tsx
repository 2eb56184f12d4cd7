import type { ReactElement } from 'react';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { ResponsiveImage } from './ResponsiveImage';

export interface BlockImageProps {
  image: { src: string; alt: string };
  className: string;
  /** The first image of a page: its largest paint, loaded at once and early; the others lazily. */
  eager?: boolean;
  /** Intrinsic size hint: reserves the space before the file arrives (CSS keeps height:auto). */
  width: number;
  height: number;
  sizes: string;
}

/** A ResponsiveImage for block content; nothing when the source is not a site path or an http(s) URL. */
export function BlockImage({
  image,
  className,
  eager = false,
  width,
  height,
  sizes,
}: BlockImageProps): ReactElement | null {
  const src = safeImageSrc(image.src);
  if (src === null) return null;
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={eager ? 'lcp' : 'lazy'}
    />
  );
}
