import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { AlbumList, AlbumPublicDetail } from '../../../src/schema/content/album';
import { notFound } from '../../errors';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { groupTranslations } from '../translation/public';
import { albumListSpec, findAlbum, listAlbums } from './album.repository';

/** The list's query: what may be sorted and filtered (the routes document it). */
export { albumListSpec };

const ALBUM_NOT_FOUND = "Cet album n'existe pas.";

/** A page of the albums of the context's locale. */
export function albums(ctx: ServiceContext, query: ListQuery): Promise<AlbumList> {
  return listAlbums(ctx.db, ctx.site.id, ctx.scope.locale, listQuerySql(query, albumListSpec));
}

/**
 * One album with its media and its versions in the other languages. An album exists in the
 * locales it has a row in: another locale's id is a 404.
 */
export async function album(ctx: ServiceContext, id: number | null): Promise<AlbumPublicDetail> {
  const found = id === null ? null : await findAlbum(ctx.db, ctx.site.id, id, ctx.scope.locale);
  if (!found) throw notFound(ALBUM_NOT_FOUND);
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'albums', found.id, ctx.scope);
  return { ...found, translations };
}
