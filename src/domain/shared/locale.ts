import { legalPathIn } from '../site/legal-text';
import { localRoutePath } from '../../i18n/route-paths';
// Locales: the default locale has no URL prefix; a path starting with a
// non-default locale code sets the locale (longest match wins); route names carry a suffix.

export interface LocaleMatch {
  locale: string; // fr_FR
  /** The prefix as the path spells it ('/en-gb', '/EN'); '' for the default locale. */
  prefix: string;
  path: string; // the path without the locale prefix, always starting with '/'
}

/** fr_FR → fr-FR (the HTML lang / ISO form). */
export function isoLocale(locale: string): string {
  return locale.replace('_', '-');
}

/** fr_FR → 'fr', en_GB → 'en-gb': the URL prefixes a locale answers to, longest first. */
export function localePrefixes(locale: string): string[] {
  const [language = '', region] = locale.toLowerCase().split('_');
  return region ? [`${language}-${region}`, language] : [language];
}

export function localeFromPath(path: string, locales: string[], defaultLocale: string): LocaleMatch {
  const candidates = locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => localePrefixes(locale).map((prefix) => ({ locale, prefix })))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const lower = path.toLowerCase();
  for (const { locale, prefix } of candidates) {
    if (lower === `/${prefix}` || lower.startsWith(`/${prefix}/`)) {
      return { locale, prefix: path.slice(0, prefix.length + 1), path: path.slice(prefix.length + 1) || '/' };
    }
  }
  return { locale: defaultLocale, prefix: '', path };
}

/**
 * The public path of a page in a locale: unprefixed for the default locale; otherwise the
 * locale's prefix and the fixed route's words in that language (src/i18n/route-paths.ts):
 * '/mon-compte' in en_GB → '/en/my-account'. Paths are given as the routes declare them.
 */
export function localisedPath(spelt: string, locale: string, defaultLocale: string): string {
  const path = legalPathIn(spelt, locale);
  if (locale === defaultLocale) return path;
  const prefix = localePrefixes(locale)[localePrefixes(locale).length - 1] ?? '';
  const local = localRoutePath(path, locale);
  return local === '/' ? `/${prefix}` : `/${prefix}${local}`;
}

/** Route names carry the locale suffix: 'page' in fr_FR → 'page___fr_FR'. */
export function routeName(name: string, locale: string): string {
  return `${name}___${locale}`;
}

/** The userLang header, when it names one of the site's locales. */
export function localeFromHeader(
  header: string | undefined,
  locales: string[],
  defaultLocale: string,
): string {
  if (!header) return defaultLocale;
  const wanted = header.trim().replace('-', '_');
  return locales.find((locale) => locale.toLowerCase() === wanted.toLowerCase()) ?? defaultLocale;
}
