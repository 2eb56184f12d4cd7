import { Box, Button as MuiButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { OutboxEntry, OutboxMessage } from '../../../src/schema/site/email-outbox';
import { call } from '../api-call';
import { apiFetch } from '../api-fetch';

// The sent-mail screen: every e-mail the site queued, newest first, filtered by
// status and recipient; one e-mail shows as the customer received it (the HTML in a sandboxed
// iframe: no script, no form, no same-origin access, so nothing in a message can act on the
// panel) with its text part, and a sent or failed one can be sent again (a failed one shows why
// it failed: the mail API's answer, or the queue giving up). In local development,
// where no mail API is configured, this is where e-mails are read.

const touch = { minHeight: 44 };

const STATUS_CHOICES = [
  { id: 'PENDING', name: 'En attente' },
  { id: 'SENT', name: 'Envoyé' },
  { id: 'FAILED', name: 'En échec' },
];
const statusLabel = (status: string) => STATUS_CHOICES.find((choice) => choice.id === status)?.name ?? status;

const emailFilters = [
  <SelectInput
    key="status"
    source="status"
    label="État"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="Tous"
  />,
  <TextInput
    key="to"
    source="to"
    label="Destinataire contient"
    alwaysOn
    parse={(value: string) => (value ? `lk:${value}` : '')}
    format={(value: string | undefined) => (value ?? '').replace(/^lk:/, '')}
  />,
];

export const EmailList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="E-mails envoyés" sort={{ field: 'createdAt', order: 'DESC' }} filters={emailFilters}>
      {small ? (
        <SimpleList<OutboxEntry>
          primaryText={(email) => email.subject}
          // One line under the subject: on a phone a right-hand date ran into a long address.
          secondaryText={(email) =>
            `${email.to} · ${statusLabel(email.status)} · ${new Date(
              `${email.createdAt.replace(' ', 'T')}Z`,
            ).toLocaleDateString('fr-FR')}`
          }
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" label="Créé le" showTime locales="fr-FR" />
          <TextField source="to" label="Destinataire" />
          <TextField source="subject" label="Sujet" />
          <FunctionField<OutboxEntry> label="État" render={(email) => statusLabel(email.status)} />
          <NumberField source="attempts" label="Tentatives" />
          <DateField source="sentAt" label="Envoyé le" showTime locales="fr-FR" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
};

/** The message as received: its HTML isolated in a sandboxed frame (sandbox="" allows nothing). */
function RenderedHtml() {
  const email = useRecordContext<OutboxMessage>();
  if (!email) return null;
  if (email.html === null) return <Typography>Cet e-mail n’a pas de version HTML.</Typography>;
  return (
    <Box
      component="iframe"
      title={`Aperçu : ${email.subject}`}
      sandbox=""
      srcDoc={email.html}
      sx={{ width: '100%', maxWidth: 640, height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

function ResendButton() {
  const email = useRecordContext<OutboxMessage>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [sending, setSending] = useState(false);
  if (!email || email.status === 'PENDING') return null;
  const resend = async () => {
    setSending(true);
    try {
      const { data, message } = await call(apiFetch, `/admin/email/${email.id}/resend`, { method: 'POST' });
      notify(message, { type: 'success' });
      redirect('show', 'emails', (data as OutboxMessage).id);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Le renvoi a échoué.', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <MuiButton variant="contained" disabled={sending} sx={touch} onClick={() => void resend()}>
      Renvoyer cet e-mail
    </MuiButton>
  );
}

export const EmailShow = () => (
  <Show title="E-mail">
    <SimpleShowLayout>
      <TextField source="subject" label="Sujet" />
      <TextField source="to" label="Destinataire" />
      <TextField source="replyTo" label="Réponse à" emptyText="—" />
      <FunctionField<OutboxMessage> label="État" render={(email) => statusLabel(email.status)} />
      <TextField source="failureReason" label="Raison de l’échec" emptyText="—" />
      <NumberField source="attempts" label="Tentatives" />
      <DateField source="createdAt" label="Créé le" showTime locales="fr-FR" />
      <DateField source="sentAt" label="Envoyé le" showTime locales="fr-FR" emptyText="—" />
      <FunctionField<OutboxMessage>
        label="Renvoi de"
        render={(email) => (email.resentFrom === null ? '—' : `l’e-mail n° ${email.resentFrom}`)}
      />
      <FunctionField<OutboxMessage>
        label="Pièces jointes"
        render={(email) =>
          email.attachments.length === 0
            ? '—'
            : email.attachments
                .map((file) => `${file.filename} (${Math.max(1, Math.round(file.size / 1024))} Ko)`)
                .join(', ')
        }
      />
      <ResendButton />
      <RenderedHtml />
      <TextField
        source="text"
        label="Version texte"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
      />
    </SimpleShowLayout>
  </Show>
);
