import type { PageDetail, PageTree } from '../../../src/schema/content/page';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { findPage, getPageTree } from './page.repository';

/** The menu: the published pages of each locale, and the pages pinned to the right. */
export function pageTree(ctx: ServiceContext): Promise<PageTree> {
  return getPageTree(ctx.db, ctx.site.id, ctx.scope.locale);
}

/** One published page, its sub-pages and its blocks; an unknown id (or none) is a 404. */
export async function page(ctx: ServiceContext, id: number | null): Promise<PageDetail> {
  const found = id === null ? null : await findPage(ctx.db, ctx.site.id, id, ctx.scope);
  if (!found) throw notFound("Cette page n'existe pas.");
  return found;
}

/**
 * A page as its draft would show it (a shared preview): the page, hidden or not, with the
 * drafted title, menu title, description and blocks.
 */
export async function pagePreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<PageDetail, 'title' | 'menuTitle' | 'metaDescription'> & {
    blocks: { kind: string; data: Record<string, unknown> }[];
  },
): Promise<PageDetail | null> {
  const found = await findPage(ctx.db, ctx.site.id, id, ctx.scope, true);
  if (!found) return null;
  return {
    ...found,
    title: draft.title,
    menuTitle: draft.menuTitle,
    metaDescription: draft.metaDescription,
    blocks: draft.blocks.map((block, index) => ({ id: index + 1, ...block })),
  };
}
