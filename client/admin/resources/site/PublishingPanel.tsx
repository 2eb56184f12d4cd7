import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, HttpError, SaveButton, Toolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { DraftAutosave, DraftConflictDialog } from './DraftAutosave';
import { RevisionList, type RevisionRow } from './RevisionList';

// An item's draft and its publication (a page, a news item, a blog article, a service, an
// element list item, a shop product): the owner edits the draft (the site keeps showing the
// published version), then « Publier » now or « Programmer » for a date and time, « Aperçu »
// opens the draft as visitors will see it (a link that can be shared for 7 days), and the
// revisions list compares an earlier version with the current one and restores it. A save
// based on an older version is refused: the owner is offered to reload. The draft is also
// saved while the owner types (DraftAutosave), and the time of the last save is shown. The
// item's type gives the draft's inputs.

export type DraftFields = Record<string, unknown>;

interface Publication {
  state: 'published' | 'draft' | 'changed' | 'scheduled';
  label: string;
  version: number;
  fields: DraftFields;
  hasDraft: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
  publishAt: number | null;
}

const STATE_COLOURS = {
  published: 'success',
  draft: 'default',
  changed: 'warning',
  scheduled: 'info',
} as const;

const inlineToolbar = { '&.RaToolbar-mobileToolbar': { position: 'static', px: 0 } };
const timeOfDay = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

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
  // The form starts again from the server's draft only when loaded, published or restored:
  // a draft save (autosave while typing) keeps what the owner is typing.
  const [formRecord, setFormRecord] = useState<{ key: number; values: DraftFields } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const version = useRef(0);
  const id = givenId ?? (record ? Number(record.id) : null);
  const base = `/admin/${type}/${id}`;

  const load = useCallback(async () => {
    if (id === null) return;
    const [state, list] = await Promise.all([
      call(apiFetch, `${base}/draft`),
      call(apiFetch, `${base}/revisions`),
    ]);
    const loaded = state.data as Publication;
    version.current = loaded.version;
    setPublication(loaded);
    setFormRecord((previous) => ({ key: (previous?.key ?? 0) + 1, values: toValues(loaded.fields) }));
    setRevisions((list.data as { revisions: RevisionRow[] }).revisions);
    // toValues is the type's mapping, fixed for a panel.
  }, [id, base]);

  useEffect(() => {
    void load();
  }, [load]);

  if (id === null || !publication || !formRecord) return null;

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

  /** Saves the draft without starting the form again; true when the server kept it. */
  const saveDraft = async (values: DraftFields, quiet = false): Promise<boolean> => {
    try {
      const answer = await call(apiFetch, `${base}/draft`, {
        method: 'PUT',
        body: JSON.stringify({ fields: toFields(values), version: version.current }),
      });
      const saved = answer.data as Publication;
      version.current = saved.version;
      setPublication(saved);
      setSavedAt(timeOfDay.format(new Date()));
      if (!quiet) notify(answer.message, { type: 'success' });
      void queries.invalidateQueries({ queryKey: ['publications'] });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      notify(error instanceof Error ? error.message : 'L’enregistrement n’a pas abouti.', { type: 'error' });
      return false;
    }
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
          key={formRecord.key}
          // Its own record: react-admin's form would otherwise start from the item's live fields.
          record={{ id, ...formRecord.values }}
          onSubmit={(values: DraftFields) => void saveDraft(values)}
        >
          {children}
          <DraftAutosave save={(values) => saveDraft(values, true)} paused={conflict} />
          <Toolbar sx={inlineToolbar}>
            <SaveButton label="Enregistrer" alwaysEnable />
            <Typography variant="body2" role="status" sx={{ ml: 2 }}>
              {savedAt ? `Brouillon enregistré à ${savedAt}` : ''}
            </Typography>
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
        <RevisionList
          base={base}
          revisions={revisions}
          current={publication.fields}
          currentTitle={publication.hasDraft ? 'Brouillon actuel' : 'Version en ligne'}
          onRestore={(rev) => void act(`${base}/revisions/${rev}/restore`, { method: 'POST', body: '{}' })}
        />
      </CardContent>
      <DraftConflictDialog
        open={conflict}
        onClose={() => setConflict(false)}
        onReload={() => {
          setConflict(false);
          void load();
        }}
      />
    </Card>
  );
}
