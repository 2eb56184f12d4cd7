import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { Service, ServiceInput, ServiceList } from '../../../src/schema/content/service';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { writableLocale } from '../translation/public';
import type { LocaleFields } from './locale-record';
import {
  createService,
  deleteService,
  findService,
  listServices,
  serviceExists,
  serviceListSpec,
  updateService,
} from './service.repository';
import {
  createTranslatable,
  localeRecordOr404,
  translationsOf,
  withLocales,
} from './translation-group.service';

// Owners manage services (prestations), in any of the site's locales; descriptions are
// sanitised on write by the repository. Every write bumps the content version in the same
// transaction, then publishes it; the answer is the service as stored, with its locale and
// original.

const SERVICE_NOT_FOUND = "Cette prestation n'existe pas.";

type AdminService = Service & LocaleFields;

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** The service of this id (as sent), on this site only, whatever its locale; null when none. */
export async function storedService(ctx: ServiceContext, raw: string): Promise<Service | null> {
  const id = parseId(raw);
  return id === null ? null : findService(ctx.db, ctx.site.id, id);
}

/**
 * A page of the services of one locale (the site's by default), hidden ones included, or the
 * translations of one original (`translationOf`), each with its locale and original.
 */
export async function adminServices(
  ctx: ServiceContext,
  query: ListQuery,
  asked: { locale?: string; translationOf?: number },
): Promise<Omit<ServiceList, 'services'> & { services: AdminService[] }> {
  const locale = writableLocale(ctx, asked.locale);
  if (asked.translationOf !== undefined) {
    const services = await translationsOf(ctx, 'services', asked.translationOf, asked.locale, (id) =>
      findService(ctx.db, ctx.site.id, id),
    );
    return { services, total: services.length };
  }
  const list = listQuerySql(query, serviceListSpec);
  const result = await listServices(ctx.db, ctx.site.id, locale, list, [], false);
  return { ...result, services: await withLocales(ctx, 'services', result.services) };
}

/** One service, whatever its locale, or 404. */
export async function adminService(ctx: ServiceContext, raw: string): Promise<AdminService> {
  return localeRecordOr404(ctx, 'services', await storedService(ctx, raw), SERVICE_NOT_FOUND);
}

async function existingServiceId(ctx: ServiceContext, raw: string): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await serviceExists(ctx.db, ctx.site.id, id))) throw notFound(SERVICE_NOT_FOUND);
  return id;
}

async function serviceAfterWrite(ctx: ServiceContext, id: number): Promise<AdminService> {
  // 404 when deleted meanwhile by another request.
  return localeRecordOr404(ctx, 'services', await findService(ctx.db, ctx.site.id, id), SERVICE_NOT_FOUND);
}

/** Creates a service in a locale of the site, maybe as a translation. */
export async function createAdminService(ctx: ServiceContext, input: ServiceInput): Promise<AdminService> {
  const locale = writableLocale(ctx, input.locale);
  const { id } = await createTranslatable(ctx, 'service', locale, input.translationOf, () =>
    createService(ctx.db, ctx.site.id, locale, input),
  );
  return serviceAfterWrite(ctx, id);
}

/** Rewrites a service (its tags too when the input has them), or 404. */
export async function updateAdminService(
  ctx: ServiceContext,
  raw: string,
  input: ServiceInput,
): Promise<AdminService> {
  const id = await existingServiceId(ctx, raw);
  await publish(ctx, await updateService(ctx.db, ctx.site.id, id, input));
  return serviceAfterWrite(ctx, id);
}

/** Deletes a service, or 404. */
export async function deleteAdminService(ctx: ServiceContext, raw: string): Promise<void> {
  const id = await existingServiceId(ctx, raw);
  await publish(ctx, await deleteService(ctx.db, ctx.site.id, id));
}
