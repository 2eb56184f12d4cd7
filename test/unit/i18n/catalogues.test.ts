import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { MESSAGES } from '../../../src/i18n/messages';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { UI_LOCALES } from '../../../src/i18n/ui-locale';

// Every catalogue language has the French keys, each message compiles, and a translation
// names the same placeholders as the French (a missing {count} would print nothing).

const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  const french = MESSAGES.fr_FR;

  it.each(UI_LOCALES)('%s has exactly the French keys', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual(Object.keys(french).sort());
  });

  it.each(UI_LOCALES)('%s: every message compiles and keeps the French placeholders', (locale) => {
    for (const [key, message] of Object.entries(MESSAGES[locale])) {
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
      expect(new Set(placeholders(message)), key).toEqual(
        new Set(placeholders(french[key as keyof typeof french])),
      );
    }
  });

  it('formats prices, numbers and dates per locale', () => {
    const fr = translatorFor('fr_FR');
    const en = translatorFor('en_GB');
    expect(fr.euros(12.5)).toBe('12,50\u00a0€');
    expect(en.euros(12.5)).toBe('€12.50');
    expect(en.cents(1250)).toBe('€12.50');
    expect(fr.date('2026-11-30T12:00:00Z')).toBe('30 novembre 2026');
    expect(en.date('2026-11-30T12:00:00Z')).toBe('30 November 2026');
    expect(translatorFor('de_DE').uiLocale).toBe('en_GB');
  });

  it('fills placeholders in the language of the request', () => {
    expect(translatorFor('en_GB').t('language.switchTo', { language: 'Français' })).toBe(
      'Read this page in Français',
    );
    expect(translatorFor('fr_FR').t('language.switchTo', { language: 'English' })).toBe(
      'Lire cette page en English',
    );
  });
});
