import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  SimpleList,
  TextArrayInput,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { MediaInput } from '../../inputs/MediaInput';
import { LocaleTools } from '../../translation/LocaleTools';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { ServicePublishing } from './ContentPublishing';
import { PublicationStateField } from '../site/PublicationStateField';

// Services (the practice's treatments): title, summary, rich description, image, tags to filter
// by, order. The form saves and publishes at once; the draft below (ServicePublishing) is
// saved apart, published now or at a date, or taken off the site.

export const ServiceList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Prestations" sort={{ field: 'order', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.title)}
          secondaryText={() => <PublicationStateField type="service" />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" label="Titre" />
          <TextField source="summary" label="Résumé" />
          <NumberField source="order" label="Ordre" />
          <PublicationStateField type="service" label="État" />
        </Datagrid>
      )}
    </List>
  );
};

const ServiceForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <LocaleTools />
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="summary" label="Résumé" multiline fullWidth />
    <TextInput source="description" label="Description (HTML simple)" multiline minRows={6} fullWidth />
    <MediaInput source="imageSrc" label="Image" />
    <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
    <TextArrayInput source="tags" label="Étiquettes (Entrée après chacune)" fullWidth />
    <NumberInput source="order" label="Ordre" defaultValue={0} min={0} />
  </SimpleForm>
);

export const ServiceEdit = () => (
  <NoticeEdit title="Modifier la prestation" mutationMode="pessimistic">
    <ServiceForm />
    <ServicePublishing />
  </NoticeEdit>
);

export const ServiceCreate = () => (
  <NoticeCreate title="Nouvelle prestation" redirect="list">
    <ServiceForm />
  </NoticeCreate>
);
