import { Typography } from '@mui/material';
import { email, required, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

// A site created from a model asks for the new business's identity, which replaces
// the model's in the settings, legal pages, texts, contact details and logo (the API refuses a
// model without it). Shown only once a model is chosen: an empty site has no one else's name.

const need = (label: string) => required(`${label} est obligatoire.`);

export function IdentityInputs() {
  const model = useWatch({ name: 'modelSiteId' }) as number | '' | null | undefined;
  if (model === undefined || model === null || model === '') return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        Identité de la nouvelle entreprise
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, maxWidth: 640 }}>
        Elle remplace celle du modèle partout : réglages, mentions légales, textes des pages, coordonnées et
        logo.
      </Typography>
      <TextInput source="identity.activity" label="Activité" validate={need('L’activité')} fullWidth />
      <TextInput source="identity.legalName" label="Raison sociale (par défaut le nom)" fullWidth />
      <TextInput
        source="identity.legalForm"
        label="Forme juridique"
        validate={need('La forme juridique')}
        fullWidth
      />
      <TextInput source="identity.legalAgent" label="Représentant légal" fullWidth />
      <TextInput source="identity.address" label="Adresse" validate={need('L’adresse')} fullWidth />
      <TextInput source="identity.phone" label="Téléphone" validate={need('Le téléphone')} fullWidth />
      <TextInput
        source="identity.email"
        label="Adresse e-mail"
        type="email"
        validate={[need('L’adresse e-mail'), email('L’adresse e-mail n’est pas valide.')]}
        fullWidth
      />
      <TextInput
        source="identity.siret"
        label="Numéro SIRET (14 chiffres)"
        validate={need('Le numéro SIRET')}
        fullWidth
      />
      <TextInput source="identity.rcs" label="Immatriculation RCS" fullWidth />
      <TextInput source="identity.vat" label="Numéro de TVA intracommunautaire" fullWidth />
      <TextInput source="identity.shareCapital" label="Capital social" fullWidth />
    </>
  );
}
