import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  List,
  maxValue,
  minValue,
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
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';

// Stored reviews (shown by the reviews block): author, rating from 1 to 5, text, date.

export const ReviewList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Avis" sort={{ field: 'publishedAt', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => `${String(record.author)} — ${String(record.rating)}/5`}
          secondaryText={(record: RaRecord) => String(record.text)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="author" label="Auteur" />
          <NumberField source="rating" label="Note" />
          <DateField source="publishedAt" label="Date" locales="fr-FR" />
          <TextField source="text" label="Avis" />
        </Datagrid>
      )}
    </List>
  );
};

const ReviewForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <TextInput source="author" label="Auteur" validate={required('L’auteur est obligatoire.')} fullWidth />
    <NumberInput
      source="rating"
      label="Note (1 à 5)"
      min={1}
      max={5}
      validate={[
        required('La note est obligatoire.'),
        minValue(1, 'La note est de 1 à 5.'),
        maxValue(5, 'La note est de 1 à 5.'),
      ]}
    />
    <TextInput source="text" label="Avis" multiline minRows={3} fullWidth />
    <DateInput source="publishedAt" label="Date" validate={required('La date est obligatoire.')} />
  </SimpleForm>
);

export const ReviewEdit = () => (
  <NoticeEdit title="Modifier l’avis" mutationMode="pessimistic">
    <ReviewForm />
  </NoticeEdit>
);

export const ReviewCreate = () => (
  <NoticeCreate title="Nouvel avis" redirect="list">
    <ReviewForm />
  </NoticeCreate>
);
