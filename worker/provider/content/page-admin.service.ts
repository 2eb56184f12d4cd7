import { slugify } from '../../../src/domain/shared/slug-path';
import type { PageSummary } from '../../../src/schema/content/page';
import type { PageInput, PageLayout, PageOrderInput } from '../../../src/schema/content/page-admin';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import { idOr404, parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import { checkedTranslationOf, linkNewTranslation } from '../translation/public';
import type { LocaleFields } from './locale-record';
import {
  countChildren,
  createPage,
  deletePage,
  findAdminPage,
  layoutOf,
  listAdminPages,
  reorderPages,
  updatePage,
  type PageWrite,
  type StoredBlock,
} from './page-admin.repository';
import { localeRecordOr404, translationIdSet, withLocales } from './translation-group.service';

// Pages for their owners: the menu tree (order and nesting) and each page's menu entry, SEO
// fields and layout (its blocks and preview: page-layout-admin.service.ts). Every write bumps the
// content version in the same batch, then publishes it so the next page view shows the change.

const NO_PAGE = "Cette page n'existe pas.";
const TAKEN = 'Une autre page de cette langue utilise déjà ce slug ou ce chemin.';

/** A page and its blocks as stored. */
export interface StoredPage {
  page: PageSummary;
  blocks: StoredBlock[];
}

/** A page with its layout, as the editor loads it. */
export interface AdminPageAnswer {
  page: PageSummary & LocaleFields;
  blocks: StoredBlock[];
  layout: PageLayout;
}

export const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** Where a page's layout preview image lies in R2. */
export const previewKey = (siteId: number, pageId: number) => `site/${siteId}/page-preview/${pageId}`;

/** The page id of the path, or the page's 404. */
export const pageIdOr404 = (raw: string): number => idOr404(raw, NO_PAGE);

/** The page of this id (as sent), on this site only; null when there is none. */
export async function storedPage(ctx: ServiceContext, raw: string | undefined): Promise<PageSummary | null> {
  const id = parseId(raw);
  if (id === null) return null;
  return (await findAdminPage(ctx.db, ctx.site.id, id))?.page ?? null;
}

/** The page of the path with its blocks, or 404. */
export async function loadPage(ctx: ServiceContext, raw: string): Promise<StoredPage> {
  const found = await findAdminPage(ctx.db, ctx.site.id, pageIdOr404(raw));
  if (!found) throw notFound(NO_PAGE);
  return found;
}

async function pageAnswer(ctx: ServiceContext, found: StoredPage): Promise<AdminPageAnswer> {
  return {
    // Its language and original (per-locale editing).
    page: await localeRecordOr404(ctx, 'pages', found.page, NO_PAGE),
    blocks: found.blocks,
    layout: await layoutOf(found.page.id, found.page.layout, found.blocks),
  };
}

function localeOf(ctx: ServiceContext, requested: string | undefined): string {
  const site = ctx.site;
  const locale = requested ?? site.defaultLocale;
  if (locale !== site.defaultLocale && !site.locales.includes(locale))
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      locale: "Cette langue n'est pas une langue du site.",
    });
  return locale;
}

/** Whether following parents up from `pageId` comes back to a page already seen (a loop). */
function inLoop(parentOf: ReadonlyMap<number, number | null>, pageId: number): boolean {
  const seen = new Set<number>();
  for (let current: number | null | undefined = pageId; current != null; current = parentOf.get(current)) {
    if (seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** Completes the input: locale, slug from the title, path under the parent; checks the parent. */
async function toWrite(ctx: ServiceContext, input: PageInput, pageId: number | null): Promise<PageWrite> {
  const locale = localeOf(ctx, input.locale);
  let parent: PageSummary | null = null;
  if (input.idParent !== null) {
    if (input.idParent === pageId)
      throw badRequest('Une page ne peut pas être sa propre parente.', {
        idParent: 'Choisissez une autre page.',
      });
    parent = (await findAdminPage(ctx.db, ctx.site.id, input.idParent))?.page ?? null;
    if (!parent || parent.locale !== locale)
      throw badRequest("La page parente n'existe pas dans cette langue.", {
        idParent: "Cette page n'existe pas.",
      });
    if (pageId !== null) {
      const pages = await listAdminPages(ctx.db, ctx.site.id, locale);
      const parentOf = new Map(pages.map((page) => [page.id, page.idParent]));
      parentOf.set(pageId, input.idParent);
      if (inLoop(parentOf, pageId))
        throw badRequest('Une page ne peut pas être placée sous une de ses sous-pages.', {
          idParent: 'Choisissez une autre page.',
        });
    }
  }
  const url = input.url ?? slugify(input.title, 'page');
  const parentPath = parent && parent.path !== '/' ? parent.path : '';
  return { ...input, locale, url, path: input.path ?? `${parentPath}/${url}` };
}

async function uniqueOr409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) throw new AppError(409, TAKEN, { url: TAKEN });
    throw error;
  }
}

