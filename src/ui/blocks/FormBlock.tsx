import { useContext, type ReactElement } from 'react';
import type { PageBlock } from '../../schema/page-block';
import { ContactForm } from '../islands/ContactForm';
import { Island } from '../islands/island';
import { SiteViewContext } from '../site-view';
import { ContactFormStateContext, emptyContactFormState } from './contact-form-state';

export type FormBlockData = Extract<PageBlock, { kind: 'FORM' }>['data'];
export { HONEYPOT_FIELD } from '../islands/ContactForm';

/** A form embedded in a page. Only the contact form exists so far; it is an island. */
export function FormBlock({ data }: { data: FormBlockData }): ReactElement {
  const state = useContext(ContactFormStateContext) ?? emptyContactFormState();
  // The form posts to the page it is on, in that page's locale.
  const view = useContext(SiteViewContext);
  const action = view ? view.link(view.path) : '';
  switch (data.form) {
    case 'contact':
      return (
        <Island
          name="ContactForm"
          component={ContactForm}
          props={{
            title: data.title ?? 'Me contacter',
            action,
            values: state.values,
            errors: state.errors,
            notice: state.notice,
          }}
        />
      );
  }
}
