/**
 * The locales a read is answered in: the request's, the site's default (whose text is the
 * rows' own) and the site's served locales (a removed language's rows stay in the database but
 * are never linked: hiding, not deleting).
 */
export interface LocaleScope {
  locale: string;
  defaultLocale: string;
  locales: string[];
}

/** The locale whose overlay applies, or null when the read is in the default locale (the rows' own text). */
export function overlayLocale(scope: LocaleScope | undefined): string | null {
  return scope === undefined || scope.locale === scope.defaultLocale ? null : scope.locale;
}
