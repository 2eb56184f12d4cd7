import type { ReactElement } from 'react';
import { safeImageSrc } from '../../domain/rich-text';

export interface BlockImageProps {
  image: { src: string; alt: string };
  className: string;
  /** The first image of a page: loaded at once and early, the others lazily. */
  eager?: boolean;
  /** Intrinsic size hint: reserves the space before the file arrives (CSS keeps height:auto). */
  width: number;
  height: number;
  sizes?: string;
}

/** An <img> for block content; nothing when the source is not a site path or an http(s) URL. */
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
    <img
      className={className}
      src={src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
