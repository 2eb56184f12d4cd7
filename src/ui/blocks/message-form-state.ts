import { createContext } from 'react';
import {
  emptyMessageValues,
  type MessageErrors,
  type MessageValues,
} from '../../domain/content/message-rules';
import type { MessageNotice } from '../islands/MessageForm';

/** What the no-JavaScript POST of the contact form left to show: values, errors, a notice. */
export interface MessageFormState {
  values: MessageValues;
  errors: MessageErrors;
  notice: MessageNotice | null;
}

export const emptyMessageFormState = (): MessageFormState => ({
  values: emptyMessageValues(),
  errors: {},
  notice: null,
});

export const MessageFormStateContext = createContext<MessageFormState | null>(null);
