import { createContext } from 'react';
import { FORM_LIMITS } from '../../domain/form-rules';
import type { PublicForm } from '../../schema/forms';
import type { FieldView, FormNotice } from '../islands/BuilderForm';

/** What a page needs to show a builder form: its definition, and what a no-JS post left. */
export interface BuilderFormState {
  form: PublicForm;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: FormNotice | null;
}

/** The builder forms a page shows, by id (loaded by the page route before rendering). */
export const BuilderFormsContext = createContext<ReadonlyMap<number, BuilderFormState>>(new Map());

export function fieldView(field: PublicForm['fields'][number]): FieldView {
  return {
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required,
    helpText: field.helpText ?? '',
    options: field.options ?? [],
    accept: field.accept ?? [],
    maxSizeKb: field.maxSizeKb ?? FORM_LIMITS.maxFileKb,
    maxFiles: field.maxFiles ?? 1,
  };
}

/** Where a form posts without JavaScript (worker/pages/forms.routes.tsx). */
export const formPagePath = (formId: number) => `/formulaires/${formId}`;
