import { useId, type ReactElement } from 'react';
import { safeImageSrc } from '../../domain/rich-text';
import type { PageBlock } from '../../schema/page-block';
import { MEDIA_GALLERY_ATTRIBUTE, MEDIA_INDEX_ATTRIBUTE, type MediaItem } from '../islands/island-events';
import { BlockImage } from './BlockImage';

export type GalleryData = Extract<PageBlock, { kind: 'GALLERY' }>['data'];

/** Accessible name of a thumbnail button, e.g. « Agrandir l'image 2 sur 4 : Table de massage ». */
export function enlargeLabel(index: number, total: number, alt: string): string {
  const base = `Agrandir l'image ${index + 1} sur ${total}`;
  return alt.trim() === '' ? base : `${base} : ${alt.trim()}`;
}

/**
 * A grid of thumbnails. Each is a button a client script turns into "open the fullscreen slider
 * here" (window event 'media-slider:open' with {images, index}); the server markup carries the
 * items as JSON on the gallery and the index on each button. Both attribute spellings are written:
 * data-slider-* (the blocks' contract) and data-media-* (island-events.ts), until one is retired.
 */
export function GalleryBlock({
  data,
  eager = false,
}: {
  data: GalleryData;
  eager?: boolean;
}): ReactElement | null {
  const titleId = useId();
  const images = data.images.flatMap((image) => {
    const src = safeImageSrc(image.src);
    return src === null ? [] : [{ src, alt: image.alt }];
  });
  if (images.length === 0) return null;
  const items: MediaItem[] = images.map((image) => ({ type: 'image', src: image.src, alt: image.alt }));
  const itemsJson = JSON.stringify(items);
  const galleryAttributes = { 'data-slider-images': itemsJson, [MEDIA_GALLERY_ATTRIBUTE]: itemsJson };
  return (
    <section
      className="block block-gallery"
      {...(data.title ? { 'aria-labelledby': titleId } : { 'aria-label': "Galerie d'images" })}
      {...galleryAttributes}
    >
      {data.title ? (
        <h2 id={titleId} className="block-gallery__title">
          {data.title}
        </h2>
      ) : null}
      <ul className="block-gallery__grid">
        {images.map((image, index) => (
          <li key={`${index}-${image.src}`} className="block-gallery__cell">
            <button
              type="button"
              className="block-gallery__item"
              aria-label={enlargeLabel(index, images.length, image.alt)}
              {...{ 'data-slider-index': index, [MEDIA_INDEX_ATTRIBUTE]: index }}
            >
              <BlockImage
                className="block-gallery__img"
                image={image}
                width={400}
                height={300}
                sizes="(min-width: 768px) 25vw, 50vw"
                eager={eager && index === 0}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
