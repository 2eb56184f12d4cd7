import { Alert, useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  List,
  PasswordInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  email as emailRule,
} from 'react-admin';

// The platform operators: platform accounts, not members of any site. The operator
// lists them, adds one (e-mail and a first password, checked by the registration rules) and
// removes one (never themselves: the server refuses it in French).

const RemoveOperator = () => (
  <DeleteWithConfirmButton
    label="Retirer"
    confirmTitle="Retirer cet opérateur ?"
    confirmContent="Ce compte ne pourra plus se connecter à l’administration ; ses sessions sont fermées."
    mutationMode="pessimistic"
    redirect={false}
    sx={{ minHeight: 44 }}
  />
);

export const OperatorList = () => {
  // At 375 px the e-mail and the remove button fill the row: the date waits for a wider screen.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Opérateurs de la plateforme" perPage={50} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" label="Adresse e-mail" sx={{ overflowWrap: 'anywhere' }} />
        {small ? null : <DateField source="createdAt" label="Créé le" locales="fr-FR" />}
        <RemoveOperator />
      </Datagrid>
    </List>
  );
};

export const OperatorCreate = () => (
  <Create title="Nouvel opérateur" redirect="list">
    <SimpleForm>
      <Alert severity="warning" sx={{ maxWidth: 640, mb: 2 }}>
        Un opérateur gère tous les sites et tous les comptes de la plateforme.
      </Alert>
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
      <PasswordInput
        source="password"
        label="Mot de passe (12 caractères au moins)"
        validate={required('Le mot de passe est obligatoire.')}
        fullWidth
      />
    </SimpleForm>
  </Create>
);
