import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  email as emailRule,
  Labeled,
} from 'react-admin';
import type { PlatformUser } from '../../../../src/schema/site/platform';
import { ROLE_CHOICES, roleLabel } from './roles';

// Every account of every site and its role: the operator gives a site its owner (ADMIN),
// changes a role, or finds who runs a site. Passwords are never shown; a new account's is
// set here and given to its owner.

/** The e-mail filter as the list query's « contains » (lk:). */
const containsFilter = {
  parse: (value: string) => (value ? `lk:${value}` : ''),
  format: (value: string | undefined) => (value ?? '').replace(/^lk:/, ''),
};

const userFilters = [
  <ReferenceInput key="idSite" source="idSite" reference="sites" alwaysOn>
    <SelectInput label="Site" optionText="name" emptyText="Tous les sites" />
  </ReferenceInput>,
  <SelectInput key="role" source="role" label="Rôle" choices={ROLE_CHOICES} alwaysOn emptyText="Tous" />,
  <TextInput key="email" source="email" label="Adresse e-mail contient" alwaysOn {...containsFilter} />,
];

export const UserList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Comptes et rôles" filters={userFilters} filterDefaultValues={{ role: 'ADMIN' }}>
      {small ? (
        <SimpleList<PlatformUser>
          primaryText={(user) => user.email}
          secondaryText={(user) => `${user.siteName} · ${roleLabel(user.role)}`}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="email" label="Adresse e-mail" />
          <FunctionField<PlatformUser>
            label="Nom"
            render={(user) => `${user.firstname} ${user.lastname}`.trim() || '—'}
          />
          <TextField source="siteName" label="Site" sortable={false} />
          <FunctionField<PlatformUser> label="Rôle" render={(user) => roleLabel(user.role)} />
          <DateField source="createdAt" label="Créé le" locales="fr-FR" />
        </Datagrid>
      )}
    </List>
  );
};

export const UserEdit = () => (
  <Edit title="Rôle du compte" mutationMode="pessimistic">
    <SimpleForm>
      <Labeled label="Adresse e-mail">
        <TextField source="email" />
      </Labeled>
      <Labeled label="Site">
        <TextField source="siteName" />
      </Labeled>
      <SelectInput source="role" label="Rôle" choices={ROLE_CHOICES} validate={required()} />
    </SimpleForm>
  </Edit>
);

export const UserCreate = () => (
  <Create title="Nouveau compte" redirect="list">
    <SimpleForm defaultValues={{ role: 'ADMIN' }}>
      <ReferenceInput source="idSite" reference="sites">
        <SelectInput label="Site" optionText="name" validate={required('Choisissez le site.')} fullWidth />
      </ReferenceInput>
      <TextInput
        source="email"
        label="Adresse e-mail"
        type="email"
        validate={[
          required('L’adresse e-mail est obligatoire.'),
          emailRule('L’adresse e-mail n’est pas valide.'),
        ]}
        fullWidth
      />
      <TextInput source="firstname" label="Prénom" fullWidth />
      <TextInput source="lastname" label="Nom" fullWidth />
      <SelectInput source="role" label="Rôle" choices={ROLE_CHOICES} validate={required()} />
      <PasswordInput
        source="password"
        label="Mot de passe (12 caractères au moins)"
        validate={required('Le mot de passe est obligatoire.')}
        fullWidth
      />
    </SimpleForm>
  </Create>
);
