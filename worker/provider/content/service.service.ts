import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { Service, ServiceDetail, ServiceList } from '../../../src/schema/content/service';
import { notFound } from '../../errors';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { groupTranslations } from '../translation/public';
import { findService, listServices, serviceListSpec } from './service.repository';

/** The list's query: what may be sorted and filtered (the routes document it). */
export { serviceListSpec };

const SERVICE_NOT_FOUND = "Cette prestation n'existe pas.";

/** A page of the services (prestations) of the context's locale, of any of the given tags. */
export function services(ctx: ServiceContext, query: ListQuery, tags: string[]): Promise<ServiceList> {
  return listServices(
    ctx.db,
    ctx.site.id,
    ctx.scope.locale,
    listQuerySql(query, serviceListSpec),
    tags,
    true,
  );
}

/**
 * One service with its versions in the other languages. A service exists in the locales it has
 * a row in: another locale's id is a 404.
 */
export async function service(ctx: ServiceContext, id: number | null): Promise<ServiceDetail> {
  const found = id === null ? null : await findService(ctx.db, ctx.site.id, id, ctx.scope.locale);
  if (!found) throw notFound(SERVICE_NOT_FOUND);
  const translations = await groupTranslations(ctx.db, ctx.site.id, 'services', found.id, ctx.scope);
  return { ...found, translations };
}

/** A service as its draft would show it (a shared preview), published or not. */
export async function servicePreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<Partial<Service>, 'summary' | 'description' | 'image'> & { title: string },
): Promise<ServiceDetail | null> {
  const found = await findService(ctx.db, ctx.site.id, id);
  if (!found) return null;
  return {
    ...found,
    title: draft.title,
    summary: draft.summary ?? '',
    description: draft.description ?? '',
    image: draft.image ?? null,
    translations: [],
  };
}
