import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

// Pages: the menu entry, SEO fields and layout of each page (blocks and the menu order have
// their own endpoints: /admin/page/{id}/blocks and /admin/page-order).

const LAYOUTS = [
  { id: 'STANDARD', name: 'Standard' },
  { id: 'WIDE', name: 'Pleine largeur' },
];

export const PageList = () => (
  <List title="Pages" perPage={50} sort={{ field: 'order', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" label="Titre" />
      <TextField source="path" label="Adresse" />
      <BooleanField source="isValid" label="Publiée" />
      <BooleanField source="showInMenu" label="Dans le menu" />
    </Datagrid>
  </List>
);

const PageForm = () => (
  <SimpleForm>
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="menuTitle" label="Titre dans le menu" fullWidth />
    <TextInput source="url" label="Adresse courte (slug)" fullWidth />
    <TextInput source="path" label="Chemin public" fullWidth />
    <TextInput
      source="metaDescription"
      label="Description pour les moteurs de recherche"
      multiline
      fullWidth
    />
    <SelectInput source="layout" label="Mise en page" choices={LAYOUTS} />
    <BooleanInput source="isValid" label="Publiée" />
    <BooleanInput source="showInMenu" label="Dans le menu" />
    <BooleanInput source="isFixedOnRight" label="À droite du menu" />
  </SimpleForm>
);

export const PageEdit = () => (
  <Edit title="Modifier la page" mutationMode="pessimistic">
    <PageForm />
  </Edit>
);

export const PageCreate = () => (
  <Create title="Nouvelle page" redirect="list">
    <PageForm />
  </Create>
);
