import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessages } from './compiled-message';
import { MESSAGES } from './messages';
import { translatorFrom, type Translator } from './translator';
import { uiLocaleOf, type UiLocale } from './ui-locale';

// Server side: the catalogues compiled once per isolate and language (the ICU parser runs
// here, never in the browser), and one translator per site locale.

const compiledCatalogues = new Map<UiLocale, CompiledMessages>();
const translators = new Map<string, Translator>();

function compiledCatalogue(uiLocale: UiLocale): CompiledMessages {
  let compiled = compiledCatalogues.get(uiLocale);
  if (!compiled) {
    compiled = {};
    for (const [key, message] of Object.entries(MESSAGES[uiLocale])) {
      compiled[key] = compileMessageOrThrow(message);
    }
    compiledCatalogues.set(uiLocale, compiled);
  }
  return compiled;
}

/** The translator of a site locale (fr_FR, en_GB, de_DE → the English catalogue). */
export function translatorFor(locale: string): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = translatorFrom(locale, compiledCatalogue(uiLocaleOf(locale)));
    translators.set(locale, translator);
  }
  return translator;
}
