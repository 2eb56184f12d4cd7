import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import type { PlatformSite } from '../../../src/schema/platform';

// The platform operator's sites: create one (from a model site or empty) with its hosts, and
// change its flags (e-commerce, winemaker, building mode).

export const SiteList = () => (
  <List title="Sites de la plateforme" perPage={50}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" label="N°" />
      <TextField source="name" label="Nom" />
      <FunctionField<PlatformSite>
        label="Hôtes"
        render={(site) => site.domains.map((domain) => domain.host).join(', ')}
      />
      <BooleanField source="isECommerce" label="Boutique" />
      <BooleanField source="isBuilding" label="En construction" />
    </Datagrid>
  </List>
);

export const SiteEdit = () => (
  <Edit title="Modifier le site" mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
      <TextInput source="url" label="Adresse publique" fullWidth />
      <BooleanInput source="isECommerce" label="Boutique en ligne" />
      <BooleanInput source="isWinemaker" label="Vigneron" />
      <BooleanInput source="isBuilding" label="En construction" />
    </SimpleForm>
  </Edit>
);

export const SiteCreate = () => (
  <Create title="Nouveau site" redirect="list">
    <SimpleForm>
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
      <TextInput
        source="url"
        label="Adresse publique (https://…)"
        validate={required('L’adresse est obligatoire.')}
        fullWidth
      />
      <NumberInput source="modelSiteId" label="Copier le site n° (vide : site vide)" />
      <BooleanInput source="isECommerce" label="Boutique en ligne" />
      <BooleanInput source="isWinemaker" label="Vigneron" />
      <BooleanInput source="isBuilding" label="En construction" defaultValue />
      <ArrayInput source="domains" label="Hôtes">
        <SimpleFormIterator inline>
          <TextInput source="host" label="Hôte" helperText={false} />
          <SelectInput
            source="kind"
            label="Usage"
            choices={[
              { id: 'PROD', name: 'Production' },
              { id: 'DEV', name: 'Développement' },
            ]}
            defaultValue="PROD"
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Create>
);
