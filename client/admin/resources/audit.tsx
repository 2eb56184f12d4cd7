import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

// The audit log: who changed what, when, and how it ended (read-only).

export const AuditList = () => (
  <List title="Journal des modifications" sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="createdAt" label="Quand" showTime locales="fr-FR" />
      <TextField source="email" label="Qui" />
      <TextField source="method" label="Action" />
      <TextField source="path" label="Quoi" />
      <NumberField source="status" label="Résultat" />
    </Datagrid>
  </List>
);
