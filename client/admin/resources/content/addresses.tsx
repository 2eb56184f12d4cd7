import { useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { WEEKDAY_LABELS, type CompanyAddress } from '../../../../src/schema/site/address';
import { TranslationsPanel } from '../../translation/TranslationsPanel';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';

// Company addresses: where the business receives, sells or hands over orders, with their types
// (the choices come from GET /admin/address/type) and their weekly opening hours.

const WEEKDAYS = WEEKDAY_LABELS.map((name, index) => ({ id: index + 1, name }));

export const AddressList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Adresses" sort={{ field: 'position', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record.name)}
          secondaryText={(record: RaRecord) => `${String(record.postalCode)} ${String(record.city)}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Nom" />
          <TextField source="city" label="Ville" />
          <FunctionField<CompanyAddress>
            label="Types"
            render={(record) => record.type.map((type) => type.label).join(', ')}
          />
        </Datagrid>
      )}
    </List>
  );
};

function AddressTypesInput() {
  const { data, isPending } = useGetList('addressTypes', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'label', order: 'ASC' },
  });
  return (
    <SelectArrayInput
      source="types"
      label="Types d’adresse"
      choices={data ?? []}
      optionValue="value"
      optionText="label"
      isPending={isPending}
      fullWidth
    />
  );
}

const AddressForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
    <TextInput source="line1" label="Adresse" validate={required('L’adresse est obligatoire.')} fullWidth />
    <TextInput source="line2" label="Complément d’adresse" fullWidth />
    <TextInput
      source="postalCode"
      label="Code postal"
      validate={required('Le code postal est obligatoire.')}
    />
    <TextInput source="city" label="Ville" validate={required('La ville est obligatoire.')} fullWidth />
    <TextInput source="country" label="Pays" defaultValue="France" />
    <TextInput source="phone" label="Téléphone" />
    <TextInput source="email" label="E-mail" type="email" fullWidth />
    <NumberInput source="latitude" label="Latitude" />
    <NumberInput source="longitude" label="Longitude" />
    <NumberInput source="position" label="Ordre" defaultValue={0} />
    <AddressTypesInput />
    <ArrayInput source="openingHours" label="Horaires d’ouverture">
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="weekday"
          label="Jour"
          choices={WEEKDAYS}
          validate={required('Le jour est obligatoire.')}
        />
        <TextInput
          source="opens"
          label="Ouverture (HH:MM)"
          type="time"
          validate={required('L’heure est obligatoire.')}
        />
        <TextInput
          source="closes"
          label="Fermeture (HH:MM)"
          type="time"
          validate={required('L’heure est obligatoire.')}
        />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

export const AddressEdit = () => (
  <NoticeEdit title="Modifier l’adresse" mutationMode="pessimistic">
    <AddressForm />
    <TranslationsPanel entity="companyAddress" />
  </NoticeEdit>
);

export const AddressCreate = () => (
  <NoticeCreate title="Nouvelle adresse" redirect="list">
    <AddressForm />
  </NoticeCreate>
);
