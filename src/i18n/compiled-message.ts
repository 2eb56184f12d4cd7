// Formats a message Lingui has compiled (@lingui/message-utils compileMessage): a string, or
// a list of strings and [name, type?, cases-or-style?] tokens. This is the part of Lingui's
// runtime (@lingui/core I18n._) the translator needs, and nothing else: Lingui's I18n class
// (event emitter, loaders, memoised date/time helpers) cost the islands bundle 2.1 KB of gzip
// for what these few lines do, on a budget of 20 KB. The server and the browser both format
// with this function, so an island hydrates with the very text the Worker rendered;
// test/unit/i18n/compiled-message.test.ts checks every catalogue message against Lingui's own
// runtime in both languages. The catalogues use placeholders, plural, selectordinal, select
// and number; the test fails on any other construct until this file learns it.

type CompiledToken = string | [name: string, type?: string, format?: unknown];
type CompiledMessage = string | CompiledToken[];
export type CompiledMessages = Record<string, CompiledMessage>;
export type FormatValues = Record<string, unknown>;

const OCTOTHORPE = '\u0000#\u0000';
const ESCAPES = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

const own = (object: unknown, key: string): unknown =>
  object && Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;

/** Plural and number formatters of one language tag, built once per translator. */
export interface Formats {
  plural: (value: number, ordinal: boolean) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export function formatsFor(tag: string): Formats {
  const cardinal = new Intl.PluralRules(tag);
  const ordinal = new Intl.PluralRules(tag, { type: 'ordinal' });
  const plain = new Intl.NumberFormat(tag);
  return {
    plural: (value, isOrdinal) => (isOrdinal ? ordinal : cardinal).select(value),
    number: (value, options) => (options ? new Intl.NumberFormat(tag, options) : plain).format(value),
  };
}

function tokens(message: unknown, values: FormatValues, formats: Formats, inPlural: boolean): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  let out = '';
  for (const token of message as CompiledToken[]) {
    if (typeof token === 'string') {
      out += token === '#' && inPlural ? OCTOTHORPE : token;
      continue;
    }
    const [name, type, format] = token;
    // The translator's values are strings and numbers (MessageValues).
    const value = own(values, name) as string | number | null | undefined;
    if (type === 'plural' || type === 'selectordinal') {
      const number = Number(value);
      const offset = Number(own(format, 'offset') ?? 0);
      const chosen =
        own(format, String(number)) ??
        own(format, formats.plural(number - offset, type === 'selectordinal')) ??
        own(format, 'other');
      out += tokens(chosen, values, formats, true)
        .split(OCTOTHORPE)
        .join(formats.number(number - offset));
    } else if (type === 'select') {
      out += tokens(own(format, String(value)) ?? own(format, 'other'), values, formats, false);
    } else if (type === 'number') {
      const options =
        typeof format === 'string' ? ({ style: format } as Intl.NumberFormatOptions) : undefined;
      out += formats.number(Number(value), options);
    } else if (value !== null && value !== undefined) {
      out += String(value);
    }
  }
  return out;
}

/** The message with its values; the key itself when the catalogue has no such message. */
export function formatMessage(
  messages: CompiledMessages,
  key: string,
  values: FormatValues | undefined,
  formats: Formats,
): string {
  const message = own(messages, key) ?? key;
  const text = tokens(typeof message === 'string' ? [message] : message, values ?? {}, formats, false);
  return text.replace(ESCAPES, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? hex ?? '0', 16)),
  );
}
