import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Form, HttpError, SaveButton, Toolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';

// An item's draft and its publication (a page, a news item, a blog article, a service, an
// element list item, a shop product): the owner edits the draft (the
// site keeps showing the published version), then « Publier » now or « Programmer » for a date
// and time, « Aperçu » opens the draft as visitors will see it (a link that can be shared for 7
// days), and the revisions list restores an earlier version. A save based on an older version
// is refused: the owner is offered to reload. The item's type gives the draft's inputs.

export type DraftFields = Record<string, unknown>;

interface Publication {
  state: 'published' | 'draft' | 'changed' | 'scheduled';
  label: string;
  version: number;
  fields: DraftFields;
  updatedBy: string | null;
  updatedAt: string | null;
  publishAt: number | null;
}

interface RevisionRow {
  rev: number;
  summary: string;
  author: string | null;
  createdAt: string;
}

const STATE_COLOURS = {
  published: 'success',
  draft: 'default',
  changed: 'warning',
  scheduled: 'info',
} as const;

const inlineToolbar = { '&.RaToolbar-mobileToolbar': { position: 'static', px: 0 } };
const parisDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

export interface PublishingPanelProps {
  /** The content type's path segment in the admin API (`/admin/{type}/{id}/draft`). */
  type: 'page' | 'news' | 'blog' | 'service' | 'element-item' | 'product';
  /** The item, when the panel is not inside its record's page (an element's dialog). */
  id?: number;
  /** The form's values from the draft's fields. */
  toValues: (fields: DraftFields) => DraftFields;
  /** The draft's fields from the form's values, as the API takes them. */
  toFields: (values: DraftFields) => DraftFields;
  /** The draft's inputs. */
  children: ReactNode;
}

export function PublishingPanel({ type, id: givenId, toValues, toFields, children }: PublishingPanelProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const [publication, setPublication] = useState<Publication | null>(null);
  const [revisions, setRevisions] = useState<RevisionRow[]>([]);
  const [conflict, setConflict] = useState(false);
  const [when, setWhen] = useState('');
  const [shared, setShared] = useState<string | null>(null);
  const id = givenId ?? (record ? Number(record.id) : null);
  const base = `/admin/${type}/${id}`;

  const load = useCallback(async () => {
    if (id === null) return;
    const [state, list] = await Promise.all([
      call(apiFetch, `${base}/draft`),
      call(apiFetch, `${base}/revisions`),
    ]);
    setPublication(state.data as Publication);
    setRevisions((list.data as { revisions: RevisionRow[] }).revisions);
  }, [id, base]);

  useEffect(() => {
    void load();
  }, [load]);

  if (id === null || !publication) return null;

  const act = async (path: string, init: RequestInit) => {
    try {
      const answer = await call(apiFetch, path, init);
      notify(answer.message, { type: 'success' });
      await load();
      // The lists' states (« Modifications non publiées » after a save) are read again.
      void queries.invalidateQueries({ queryKey: ['publications'] });
      // A publication changes the live page: its form and blocks below are read again.
      if (!path.endsWith('/draft') && !path.endsWith('/preview-link')) refresh();
      return answer;
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      notify(error instanceof Error ? error.message : 'L’action n’a pas abouti.', { type: 'error' });
      return null;
    }
  };

  const saveDraft = async (values: DraftFields) => {
    await act(`${base}/draft`, {
      method: 'PUT',
      body: JSON.stringify({ fields: toFields(values), version: publication.version }),
    });
  };

  const schedule = async () => {
    const at = Date.parse(when);
    if (!Number.isFinite(at)) {
      notify('Choisissez la date et l’heure de la publication.', { type: 'warning' });
      return;
    }
    await act(`${base}/publish`, { method: 'POST', body: JSON.stringify({ at }) });
  };

  const preview = async () => {
    // Opened at once (a phone opens a new tab; a pop-up blocker allows a click's window).
    const opened = window.open('', '_blank');
    const answer = await act(`${base}/preview-link`, { method: 'POST' });
    const url = (answer?.data as { url?: string } | undefined)?.url ?? null;
    setShared(url);
    if (opened && url) opened.location.href = url;
    else opened?.close();
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="publishing-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="publishing-title" variant="h6" component="h2">
            Brouillon et publication
          </Typography>
          <Chip label={publication.label} color={STATE_COLOURS[publication.state]} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Le site continue d’afficher la version publiée tant que vous n’avez pas cliqué sur « Publier ».
          {publication.updatedBy ? ` Dernier enregistrement du brouillon par ${publication.updatedBy}.` : ''}
        </Typography>
        <Form
          key={publication.version}
          // Its own record: react-admin's form would otherwise start from the item's live fields.
          record={{ id, ...toValues(publication.fields) }}
          onSubmit={saveDraft}
        >
          {children}
          <Toolbar sx={inlineToolbar}>
            <SaveButton label="Enregistrer" alwaysEnable />
          </Toolbar>
        </Form>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Button
            variant="contained"
            sx={{ minHeight: 44 }}
            onClick={() => void act(`${base}/publish`, { method: 'POST', body: '{}' })}
          >
            Publier
          </Button>
          <TextField
            type="datetime-local"
            label="Publier le … à … (heure de Paris)"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => void schedule()}>
            Programmer
          </Button>
          <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => void preview()}>
            Aperçu
          </Button>
          <Button
            sx={{ minHeight: 44 }}
            onClick={() => void act(`${base}/unpublish`, { method: 'POST', body: '{}' })}
          >
            Dépublier
          </Button>
        </Stack>
        {shared ? (
          <Box sx={{ mt: 2 }}>
            <TextField
              label="Lien d’aperçu à partager (7 jours)"
              value={shared}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button
              sx={{ minHeight: 44 }}
              onClick={() =>
                void act(`${base}/preview-link`, { method: 'DELETE' }).then(() => setShared(null))
              }
            >
              Révoquer les liens d’aperçu
            </Button>
          </Box>
        ) : null}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          Versions publiées
        </Typography>
        {revisions.length === 0 ? (
          <Typography variant="body2">Aucune publication pour l’instant.</Typography>
        ) : (
          <List dense>
            {revisions.map((revision) => (
              <ListItem
                key={revision.rev}
                secondaryAction={
                  <Button
                    sx={{ minHeight: 44 }}
                    onClick={() =>
                      void act(`${base}/revisions/${revision.rev}/restore`, { method: 'POST', body: '{}' })
                    }
                  >
                    Restaurer
                  </Button>
                }
              >
                <ListItemText
                  primary={`Version ${revision.rev} : ${revision.summary}`}
                  secondary={`${parisDate.format(new Date(revision.createdAt))}${revision.author ? `, ${revision.author}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Dialog open={conflict} onClose={() => setConflict(false)} aria-labelledby="draft-conflict-title">
        <DialogTitle id="draft-conflict-title">Le brouillon a changé entre-temps</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Ce brouillon a été enregistré ailleurs (un autre onglet ou une autre personne) depuis que vous
            l’avez ouvert : le vôtre n’a pas été enregistré. Rechargez-le pour voir la dernière version, ou
            fermez ce message pour copier votre texte d’abord.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConflict(false)} sx={{ minHeight: 44 }}>
            Fermer
          </Button>
          <Button
            variant="contained"
            sx={{ minHeight: 44 }}
            onClick={() => {
              setConflict(false);
              void load();
            }}
          >
            Recharger le brouillon
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
