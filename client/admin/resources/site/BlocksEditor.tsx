import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  FormDataConsumer,
  HttpError,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { RichTextField } from '../../inputs/RichTextField';
import { call, fieldErrorsOf } from '../../api-call';
import { MediaInput } from '../../inputs/MediaInput';
import {
  BLOCK_KIND_CHOICES,
  BLOCK_KINDS,
  blocksPayload,
  type BlockField,
  type EditedBlock,
} from './block-fields';
import { PagePreview } from './PagePreview';
import { apiFetch } from '../../api-fetch';

// A page's content blocks (add, edit, reorder, remove) and their preview. Before writing, the
// layout loaded with the page is checked (POST …/layout/{id}/hash/check): when someone else
// changed the page in between, nothing is written and the owner is offered to reload it. The
// blocks are then sent with the same hash, so a change in the last instant is refused too (409).

const CONFLICT_STATUS = 409;

// On a phone react-admin fixes every form's toolbar to the bottom of the screen: this one
// stays in its card, so it never hides the page form's own fixed « Enregistrer la page »
// (pages.tsx). The card ends above that fixed bar, so its own button can be scrolled to.
const inlineToolbar = { '&.RaToolbar-mobileToolbar': { position: 'static', px: 0 } };
const clearOfFixedBar = { mt: 2, mb: { xs: 10, sm: 0 } };

function FieldInput({ field }: { field: BlockField }) {
  const source = `data.${field.name}`;
  const validate = field.required ? required(`${field.label} : obligatoire.`) : undefined;
  switch (field.type) {
    case 'image': {
      // IMAGE's data is the image itself; HERO and IMAGE_TEXT hold it under a key.
      const base = field.name === 'src' ? 'data' : source;
      return (
        <>
          <MediaInput source={`${base}.src`} label={field.label} validate={validate} />
          <TextInput source={`${base}.alt`} label={`${field.label} : texte alternatif`} fullWidth />
        </>
      );
    }
    case 'images':
      return (
        <ArrayInput source={source} label={field.label}>
          <SimpleFormIterator inline disableReordering={false}>
            <MediaInput source="src" label="Image" />
            <TextInput source="alt" label="Texte alternatif" />
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'rich':
      return <RichTextField source={source} label={field.label} fullWidth />;
    case 'number':
      return <NumberInput source={source} label={field.label} validate={validate} />;
    case 'select':
      return (
        <SelectInput source={source} label={field.label} choices={field.choices ?? []} validate={validate} />
      );
    case 'multiline':
      return <TextInput source={source} label={field.label} multiline fullWidth validate={validate} />;
    case 'link':
      return (
        <TextInput
          source={source}
          label={field.label}
          fullWidth
          validate={validate}
          helperText="Une adresse https://…, mailto:, tel: ou un chemin du site (/contact)."
        />
      );
    case 'product':
      // Chosen by name among the shop's products (the same search as the product list).
      return (
        <ReferenceInput
          source={source}
          reference="products"
          perPage={25}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label={field.label}
            optionText="name"
            filterToQuery={(text: string) => (text ? { search: `lk:${text}` } : {})}
            validate={validate}
            helperText="Tapez le début du nom du vin ou du coffret."
            fullWidth
          />
        </ReferenceInput>
      );
    case 'text':
      return <TextInput source={source} label={field.label} fullWidth validate={validate} />;
  }
}

export function BlockFields({ kind }: { kind: unknown }) {
  const definition = typeof kind === 'string' ? BLOCK_KINDS[kind] : undefined;
  if (!definition) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {definition.fields.map((field) => (
        <FieldInput key={field.name} field={field} />
      ))}
    </Box>
  );
}

interface Layout {
  hash: string;
  html: string;
}

export function BlocksEditor() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [layout, setLayout] = useState<Layout | null>(null);
  const [conflict, setConflict] = useState(false);
  const [previewKey, setPreviewKey] = useState(0);
  if (!record) return null;
  const id = Number(record.id);
  const current: Layout = layout ?? { hash: String(record.layoutHash), html: String(record.layoutHtml) };
  const blocks = (record.blocks as { kind: string; data: Record<string, unknown> }[] | undefined) ?? [];

  const save = async (values: Record<string, unknown>) => {
    try {
      await call(apiFetch, `/admin/page/${id}/layout/${id}/hash/check`, {
        method: 'POST',
        body: JSON.stringify({ html: current.html }),
      });
      const answer = await call(apiFetch, `/admin/page/${id}/blocks`, {
        method: 'PUT',
        body: JSON.stringify(blocksPayload(values.blocks as EditedBlock[] | undefined, current.hash)),
      });
      setLayout(answer.data as Layout);
      setPreviewKey((key) => key + 1);
      notify(answer.message || 'Contenu enregistré.', { type: 'success' });
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === CONFLICT_STATUS) {
        setConflict(true);
        notify(error.message, { type: 'warning' });
        return undefined;
      }
      notify(error instanceof Error ? error.message : "Le contenu n'a pas pu être enregistré.", {
        type: 'error',
      });
      return fieldErrorsOf(error);
    }
  };

  const reload = () => {
    setConflict(false);
    setLayout(null);
    refresh();
  };

  return (
    <Card sx={clearOfFixedBar} component="section" aria-labelledby="blocks-title">
      <CardContent>
        <Typography id="blocks-title" variant="h6" component="h2">
          Contenu de la page
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Ajoutez, modifiez, déplacez ou supprimez les blocs, puis enregistrez le contenu.
        </Typography>
        <Form
          key={String(record.layoutHash)}
          defaultValues={{ blocks: blocks.map(({ kind, data }) => ({ kind, data })) }}
          onSubmit={save}
        >
          <ArrayInput source="blocks" label="Blocs">
            <SimpleFormIterator fullWidth>
              <SelectInput
                source="kind"
                label="Type de bloc"
                choices={BLOCK_KIND_CHOICES}
                validate={required('Choisissez le type du bloc.')}
              />
              <FormDataConsumer>
                {({ scopedFormData }) => (
                  <BlockFields kind={(scopedFormData as EditedBlock | undefined)?.kind} />
                )}
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
          <Toolbar sx={inlineToolbar}>
            <SaveButton label="Enregistrer le contenu" alwaysEnable />
          </Toolbar>
        </Form>
        <PagePreview
          pageId={id}
          path={String(record.path ?? '/')}
          isValid={record.isValid === true}
          version={previewKey}
        />
      </CardContent>
      <Dialog open={conflict} onClose={() => setConflict(false)} aria-labelledby="conflict-title">
        <DialogTitle id="conflict-title">La page a changé entre-temps</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Quelqu’un d’autre a modifié cette page depuis que vous l’avez ouverte : vos blocs n’ont pas été
            enregistrés. Rechargez la page pour voir sa version actuelle (vos modifications non enregistrées
            seront perdues), ou fermez ce message pour copier votre texte d’abord.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConflict(false)} sx={{ minHeight: 44 }}>
            Fermer
          </Button>
          <Button variant="contained" onClick={reload} sx={{ minHeight: 44 }}>
            Recharger la page
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
