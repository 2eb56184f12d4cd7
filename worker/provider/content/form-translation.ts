import type { AdminForm } from '../../../src/schema/content/forms';
import { formFieldKey, overlayLocale, overlayValues, type LocaleScope } from '../translation/public';

// Builder forms in a non-default locale. The form's own texts and each field's
// label, help and options (one per line) are overlay fields: `fields.<name>.label`,
// `fields.<name>.helpText`, `fields.<name>.options`. A field's technical name never changes, so
// submissions keep one shape in every language; a select's answers are checked against the
// options of the language the form was shown in.

export async function translateForm(
  db: D1Database,
  siteId: number,
  form: AdminForm,
  scope: LocaleScope | undefined,
): Promise<AdminForm> {
  if (overlayLocale(scope) === null) return form;
  const own = (await overlayValues(db, siteId, 'form', scope, [form.id])).get(form.id) ?? {};
  return {
    ...form,
    title: own.title ?? form.title,
    description: own.description ?? form.description,
    submitLabel: own.submitLabel ?? form.submitLabel,
    successMessage: own.successMessage ?? form.successMessage,
    fields: form.fields.map((field) => {
      const options = own[formFieldKey(field.name, 'options')];
      const translatedOptions = options?.split('\n').map((option) => option.trim());
      return {
        ...field,
        label: own[formFieldKey(field.name, 'label')] ?? field.label,
        helpText: own[formFieldKey(field.name, 'helpText')] ?? field.helpText,
        // A translation with another number of options than the original is ignored.
        options:
          translatedOptions && field.options && translatedOptions.length === field.options.length
            ? translatedOptions
            : field.options,
      };
    }),
  };
}
