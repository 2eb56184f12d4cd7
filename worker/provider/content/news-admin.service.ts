import type { ListQuery } from '../../../src/domain/shared/list-query';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type { News, NewsInput, NewsList } from '../../../src/schema/content/news';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { idOr404, parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { writableLocale } from '../translation/public';
import type { LocaleFields } from './locale-record';
import {
  createNews,
  deleteNews,
  findNews,
  listNews,
  newsListSpec,
  updateNews,
  type NewsWrite,
} from './news.repository';
import {
  createTranslatable,
  localeRecordOr404,
  translationsOf,
  withLocales,
} from './translation-group.service';

// Admin writes on news: drafts and hidden items included, every locale of the site; rich text
// sanitised on write, and the content version bumped in the same batch, then published.

const NO_NEWS = "Cette actualité n'existe pas.";
const ANY = { locale: null, validOnly: false };

type AdminNews = News & LocaleFields;

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

const pathId = (raw: string): number => idOr404(raw, NO_NEWS);

/** The validated input, completed and sanitised: what the repository stores. */
function toWrite(ctx: ServiceContext, input: NewsInput): NewsWrite {
  const site = ctx.site;
  const locale = writableLocale(ctx, input.locale ?? site.defaultLocale);
  return {
    ...input,
    locale,
    content: sanitizeRichText(input.content),
    publishedAt: input.publishedAt ?? new Date().toISOString(),
  };
}

/** The news item of this id (as sent), draft or hidden, whatever its locale; null when none. */
export async function storedNews(ctx: ServiceContext, raw: string): Promise<News | null> {
  const id = parseId(raw);
  return id === null ? null : findNews(ctx.db, ctx.site.id, id, ANY);
}

/**
 * A page of the site's news, drafts included, of one locale (`locale`) or all, or the
 * translations of one original (`translationOf`), each with its locale and original.
 */
export async function adminNewsList(
  ctx: ServiceContext,
  query: ListQuery,
  asked: { locale?: string; translationOf?: number },
): Promise<Omit<NewsList, 'news'> & { news: AdminNews[] }> {
  const scope = { locale: asked.locale ?? null, validOnly: false };
  if (asked.translationOf !== undefined) {
    const news = await translationsOf(ctx, 'news', asked.translationOf, asked.locale, (id) =>
      findNews(ctx.db, ctx.site.id, id, scope),
    );
    return { news, total: news.length };
  }
  const result = await listNews(ctx.db, ctx.site.id, scope, listQuerySql(query, newsListSpec));
  return { ...result, news: await withLocales(ctx, 'news', result.news) };
}

/** One news item, draft or hidden, whatever its locale, or 404. */
export async function adminNews(ctx: ServiceContext, raw: string): Promise<AdminNews> {
  const news = await findNews(ctx.db, ctx.site.id, pathId(raw), ANY);
  return localeRecordOr404(ctx, 'news', news, NO_NEWS);
}

/** Publishes a news item in a locale of the site (the default one unless named), maybe as a translation. */
export async function createAdminNews(ctx: ServiceContext, input: NewsInput): Promise<AdminNews> {
  const write = toWrite(ctx, input);
  const { news } = await createTranslatable(ctx, 'news', write.locale, input.translationOf, async () => {
    const created = await createNews(ctx.db, ctx.site.id, write, new Date().toISOString());
    return { ...created, id: created.news.id };
  });
  return localeRecordOr404(ctx, 'news', news, NO_NEWS);
}

/** Rewrites a news item, or 404. */
export async function updateAdminNews(
  ctx: ServiceContext,
  raw: string,
  input: NewsInput,
): Promise<AdminNews> {
  const id = pathId(raw);
  const saved = await updateNews(ctx.db, ctx.site.id, id, toWrite(ctx, input), new Date().toISOString());
  if (!saved) throw notFound(NO_NEWS);
  await publish(ctx, saved.version);
  return localeRecordOr404(ctx, 'news', saved.news, NO_NEWS);
}

/** Deletes a news item, or 404; answers its id. */
export async function deleteAdminNews(ctx: ServiceContext, raw: string): Promise<number> {
  const id = pathId(raw);
  const deleted = await deleteNews(ctx.db, ctx.site.id, id);
  if (!deleted) throw notFound(NO_NEWS);
  await publish(ctx, deleted.version);
  return id;
}