/** Every page of one locale (the site's by default), drafts included, in menu order; or, with
 * `translationOf`, only the translations of that original. */
export async function adminPages(
  ctx: ServiceContext,
  asked: { locale?: string; translationOf?: number },
): Promise<{ pages: (PageSummary & LocaleFields)[]; total: number }> {
  const listed = await listAdminPages(ctx.db, ctx.site.id, localeOf(ctx, asked.locale));
  const wanted = await translationIdSet(ctx, 'pages', asked.translationOf, asked.locale);
  const pages = await withLocales(
    ctx,
    'pages',
    wanted === null ? listed : listed.filter((page) => wanted.has(page.id)),
  );
  return { pages, total: pages.length };
}

/** One page, its blocks and its layout (with its hash), or 404. */
export async function adminPage(ctx: ServiceContext, raw: string): Promise<AdminPageAnswer> {
  return pageAnswer(ctx, await loadPage(ctx, raw));
}

/** Creates a page at the end of its parent's menu, maybe as the translation of another. */
export async function createAdminPage(ctx: ServiceContext, input: PageInput): Promise<AdminPageAnswer> {
  const write = await toWrite(ctx, input, null);
  const translationOf = await checkedTranslationOf(ctx, 'page', input.translationOf, write.locale);
  const { id, version } = await uniqueOr409(() => createPage(ctx.db, ctx.site.id, write));
  await linkNewTranslation(ctx, 'page', id, translationOf);
  await publish(ctx, version);
  const created = await findAdminPage(ctx.db, ctx.site.id, id);
  return pageAnswer(ctx, created!);
}

/** Rewrites a page's menu entry, slug, path, SEO fields, layout and link, or 404. */
export async function updateAdminPage(
  ctx: ServiceContext,
  raw: string,
  input: PageInput,
): Promise<AdminPageAnswer> {
  const { page } = await loadPage(ctx, raw);
  const write = await toWrite(ctx, { ...input, locale: input.locale ?? page.locale }, page.id);
  // The home page keeps its path: the site's front door never moves.
  if (page.path === '/') write.path = '/';
  const version = await uniqueOr409(() => updatePage(ctx.db, ctx.site.id, page.id, write));
  await publish(ctx, version);
  return pageAnswer(ctx, (await findAdminPage(ctx.db, ctx.site.id, page.id))!);
}

/** Deletes a page without sub-pages, and its layout preview; never the home page. */
export async function deleteAdminPage(ctx: ServiceContext, raw: string): Promise<{ id: number }> {
  const { page } = await loadPage(ctx, raw);
  if (page.path === '/') throw new AppError(409, "La page d'accueil ne peut pas être supprimée.");
  if ((await countChildren(ctx.db, ctx.site.id, page.id)) > 0)
    throw new AppError(409, 'Cette page a des sous-pages : déplacez-les ou supprimez-les d’abord.');
  const version = await deletePage(ctx.db, ctx.site.id, page.id);
  await ctx.env.MEDIA.delete(previewKey(ctx.site.id, page.id));
  await publish(ctx, version);
  return { id: page.id };
}

/** Reorders and nests the menu of one locale: every page of it, once, and no loop. */
export async function reorderAdminPages(
  ctx: ServiceContext,
  body: PageOrderInput,
): Promise<{ pages: PageSummary[]; total: number }> {
  const locale = localeOf(ctx, body.locale);
  const pages = await listAdminPages(ctx.db, ctx.site.id, locale);
  const known = new Set(pages.map((page) => page.id));
  const given = new Set(body.pages.map((page) => page.id));
  if (given.size !== body.pages.length) throw badRequest('Une page apparaît deux fois dans le nouvel ordre.');
  if (given.size !== known.size || [...given].some((id) => !known.has(id)))
    throw badRequest('Le nouvel ordre doit contenir toutes les pages de la langue, et elles seules.');
  const parentOf = new Map(body.pages.map((page) => [page.id, page.idParent]));
  for (const page of body.pages) {
    if (page.idParent !== null && !known.has(page.idParent))
      throw badRequest("Une page parente n'existe pas dans cette langue.");
    if (inLoop(parentOf, page.id))
      throw badRequest('Une page ne peut pas être placée sous une de ses sous-pages.');
  }
  await publish(ctx, await reorderPages(ctx.db, ctx.site.id, body.pages));
  const reordered = await listAdminPages(ctx.db, ctx.site.id, locale);
  return { pages: reordered, total: reordered.length };
}
