import { badRequest } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import type { RowEntity } from './entities';
import { linkTranslation, translationOfProblem } from './translation.repository';

// Creating a row-per-locale item as the translation of another: the admin's create
// operations (pages, news, blog, albums, services) take `translationOf`, checked here first,
// and link the new row once it exists.

/** The original's id when the create names one and may link to it; a French 400 otherwise. */
export async function checkedTranslationOf(
  ctx: ServiceContext,
  entity: RowEntity,
  translationOf: number | null | undefined,
  locale: string,
): Promise<number | null> {
  if (translationOf === null || translationOf === undefined) return null;
  const problem = await translationOfProblem(
    ctx.db,
    ctx.site.id,
    entity,
    translationOf,
    locale,
    ctx.scope.defaultLocale,
  );
  if (problem) throw badRequest(problem, { translationOf: problem });
  return translationOf;
}

/** Links the new row to its original (no-op without one). */
export async function linkNewTranslation(
  ctx: ServiceContext,
  entity: RowEntity,
  id: number,
  translationOf: number | null,
): Promise<void> {
  if (translationOf !== null) await linkTranslation(ctx.db, ctx.site.id, entity, id, translationOf);
}

/** A locale an owner writes content in: one the site has (default included); a French 400 otherwise. */
export function writableLocale(ctx: ServiceContext, asked: string | undefined, field = 'locale'): string {
  const locale = asked ?? ctx.scope.locale;
  if (!ctx.scope.locales.includes(locale)) {
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      [field]: "Cette langue n'est pas une langue du site.",
    });
  }
  return locale;
}
