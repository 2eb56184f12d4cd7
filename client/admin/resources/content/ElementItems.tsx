import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  Form,
  NumberInput,
  required,
  TextInput,
  useNotify,
  useRecordContext,
} from 'react-admin';
import type { Element, ElementList } from '../../../../src/schema/content/element';
import { call } from '../../api-call';
import { elementInput, elementRecord } from '../../apis/content';
import { MediaInput } from '../../inputs/MediaInput';
import { ElementPublishing } from './ContentPublishing';
import { PublicationChip, usePublicationStates } from '../site/PublicationStateField';
import { ElementRegistrations } from './ElementRegistrations';
import { apiFetch } from '../../api-fetch';
import { TranslateLink } from '../../translation/TranslateLink';
import { countOf } from '../../messages/french-plural';

// The elements of one list (GET/POST/PUT/DELETE /admin/element/list/{id}/item…), hidden ones
// included: each opens in a dialog form (react-admin's Form and inputs, the same mapping as
// the other content screens) that saves and publishes at once, its draft and publication
// under that form (ElementPublishing), and its registrations in another dialog.

type Editing = { mode: 'create' } | { mode: 'edit'; element: Element } | null;

export function ElementItems() {
  const list = useRecordContext<ElementList>();
  const notify = useNotify();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [registrationsOf, setRegistrationsOf] = useState<Element | null>(null);
  const base = `/admin/element/list/${list?.id}/item`;
  const key = ['elementItems', list?.id];
  const items = useQuery({
    queryKey: key,
    enabled: list !== undefined,
    queryFn: async () =>
      ((await call(apiFetch, `${base}?nbItem=100&orderBy=position:asc`)).data as { items: Element[] }).items,
  });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      editing?.mode === 'edit'
        ? call(apiFetch, `${base}/${editing.element.id}`, {
            method: 'PUT',
            body: JSON.stringify(elementInput(values)),
          })
        : call(apiFetch, base, { method: 'POST', body: JSON.stringify(elementInput(values)) }),
    onSuccess: async (answer) => {
      notify(answer.message || 'Élément enregistré.', { type: 'success' });
      setEditing(null);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const removal = useMutation({
    mutationFn: (element: Element) => call(apiFetch, `${base}/${element.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify('Élément supprimé.', { type: 'success' });
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const states = usePublicationStates('element-item', items.data?.map((element) => element.id) ?? []);
  if (!list) return null;

  return (
    <Box component="section" aria-labelledby="element-items-title" sx={{ p: 2, pb: { xs: 10, sm: 2 } }}>
      <Typography id="element-items-title" variant="h6" component="h2">
        Éléments de la liste
      </Typography>
      <Button
        variant="contained"
        sx={{ my: 1, minHeight: 44 }}
        onClick={() => setEditing({ mode: 'create' })}
      >
        Ajouter un élément
      </Button>
      {items.isError ? <Typography role="alert">{items.error.message}</Typography> : null}
      {items.data?.length === 0 ? (
        <Typography variant="body2">Cette liste ne contient encore aucun élément.</Typography>
      ) : null}
      <MuiList>
        {items.data?.map((element) => (
          <ListItem key={element.id} sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              primary={element.title}
              secondary={[
                element.startsAt?.replace('T', ' à '),
                element.capacity === null
                  ? null
                  : `${countOf(element.placesLeft ?? 0, 'place libre', 'places libres')} sur ${element.capacity}`,
              ]
                .filter(Boolean)
                .join(' — ')}
            />
            <PublicationChip row={states.data?.get(element.id)} />
            <Button sx={{ minHeight: 44 }} onClick={() => setEditing({ mode: 'edit', element })}>
              Modifier
            </Button>
            <Button sx={{ minHeight: 44 }} onClick={() => setRegistrationsOf(element)}>
              Inscriptions
            </Button>
            <TranslateLink entity="element" id={element.id} name={element.title} />
            <Button
              color="error"
              sx={{ minHeight: 44 }}
              disabled={removal.isPending}
              onClick={() => {
                if (window.confirm(`Supprimer « ${element.title} » et ses inscriptions ?`))
                  removal.mutate(element);
              }}
            >
              Supprimer
            </Button>
          </ListItem>
        ))}
      </MuiList>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="md">
        <Form
          record={editing?.mode === 'edit' ? elementRecord(editing.element) : { isValid: true, position: 0 }}
          onSubmit={(values: Record<string, unknown>) => save.mutate(values)}
        >
          <DialogTitle>{editing?.mode === 'edit' ? 'Modifier l’élément' : 'Nouvel élément'}</DialogTitle>
          <DialogContent>
            <TextInput
              source="title"
              label="Titre"
              validate={required('Le titre est obligatoire.')}
              fullWidth
            />
            <TextInput source="summary" label="Résumé" multiline fullWidth />
            <TextInput source="body" label="Texte (HTML simple)" multiline minRows={4} fullWidth />
            <MediaInput source="imageSrc" label="Image" />
            <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
            <DateTimeInput source="startsAt" label="Date et heure" parse={(value: string) => value || null} />
            <NumberInput source="durationMinutes" label="Durée (minutes)" min={1} />
            <TextInput source="location" label="Lieu" fullWidth />
            <TextInput source="price" label="Tarif" />
            <NumberInput source="capacity" label="Places (vide : sans inscription)" min={1} />
            <NumberInput source="position" label="Ordre" />
            <BooleanInput source="isValid" label="Visible sur le site" />
          </DialogContent>
          <DialogActions>
            <Button sx={{ minHeight: 44 }} onClick={() => setEditing(null)}>
              Annuler
            </Button>
            <Button type="submit" variant="contained" sx={{ minHeight: 44 }} disabled={save.isPending}>
              Enregistrer
            </Button>
          </DialogActions>
        </Form>
        {editing?.mode === 'edit' ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <ElementPublishing id={editing.element.id} />
          </Box>
        ) : null}
      </Dialog>
      <ElementRegistrations list={list} element={registrationsOf} onClose={() => setRegistrationsOf(null)} />
    </Box>
  );
}
