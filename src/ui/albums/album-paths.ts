import { detailSegment } from '../../domain/shared/slug-path';

// Public paths of the albums (without the locale prefix: SiteView.link adds it).

export const ALBUM_LIST_PATH = '/galerie';

export function albumListPath(page = 1): string {
  return page > 1 ? `${ALBUM_LIST_PATH}?page=${page}` : ALBUM_LIST_PATH;
}

export function albumPath(album: { id: number; title: string }): string {
  return `${ALBUM_LIST_PATH}/${detailSegment(album.id, album.title)}`;
}
