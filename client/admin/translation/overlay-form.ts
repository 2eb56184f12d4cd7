import type { ItemTranslations } from './translation-api';

// The pure side of the « Traductions » panel of overlay items: what its form starts
// from, what a save sends, and how the item is named in the success message.

/** One language's form values: every translatable field, '' where nothing is written yet. */
export function initialValues(item: ItemTranslations, locale: string): Record<string, string> {
  const written = item.values[locale] ?? {};
  return Object.fromEntries(item.fields.map(({ field }) => [field, written[field] ?? '']));
}

/**
 * What PUT …/{locale} receives: each field the form holds, trimmed of outer blanks only when
 * nothing else is left (an emptied field is sent as '' so the server removes its translation).
 */
export function valuesToSave(item: ItemTranslations, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    item.fields.map(({ field }) => {
      const value = values[field] ?? '';
      return [field, value.trim() === '' ? '' : value];
    }),
  );
}

/** The fields whose translation is still empty. */
export const untranslated = (item: ItemTranslations, values: Record<string, string>): string[] =>
  item.fields
    .filter(({ field, source }) => source.trim() !== '' && (values[field] ?? '').trim() === '')
    .map(({ field }) => field);

/** The item's name for messages: its title, name or label, else « cet élément ». */
export function itemName(record: Record<string, unknown> | undefined): string {
  for (const key of ['title', 'name', 'label', 'type'] as const) {
    const value = record?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return 'cet élément';
}

/** « Traduction anglaise de « Saumur » enregistrée. », from « la traduction anglaise ». */
export function savedMessage(translation: string, name: string): string {
  const subject = translation.replace(/^la traduction/, 'Traduction');
  return `${subject} de ${name === 'cet élément' ? name : `« ${name} »`} enregistrée.`;
}
