import type { RegistrationField } from '../../schema/content/element';

/** What the registration form shows after a post without JavaScript: values kept, errors, notice. */
export interface RegistrationFormState {
  values: Partial<Record<RegistrationField, string>>;
  errors: Partial<Record<RegistrationField, string>>;
  notice: { kind: 'success' | 'error'; text: string } | null;
}
