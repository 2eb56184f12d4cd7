import { formatMessage, formatsFor, type CompiledMessages } from './compiled-message';
import type { MessageKey } from './messages';
import { languageTag, uiLocaleOf, type UiLocale } from './ui-locale';

// One translator per request locale: messages precompiled by Lingui (ICU plurals, selects and
// placeholders), formatted by compiled-message.ts, plus the Intl formats of the locale. The Worker compiles a
// catalogue once per isolate (compiled-catalogue.ts); the islands get the compiled messages
// they need from their wrapper (src/ui/islands/island.tsx, data-i18n), so the browser never
// loads the ICU parser nor another language.

export type MessageValues = Record<string, string | number | null | undefined>;

export interface Translator {
  /** The site locale of the request (fr_FR, en_GB). */
  locale: string;
  /** The catalogue its interface text comes from. */
  uiLocale: UiLocale;
  /** BCP 47 tag: fr-FR, en-GB (html lang, hreflang, Intl). */
  tag: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** An amount in euros: « 12,50 € » / « €12.50 ». */
  euros: (amount: number) => string;
  /** An amount in cents, formatted as euros. */
  cents: (amount: number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date or ISO string, in Europe/Paris unless the options say otherwise. */
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
  /** The compiled messages it reads (an island wrapper embeds the ones its island needs). */
  compiled: CompiledMessages;
}

const PARIS: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Paris' };

/** Builds a translator over messages already compiled for its catalogue language. */
export function translatorFrom(locale: string, compiled: CompiledMessages): Translator {
  const uiLocale = uiLocaleOf(locale);
  const tag = languageTag(locale);
  const formats = formatsFor(tag);
  const euroFormat = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  return {
    locale,
    uiLocale,
    tag,
    t: (key, values) => formatMessage(compiled, key, values, formats),
    euros: (amount) => euroFormat.format(amount),
    cents: (amount) => euroFormat.format(amount / 100),
    number: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    date: (value, options = { dateStyle: 'long' }) =>
      new Intl.DateTimeFormat(tag, { ...PARIS, ...options }).format(
        typeof value === 'string' ? new Date(value) : value,
      ),
    compiled,
  };
}
