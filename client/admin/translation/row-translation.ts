import type { FieldKind } from './translation-api';
import type { PerLocaleResource } from './per-locale';

// A new translation of a row-per-locale item starts as a copy of its original:
// same texts, image and flags, in the new language, pointing at the original. What must be
// the translation's own is left out: its id, its address (slug, url, path: the server derives
// them from the translated title), and links to other rows of the original's language (a
// parent page or folder, the article's folder), which the owner picks again in the new one.

/** The texts « Traduire » sends to the machine translator, per resource. */
const TRANSLATED_FIELDS: Record<PerLocaleResource, { field: string; kind: FieldKind }[]> = {
  pages: [
    { field: 'title', kind: 'text' },
    { field: 'menuTitle', kind: 'text' },
    { field: 'metaDescription', kind: 'text' },
  ],
  news: [
    { field: 'title', kind: 'text' },
    { field: 'summary', kind: 'text' },
    { field: 'content', kind: 'html' },
    { field: 'imageAlt', kind: 'text' },
  ],
  blogFolders: [
    { field: 'name', kind: 'text' },
    { field: 'description', kind: 'text' },
  ],
  blogArticles: [
    { field: 'title', kind: 'text' },
    { field: 'summary', kind: 'text' },
    { field: 'content', kind: 'html' },
    { field: 'imageAlt', kind: 'text' },
  ],
  albums: [
    { field: 'title', kind: 'text' },
    { field: 'description', kind: 'text' },
  ],
  services: [
    { field: 'title', kind: 'text' },
    { field: 'summary', kind: 'text' },
    { field: 'description', kind: 'text' },
    { field: 'imageAlt', kind: 'text' },
  ],
};

/** Keys never copied into a translation (its own identity and address, server-kept data). */
const NOT_COPIED = [
  'id',
  'slug',
  'url',
  'path',
  'locale',
  'translationOf',
  'translations',
  'createdAt',
  'updatedAt',
  'blocks',
  'layoutHash',
  'layoutHtml',
  'media',
  'idParent',
  'idFolder',
  'folder',
  'children',
];

/** The record a translation's create form starts from. */
export function translationDraft(original: Record<string, unknown>, locale: string): Record<string, unknown> {
  const copy = Object.fromEntries(Object.entries(original).filter(([key]) => !NOT_COPIED.includes(key)));
  return { ...copy, locale, translationOf: Number(original.id) };
}

/** The texts of `record` that « Traduire » sends, by field (empty ones left out). */
export function textsToTranslate(
  resource: PerLocaleResource,
  record: Record<string, unknown>,
): { field: string; kind: FieldKind; text: string }[] {
  return TRANSLATED_FIELDS[resource]
    .map(({ field, kind }) => ({ field, kind, text: typeof record[field] === 'string' ? record[field] : '' }))
    .filter((entry) => entry.text.trim() !== '');
}

/** The translation of one original in a language, among that language's records. */
export function findTranslation<R extends Record<string, unknown>>(
  records: readonly R[],
  originalId: number | string,
  locale: string,
): R | undefined {
  return records.find(
    (record) =>
      String(record.translationOf) === String(originalId) &&
      (record.locale === undefined || record.locale === locale),
  );
}

/** The translations an item's answer names itself (`translations: [{locale, id}]`), by language. */
export function knownTranslations(record: Record<string, unknown>): Record<string, { id: number }> {
  const list = Array.isArray(record.translations) ? (record.translations as unknown[]) : [];
  const known: Record<string, { id: number }> = {};
  for (const entry of list) {
    const { locale, id } = (entry ?? {}) as { locale?: unknown; id?: unknown };
    if (typeof locale === 'string' && typeof id === 'number') known[locale] = { id };
  }
  return known;
}
