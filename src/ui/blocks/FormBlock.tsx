import { useContext, type ReactElement } from 'react';
import type { PageBlock } from '../../schema/content/page-block';
import { MESSAGE_FORM_MESSAGES, MessageForm } from '../islands/MessageForm';
import { Island } from '../islands/island';
import { useT } from '../../i18n/react';
import { SiteViewContext } from '../site-view';
import { MessageFormStateContext, emptyMessageFormState } from './message-form-state';

export type FormBlockData = Extract<PageBlock, { kind: 'FORM' }>['data'];
/** A form embedded in a page. Only the contact form exists so far; it is an island. */
export function FormBlock({ data }: { data: FormBlockData }): ReactElement {
  const state = useContext(MessageFormStateContext) ?? emptyMessageFormState();
  // The form posts to the page it is on, in that page's locale.
  const view = useContext(SiteViewContext);
  const action = view ? view.link(view.path) : '';
  const { t } = useT();
  switch (data.form) {
    case 'message':
      return (
        <Island
          name="MessageForm"
          component={MessageForm}
          messages={MESSAGE_FORM_MESSAGES}
          props={{
            title: data.title ?? t('messageForm.title'),
            action,
            privacyHref: view ? view.link('/privacy-policy') : '/privacy-policy',
            values: state.values,
            errors: state.errors,
            notice: state.notice,
          }}
        />
      );
  }
}
