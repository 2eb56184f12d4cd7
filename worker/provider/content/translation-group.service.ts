import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { checkedTranslationOf, linkNewTranslation, type RowEntity } from '../translation/public';
import type { LocaleFields } from './locale-record';
import {
  translationIds,
  withLocaleField,
  withLocaleFields,
  type LocaleTable,
} from './translation-group.repository';

// What the admin services of the row-per-locale content (pages, news, blog, albums, services)
// share: their records answered with their locale and original, an original's translations
// for the lists' ?translationOf=, and a create that may name the original it translates.

/** The records with their locale and original. */
export function withLocales<T extends { id: number }>(
  ctx: ServiceContext,
  table: LocaleTable,
  records: T[],
): Promise<(T & LocaleFields)[]> {
  return withLocaleFields(ctx.db, ctx.site.id, table, records);
}

/** The record found with its locale and original; `missing` as a 404 when it was not. */
export async function localeRecordOr404<T extends { id: number }>(
  ctx: ServiceContext,
  table: LocaleTable,
  found: T | null,
  missing: string,
): Promise<T & LocaleFields> {
  if (!found) throw notFound(missing);
  return withLocaleField(ctx.db, ctx.site.id, table, found);
}

/** The ids of the translations of `originalId` (in `locale` when given); null without one. */
export async function translationIdSet(
  ctx: ServiceContext,
  table: LocaleTable,
  originalId: number | undefined,
  locale: string | undefined,
): Promise<Set<number> | null> {
  if (originalId === undefined) return null;
  return new Set(await translationIds(ctx.db, ctx.site.id, table, originalId, locale));
}

/**
 * The translations of `originalId` (in `locale` when given) as the admin lists answer them:
 * each read with the resource's own `find`, with its locale and original.
 */
export async function translationsOf<T extends { id: number }>(
  ctx: ServiceContext,
  table: LocaleTable,
  originalId: number,
  locale: string | undefined,
  find: (id: number) => Promise<T | null>,
): Promise<(T & LocaleFields)[]> {
  const ids = await translationIds(ctx.db, ctx.site.id, table, originalId, locale);
  const found = await Promise.all(ids.map(find));
  return withLocales(
    ctx,
    table,
    found.filter((item) => item !== null),
  );
}

/**
 * Creates an item in `locale`, as the translation of `translationOf` when one is named (checked
 * first: a French 400), then publishes the content version `insert` bumped. Answers what
 * `insert` wrote.
 */
export async function createTranslatable<W extends { id: number; version: number }>(
  ctx: ServiceContext,
  entity: RowEntity,
  locale: string,
  translationOf: number | null | undefined,
  insert: () => Promise<W>,
): Promise<W> {
  const original = await checkedTranslationOf(ctx, entity, translationOf, locale);
  const written = await insert();
  await linkNewTranslation(ctx, entity, written.id, original);
  await publishContentVersion(ctx.env, ctx.site.id, written.version, ctx.requestId);
  return written;
}
