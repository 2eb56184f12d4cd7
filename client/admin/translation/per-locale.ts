// Row-per-locale resources: pages, news, blog folders and articles, albums and
// services keep one row per language, a translation pointing at its original (translationOf).
// The data provider lists them in the language being edited and files a new one in it; these
// helpers say how, kept apart from the provider so they are tested on their own.

const PER_LOCALE_RESOURCES = ['pages', 'news', 'blogFolders', 'blogArticles', 'albums', 'services'] as const;
export type PerLocaleResource = (typeof PER_LOCALE_RESOURCES)[number];

export const isPerLocale = (resource: string): resource is PerLocaleResource =>
  (PER_LOCALE_RESOURCES as readonly string[]).includes(resource);

/** The list's filter with the language being edited, unless the screen asked for one itself. */
export function localeFilter(
  resource: string,
  filter: Record<string, unknown> | undefined,
  locale: string | null,
): Record<string, unknown> {
  const given = filter ?? {};
  if (!isPerLocale(resource) || locale === null || given.locale !== undefined) return given;
  return { ...given, locale };
}

/** The translation's id when the record is one (a positive integer), else null. */
export function translationOf(record: Record<string, unknown>): number | null {
  const value = Number(record.translationOf);
  return record.translationOf !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The body of a create: the resource's own mapping (its zod schema's keys) plus the language
 * it is written in (the form's, else the one being edited) and, for a translation, its
 * original. Nothing is added on a single-language site or for other resources.
 */
export function withLocale(
  resource: string,
  record: Record<string, unknown>,
  body: unknown,
  locale: string | null,
): unknown {
  if (!isPerLocale(resource) || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const recordLocale = typeof record.locale === 'string' && record.locale !== '' ? record.locale : null;
  const chosen = recordLocale ?? locale;
  const original = translationOf(record);
  return {
    ...(body as Record<string, unknown>),
    ...(chosen === null ? {} : { locale: chosen }),
    ...(original === null ? {} : { translationOf: original }),
  };
}
