import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  List,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

// News: the owner writes, promotes and publishes them (rich text is sanitised by the server).

export const NewsList = () => (
  <List title="Actualités" sort={{ field: 'publishedAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" label="Titre" />
      <DateField source="publishedAt" label="Publiée le" locales="fr-FR" />
      <BooleanField source="isPromoted" label="À la une" />
      <BooleanField source="isValid" label="Visible" />
    </Datagrid>
  </List>
);

const NewsForm = () => (
  <SimpleForm>
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="summary" label="Résumé" multiline fullWidth />
    <TextInput source="content" label="Texte (HTML simple)" multiline minRows={6} fullWidth />
    <TextInput source="imageUrl" label="Image (adresse)" fullWidth />
    <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
    <DateTimeInput source="publishedAt" label="Date de publication" />
    <BooleanInput source="isPromoted" label="À la une" />
    <BooleanInput source="isValid" label="Visible" defaultValue />
  </SimpleForm>
);

export const NewsEdit = () => (
  <Edit title="Modifier l’actualité" mutationMode="pessimistic">
    <NewsForm />
  </Edit>
);

export const NewsCreate = () => (
  <Create title="Nouvelle actualité" redirect="list">
    <NewsForm />
  </Create>
);
