import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import {
  ALBUM_PAGE_SIZE,
  resolvedMediaType,
  type Album,
  type AlbumDetail,
  type AlbumInput,
  type AlbumList,
  type AlbumMedia,
  type AlbumMediaInput,
} from '../../../src/schema/content/album';
import type { ListSql } from '../shared/list-query-sql';
import { firstOf, mapRows, pagedList, rowReader, rowsOf, writeBumpingVersion, readId } from '../shared/d1';

export const albumListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'a.id', type: 'number' },
    title: { column: 'a.title', type: 'text' },
    order: { column: 'a.position', type: 'number' },
  },
  orderable: ['order', 'id', 'title'],
  defaultOrder: { field: 'order', direction: 'ASC' },
  defaultNbItem: ALBUM_PAGE_SIZE,
  maxNbItem: ALBUM_PAGE_SIZE,
};

// The cover is the album's first image (by order), so a list never needs every media row.
const ALBUM_COLUMNS = `a.id, a.title, a.description, a.position,
    (SELECT COUNT(*) FROM album_media m WHERE m.site_id = a.site_id AND m.album_id = a.id) AS media_count,
    c.id AS cover_id, c.url AS cover_url, c.type AS cover_type, c.alt AS cover_alt, c.position AS cover_position`;
const ALBUM_FROM = `albums a
  LEFT JOIN album_media c ON c.site_id = a.site_id AND c.id = (
    SELECT m.id FROM album_media m
     WHERE m.site_id = a.site_id AND m.album_id = a.id AND m.type = 'image'
     ORDER BY m.position, m.id LIMIT 1)`;

const MEDIA_COLUMNS = 'id, url, type, alt, position';
const MEDIA_TYPES = ['image', 'video'] as const;

const toAlbumMedia = mapRows(
  rowReader({ id: 'number', url: 'string', type: MEDIA_TYPES, alt: 'string', position: 'number' }),
  (row): AlbumMedia => ({ id: row.id, url: row.url, type: row.type, alt: row.alt, order: row.position }),
);

const toAlbum = mapRows(
  rowReader({
    id: 'number',
    title: 'string',
    description: 'string',
    position: 'number',
    media_count: 'number',
    cover_id: 'number?',
    cover_url: 'string?',
    cover_type: [...MEDIA_TYPES, null],
    cover_alt: 'string?',
    cover_position: 'number?',
  }),
  (row): Album => ({
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.position,
    mediaCount: row.media_count,
    cover:
      row.cover_id === null || row.cover_url === null
        ? null
        : {
            id: row.cover_id,
            url: row.cover_url,
            type: row.cover_type ?? 'image',
            alt: row.cover_alt ?? '',
            order: row.cover_position ?? 0,
          },
  }),
);

export async function listAlbums(
  db: D1Database,
  siteId: number,
  locale: string,
  list: ListSql,
): Promise<AlbumList> {
  const { rows, total } = await pagedList(
    db,
    {
      columns: ALBUM_COLUMNS,
      from: `${ALBUM_FROM} WHERE a.site_id = ? AND a.locale = ?`,
      params: [siteId, locale],
      orderBy: `${list.orderBy || ' ORDER BY a.position'}, a.id`,
    },
    list,
    toAlbum,
  );
  return { albums: rows, total };
}

export async function findAlbum(
  db: D1Database,
  siteId: number,
  albumId: number,
  locale?: string, // the public reads: only the album's row in this locale
): Promise<AlbumDetail | null> {
  const inLocale = locale === undefined ? '' : ' AND a.locale = ?';
  const [album, media] = await db.batch([
    db
      .prepare(`SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} WHERE a.site_id = ? AND a.id = ?${inLocale}`)
      .bind(siteId, albumId, ...(locale === undefined ? [] : [locale])),
    db
      .prepare(
        `SELECT ${MEDIA_COLUMNS} FROM album_media WHERE site_id = ? AND album_id = ? ORDER BY position, id`,
      )
      .bind(siteId, albumId),
  ]);
  const found = firstOf(album, toAlbum);
  return found ? { ...found, media: rowsOf(media, toAlbumMedia) } : null;
}

export async function albumExists(db: D1Database, siteId: number, albumId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM albums WHERE site_id = ? AND id = ?')
    .bind(siteId, albumId)
    .first();
  return row !== null;
}

