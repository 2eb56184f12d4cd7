import type { ReactElement } from 'react';
import { localisedPath } from '../../domain/shared/locale';
import { SITE_LANGUAGES } from '../../domain/site/site-languages';
import { useT } from '../../i18n/react';
import { languageTag } from '../../i18n/ui-locale';
import { useSiteView, type SiteView } from '../site-view';

// The language switcher, in the header and in the mobile menu, on sites with two
// valid locales or more. Each language is named in its own words and marked with its lang.
// A link goes to this page in that language (its alternate) or, when the page has no
// translation there, to that language's home with `#${UNTRANSLATED_NOTE_ID}`: the home page
// carries the note, hidden until it is the fragment's target (CSS :target), so the note costs
// no script, no query parameter and no second copy of the home page in the HTML cache.

const UNTRANSLATED_NOTE_ID = 'page-non-traduite';

const languageName = (locale: string): string =>
  (SITE_LANGUAGES as Record<string, string>)[locale] ?? languageTag(locale);

interface LanguageLink {
  locale: string;
  href: string;
  current: boolean;
  translated: boolean;
}

/** One entry per site locale: where the switcher leads for each. */
function languageLinks(view: Pick<SiteView, 'locales' | 'defaultLocale' | 'locale' | 'alternates'>) {
  return view.locales.map((locale): LanguageLink => {
    const alternate = view.alternates[locale];
    const href =
      alternate === undefined
        ? `${localisedPath('/', locale, view.defaultLocale)}#${UNTRANSLATED_NOTE_ID}`
        : localisedPath(alternate, locale, view.defaultLocale);
    return { locale, href, current: locale === view.locale, translated: alternate !== undefined };
  });
}

export function LanguageSwitcher({ id }: { id: string }): ReactElement | null {
  const view = useSiteView();
  const { t } = useT();
  if (view.locales.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('language.switcher')} id={id}>
      <ul className="language-switcher__list">
        {languageLinks(view).map((entry) => {
          const tag = languageTag(entry.locale);
          return (
            <li key={entry.locale}>
              {entry.current ? (
                <span className="language-switcher__current" lang={tag} aria-current="true">
                  {languageName(entry.locale)}
                </span>
              ) : (
                <a className="language-switcher__link" href={entry.href} lang={tag} hrefLang={tag}>
                  {languageName(entry.locale)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** On a multilingual site's home page: the note the switcher's untranslated links point to. */
export function UntranslatedNote(): ReactElement | null {
  const { locales, path } = useSiteView();
  const { t, tag } = useT();
  if (locales.length < 2 || path !== '/') return null;
  // The language as a sentence names it (« en français », « in English »), not as a label.
  const language = new Intl.DisplayNames(tag, { type: 'language' }).of(tag.split('-')[0] ?? tag) ?? tag;
  return (
    <p className="language-note" id={UNTRANSLATED_NOTE_ID} tabIndex={-1}>
      {t('language.notTranslated', { language })}
    </p>
  );
}
