import type { ListQuery } from '../../../src/domain/shared/list-query';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type {
  BlogArticle,
  BlogArticleWrite,
  BlogFolder,
  BlogFolderWrite,
} from '../../../src/schema/content/blog';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import { idOr404, parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { writableLocale } from '../translation/public';
import {
  blogListSpec,
  deleteArticle,
  deleteFolder,
  findArticle,
  findFolder,
  folderAriane,
  folderIsEmpty,
  insertArticle,
  insertFolder,
  listAllArticles,
  listAllFolders,
  updateArticle,
  updateFolder,
  type ArticleValues,
  type Written,
} from './blog.repository';
import type { LocaleFields } from './locale-record';
import {
  createTranslatable,
  localeRecordOr404,
  translationIdSet,
  translationsOf,
  withLocales,
} from './translation-group.service';

// The owner's blog writes, folders and articles, in any of the site's locales. Article text
// is sanitised before it is stored; each write bumps the site's content version in the same
// transaction, then publishes it, so the next page shows it.

const NO_FOLDER = "Ce dossier du blog n'existe pas.";
const NO_ARTICLE = "Cet article n'existe pas.";

type Asked = { locale?: string; translationOf?: number };

/** A folder named as parent or container must exist on this site, in the same locale. */
async function requireFolder(ctx: ServiceContext, id: number, locale: string, field: string): Promise<void> {
  const found = await findFolder(ctx.db, ctx.site.id, id, locale);
  if (!found) {
    const message = "Ce dossier n'existe pas sur ce site (ou pas dans cette langue).";
    throw badRequest(message, { [field]: message });
  }
}

/** What a write stored, once its content version is published; 404 when it found nothing. */
async function published<T>(ctx: ServiceContext, written: Written<T>, missing: string): Promise<T> {
  if (written.value === null) throw notFound(missing);
  await publishContentVersion(ctx.env, ctx.site.id, written.version, ctx.requestId);
  return written.value;
}

/** An insert's written row, as createTranslatable links and publishes it; 404 when none. */
async function inserted<T extends { id: number }>(written: Promise<Written<T>>, missing: string) {
  const { value, version } = await written;
  if (value === null) throw notFound(missing);
  return { id: value.id, version, value };
}

function articleValues(input: BlogArticleWrite, locale: string, previous?: string): ArticleValues {
  return {
    ...input,
    content: sanitizeRichText(input.content),
    // A date sent is kept; otherwise an update keeps the first publication date.
    publishedAt: input.publishedAt
      ? new Date(input.publishedAt).toISOString().replace(/\.\d{3}Z$/, 'Z')
      : (previous ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')),
    locale,
  };
}

/** The folder of this id (as sent), whatever its locale; null when none. */
export async function storedFolder(ctx: ServiceContext, raw: string): Promise<BlogFolder | null> {
  const id = parseId(raw);
  return id === null ? null : findFolder(ctx.db, ctx.site.id, id);
}

/** Every folder of the site, of one locale or all, or the translations of one original. */
export async function adminFolders(
  ctx: ServiceContext,
  asked: Asked,
): Promise<(BlogFolder & LocaleFields)[]> {
  const { locale, translationOf } = asked;
  const wanted = await translationIdSet(ctx, 'blog_folders', translationOf, locale);
  const folders = (await listAllFolders(ctx.db, ctx.site.id)).filter(
    (folder) =>
      (locale === undefined || folder.locale === locale) && (wanted === null || wanted.has(folder.id)),
  );
  return withLocales(ctx, 'blog_folders', folders);
}

/** One folder, whatever its locale, or 404. */
export async function adminFolder(ctx: ServiceContext, raw: string): Promise<BlogFolder & LocaleFields> {
  const found = await findFolder(ctx.db, ctx.site.id, idOr404(raw, NO_FOLDER));
  return localeRecordOr404(ctx, 'blog_folders', found, NO_FOLDER);
}

/** Creates a folder (under a parent of its locale), maybe as a translation. */
export async function createAdminFolder(
  ctx: ServiceContext,
  input: BlogFolderWrite,
): Promise<BlogFolder & LocaleFields> {
  const locale = writableLocale(ctx, input.locale);
  if (input.idParent !== null) await requireFolder(ctx, input.idParent, locale, 'idParent');
  const { value } = await createTranslatable(ctx, 'blogFolder', locale, input.translationOf, () =>
    inserted(insertFolder(ctx.db, ctx.site.id, locale, input), NO_FOLDER),
  );
  return localeRecordOr404(ctx, 'blog_folders', value, NO_FOLDER);
}

/** Rewrites a folder, or 404; it cannot move under itself or one of its sub-folders (400). */
export async function updateAdminFolder(
  ctx: ServiceContext,
  raw: string,
  input: BlogFolderWrite,
): Promise<BlogFolder & LocaleFields> {
  const id = idOr404(raw, NO_FOLDER);
  const existing = await findFolder(ctx.db, ctx.site.id, id);
  if (!existing) throw notFound(NO_FOLDER);
  const locale = writableLocale(ctx, input.locale ?? existing.locale);
  if (input.idParent !== null) {
    await requireFolder(ctx, input.idParent, locale, 'idParent');
    const chain = await folderAriane(ctx.db, ctx.site.id, input.idParent);
    if (chain.some((step) => step.id === id)) {
      const message = 'Un dossier ne peut pas être rangé dans lui-même ou dans un de ses sous-dossiers.';
      throw badRequest(message, { idParent: message });
    }
  }
  const written = await updateFolder(ctx.db, ctx.site.id, id, locale, input);
  return localeRecordOr404(ctx, 'blog_folders', await published(ctx, written, NO_FOLDER), NO_FOLDER);
}

/** Deletes an empty folder (409 while it holds sub-folders or articles), or 404. */
export async function deleteAdminFolder(ctx: ServiceContext, raw: string): Promise<BlogFolder> {
  const id = idOr404(raw, NO_FOLDER);
  if (!(await findFolder(ctx.db, ctx.site.id, id))) throw notFound(NO_FOLDER);
  if (!(await folderIsEmpty(ctx.db, ctx.site.id, id))) {
    throw new AppError(
      409,
      'Ce dossier contient encore des sous-dossiers ou des articles : videz-le avant de le supprimer.',
    );
  }
  return published(ctx, await deleteFolder(ctx.db, ctx.site.id, id), NO_FOLDER);
}

/** The article of this id (as sent), published or not, whatever its locale; null when none. */
export async function storedArticle(ctx: ServiceContext, raw: string): Promise<BlogArticle | null> {
  const id = parseId(raw);
  return id === null ? null : findArticle(ctx.db, ctx.site.id, id);
}

/**
 * A page of the articles, published or not, of one locale or all, or the translations of one
 * original (`translationOf`), each with its locale and original.
 */
export async function adminArticles(
  ctx: ServiceContext,
  query: ListQuery,
  asked: Asked,
): Promise<{ blogs: (BlogArticle & LocaleFields)[]; total: number }> {
  const { locale, translationOf } = asked;
  const list = listQuerySql(query, blogListSpec);
  if (translationOf !== undefined) {
    const blogs = await translationsOf(ctx, 'blog_articles', translationOf, locale, (id) =>
      findArticle(ctx.db, ctx.site.id, id),
    );
    return { blogs, total: blogs.length };
  }
  const result = await listAllArticles(ctx.db, ctx.site.id, list, locale);
  return { ...result, blogs: await withLocales(ctx, 'blog_articles', result.blogs) };
}

/** One article, published or not, whatever its locale, or 404. */
export async function adminArticle(ctx: ServiceContext, raw: string): Promise<BlogArticle & LocaleFields> {
  const found = await findArticle(ctx.db, ctx.site.id, idOr404(raw, NO_ARTICLE));
  return localeRecordOr404(ctx, 'blog_articles', found, NO_ARTICLE);
}

/** Creates an article (in a folder of its locale, or none), maybe as a translation. */
export async function createAdminArticle(
  ctx: ServiceContext,
  input: BlogArticleWrite,
): Promise<BlogArticle & LocaleFields> {
  const locale = writableLocale(ctx, input.locale);
  if (input.idFolder !== null) await requireFolder(ctx, input.idFolder, locale, 'idFolder');
  const { value } = await createTranslatable(ctx, 'blogArticle', locale, input.translationOf, () =>
    inserted(insertArticle(ctx.db, ctx.site.id, articleValues(input, locale)), NO_ARTICLE),
  );
  return localeRecordOr404(ctx, 'blog_articles', value, NO_ARTICLE);
}

/** Rewrites an article (its first publication date kept unless one is sent), or 404. */
export async function updateAdminArticle(
  ctx: ServiceContext,
  raw: string,
  input: BlogArticleWrite,
): Promise<BlogArticle & LocaleFields> {
  const id = idOr404(raw, NO_ARTICLE);
  const existing = await findArticle(ctx.db, ctx.site.id, id);
  if (!existing) throw notFound(NO_ARTICLE);
  const locale = writableLocale(ctx, input.locale ?? existing.locale);
  if (input.idFolder !== null) await requireFolder(ctx, input.idFolder, locale, 'idFolder');
  const values = articleValues(input, locale, existing.publishedAt);
  const written = await updateArticle(ctx.db, ctx.site.id, id, values);
  return localeRecordOr404(ctx, 'blog_articles', await published(ctx, written, NO_ARTICLE), NO_ARTICLE);
}

/** Deletes an article, or 404. */
export async function deleteAdminArticle(ctx: ServiceContext, raw: string): Promise<BlogArticle> {
  const id = idOr404(raw, NO_ARTICLE);
  if (!(await findArticle(ctx.db, ctx.site.id, id))) throw notFound(NO_ARTICLE);
  return published(ctx, await deleteArticle(ctx.db, ctx.site.id, id), NO_ARTICLE);
}
