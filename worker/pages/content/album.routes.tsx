import { Hono } from 'hono';
import { detailId, detailSegment, slugify } from '../../../src/domain/shared/slug-path';
import { ALBUM_PAGE_SIZE } from '../../../src/schema/content/album';
import { ALBUM_LIST_PATH, albumListPath, albumPath } from '../../../src/ui/albums/album-paths';
import { AlbumList } from '../../../src/ui/albums/AlbumList';
import { AlbumPage } from '../../../src/ui/albums/AlbumPage';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { idSlugPath, localeAnswer, translationsOf } from '../site/content-translations';
import { orMissing, translatedElsewhere } from '../site/translated-elsewhere';
import { menuPageAt, renderListing, resolveListing } from '../site/listing-page';
import type { PageDataSource } from '../site/site-data';
import { logAs } from '../../http/request-log';

// The gallery (`/galerie`, paged with ?page=) and one page per album
// (`/galerie/{id}-{slug}`; a wrong slug redirects to the right one). Data through the
// provider client and the page-data cache, like every page.

/** `?page=` of a list page: 1 when absent; null (→ 404) when it is not a plain page number. */
export function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

function loadAlbums({ shared, cache }: PageDataSource, page: number) {
  return cache.get(`albums:page=${page}`, () => shared.albums({ page, nbItem: ALBUM_PAGE_SIZE }));
}

/** Detail paths of every album (first page of the list), for the sitemap. */
export async function albumSitemapPaths(source: PageDataSource): Promise<string[]> {
  const { albums } = await loadAlbums(source, 1);
  return albums.map(albumPath);
}

export const albumPageRoutes = new Hono<AppEnv>()
  .get(ALBUM_LIST_PATH, logAs('page:album-list'), async (c) => {
    const page = pageNumber(c.req.query('page'));
    if (page === null) throw notFound(PAGE_NOT_FOUND);
    const request = await resolveListing(c);
    const { albums, total } = await loadAlbums(request.source, page);
    const menuPage = menuPageAt(request, ALBUM_LIST_PATH);
    // A site that has neither albums nor a « Galerie » page has no such page.
    if (!menuPage && total === 0) throw notFound(PAGE_NOT_FOUND);
    const pageCount = Math.max(1, Math.ceil(total / ALBUM_PAGE_SIZE));
    if (page > pageCount) throw notFound(PAGE_NOT_FOUND);
    const title = menuPage?.title ?? request.t.t('album.title');
    return renderListing(
      c,
      request,
      {
        title: page > 1 ? request.t.t('news.pageTitle', { title, page }) : title,
        description: menuPage?.metaDescription || request.t.t('album.listDescription', { title }),
        route: 'album-list',
        canonical: albumListPath(page),
      },
      <AlbumList title={title} albums={albums} page={page} pageCount={pageCount} />,
    );
  })
  .get(`${ALBUM_LIST_PATH}/:segment`, logAs('page:album'), async (c) => {
    const segment = c.req.param('segment');
    const id = detailId(segment);
    if (id === null) throw notFound(PAGE_NOT_FOUND);
    const request = await resolveListing(c);
    const { shared, cache } = request.source;
    const album = await orMissing(() => cache.get(`album:${id}`, () => shared.album(id)));
    if (!album) {
      const moved = await translatedElsewhere(
        c,
        (source) => orMissing(() => source.cache.get(`album:${id}`, () => source.shared.album(id))),
        idSlugPath(ALBUM_LIST_PATH),
      );
      if (moved !== null) return c.redirect(localLink(c, moved), 301);
      throw notFound(PAGE_NOT_FOUND);
    }
    const answer = localeAnswer(
      { ...album, slug: slugify(album.title), translations: translationsOf(album) },
      request.locale,
      idSlugPath(ALBUM_LIST_PATH),
    );
    if (answer.kind === 'missing') throw notFound(PAGE_NOT_FOUND);
    if (answer.kind === 'redirect') return c.redirect(localLink(c, answer.path), 301);
    const canonical = detailSegment(album.id, album.title);
    if (segment !== canonical) {
      return c.redirect(localLink(c, albumPath(album)), 301);
    }
    return renderListing(
      c,
      request,
      {
        title: album.title,
        description: album.description || request.t.t('album.detailDescription', { title: album.title }),
        route: 'album',
        canonical: albumPath(album),
        alternates: answer.alternates,
      },
      <AlbumPage album={album} />,
    );
  });
