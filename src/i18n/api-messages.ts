import { fr as frenchApi } from './catalogues/api';
import { translatorFor } from './compiled-catalogue';
import type { MessageKey } from './messages';
import { uiLocaleOf } from './ui-locale';
import { localisedValidationText } from './validation-messages';

// The provider API's French refusals in the request's language: a sentence is found by its
// exact French text in catalogues/api.ts (or catalogues/validation.ts); one found in neither
// is answered as the provider wrote it. Sentences with placeholders are never looked up here:
// their makers write them in the request's language.

const byFrenchText = new Map<string, MessageKey>(
  Object.entries(frenchApi)
    .filter(([, text]) => !text.includes('{'))
    .map(([key, text]) => [text, key as MessageKey]),
);

/** A French refusal of the API in `locale`. */
export function localisedApiText(message: string, locale: string): string {
  if (uiLocaleOf(locale) === 'fr_FR') return message;
  const key = byFrenchText.get(message);
  return key ? translatorFor(locale).t(key) : localisedValidationText(message, locale);
}

/** The field messages of a refusal in `locale`. */
export function localisedApiFields(fields: Record<string, string>, locale: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, localisedApiText(message, locale)]),
  );
}
