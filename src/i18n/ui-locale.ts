// The interface languages the platform has catalogues for. A site may offer any language of
// src/domain/site/site-languages.ts for its content; its interface text (header, forms, cart,
// e-mails…) comes from the closest catalogue: French for French locales, English otherwise.

export const UI_LOCALES = ['fr_FR', 'en_GB'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The catalogue a site locale reads its interface text from (fr_BE → fr_FR, de_DE → en_GB). */
export function uiLocaleOf(locale: string): UiLocale {
  return locale.toLowerCase().startsWith('fr') ? 'fr_FR' : 'en_GB';
}

/** fr_FR → fr-FR: the BCP 47 tag of <html lang>, hreflang and Intl. */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}
