import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import type { FooterLogo } from '../../../../src/schema/site/footer-logo';
import { storefrontUrl } from '../../current-site';

// The partner and label logos of the site's footer: a name (also the image's
// alternative text), the image's address, an optional link, and their order.

const preview = (logo: FooterLogo) => {
  const src = storefrontUrl(logo.image);
  return src ? <img src={src} alt={logo.name} style={{ height: 40, width: 'auto' }} /> : null;
};

export const FooterLogoList = () => (
  <List title="Logos du pied de page" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField<FooterLogo> label="Logo" render={preview} />
      <TextField source="name" label="Nom" />
      <TextField source="link" label="Lien" emptyText="—" />
      <NumberField source="order" label="Ordre" />
    </Datagrid>
  </List>
);

function FooterLogoForm() {
  return (
    <SimpleForm>
      <TextInput source="name" label="Nom du partenaire ou du label" validate={required()} fullWidth />
      <TextInput
        source="image"
        label="Adresse de l’image"
        helperText="Un chemin du site (/media/…) ou une adresse https://"
        validate={required()}
        fullWidth
      />
      <TextInput source="link" label="Lien (facultatif)" helperText="Le site du partenaire" fullWidth />
      <NumberInput source="order" label="Ordre" helperText="Vide : à la fin" min={0} />
    </SimpleForm>
  );
}

export const FooterLogoCreate = () => (
  <Create title="Nouveau logo du pied de page" redirect="list">
    <FooterLogoForm />
  </Create>
);

export const FooterLogoEdit = () => (
  <Edit title="Logo du pied de page" mutationMode="pessimistic" redirect="list">
    <FooterLogoForm />
  </Edit>
);
