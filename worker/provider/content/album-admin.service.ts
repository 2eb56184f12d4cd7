import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { AlbumDetail, AlbumInput, AlbumList, AlbumMediaInput } from '../../../src/schema/content/album';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { writableLocale } from '../translation/public';
import {
  addAlbumMedia,
  albumExists,
  albumListSpec,
  albumMediaExists,
  createAlbum,
  deleteAlbum,
  deleteAlbumMedia,
  findAlbum,
  listAlbums,
  updateAlbum,
  updateAlbumMedia,
} from './album.repository';
import type { LocaleFields } from './locale-record';
import {
  createTranslatable,
  localeRecordOr404,
  translationsOf,
  withLocales,
} from './translation-group.service';

// Owners manage albums and their media, in any of the site's locales. Every write bumps the
// content version in the same transaction, then publishes it so the next page view shows the
// change; the answer is the album as stored, with its locale and original.

const ALBUM_NOT_FOUND = "Cet album n'existe pas.";
const MEDIA_NOT_FOUND = "Ce média n'existe pas dans cet album.";

type AdminAlbum = AlbumDetail & LocaleFields;

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** The album of this id (as sent), with its media, on this site only; null when there is none. */
export async function storedAlbum(ctx: ServiceContext, raw: string): Promise<AlbumDetail | null> {
  const id = parseId(raw);
  return id === null ? null : findAlbum(ctx.db, ctx.site.id, id);
}

/**
 * A page of the albums of one locale (the site's by default), or the translations of one
 * original (`translationOf`), each with its locale and original.
 */
export async function adminAlbums(
  ctx: ServiceContext,
  query: ListQuery,
  asked: { locale?: string; translationOf?: number },
): Promise<Omit<AlbumList, 'albums'> & { albums: (AlbumList['albums'][number] & LocaleFields)[] }> {
  const locale = writableLocale(ctx, asked.locale);
  if (asked.translationOf !== undefined) {
    const albums = await translationsOf(ctx, 'albums', asked.translationOf, asked.locale, (id) =>
      findAlbum(ctx.db, ctx.site.id, id),
    );
    return { albums, total: albums.length };
  }
  const result = await listAlbums(ctx.db, ctx.site.id, locale, listQuerySql(query, albumListSpec));
  return { ...result, albums: await withLocales(ctx, 'albums', result.albums) };
}

/** One album and its media, whatever its locale, or 404. */
export async function adminAlbum(ctx: ServiceContext, raw: string): Promise<AdminAlbum> {
  return localeRecordOr404(ctx, 'albums', await storedAlbum(ctx, raw), ALBUM_NOT_FOUND);
}

/** The album id of the path, if that album is one of this site's. */
async function existingAlbumId(ctx: ServiceContext, raw: string): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await albumExists(ctx.db, ctx.site.id, id))) throw notFound(ALBUM_NOT_FOUND);
  return id;
}

async function existingMediaId(ctx: ServiceContext, albumId: number, raw: string): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await albumMediaExists(ctx.db, ctx.site.id, albumId, id)))
    throw notFound(MEDIA_NOT_FOUND);
  return id;
}

async function albumAfterWrite(ctx: ServiceContext, albumId: number): Promise<AdminAlbum> {
  // 404 when deleted meanwhile by another request.
  return localeRecordOr404(ctx, 'albums', await findAlbum(ctx.db, ctx.site.id, albumId), ALBUM_NOT_FOUND);
}

/** Creates an album with its media, in a locale of the site, maybe as a translation. */
export async function createAdminAlbum(ctx: ServiceContext, input: AlbumInput): Promise<AdminAlbum> {
  const locale = writableLocale(ctx, input.locale);
  const { id } = await createTranslatable(ctx, 'album', locale, input.translationOf, () =>
    createAlbum(ctx.db, ctx.site.id, locale, input),
  );
  return albumAfterWrite(ctx, id);
}

/** Rewrites an album (its media too when the input has them), or 404. */
export async function updateAdminAlbum(
  ctx: ServiceContext,
  raw: string,
  input: AlbumInput,
): Promise<AdminAlbum> {
  const id = await existingAlbumId(ctx, raw);
  await publish(ctx, await updateAlbum(ctx.db, ctx.site.id, id, input));
  return albumAfterWrite(ctx, id);
}

/** Deletes an album and its media, or 404. */
export async function deleteAdminAlbum(ctx: ServiceContext, raw: string): Promise<void> {
  const id = await existingAlbumId(ctx, raw);
  await publish(ctx, await deleteAlbum(ctx.db, ctx.site.id, id));
}

/** Adds a media item to an album (at the end without an order), or 404. */
export async function addAdminAlbumMedia(
  ctx: ServiceContext,
  raw: string,
  media: AlbumMediaInput,
): Promise<AdminAlbum> {
  const id = await existingAlbumId(ctx, raw);
  const { version } = await addAlbumMedia(ctx.db, ctx.site.id, id, media);
  await publish(ctx, version);
  return albumAfterWrite(ctx, id);
}

/** Rewrites one media item of an album, or 404. */
export async function updateAdminAlbumMedia(
  ctx: ServiceContext,
  params: { id: string; mediaId: string },
  media: AlbumMediaInput,
): Promise<AdminAlbum> {
  const id = await existingAlbumId(ctx, params.id);
  const mediaId = await existingMediaId(ctx, id, params.mediaId);
  await publish(ctx, await updateAlbumMedia(ctx.db, ctx.site.id, id, mediaId, media));
  return albumAfterWrite(ctx, id);
}

/** Removes one media item from an album, or 404. */
export async function deleteAdminAlbumMedia(
  ctx: ServiceContext,
  params: { id: string; mediaId: string },
): Promise<AdminAlbum> {
  const id = await existingAlbumId(ctx, params.id);
  const mediaId = await existingMediaId(ctx, id, params.mediaId);
  await publish(ctx, await deleteAlbumMedia(ctx.db, ctx.site.id, id, mediaId));
  return albumAfterWrite(ctx, id);
}
