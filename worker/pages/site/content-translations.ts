// A content item's other languages, as the provider reports them (the details of
// pages, news, blog, albums, services, element lists, elements and products carry
// `translations`, the OTHER locales' published rows of the same group). Read softly: a
// provider without the field (an older remote one) simply reports none.

export interface ContentTranslation {
  locale: string;
  id: number;
  slug: string;
}

function isTranslation(value: unknown): value is ContentTranslation {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.locale === 'string' && typeof entry.id === 'number' && typeof entry.slug === 'string';
}

/** A detail path from an id and a slug: '/galerie/4-vendanges', or '/galerie/4' without slug. */
export function idSlugPath(listPath: string): (ref: { id: number; slug: string }) => string {
  return (ref) => (ref.slug === '' ? `${listPath}/${ref.id}` : `${listPath}/${ref.id}-${ref.slug}`);
}

export function translationsOf(item: object): ContentTranslation[] {
  const raw = (item as { translations?: unknown }).translations;
  return Array.isArray(raw) ? raw.filter(isTranslation) : [];
}

/** What a detail page does with an item fetched by id under the request's locale. */
export type LocaleAnswer =
  | { kind: 'show'; alternates: Record<string, string> }
  | { kind: 'redirect'; path: string }
  | { kind: 'missing' };

/**
 * An item of a row-per-locale table (news, blog, pages…) answers in its own language only:
 * asked under another locale (a French article's id under /en/news/…), it redirects to its
 * translation in that locale when it has one (kinder than a 404), else it is not found there,
 * never the French text under an English URL. Shown, it carries its alternates (locale → path
 * as routes declare it), for hreflang and the language switcher.
 *
 * `itemLocale` is the row's locale (undefined for overlay items, which exist in the request's
 * locale once the provider returned them); `pathOf` builds the detail path from an id and slug.
 */
export function localeAnswer(
  item: { id: number; slug: string; locale?: unknown; translations: ContentTranslation[] },
  requestLocale: string,
  pathOf: (ref: { id: number; slug: string }) => string,
): LocaleAnswer {
  const own = typeof item.locale === 'string' ? item.locale : requestLocale;
  if (own !== requestLocale) {
    const there = item.translations.find((translation) => translation.locale === requestLocale);
    return there ? { kind: 'redirect', path: pathOf(there) } : { kind: 'missing' };
  }
  const alternates: Record<string, string> = { [own]: pathOf(item) };
  for (const translation of item.translations) {
    if (translation.locale !== own) alternates[translation.locale] = pathOf(translation);
  }
  return { kind: 'show', alternates };
}
