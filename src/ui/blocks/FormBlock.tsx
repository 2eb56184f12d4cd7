import { useContext, type ReactElement } from 'react';
import type { PageBlock } from '../../schema/page-block';
import { ContactForm } from '../islands/ContactForm';
import { Island } from '../islands/island';
import { ContactFormStateContext, emptyContactFormState } from './contact-form-state';

export type FormBlockData = Extract<PageBlock, { kind: 'FORM' }>['data'];
export { CONTACT_FORM_ACTION, HONEYPOT_FIELD } from '../islands/ContactForm';

/** A form embedded in a page. Only the contact form exists so far; it is an island. */
export function FormBlock({ data }: { data: FormBlockData }): ReactElement {
  const state = useContext(ContactFormStateContext) ?? emptyContactFormState();
  switch (data.form) {
    case 'contact':
      return (
        <Island
          name="ContactForm"
          component={ContactForm}
          props={{
            title: data.title ?? 'Me contacter',
            values: state.values,
            errors: state.errors,
            notice: state.notice,
          }}
        />
      );
  }
}
