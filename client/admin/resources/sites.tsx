import { Alert, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  Labeled,
  List,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { SITE_LANGUAGES } from '../../../src/domain/site/site-languages';
import type { PlatformSite } from '../../../src/schema/site/platform';
import { SiteHosts } from './operator/SiteHosts';
import { SiteUsers } from './operator/SiteUsers';
import { IdentityInputs } from './operator/IdentityInputs';

// The platform operator's sites: create one (from a model site or empty) with its hosts, and
// change its flags (e-commerce, winemaker, building mode) and languages. The site's hosts and
// accounts are shown on its page, managed on the « Domaines » and « Utilisateurs » screens.

export const LANGUAGE_CHOICES = Object.entries(SITE_LANGUAGES).map(([id, name]) => ({ id, name }));
export const KIND_CHOICES = [
  { id: 'PROD', name: 'Production' },
  { id: 'DEV', name: 'Développement' },
];

const hostsOf = (site: PlatformSite) => site.domains.map((domain) => domain.host).join(', ') || '—';

export const SiteList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Sites de la plateforme" perPage={50} sort={{ field: 'name', order: 'ASC' }}>
      {small ? (
        <SimpleList<PlatformSite>
          primaryText={(site) => site.name}
          secondaryText={hostsOf}
          tertiaryText={(site) => (site.isBuilding ? 'En construction' : 'Ouvert')}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label="N°" />
          <TextField source="name" label="Nom" />
          <FunctionField<PlatformSite> label="Hôtes" render={hostsOf} />
          <TextField source="defaultLocale" label="Langue" />
          <BooleanField source="isECommerce" label="Boutique" />
          <BooleanField source="isWinemaker" label="Vigneron" />
          <BooleanField source="isBuilding" label="En construction" />
        </Datagrid>
      )}
    </List>
  );
};

const BUILDING_HELP =
  'En construction : les visiteurs voient une page « Site en construction » (réponse 503, ' +
  'les moteurs de recherche repassent plus tard) ; les administrateurs du site, connectés, ' +
  'voient et préparent le vrai site.';

/** The flags, with what each one changes for visitors. */
const SiteFlags = () => (
  <>
    <BooleanInput
      source="isECommerce"
      label="Boutique en ligne"
      helperText="Catalogue, panier et commande en ligne ; l’écran « Boutique » apparaît pour le propriétaire."
    />
    <BooleanInput
      source="isWinemaker"
      label="Vigneron"
      helperText="Règles de vente du vin : bouteilles par carton, mentions légales de l’alcool."
    />
    <BooleanInput source="isBuilding" label="En construction" helperText={BUILDING_HELP} />
  </>
);

export const SiteEdit = () => (
  <Edit title="Modifier le site" mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
      <TextInput source="url" label="Adresse publique" fullWidth />
      <SiteFlags />
      <CheckboxGroupInput
        source="locales"
        label="Langues proposées"
        choices={LANGUAGE_CHOICES}
        validate={required('Le site doit proposer au moins une langue.')}
      />
      <FormDataConsumer<{ locales?: string[] }>>
        {({ formData }) => (
          <SelectInput
            source="defaultLocale"
            label="Langue par défaut"
            choices={LANGUAGE_CHOICES.filter((choice) => formData.locales?.includes(choice.id))}
            validate={required('Choisissez la langue par défaut.')}
            helperText="Les pages sans préfixe de langue sont dans cette langue."
          />
        )}
      </FormDataConsumer>
      <Labeled label="Hôtes qui répondent pour ce site" fullWidth>
        <SiteHosts />
      </Labeled>
      <Labeled label="Comptes d’administration" fullWidth>
        <SiteUsers />
      </Labeled>
    </SimpleForm>
  </Edit>
);

export const SiteCreate = () => (
  <Create title="Nouveau site" redirect="edit">
    <SimpleForm defaultValues={{ isBuilding: true, defaultLocale: 'fr_FR', domains: [] }}>
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
      <TextInput
        source="url"
        label="Adresse publique (https://…)"
        validate={required('L’adresse est obligatoire.')}
        fullWidth
      />
      <ReferenceInput source="modelSiteId" reference="sites">
        <SelectInput
          label="Site modèle"
          optionText="name"
          emptyText="Aucun : site vide (réglages par défaut et une page d’accueil)"
          helperText="Le nouveau site reçoit les réglages, les pages, les polices et les logos du modèle."
          fullWidth
        />
      </ReferenceInput>
      <IdentityInputs />
      <SiteFlags />
      <Alert severity="info" sx={{ mb: 2, maxWidth: 640 }}>
        Un nouveau site est en construction par défaut : ouvrez-le quand son propriétaire l’a préparé.
      </Alert>
      <SelectInput source="defaultLocale" label="Langue par défaut" choices={LANGUAGE_CHOICES} />
      <ArrayInput source="domains" label="Hôtes (sans http:// ni port)">
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="host"
            label="Hôte"
            helperText={false}
            validate={required('L’hôte est obligatoire.')}
          />
          <SelectInput
            source="kind"
            label="Usage"
            choices={KIND_CHOICES}
            defaultValue="PROD"
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Create>
);
