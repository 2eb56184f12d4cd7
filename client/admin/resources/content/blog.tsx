import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useWatch, useFormContext } from 'react-hook-form';
import {
  BooleanInput,
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { MediaInput } from '../../inputs/MediaInput';
import { RichTextField } from '../../inputs/RichTextField';
import { storefrontUrl } from '../../current-site';
import { LocaleTools } from '../../translation/LocaleTools';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { BlogPublishing } from './ContentPublishing';
import { PublicationStateField } from '../site/PublicationStateField';

// The blog: folders (which may nest) and articles (in a folder or at the root), with an image,
// rich text in the pages' editor (sanitised by the server) and the publication flag and date.
// An article's form saves and publishes at once; its draft (BlogPublishing) is saved apart.

const useSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export const BlogFolderList = () => {
  const small = useSmall();
  return (
    <List title="Dossiers du blog" sort={{ field: 'order', order: 'ASC' }}>
      {small ? (
        <SimpleList primaryText={(record: RaRecord) => String(record.name)} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Nom" />
          <ReferenceField
            source="idParent"
            reference="blogFolders"
            label="Dossier parent"
            link={false}
            emptyText="—"
          >
            <TextField source="name" />
          </ReferenceField>
          <TextField source="order" label="Ordre" />
          <TextField source="locale" label="Langue" />
        </Datagrid>
      )}
    </List>
  );
};

const FolderForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <LocaleTools />
    <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
    <TextInput source="description" label="Description" multiline fullWidth />
    <ReferenceInput source="idParent" reference="blogFolders">
      <SelectInput label="Dossier parent" optionText="name" emptyText="Aucun (racine du blog)" fullWidth />
    </ReferenceInput>
    <NumberInput source="order" label="Ordre" defaultValue={0} min={0} />
  </SimpleForm>
);

export const BlogFolderEdit = () => (
  <NoticeEdit title="Modifier le dossier" mutationMode="pessimistic">
    <FolderForm />
  </NoticeEdit>
);

export const BlogFolderCreate = () => (
  <NoticeCreate title="Nouveau dossier" redirect="list">
    <FolderForm />
  </NoticeCreate>
);

export const BlogArticleList = () => {
  const small = useSmall();
  return (
    <List
      title="Articles du blog"
      sort={{ field: 'publishedAt', order: 'DESC' }}
      filters={[<TextInput key="q" source="q" label="Rechercher un titre" alwaysOn />]}
    >
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.title)}
          secondaryText={() => <PublicationStateField type="blog" />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="Titre" />
          <DateField source="publishedAt" label="Publié le" locales="fr-FR" />
          <PublicationStateField type="blog" label="État" />
        </Datagrid>
      )}
    </List>
  );
};

/** Measures the chosen image, so the server stores its size (the page reserves its place). */
function ImageSize() {
  const url = useWatch({ name: 'imageUrl' }) as unknown;
  const { setValue } = useFormContext();
  useEffect(() => {
    if (typeof url !== 'string' || url === '') return;
    const image = new Image();
    image.onload = () => {
      setValue('imageWidth', image.naturalWidth || 1200, { shouldDirty: true });
      setValue('imageHeight', image.naturalHeight || 800, { shouldDirty: true });
    };
    // Read from the site's storefront: /media/* is not served on the admin host.
    image.src = storefrontUrl(url) ?? '';
  }, [url, setValue]);
  return null;
}

const ArticleForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <LocaleTools />
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <ReferenceInput source="idFolder" reference="blogFolders">
      <SelectInput label="Dossier" optionText="name" emptyText="Aucun (racine du blog)" fullWidth />
    </ReferenceInput>
    <TextInput source="summary" label="Résumé" multiline fullWidth />
    <RichTextField source="content" label="Texte" />
    <MediaInput source="imageUrl" label="Image" />
    <ImageSize />
    <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
    <NumberInput source="imageWidth" label="Largeur de l’image (px)" min={1} />
    <NumberInput source="imageHeight" label="Hauteur de l’image (px)" min={1} />
    <TextInput source="author" label="Auteur" fullWidth />
    <DateTimeInput source="publishedAt" label="Date de publication" />
    <BooleanInput source="isPublished" label="Publié (visible sur le site)" defaultValue />
  </SimpleForm>
);

export const BlogArticleEdit = () => (
  <NoticeEdit title="Modifier l’article" mutationMode="pessimistic">
    <ArticleForm />
    <BlogPublishing />
  </NoticeEdit>
);

export const BlogArticleCreate = () => (
  <NoticeCreate title="Nouvel article" redirect="list">
    <ArticleForm />
  </NoticeCreate>
);
