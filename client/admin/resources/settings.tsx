import { Datagrid, Edit, List, SimpleForm, TextField, TextInput } from 'react-admin';

// Settings: every parameter of the site with its label; the server checks the value against
// the parameter's kind (BOOLEAN, NUMBER, LINK…) and answers in French when it is refused.

export const SettingList = () => (
  <List title="Réglages" perPage={50} sort={{ field: 'label', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="label" label="Réglage" />
      <TextField source="value" label="Valeur" emptyText="—" />
      <TextField source="kind" label="Genre" />
    </Datagrid>
  </List>
);

export const SettingEdit = () => (
  <Edit title="Modifier le réglage" mutationMode="pessimistic">
    <SimpleForm>
      <TextField source="label" label="Réglage" />
      <TextField source="type" label="Code" />
      <TextInput source="value" label="Valeur" multiline fullWidth />
    </SimpleForm>
  </Edit>
);
