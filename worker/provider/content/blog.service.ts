import { blogArticlePath } from '../../../src/domain/content/blog-url';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import type {
  ArianeItem,
  BlogArticleDetail,
  BlogFolderContent,
  BlogFolderDetail,
} from '../../../src/schema/content/blog';
import { notFound } from '../../errors';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { findParameter } from '../site/public';
import { groupTranslations } from '../translation/public';
import {
  blogListSpec,
  findAnyArticle,
  findFolder,
  findPublishedArticle,
  folderAriane,
  listFolderContent,
} from './blog.repository';

// Public blog reads. The blog exists for visitors only while the site's
// BLOG_ENABLED setting is on: otherwise every public blog read answers 404, as if it did not
// exist, before anything else is looked at. Admin operations (blog-admin.routes.ts) work either
// way, so an owner can write before switching the blog on.

const BLOG_DISABLED = "Le blog n'est pas activé sur ce site.";
const NO_FOLDER = "Ce dossier du blog n'existe pas.";
const NO_ARTICLE = "Cet article n'existe pas.";

/** The blog lists' query: what may be sorted and filtered (the routes document it). */
export { blogListSpec };

async function assertBlog(ctx: ServiceContext): Promise<void> {
  const setting = await findParameter(ctx.db, ctx.site.id, 'BLOG_ENABLED');
  if (setting?.value !== 'true') throw notFound(BLOG_DISABLED);
}

async function folderOr404(ctx: ServiceContext, id: number | null) {
  const found = id === null ? null : await findFolder(ctx.db, ctx.site.id, id, ctx.scope.locale);
  if (!found) throw notFound(NO_FOLDER);
  return found;
}

async function articleOr404(ctx: ServiceContext, id: number | null) {
  const found = id === null ? null : await findPublishedArticle(ctx.db, ctx.site.id, ctx.scope.locale, id);
  if (!found) throw notFound(NO_ARTICLE);
  return found;
}

/**
 * A page of a folder's content (its sub-folders and articles), or of the blog's home (root
 * folders and articles) when `folderId` is undefined. `query` is the list query as sent.
 */
export async function blogFolderContent(
  ctx: ServiceContext,
  folderId: number | null | undefined,
  query: URLSearchParams,
): Promise<BlogFolderContent> {
  await assertBlog(ctx);
  if (folderId !== undefined) await folderOr404(ctx, folderId);
  const list = listQuerySql(parseListQuery(query, blogListSpec), blogListSpec);
  return listFolderContent(ctx.db, ctx.site.id, ctx.scope.locale, folderId ?? null, list);
}

/** A folder's breadcrumb, from the blog's root to the folder. */
export async function blogFolderAriane(ctx: ServiceContext, id: number | null): Promise<ArianeItem[]> {
  await assertBlog(ctx);
  const folder = await folderOr404(ctx, id);
  return folderAriane(ctx.db, ctx.site.id, folder.id);
}

/** One folder with its versions in the site's other languages. */
export async function blogFolder(ctx: ServiceContext, id: number | null): Promise<BlogFolderDetail> {
  await assertBlog(ctx);
  const found = await folderOr404(ctx, id);
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'blog_folders', found.id, ctx.scope);
  return { ...found, translations };
}

/** An article's breadcrumb: its folders, the highest first, then the article. */
export async function blogArticleAriane(ctx: ServiceContext, id: number | null): Promise<ArianeItem[]> {
  await assertBlog(ctx);
  const found = await articleOr404(ctx, id);
  const folders = found.idFolder === null ? [] : await folderAriane(ctx.db, ctx.site.id, found.idFolder);
  return [...folders, { id: found.id, url: found.url, name: found.title }];
}

/** One published article with its versions in the site's other languages. */
export async function blogArticle(ctx: ServiceContext, id: number | null): Promise<BlogArticleDetail> {
  await assertBlog(ctx);
  const found = await articleOr404(ctx, id);
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'blog_articles', found.id, ctx.scope);
  return { ...found, translations };
}

/**
 * An article as its draft would show it (a shared preview), published or not, with its
 * breadcrumb; null when the site has no such article.
 */
export async function blogArticlePreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<BlogArticleDetail, 'title' | 'summary' | 'content' | 'image' | 'author'>,
): Promise<(BlogArticleDetail & { ariane: ArianeItem[] }) | null> {
  const found = await findAnyArticle(ctx.db, ctx.site.id, id);
  if (!found) return null;
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'blog_articles', found.id, ctx.scope);
  const url = blogArticlePath(found.id, draft.title);
  const folders = found.idFolder === null ? [] : await folderAriane(ctx.db, ctx.site.id, found.idFolder);
  return {
    ...found,
    ...draft,
    url,
    translations,
    ariane: [...folders, { id: found.id, url, name: draft.title }],
  };
}
