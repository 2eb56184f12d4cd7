import { createContext } from 'react';
import { emptyContactValues, type ContactErrors, type ContactValues } from '../../domain/contact-rules';
import type { ContactNotice } from '../islands/ContactForm';

/** What the no-JavaScript POST of the contact form left to show: values, errors, a notice. */
export interface ContactFormState {
  values: ContactValues;
  errors: ContactErrors;
  notice: ContactNotice | null;
}

export const emptyContactFormState = (): ContactFormState => ({
  values: emptyContactValues(),
  errors: {},
  notice: null,
});

export const ContactFormStateContext = createContext<ContactFormState | null>(null);
