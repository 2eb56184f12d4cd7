import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { isCleanText } from '../../../src/schema/shared/safe-text';
import { ADDRESS_FIELDS, type TranslationField } from '../../../src/schema/translation/translation';
import { badRequest, type FieldErrors } from '../../errors';

// Checking one locale's translation values against the item's translatable fields, the way
// the entity's own write checks its text: rich text sanitised by the same sanitiser, plain
// text refused with control characters, a path segment as the entity's own slug rule.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TEXT = 2000;

export function checkedValues(
  fields: TranslationField[],
  values: Record<string, string>,
): Record<string, string> {
  const byName = new Map(fields.map((field) => [field.field, field]));
  const errors: FieldErrors = {};
  const checked: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const field = byName.get(name);
    const key = `values.${name}`;
    if (!field) {
      errors[key] = 'Ce champ ne se traduit pas pour cet élément.';
      continue;
    }
    const value = raw.trim();
    if (value === '') {
      checked[name] = ''; // removes the translation
    } else if (field.kind === 'html') {
      checked[name] = sanitizeRichText(value);
    } else if (!isCleanText(value)) {
      errors[key] = 'Ce texte contient des caractères non autorisés.';
    } else if (value.length > MAX_TEXT) {
      errors[key] = `Ce texte fait ${MAX_TEXT} caractères au plus.`;
    } else if (ADDRESS_FIELDS.has(name) && !SLUG.test(value)) {
      errors[key] = 'Une adresse ne contient que des minuscules sans accent, des chiffres et des tirets.';
    } else if (name.endsWith('.options') && value.split('\n').length !== field.source.split('\n').length) {
      errors[key] =
        `Donnez autant de propositions que l'original (${field.source.split('\n').length}), une par ligne.`;
    } else {
      checked[name] = value;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw badRequest('Certaines traductions ne peuvent pas être enregistrées.', errors);
  }
  return checked;
}
