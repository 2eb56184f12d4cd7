import type { ListQuerySpec } from '../../../src/domain/list-query';
import {
  ALBUM_PAGE_SIZE,
  resolvedMediaType,
  type Album,
  type AlbumDetail,
  type AlbumInput,
  type AlbumList,
  type AlbumMedia,
  type AlbumMediaInput,
} from '../../../src/schema/album';
import type { ListSql } from '../shared/list-query-sql';
import { bumpContentVersionStatement } from '../shared/d1';

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

interface AlbumRow {
  id: number;
  title: string;
  description: string;
  order: number;
  mediaCount: number;
  coverId: number | null;
  coverUrl: string | null;
  coverType: 'image' | 'video' | null;
  coverAlt: string | null;
  coverOrder: number | null;
}

// The cover is the album's first image (by order), so a list never needs every media row.
const ALBUM_SELECT = `SELECT a.id, a.title, a.description, a.position AS "order",
    (SELECT COUNT(*) FROM album_media m WHERE m.site_id = a.site_id AND m.album_id = a.id) AS mediaCount,
    c.id AS coverId, c.url AS coverUrl, c.type AS coverType, c.alt AS coverAlt, c.position AS coverOrder
  FROM albums a
  LEFT JOIN album_media c ON c.site_id = a.site_id AND c.id = (
    SELECT m.id FROM album_media m
     WHERE m.site_id = a.site_id AND m.album_id = a.id AND m.type = 'image'
     ORDER BY m.position, m.id LIMIT 1)`;

const MEDIA_COLUMNS = 'id, url, type, alt, position AS "order"';

function toAlbum(row: AlbumRow): Album {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.order,
    mediaCount: row.mediaCount,
    cover:
      row.coverId === null || row.coverUrl === null
        ? null
        : {
            id: row.coverId,
            url: row.coverUrl,
            type: row.coverType ?? 'image',
            alt: row.coverAlt ?? '',
            order: row.coverOrder ?? 0,
          },
  };
}

export async function listAlbums(
  db: D1Database,
  siteId: number,
  locale: string,
  list: ListSql,
): Promise<AlbumList> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `${ALBUM_SELECT} WHERE a.site_id = ? AND a.locale = ?${list.where}${list.orderBy || ' ORDER BY a.position'}, a.id${list.limit}`,
      )
      .bind(siteId, locale, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM albums a WHERE a.site_id = ? AND a.locale = ?${list.where}`)
      .bind(siteId, locale, ...list.filterParams),
  ]);
  return {
    albums: ((page?.results ?? []) as AlbumRow[]).map(toAlbum),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

export async function findAlbum(
  db: D1Database,
  siteId: number,
  albumId: number,
): Promise<AlbumDetail | null> {
  const [album, media] = await db.batch([
    db.prepare(`${ALBUM_SELECT} WHERE a.site_id = ? AND a.id = ?`).bind(siteId, albumId),
    db
      .prepare(
        `SELECT ${MEDIA_COLUMNS} FROM album_media WHERE site_id = ? AND album_id = ? ORDER BY position, id`,
      )
      .bind(siteId, albumId),
  ]);
  const row = ((album?.results ?? []) as AlbumRow[])[0];
  if (!row) return null;
  return { ...toAlbum(row), media: (media?.results ?? []) as AlbumMedia[] };
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

function versionOf(result: D1Result | undefined): number {
  return ((result?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1;
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
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO albums (site_id, locale, title, description, position)
         VALUES (?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM albums WHERE site_id = ?)))
         RETURNING id`,
      )
      .bind(siteId, locale, input.title, input.description ?? '', input.order ?? null, siteId),
    ...(input.media ?? []).map((media, index) => insertMediaStatement(db, siteId, 'new', media, index)),
    bumpContentVersionStatement(db, siteId),
  ]);
  const id = ((results[0]?.results ?? []) as { id: number }[])[0]?.id ?? 0;
  return { id, version: versionOf(results.at(-1)) };
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
  const results = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(results.at(-1));
}

/** Deletes an album (its media go with it); the caller checked it exists on this site. */
export async function deleteAlbum(db: D1Database, siteId: number, albumId: number): Promise<number> {
  const [, bumped] = await db.batch([
    db.prepare('DELETE FROM albums WHERE site_id = ? AND id = ?').bind(siteId, albumId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(bumped);
}

/** Adds one media item at the end of the album (or at its order); returns its id. */
export async function addAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  media: AlbumMediaInput,
): Promise<{ id: number; version: number }> {
  const [inserted, bumped] = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  return { id: ((inserted?.results ?? []) as { id: number }[])[0]?.id ?? 0, version: versionOf(bumped) };
}

export async function updateAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  mediaId: number,
  media: AlbumMediaInput,
): Promise<number> {
  const [, bumped] = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(bumped);
}

export async function deleteAlbumMedia(
  db: D1Database,
  siteId: number,
  albumId: number,
  mediaId: number,
): Promise<number> {
  const [, bumped] = await db.batch([
    db
      .prepare('DELETE FROM album_media WHERE site_id = ? AND album_id = ? AND id = ?')
      .bind(siteId, albumId, mediaId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(bumped);
}
