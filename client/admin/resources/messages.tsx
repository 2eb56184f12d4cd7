import { Button as MuiButton } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import type { InboxMessage } from '../../../src/schema/message-admin';

// The inbox: newest first, unread in bold; a message opens with « Répondre » (an e-mail to the
// sender) and the read/unread mark.

export const MessageList = () => (
  <List title="Messages" sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="createdAt" label="Reçu le" showTime locales="fr-FR" />
      <FunctionField<InboxMessage> label="De" render={(record) => `${record.firstname} ${record.lastname}`} />
      <FunctionField<InboxMessage>
        label="Sujet"
        render={(record) => (record.readAt ? record.subject : <strong>{record.subject}</strong>)}
      />
      <FunctionField<InboxMessage> label="État" render={(record) => (record.readAt ? 'Lu' : 'Non lu')} />
    </Datagrid>
  </List>
);

function ReadToggle() {
  const record = useRecordContext<InboxMessage>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const read = record.readAt !== null;
  return (
    <MuiButton
      variant="outlined"
      disabled={isPending}
      onClick={() =>
        void update(
          'messages',
          { id: record.id, data: { readAt: read ? null : new Date().toISOString() }, previousData: record },
          {
            onSuccess: () => {
              notify(read ? 'Message marqué comme non lu.' : 'Message marqué comme lu.', { type: 'success' });
              refresh();
            },
            onError: (error) => notify(error instanceof Error ? error.message : 'Échec.', { type: 'error' }),
          },
        )
      }
    >
      {read ? 'Marquer comme non lu' : 'Marquer comme lu'}
    </MuiButton>
  );
}

function ReplyLink() {
  const record = useRecordContext<InboxMessage>();
  if (!record) return null;
  const href = `mailto:${encodeURIComponent(record.email)}?subject=${encodeURIComponent(`Re : ${record.subject}`)}`;
  return (
    <MuiButton variant="contained" href={href}>
      Répondre par e-mail
    </MuiButton>
  );
}

export const MessageShow = () => (
  <Show title="Message">
    <SimpleShowLayout>
      <DateField source="createdAt" label="Reçu le" showTime locales="fr-FR" />
      <FunctionField<InboxMessage>
        label="De"
        render={(record) => `${record.firstname} ${record.lastname} <${record.email}>`}
      />
      <TextField source="phone" label="Téléphone" emptyText="—" />
      <TextField source="subject" label="Sujet" />
      <TextField source="body" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
      <ReplyLink />
      <ReadToggle />
    </SimpleShowLayout>
  </Show>
);
