import type { MessageKey } from '../../i18n/messages';
import type { Translator } from '../../i18n/translator';

// A member form's fields and their labels' catalogue keys, in the form's order (the error
// summary lists the problems in that order): the labels in the request's language.

export function labelsIn<Name extends string>(
  keys: Readonly<Record<Name, MessageKey>>,
  t: Translator,
): Record<Name, string> {
  const labels = {} as Record<Name, string>;
  for (const name of Object.keys(keys) as Name[]) labels[name] = t.t(keys[name]);
  return labels;
}
