import { acceptAttribute, FORM_FILE_TYPES, FORM_LIMITS, sizeLabel } from '../../domain/content/form-rules';
import type { PublicForm } from '../../schema/content/forms';
import type { FieldView, FormNotice } from '../islands/BuilderForm';

/** What a page needs to show a builder form: its definition, and what a no-JS post left. */
export interface BuilderFormState {
  form: PublicForm;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: FormNotice | null;
}

const MAX_LENGTH: Partial<Record<FieldView['type'], number>> = {
  text: FORM_LIMITS.text,
  textarea: FORM_LIMITS.textarea,
  email: FORM_LIMITS.email,
  phone: 20,
};

/** The accepted types and sizes of a file field, in words. */
function fileHint(field: PublicForm['fields'][number]): string {
  const types = (field.accept ?? []).map((type) => FORM_FILE_TYPES[type].label).join(', ');
  const maxFiles = field.maxFiles ?? 1;
  const count = maxFiles > 1 ? `, ${maxFiles} fichiers au plus` : '';
  return `${types} ; ${sizeLabel(field.maxSizeKb ?? FORM_LIMITS.maxFileKb)} au plus par fichier${count}.`;
}

/** A field for the island: JSON only, its hints worded here so the island carries no rules. */
export function fieldView(field: PublicForm['fields'][number]): FieldView {
  const isFile = field.type === 'file';
  return {
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required,
    help: isFile ? `${field.helpText ?? ''} ${fileHint(field)}`.trim() : (field.helpText ?? ''),
    options: field.options ?? [],
    accept: isFile ? acceptAttribute(field.accept ?? []) : '',
    multiple: isFile && (field.maxFiles ?? 1) > 1,
    maxLength: MAX_LENGTH[field.type] ?? 0,
  };
}

/** Where a form posts without JavaScript (worker/pages/content/forms.routes.tsx). */
export const formPagePath = (formId: number) => `/formulaires/${formId}`;
