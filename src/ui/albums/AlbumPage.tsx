import type { ReactElement } from 'react';
import { safeImageSrc } from '../../domain/shared/rich-text';
import type { AlbumDetail } from '../../schema/content/album';
import { BlockImage } from '../blocks/BlockImage';
import { MEDIA_GALLERY_ATTRIBUTE, MEDIA_INDEX_ATTRIBUTE, type MediaItem } from '../islands/island-events';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import { useSiteView } from '../site-view';
import { albumListPath } from './album-paths';
import { Stylesheet } from '../document/Stylesheet';

/** Accessible name of an item: « Agrandir l'image 2 sur 5 : … » or « Lire la vidéo 3 sur 5 : … ». */
function openLabel(item: MediaItem, index: number, total: number, t: Translator): string {
  const base = t.t(item.type === 'video' ? 'album.openVideo' : 'album.openImage', {
    index: index + 1,
    total,
  });
  return item.alt.trim() === '' ? base : t.t('album.openWithAlt', { label: base, alt: item.alt.trim() });
}

// Rows of thumbnails above the fold on a phone: the first ones load at once, the rest lazily.
const EAGER_ITEMS = 2;

/**
 * An album: its media in a grid. Each item is a link to the file, which the slider trigger
 * (client/media-slider-trigger.ts) turns into "open the fullscreen slider at this item";
 * without JavaScript the link still opens the image or the video.
 */
export function AlbumPage({ album }: { album: AlbumDetail }): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  const items: MediaItem[] = album.media.flatMap((media) => {
    const src = safeImageSrc(media.url);
    return src === null ? [] : [{ type: media.type, src, alt: media.alt }];
  });
  const sliderAttributes = { [MEDIA_GALLERY_ATTRIBUTE]: JSON.stringify(items) };
  return (
    <article className="album-page">
      <Stylesheet name="albums" />
      <p className="content-back">
        <a href={link(albumListPath())}>{t.t('album.back')}</a>
      </p>
      <h1 className="page-title">{album.title}</h1>
      {album.description ? <p className="album-page__description">{album.description}</p> : null}
      {items.length === 0 ? (
        <p>{t.t('album.emptyAlbum')}</p>
      ) : (
        <section
          className="block block-gallery"
          aria-label={t.t('album.media', { title: album.title })}
          {...sliderAttributes}
        >
          <ul className="block-gallery__grid">
            {items.map((item, index) => (
              <li key={`${index}-${item.src}`} className="block-gallery__cell">
                <a
                  href={item.src}
                  className="block-gallery__item"
                  aria-label={openLabel(item, index, items.length, t)}
                  {...{ [MEDIA_INDEX_ATTRIBUTE]: index }}
                >
                  {item.type === 'video' ? (
                    <span className="album-video" aria-hidden="true">
                      <span className="album-video__play">▶</span>
                      <span className="album-video__label">{item.alt || t.t('album.video')}</span>
                    </span>
                  ) : (
                    <BlockImage
                      className="block-gallery__img"
                      image={item}
                      width={400}
                      height={300}
                      sizes="(min-width: 768px) 25vw, 50vw"
                      eager={index < EAGER_ITEMS}
                    />
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
