import type { PageDetail, PageTree } from '../../../src/schema/page';
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
