import { Button, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  required,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { newsPath } from '../../../src/domain/content/news-url';
import { RichTextField } from '../inputs/RichTextField';
import { MediaInput } from '../inputs/MediaInput';
import { storefrontUrl } from '../current-site';
import { LocaleTools } from '../translation/LocaleTools';
import { NoticeCreate, NoticeEdit } from '../messages/saved-notice';
import { NewsPublishing } from './content/ContentPublishing';
import { PublicationStateField } from './site/PublicationStateField';

// News: the owner writes, illustrates, promotes and publishes them. The text is written in
// the same rich-text editor as the pages' blocks (the server keeps only the allowed tags);
// the image comes from the media library. The form saves and publishes at once; the draft
// below (NewsPublishing) is saved apart and published now or at a date.

interface NewsRecord {
  id: number;
  slug: string;
  title: string;
  imageUrl: string;
  isValid: boolean;
  publishedAt: string;
}

const newsFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Titre" />];

export const NewsList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Actualités" sort={{ field: 'publishedAt', order: 'DESC' }} filters={newsFilters}>
      {small ? (
        <SimpleList<NewsRecord>
          primaryText={(news) => news.title}
          secondaryText={(news) => new Date(news.publishedAt).toLocaleDateString('fr-FR')}
          tertiaryText={() => <PublicationStateField type="news" />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField<NewsRecord>
            label="Image"
            render={(news) =>
              storefrontUrl(news.imageUrl) ? (
                <img
                  src={storefrontUrl(news.imageUrl) ?? undefined}
                  alt=""
                  style={{ maxHeight: 40, maxWidth: 64 }}
                />
              ) : (
                '—'
              )
            }
          />
          <TextField source="title" label="Titre" />
          <DateField source="publishedAt" label="Publiée le" locales="fr-FR" />
          <BooleanField source="isPromoted" label="À la une" />
          <BooleanField source="isValid" label="Visible" />
          <PublicationStateField type="news" label="État" />
        </Datagrid>
      )}
    </List>
  );
};

/** Opens the article's public page on the site's storefront (only a visible article answers there). */
function PreviewLink() {
  const news = useRecordContext<NewsRecord>();
  const href = news?.id ? storefrontUrl(newsPath(news)) : null;
  if (!news || !href) return null;
  return (
    <Button
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ minHeight: 44, mb: 2 }}
    >
      {news.isValid ? 'Voir sur le site' : 'Voir sur le site (masquée : rendez-la visible)'}
    </Button>
  );
}

const NewsForm = () => (
  <SimpleForm>
    <LocaleTools />
    <PreviewLink />
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="summary" label="Résumé" multiline fullWidth />
    <RichTextField source="content" label="Texte" />
    <MediaInput source="imageUrl" label="Image" />
    <TextInput
      source="imageAlt"
      label="Texte de remplacement de l’image"
      helperText="Ce que montre l’image, pour qui ne la voit pas."
      fullWidth
    />
    <DateTimeInput source="publishedAt" label="Date de publication" />
    <BooleanInput source="isPromoted" label="À la une" />
    <BooleanInput source="isValid" label="Visible" />
  </SimpleForm>
);

export const NewsEdit = () => (
  <NoticeEdit title="Modifier l’actualité" mutationMode="pessimistic">
    <NewsForm />
    <NewsPublishing />
  </NoticeEdit>
);

export const NewsCreate = () => (
  <NoticeCreate title="Nouvelle actualité" redirect="edit" record={{ isValid: true, isPromoted: false }}>
    <NewsForm />
  </NoticeCreate>
);
