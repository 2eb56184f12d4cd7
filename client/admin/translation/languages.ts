// The languages the panel edits content in. The admin itself stays in French: a
// language is named in French (« anglais »), and a translation is « la traduction anglaise ».
// The site's languages come from GET /site/info, which the panel reads once for its flags.

export interface SiteLanguage {
  /** The site's language code (fr_FR, en_GB…). */
  code: string;
  /** The label the site gives it (its visitors' name for it: « English »). */
  label: string;
}

export interface SiteLanguages {
  defaultLocale: string;
  /** The site's valid languages, the default one first. */
  locales: SiteLanguage[];
}

/** What /site/info says of the languages (only the fields read here). */
export interface SiteInfoLanguages {
  defaultLang: { code: string };
  languages: { code: string; label: string; isValid: boolean }[];
}

export function siteLanguages(info: SiteInfoLanguages): SiteLanguages {
  const defaultLocale = info.defaultLang.code;
  const valid = info.languages.filter((language) => language.isValid);
  const locales = [
    ...valid.filter((language) => language.code === defaultLocale),
    ...valid.filter((language) => language.code !== defaultLocale),
  ].map(({ code, label }) => ({ code, label }));
  // A site always has its default language, even if its row says otherwise.
  if (!locales.some((language) => language.code === defaultLocale))
    locales.unshift({ code: defaultLocale, label: defaultLocale });
  return { defaultLocale, locales };
}

/** The panel offers a language choice only when the site has a second language. */
export const isMultilingual = (languages: SiteLanguages | null | undefined): boolean =>
  (languages?.locales.length ?? 0) >= 2;

// The language's French name (masculine, as in « en anglais ») and the feminine adjective of
// « la traduction anglaise ». A language missing here is named by its code.
const FRENCH_NAMES: Record<string, [name: string, adjective: string]> = {
  fr: ['français', 'française'],
  en: ['anglais', 'anglaise'],
  de: ['allemand', 'allemande'],
  es: ['espagnol', 'espagnole'],
  it: ['italien', 'italienne'],
  nl: ['néerlandais', 'néerlandaise'],
  pt: ['portugais', 'portugaise'],
};

const namesOf = (code: string) => FRENCH_NAMES[code.slice(0, 2).toLowerCase()];

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/** « Anglais » for en_GB (the code itself when unknown). */
export const languageName = (code: string): string => capitalised(namesOf(code)?.[0] ?? code);

/** « la traduction anglaise » for en_GB; « la traduction (xx_XX) » when unknown. */
export function translationName(code: string): string {
  const adjective = namesOf(code)?.[1];
  return adjective ? `la traduction ${adjective}` : `la traduction (${code})`;
}

/** « Ajouter la traduction anglaise ». */
export const addTranslationLabel = (code: string): string => `Ajouter ${translationName(code)}`;

/** « Modifier la traduction anglaise ». */
export const editTranslationLabel = (code: string): string => `Modifier ${translationName(code)}`;
