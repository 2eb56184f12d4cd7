import { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { fr as frenchValidation } from './catalogues/validation';
import { translatorFor } from './compiled-catalogue';
import type { MessageKey } from './messages';
import { lazy } from '../domain/shared/lazy';
import { uiLocaleOf } from './ui-locale';

// Validation messages in the request's language, server side. zod runs with its
// French messages (src/schema/shared/zod-locale.ts) and the schemas carry French words, which stay
// the admin's and the default language's. For a request in another language, each issue's
// message is looked up by its French text in catalogues/validation.ts; a message zod wrote
// itself (no schema message) is written again by zod's English locale for the same issue.
// Lookup by text rather than by key on the schemas: the schemas, shared by the admin and the
// islands' rules, keep one plain French string each, and a message without a translation
// still reads as zod's English rather than as French under an English page.

const byFrenchText = lazy(
  () =>
    new Map<string, MessageKey>(
      Object.entries(frenchValidation).map(([key, text]) => [text, key as MessageKey]),
    ),
);
const englishZod = lazy(() => z.locales.en());

/** The key of a French validation message, when the catalogue has it. */
function validationKeyOf(frenchMessage: string): MessageKey | undefined {
  return byFrenchText().get(frenchMessage);
}

/** A French validation sentence (a field error, the envelope's message) in `locale`. */
export function localisedValidationText(message: string, locale: string): string {
  if (uiLocaleOf(locale) === 'fr_FR') return message;
  const key = validationKeyOf(message);
  return key ? translatorFor(locale).t(key) : message;
}

// zod's English for these says only « Invalid input »: a plain sentence replaces it.
const VAGUE_IN_ENGLISH = new Set<$ZodIssue['code']>([
  'custom',
  'invalid_union',
  'invalid_key',
  'invalid_element',
]);

/** An issue's message in `locale`: its catalogue translation, or zod's own English words. */
export function localisedIssueMessage(issue: $ZodIssue, locale: string): string {
  if (uiLocaleOf(locale) === 'fr_FR') return issue.message;
  const key = validationKeyOf(issue.message);
  if (key) return translatorFor(locale).t(key);
  if (VAGUE_IN_ENGLISH.has(issue.code)) return translatorFor(locale).t('validation.invalidField');
  const englishLocale = englishZod();
  const english = englishLocale.localeError(issue as Parameters<typeof englishLocale.localeError>[0]);
  const text = typeof english === 'string' ? english : english?.message;
  return text ?? issue.message;
}
