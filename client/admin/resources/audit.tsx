import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import type { AuditEntry } from '../../../src/schema/site/audit';

// The audit log: who changed what, when, and how it ended (read-only), filtered by who (the
// address contains…), what (the kind of change, the API path contains…) and since when.

const contains = {
  parse: (value: string) => (value ? `lk:${value}` : ''),
  format: (value: string | undefined) => (value ?? '').replace(/^lk:/, ''),
};

const METHOD_CHOICES = [
  { id: 'POST', name: 'Création (POST)' },
  { id: 'PUT', name: 'Modification (PUT)' },
  { id: 'PATCH', name: 'Modification partielle (PATCH)' },
  { id: 'DELETE', name: 'Suppression (DELETE)' },
];
const methodLabel = (method: string) => METHOD_CHOICES.find((choice) => choice.id === method)?.name ?? method;

const auditFilters = [
  <TextInput key="email" source="email" label="Qui (adresse contient)" alwaysOn {...contains} />,
  <SelectInput
    key="method"
    source="method"
    label="Action"
    choices={METHOD_CHOICES}
    alwaysOn
    emptyText="Toutes"
  />,
  <TextInput key="path" source="path" label="Quoi (adresse de l’API contient)" {...contains} />,
  <DateInput
    key="createdAt"
    source="createdAt"
    label="Depuis le"
    parse={(value: string) => (value ? `gte:${value}` : '')}
    format={(value: string | undefined) => (value ?? '').replace(/^gte:/, '')}
  />,
];

export const AuditList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Journal des modifications"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={auditFilters}
    >
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(entry) => `${methodLabel(entry.method)} ${entry.path}`}
          secondaryText={(entry) => entry.email}
          tertiaryText={(entry) => new Date(entry.createdAt.replace(' ', 'T') + 'Z').toLocaleString('fr-FR')}
          rowClick={false}
          // An API path or an address is one long word: on a phone it breaks where it must
          // instead of pushing the whole screen sideways.
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="createdAt" label="Quand" showTime locales="fr-FR" />
          <TextField source="email" label="Qui" />
          <FunctionField<AuditEntry> label="Action" render={(entry) => methodLabel(entry.method)} />
          <TextField source="path" label="Quoi" />
          <NumberField source="status" label="Résultat" />
        </Datagrid>
      )}
    </List>
  );
};
