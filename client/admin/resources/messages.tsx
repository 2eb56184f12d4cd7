import { Button as MuiButton, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  BooleanInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import type { InboxMessage } from '../../../src/schema/content/message-admin';

// The inbox: newest first, unread in bold, a filter for the unread ones. Opening a message
// marks it read; it opens with « Répondre » (an e-mail to the sender, « Re : » and the subject)
// and a button to mark it unread again.

const messageFilters = [
  <BooleanInput key="unread" source="unread" label="Non lus seulement" alwaysOn />,
  <TextInput
    key="email"
    source="email"
    label="Adresse e-mail contient"
    alwaysOn
    parse={(value: string) => (value ? `lk:${value}` : '')}
    format={(value: string | undefined) => (value ?? '').replace(/^lk:/, '')}
  />,
];

const sender = (message: InboxMessage) => `${message.firstname} ${message.lastname}`.trim();
const subject = (message: InboxMessage) =>
  message.readAt ? message.subject : <strong>{message.subject}</strong>;
const state = (message: InboxMessage) => (message.readAt ? 'Lu' : 'Non lu');

export const MessageList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Messages" sort={{ field: 'createdAt', order: 'DESC' }} filters={messageFilters}>
      {small ? (
        <SimpleList<InboxMessage>
          primaryText={subject}
          secondaryText={(message) => `${sender(message)} · ${state(message)}`}
          tertiaryText={(message) => new Date(message.createdAt).toLocaleDateString('fr-FR')}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" label="Reçu le" showTime locales="fr-FR" />
          <FunctionField<InboxMessage> label="De" render={sender} />
          <FunctionField<InboxMessage> label="Sujet" render={subject} />
          <FunctionField<InboxMessage> label="État" render={state} />
        </Datagrid>
      )}
    </List>
  );
};

function useMarkRead() {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const mark = (message: InboxMessage, read: boolean, quiet = false) =>
    void update(
      'messages',
      { id: message.id, data: { readAt: read ? new Date().toISOString() : null }, previousData: message },
      {
        onSuccess: () => {
          if (!quiet)
            notify(read ? 'Message marqué comme lu.' : 'Message marqué comme non lu.', { type: 'success' });
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'Échec.', { type: 'error' }),
      },
    );
  return { mark, isPending };
}

/** Opening an unread message marks it read, once (the list shows it read when going back). */
function MarkReadOnOpen() {
  const message = useRecordContext<InboxMessage>();
  const { mark } = useMarkRead();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.readAt !== null || marked.current === message.id) return;
    marked.current = message.id;
    mark(message, true, true);
  });
  return null;
}

function ReadToggle() {
  const message = useRecordContext<InboxMessage>();
  const { mark, isPending } = useMarkRead();
  if (!message) return null;
  const read = message.readAt !== null;
  return (
    <MuiButton
      variant="outlined"
      disabled={isPending}
      sx={{ minHeight: 44 }}
      onClick={() => mark(message, !read)}
    >
      {read ? 'Marquer comme non lu' : 'Marquer comme lu'}
    </MuiButton>
  );
}

function ReplyLink() {
  const message = useRecordContext<InboxMessage>();
  if (!message) return null;
  const href = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re : ${message.subject}`)}`;
  return (
    <MuiButton variant="contained" href={href} sx={{ minHeight: 44 }}>
      Répondre par e-mail
    </MuiButton>
  );
}

export const MessageShow = () => (
  <Show title="Message">
    <SimpleShowLayout>
      <MarkReadOnOpen />
      <DateField source="createdAt" label="Reçu le" showTime locales="fr-FR" />
      <FunctionField<InboxMessage> label="De" render={(message) => `${sender(message)} <${message.email}>`} />
      <TextField source="phone" label="Téléphone" emptyText="—" />
      <TextField source="subject" label="Sujet" />
      <TextField source="body" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
      <FunctionField<InboxMessage> label="État" render={state} />
      <ReplyLink />
      <ReadToggle />
    </SimpleShowLayout>
  </Show>
);
