import type { Context } from 'hono';
import { badRequest } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import type { RowEntity } from './entities';
import { localeScope } from './locale-scope';
import { linkTranslation, translationOfProblem } from './translation.repository';

// Creating a row-per-locale item as the translation of another: the admin's create
// routes (pages, news, blog, albums, services) take `translationOf`, checked here first, and
// link the new row once it exists.

/** The original's id when the create names one and may link to it; a French 400 otherwise. */
export async function checkedTranslationOf(
  c: Context<AppEnv>,
  entity: RowEntity,
  translationOf: number | null | undefined,
  locale: string,
): Promise<number | null> {
  if (translationOf === null || translationOf === undefined) return null;
  const problem = await translationOfProblem(
    c.env.DB,
    c.var.site.id,
    entity,
    translationOf,
    locale,
    localeScope(c).defaultLocale,
  );
  if (problem) throw badRequest(problem, { translationOf: problem });
  return translationOf;
}

/** Links the new row to its original (no-op without one). */
export async function linkNewTranslation(
  c: Context<AppEnv>,
  entity: RowEntity,
  id: number,
  translationOf: number | null,
): Promise<void> {
  if (translationOf !== null) await linkTranslation(c.env.DB, c.var.site.id, entity, id, translationOf);
}

/** A locale an owner writes content in: one the site has (default included); a French 400 otherwise. */
export function writableLocale(c: Context<AppEnv>, asked: string | undefined): string {
  const scope = localeScope(c);
  const locale = asked ?? c.var.locale;
  if (!scope.locales.includes(locale)) {
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      locale: "Cette langue n'est pas une langue du site.",
    });
  }
  return locale;
}
