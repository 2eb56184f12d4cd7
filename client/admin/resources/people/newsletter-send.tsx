import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  required,
  useGetList,
  useNotify,
} from 'react-admin';
import type { NewsletterList } from '../../../../src/schema/members/newsletter';
import { call } from '../../api-call';
import { readableLabels } from './contrast';
import { asText } from '../../resource-types';
import { apiFetch } from '../../api-fetch';

interface NewsletterLetter {
  listId: number;
  subject: string;
  body: string;
}

// Sending a letter: the owner picks a list, writes the subject and the text, confirms, and the
// API queues one e-mail per confirmed subscriber (each with its own unsubscribe link). The
// screen shows the progress while the API queues, then how many e-mails left.

export const NEWSLETTER_SEND_PATH = '/newsletter/send';

export function NewsletterSend() {
  const notify = useNotify();
  const { data: lists, isPending: loading } = useGetList<NewsletterList>('newsletterLists', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'position', order: 'ASC' },
  });
  const [pending, setPending] = useState<NewsletterLetter | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const send = async (letter: NewsletterLetter) => {
    setPending(null);
    setSending(true);
    setResult(null);
    try {
      // The API answers its French sentence: « Lettre mise en file pour 3 inscrits. »
      const { message } = await call(apiFetch, '/admin/newsletter/send', {
        method: 'POST',
        body: JSON.stringify(letter),
      });
      setResult(message);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'L’envoi a échoué.', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  const listName = (id: number | undefined) => lists?.find((list) => list.id === id)?.name ?? '';

  return (
    <Card sx={readableLabels}>
      <Title title="Envoyer une lettre d’information" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          Envoyer une lettre d’information
        </Typography>
        {loading ? (
          <LinearProgress aria-label="Chargement des listes" />
        ) : (
          <Form
            onSubmit={(values: Record<string, unknown>) =>
              setPending({
                listId: Number(values.listId),
                subject: asText(values.subject),
                body: asText(values.body),
              })
            }
          >
            <SelectInput
              source="listId"
              label="Liste de diffusion"
              choices={(lists ?? []).map((list) => ({ id: list.id, name: list.name }))}
              validate={required('Choisissez la liste de diffusion.')}
              fullWidth
            />
            <TextInput
              source="subject"
              label="Objet"
              validate={required('L’objet est obligatoire.')}
              fullWidth
            />
            <TextInput
              source="body"
              label="Texte de la lettre"
              multiline
              minRows={8}
              validate={required('Le texte de la lettre est obligatoire.')}
              fullWidth
            />
            <SaveButton
              label="Envoyer…"
              icon={<span />}
              disabled={sending}
              alwaysEnable={!sending}
              sx={{ minHeight: 44 }}
            />
          </Form>
        )}
        {sending ? (
          <>
            <Typography sx={{ mt: 2 }}>Mise en file des e-mails…</Typography>
            <LinearProgress aria-label="Envoi en cours" />
          </>
        ) : null}
        {result ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {result}
          </Alert>
        ) : null}
        <Confirm
          isOpen={pending !== null}
          title="Envoyer la lettre ?"
          content={
            pending
              ? `« ${pending.subject} » partira à chaque inscrit confirmé de la liste « ${listName(pending.listId)} ». Un envoi ne peut pas être annulé.`
              : ''
          }
          confirm="Envoyer"
          cancel="Annuler"
          onConfirm={() => void (pending && send(pending))}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
}
