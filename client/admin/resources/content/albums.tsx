import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { AlbumMediaManager } from './AlbumMediaManager';
import { LocaleTools } from '../../translation/LocaleTools';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { countOf } from '../../messages/french-plural';

// Albums: a title, a description and an order; in the album's page, its images and videos
// (dropped several at once, reordered, captioned, removed) — see AlbumMediaManager.

export const AlbumList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Albums" sort={{ field: 'order', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.title)}
          secondaryText={(record: RaRecord) => countOf(Number(record.mediaCount) || 0, 'média', 'médias')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="Titre" />
          <NumberField source="mediaCount" label="Médias" />
          <NumberField source="order" label="Ordre" />
        </Datagrid>
      )}
    </List>
  );
};

const AlbumForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <LocaleTools />
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="description" label="Description" multiline fullWidth />
    <NumberInput source="order" label="Ordre" defaultValue={0} min={0} />
  </SimpleForm>
);

export const AlbumEdit = () => (
  <NoticeEdit title="Modifier l’album" mutationMode="pessimistic">
    <AlbumForm />
    <AlbumMediaManager />
  </NoticeEdit>
);

// After creation the album opens in its edit page, where its media are added.
export const AlbumCreate = () => (
  <NoticeCreate title="Nouvel album" redirect="edit">
    <AlbumForm />
  </NoticeCreate>
);
