import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, formatsFor, type CompiledMessages } from '../../../src/i18n/compiled-message';
import { MESSAGES } from '../../../src/i18n/messages';
import { languageTag } from '../../../src/i18n/ui-locale';
import { UI_LOCALES } from '../../../src/i18n/ui-locale';

// compiled-message.ts formats Lingui's compiled messages without Lingui's runtime (bundle
// budget): it must say exactly what Lingui's I18n._ says, for every message of every
// catalogue, with numbers that pick each plural case, and for the ICU constructs it knows.

const SAMPLES: Record<string, unknown>[] = [
  { count: 0, n: 0, total: 0, language: 'English', name: 'Ana', status: 404 },
  { count: 1, n: 1, total: 1, language: 'Français', name: 'Zoé', status: 500 },
  { count: 2, n: 2, total: 12, language: 'Deutsch', name: '', status: 1 },
  { count: 1500, n: 21, total: 1234.5, language: '<b>', name: 'x', status: 22 },
];

/** Every placeholder the message names, filled with each sample's value or a word. */
function valuesFor(message: string, sample: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name] of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) {
    values[name as string] = sample[name as string] ?? sample.count ?? `«${name}»`;
  }
  return values;
}

function lingui(tag: string, compiled: CompiledMessages) {
  return setupI18n({ locale: tag, messages: { [tag]: compiled } });
}

describe('compiled messages without the Lingui runtime', () => {
  it.each(UI_LOCALES)('%s: every catalogue message reads as Lingui reads it', (locale) => {
    const tag = languageTag(locale);
    const compiled: CompiledMessages = {};
    for (const [key, message] of Object.entries(MESSAGES[locale]))
      compiled[key] = compileMessageOrThrow(message);
    const i18n = lingui(tag, compiled);
    const formats = formatsFor(tag);
    for (const [key, message] of Object.entries(MESSAGES[locale])) {
      for (const sample of SAMPLES) {
        const values = valuesFor(message, sample);
        expect(formatMessage(compiled, key, values, formats), key).toBe(i18n._(key, values));
      }
    }
  });

  it.each([
    ['{count, plural, =0 {none} one {# bottle} other {# bottles}}', [0, 1, 2, 1000]],
    ['{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', [0, 1, 2, 5]],
    ['{count, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', [1, 2, 3, 4, 11, 22]],
    ["{count, plural, one {{kind, select, red {# red} other {# other}}} other {# '{x}' it''s}}", [1, 7]],
    ['{count, number} / {count, number, percent}', [0.5, 1234]],
  ] as const)('%s', (message, counts) => {
    for (const tag of ['fr-FR', 'en-GB']) {
      const compiled = { m: compileMessageOrThrow(message) };
      for (const count of counts) {
        const values = { count, kind: count === 1 ? 'red' : 'blue' };
        expect(formatMessage(compiled, 'm', values, formatsFor(tag))).toBe(
          lingui(tag, compiled)._('m', values),
        );
      }
    }
  });

  it('answers the key for a message the catalogue lacks, as Lingui does', () => {
    expect(formatMessage({}, 'nowhere.key', undefined, formatsFor('en-GB'))).toBe('nowhere.key');
  });
});
