import type { Catalogue } from '../catalogue';

// Layout chrome shared by every page: header, menus, footer, cookie banner, language
// switcher, error pages, pagination. Keys are '<area>.<what>'; ICU MessageFormat
// (`{count, plural, one {# item} other {# items}}`), compiled by Lingui (src/i18n/translator.ts).

export const fr = {
  'language.switchTo': 'Lire cette page en {language}',
  'language.notTranslated': "Cette page n'existe pas en {language} : voici l'accueil.",
} as const;

export const en: Catalogue<typeof fr> = {
  'language.switchTo': 'Read this page in {language}',
  'language.notTranslated': 'This page is not available in {language}: here is the home page.',
};
