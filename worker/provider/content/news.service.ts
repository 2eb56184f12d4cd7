import type { ListQuery } from '../../../src/domain/shared/list-query';
import { slugify } from '../../../src/domain/shared/slug-path';
import type { News, NewsDetail, NewsList } from '../../../src/schema/content/news';
import { notFound } from '../../errors';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { groupTranslations } from '../translation/public';
import { findNews, listNews, newsListSpec } from './news.repository';

/** The list's query: what may be sorted and filtered (the routes document it). */
export { newsListSpec };

/** A page of the news visitors may read now; `promoted` keeps (or leaves out) the home page's. */
export function newsList(
  ctx: ServiceContext,
  query: ListQuery,
  promoted: boolean | undefined,
): Promise<NewsList> {
  const scope = { locale: ctx.scope.locale, validOnly: true, promoted };
  return listNews(ctx.db, ctx.site.id, scope, listQuerySql(query, newsListSpec));
}

/** One news item visitors may read now, with its versions in the site's other languages. */
export async function newsItem(ctx: ServiceContext, id: number | null): Promise<NewsDetail> {
  const news =
    id === null
      ? null
      : await findNews(ctx.db, ctx.site.id, id, { locale: ctx.scope.locale, validOnly: true });
  if (!news) throw notFound("Cette actualité n'existe pas.");
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'news', news.id, ctx.scope);
  return { ...news, translations };
}

/** A news item as its draft would show it (a shared preview), published or not. */
export async function newsPreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<News, 'title' | 'summary' | 'content' | 'image' | 'isPromoted'>,
): Promise<News | null> {
  const news = await findNews(ctx.db, ctx.site.id, id, { locale: null, validOnly: false });
  if (!news) return null;
  return { ...news, ...draft, slug: slugify(draft.title, 'article') };
}