export async function albumMediaExists(
  db: D1Database,
  siteId: number,
  albumId: number,
  mediaId: number,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM album_media WHERE site_id = ? AND album_id = ? AND id = ?')
    .bind(siteId, albumId, mediaId)
    .first();
  return row !== null;
}

/** Inserts one media item of an album; `albumId` is a bound id or the SQL of the new album's id. */
function insertMediaStatement(
  db: D1Database,
  siteId: number,
  albumId: number | 'new',
  media: AlbumMediaInput,
  fallbackOrder: number,
): D1PreparedStatement {
  // In the create batch the album's id is not known yet: it is the site's newest album
  // (ids only grow, and the batch is one transaction).
  const album = albumId === 'new' ? '(SELECT MAX(id) FROM albums WHERE site_id = ?)' : '?';
  return db
    .prepare(
      `INSERT INTO album_media (site_id, album_id, url, type, alt, position) VALUES (?, ${album}, ?, ?, ?, ?)`,
    )
    .bind(
      siteId,
      albumId === 'new' ? siteId : albumId,
      media.url,
      resolvedMediaType(media),
      media.alt ?? '',
      media.order ?? fallbackOrder,
    );
}

/** Creates an album with its media and bumps the content version, in one transaction. */
export async function createAlbum(
  db: D1Database,
  siteId: number,
  locale: string,
  input: AlbumInput,
): Promise<{ id: number; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO albums (site_id, locale, title, description, position)
         VALUES (?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM albums WHERE site_id = ?)))
         RETURNING id`,
      )
      .bind(siteId, locale, input.title, input.description ?? '', input.order ?? null, siteId),
    ...(input.media ?? []).map((media, index) => insertMediaStatement(db, siteId, 'new', media, index)),
  ]);
  const id = firstOf(results[0], readId)?.id ?? 0;
  return { id, version };
}

/**
 * Updates an album; when `media` is given it replaces the album's media (in the order given).
 * The caller checked the album exists on this site.
 */
export async function updateAlbum(
  db: D1Database,
  siteId: number,
  albumId: number,
  input: AlbumInput,
): Promise<number> {
  const media = input.media;
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        'UPDATE albums SET title = ?, description = ?, position = COALESCE(?, position) WHERE site_id = ? AND id = ?',
      )
      .bind(input.title, input.description ?? '', input.order ?? null, siteId, albumId),
    ...(media === undefined
      ? []
      : [
          db.prepare('DELETE FROM album_media WHERE site_id = ? AND album_id = ?').bind(siteId, albumId),
          ...media.map((item, index) => insertMediaStatement(db, siteId, albumId, item, index)),
        ]),
  ]);
  return version;
}

/** Deletes an album (its media go with it); the caller checked it exists on this site. */
export async function deleteAlbum(db: D1Database, siteId: number, albumId: number): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM albums WHERE site_id = ? AND id = ?').bind(siteId, albumId),
  ]);
  return version;
}

/** Adds one media item at the end of the album (or at its order); returns its id. */
export async function addAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  media: AlbumMediaInput,
): Promise<{ id: number; version: number }> {
  const {
    results: [inserted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO album_media (site_id, album_id, url, type, alt, position)
         VALUES (?, ?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM album_media WHERE site_id = ? AND album_id = ?)))
         RETURNING id`,
      )
      .bind(
        siteId,
        albumId,
        media.url,
        resolvedMediaType(media),
        media.alt ?? '',
        media.order ?? null,
        siteId,
        albumId,
      ),
  ]);
  return { id: firstOf(inserted, readId)?.id ?? 0, version };
}

export async function updateAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  mediaId: number,
  media: AlbumMediaInput,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE album_media SET url = ?, type = ?, alt = ?, position = COALESCE(?, position)
          WHERE site_id = ? AND album_id = ? AND id = ?`,
      )
      .bind(
        media.url,
        resolvedMediaType(media),
        media.alt ?? '',
        media.order ?? null,
        siteId,
        albumId,
        mediaId,
      ),
  ]);
  return version;
}

export async function deleteAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  mediaId: number,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare('DELETE FROM album_media WHERE site_id = ? AND album_id = ? AND id = ?')
      .bind(siteId, albumId, mediaId),
  ]);
  return version;
}
