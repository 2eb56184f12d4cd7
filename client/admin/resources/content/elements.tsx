import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  required,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { matches } from '../../apis/content';
import { ElementItems } from './ElementItems';
import { TranslationsPanel } from '../../translation/TranslationsPanel';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';

// Element lists (events, workshops…): where the list and its elements live on the site; in a
// list's page, its elements and each element's registrations (ElementItems).

const slug = matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Minuscules sans accent, chiffres et tirets seulement.');

export const ElementListList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Listes d’éléments" sort={{ field: 'title', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.title)}
          secondaryText={(record: RaRecord) => `/${String(record.keyList)}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="Titre" />
          <TextField source="route" label="Route" />
          <TextField source="keyList" label="Chemin de la liste" />
          <TextField source="keyElem" label="Chemin d’un élément" />
        </Datagrid>
      )}
    </List>
  );
};

const ElementListForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="description" label="Description" multiline fullWidth />
    <TextInput
      source="route"
      label="Route (ex. : ateliers)"
      validate={[required('La route est obligatoire.'), slug]}
    />
    <TextInput
      source="keyList"
      label="Chemin de la liste (ex. : nos-ateliers)"
      validate={[required('Le chemin de la liste est obligatoire.'), slug]}
    />
    <TextInput
      source="keyElem"
      label="Chemin d’un élément (ex. : atelier)"
      validate={[required('Le chemin d’un élément est obligatoire.'), slug]}
    />
  </SimpleForm>
);

export const ElementListEdit = () => (
  <NoticeEdit title="Modifier la liste" mutationMode="pessimistic">
    <ElementListForm />
    <ElementItems />
    <TranslationsPanel entity="elementList" />
  </NoticeEdit>
);

export const ElementListCreate = () => (
  <NoticeCreate title="Nouvelle liste" redirect="edit">
    <ElementListForm />
  </NoticeCreate>
);
