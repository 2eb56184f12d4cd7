import { useId, type ReactElement } from 'react';
import { mediaType } from '../../domain/site/media';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import type { PageBlock } from '../../schema/content/page-block';
import { MEDIA_GALLERY_ATTRIBUTE, MEDIA_INDEX_ATTRIBUTE, type MediaItem } from '../islands/island-events';
import { BlockImage } from './BlockImage';

export type GalleryData = Extract<PageBlock, { kind: 'GALLERY' }>['data'];

/** Accessible name of a thumbnail button, e.g. « Agrandir l'image 2 sur 4 : Table de massage ». */
function enlargeLabel(index: number, total: number, alt: string, { t }: Pick<Translator, 't'>): string {
  const base = t('gallery.enlarge', { number: index + 1, total });
  return alt.trim() === '' ? base : t('gallery.enlargeWithAlt', { label: base, alt: alt.trim() });
}

/**
 * A grid of thumbnails. Each is a link to the image, which client/media-slider-trigger.ts turns
 * into "open the fullscreen slider here" (data-media-* attributes of island-events.ts); without
 * JavaScript the link still shows the image.
 */
export function GalleryBlock({
  data,
  eager = false,
}: {
  data: GalleryData;
  eager?: boolean;
}): ReactElement | null {
  const titleId = useId();
  const translator = useT();
  const images = data.images.flatMap((image) => {
    const src = safeImageSrc(image.src);
    return src === null ? [] : [{ src, alt: image.alt }];
  });
  if (images.length === 0) return null;
  // The file's extension decides: a video opens in the slider's player.
  const items: MediaItem[] = images.map((image) => ({
    type: mediaType(image.src) === 'video' ? 'video' : 'image',
    src: image.src,
    alt: image.alt,
  }));
  const itemsJson = JSON.stringify(items);
  const galleryAttributes = { [MEDIA_GALLERY_ATTRIBUTE]: itemsJson };
  return (
    <section
      className="block block-gallery"
      {...(data.title ? { 'aria-labelledby': titleId } : { 'aria-label': translator.t('gallery.label') })}
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
            <a
              href={image.src}
              className="block-gallery__item"
              aria-label={enlargeLabel(index, images.length, image.alt, translator)}
              {...{ [MEDIA_INDEX_ATTRIBUTE]: index }}
            >
              {items[index]?.type === 'video' ? (
                // Its first frame as the thumbnail; the same box as an image, so nothing shifts.
                <video
                  className="block-gallery__img"
                  src={image.src}
                  width={400}
                  height={300}
                  preload="metadata"
                  muted
                  playsInline
                  aria-hidden="true"
                />
              ) : (
                <BlockImage
                  className="block-gallery__img"
                  image={image}
                  width={400}
                  height={300}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  eager={eager && index === 0}
                />
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
