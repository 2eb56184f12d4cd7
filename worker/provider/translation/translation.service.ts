import type { MissingTranslation, TranslationDetail } from '../../../src/schema/translation/translation';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import { OVERLAY_ENTITIES, ROW_ENTITIES, type OverlayEntity, type RowEntity } from './entities';
import { machineTranslator } from './machine-translator';
import { translatableFields } from './translatable-fields';
import { checkedValues } from './translation-write';
import { writableLocale } from './translation-link';
import {
  deeplCodes,
  findItemSource,
  findItemTranslations,
  missingOverlayItems,
  rowTranslationGaps,
  writeItemTranslations,
} from './translation.repository';

// The owner's translations of one-row content: one item's fields per locale, what is left to
// translate, and machine translation. Row-per-locale content (pages, news, blog, albums,
// services) is translated by creating its row in the other locale (translation-link.ts).

const NO_ITEM = "Cet élément n'existe pas sur ce site.";
const OVERLAY_NAMES = Object.keys(OVERLAY_ENTITIES) as OverlayEntity[];

function refuseForeignLocale(ctx: ServiceContext, locale: string, field: string): void {
  writableLocale(ctx, locale, field);
}

/** A locale the site serves other than its default: the only ones an owner translates into. */
function translationLocale(ctx: ServiceContext, locale: string, field: string): string {
  if (locale === ctx.scope.defaultLocale) {
    throw badRequest('La langue par défaut du site se modifie sur le contenu lui-même.', {
      [field]: 'Choisissez une autre langue que la langue par défaut.',
    });
  }
  refuseForeignLocale(ctx, locale, field);
  return locale;
}

/** The items without a translation (or partly translated) in that locale, else in each one. */
export async function missingTranslations(
  ctx: ServiceContext,
  asked: string | undefined,
): Promise<MissingTranslation[]> {
  const { scope } = ctx;
  const locales =
    asked === undefined
      ? scope.locales.filter((locale) => locale !== scope.defaultLocale)
      : [translationLocale(ctx, asked, 'locale')];
  const siteId = ctx.site.id;
  const missing: MissingTranslation[] = [];
  for (const locale of locales) {
    for (const entity of Object.keys(ROW_ENTITIES) as RowEntity[]) {
      missing.push(...(await rowTranslationGaps(ctx.db, siteId, entity, locale, scope.defaultLocale)));
    }
    for (const entity of OVERLAY_NAMES) {
      missing.push(...(await missingOverlayItems(ctx.db, siteId, entity, locale)));
    }
  }
  return missing;
}

/** The texts translated between two of the site's locales, under the same keys. */
export async function machineTranslation(
  ctx: ServiceContext,
  input: { from: string; to: string; texts: Record<string, string>; html?: boolean | undefined },
): Promise<Record<string, string>> {
  refuseForeignLocale(ctx, input.from, 'from');
  refuseForeignLocale(ctx, input.to, 'to');
  const codes = await deeplCodes(ctx.db, ctx.site.id);
  // A language without its DeepL code uses its tag: en_GB → EN-GB.
  const deepl = (locale: string) => codes.get(locale) ?? locale.replace('_', '-').toUpperCase();
  const keys = Object.keys(input.texts);
  const translated = await machineTranslator(ctx.env).translate({
    source: deepl(input.from),
    target: deepl(input.to),
    texts: keys.map((key) => input.texts[key] ?? ''),
    html: input.html ?? false,
  });
  return Object.fromEntries(keys.map((key, index) => [key, translated[index] ?? '']));
}

/** One item's translatable fields, their original text and their translations, or 404. */
export async function translationDetail(
  ctx: ServiceContext,
  entity: OverlayEntity,
  raw: string,
): Promise<TranslationDetail> {
  const id = parseId(raw);
  const source = id === null ? null : await findItemSource(ctx.db, ctx.site.id, entity, id);
  if (id === null || !source) throw notFound(NO_ITEM);
  return {
    entity,
    id,
    fields: translatableFields(entity, source),
    values: await findItemTranslations(ctx.db, ctx.site.id, entity, id),
  };
}

/**
 * Writes one item's translations in one locale (an empty text removes one) and publishes the
 * site's new content version; the item's detail as stored.
 */
export async function writeTranslations(
  ctx: ServiceContext,
  item: { entity: OverlayEntity; id: string; locale: string },
  values: Record<string, string>,
): Promise<TranslationDetail> {
  translationLocale(ctx, item.locale, 'locale');
  const before = await translationDetail(ctx, item.entity, item.id);
  const checked = checkedValues(before.fields, values);
  const version = await writeItemTranslations(
    ctx.db,
    ctx.site.id,
    item.entity,
    before.id,
    item.locale,
    checked,
  );
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return translationDetail(ctx, item.entity, item.id);
}
