import type { ReactElement } from 'react';
import { cropText } from '../../domain/shared/crop-text';
import type { Album } from '../../schema/content/album';
import { BlockImage } from '../blocks/BlockImage';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import { useSiteView } from '../site-view';
import { albumListPath, albumPath } from './album-paths';
import { ListPagination } from '../layout/ListPagination';
import { Stylesheet } from '../document/Stylesheet';

function mediaCountLabel(count: number, t: Translator): string {
  return t.t('album.mediaCount', { count });
}

/** The gallery page: one card per album, its cover and its number of media. */
export function AlbumList({
  title,
  albums,
  page,
  pageCount,
}: {
  title: string;
  albums: Album[];
  page: number;
  pageCount: number;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  // The first cover is the page's largest paint, even when the first album has none.
  const lcpImageIndex = albums.findIndex((album) => album.cover);
  return (
    <article className="album-list">
      <Stylesheet name="albums" />
      <h1 className="page-title">{title}</h1>
      {albums.length === 0 ? (
        <p>{t.t('album.empty')}</p>
      ) : (
        <ul className="content-cards">
          {albums.map((album, index) => (
            <li key={album.id} className="content-card">
              <a className="content-card__link" href={link(albumPath(album))}>
                {album.cover ? (
                  <BlockImage
                    className="content-card__img"
                    image={{ src: album.cover.url, alt: album.cover.alt }}
                    width={400}
                    height={300}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    eager={index === lcpImageIndex}
                  />
                ) : null}
                <h2 className="content-card__title">{album.title}</h2>
              </a>
              <p className="content-card__meta">{mediaCountLabel(album.mediaCount, t)}</p>
              {album.description ? <p className="content-card__text">{cropText(album.description)}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        pathOf={albumListPath}
        label={t.t('album.pagination')}
      />
    </article>
  );
}
