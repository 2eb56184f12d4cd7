import { useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Datagrid,
  FormDataConsumer,
  List,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextArrayInput,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { matches } from '../../apis/content';
import { FORM_FILE_TYPES, FORM_LIMITS, type FormFieldType } from '../../../../src/domain/content/form-rules';
import { FormSubmissions } from './FormSubmissions';
import { TranslationsPanel } from '../../translation/TranslationsPanel';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';

// Builder forms: the title, the texts around it, the notification address and a FIELD EDITOR
// whose inputs follow the schema the server validates (src/schema/content/forms.ts): a technical name,
// a kind, a label, required or not, choices for a list, accepted types and limits for files.
// A form's edit page also shows its submissions, with their files.

const FIELD_TYPES: { id: FormFieldType; name: string }[] = [
  { id: 'text', name: 'Texte court' },
  { id: 'email', name: 'E-mail' },
  { id: 'phone', name: 'Téléphone' },
  { id: 'textarea', name: 'Texte long' },
  { id: 'select', name: 'Liste de choix' },
  { id: 'checkbox', name: 'Case à cocher' },
  { id: 'date', name: 'Date' },
  { id: 'file', name: 'Fichier' },
];

const FILE_TYPES = Object.entries(FORM_FILE_TYPES).map(([id, type]) => ({ id, name: type.label }));

export const FormList = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Formulaires" sort={{ field: 'id', order: 'ASC' }}>
      {small ? (
        <SimpleList primaryText={(record: RaRecord) => String(record.title)} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label="N°" />
          <TextField source="title" label="Titre" />
          <TextField source="notifyEmail" label="Notification à" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
};

const technicalName = matches(
  /^[a-z][a-z0-9_]{0,39}$/,
  'Minuscules, chiffres et _ (40 caractères au plus), commençant par une lettre.',
);

const FormForm = () => (
  <SimpleForm toolbar={<ContentToolbar />}>
    <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
    <TextInput source="description" label="Présentation" multiline fullWidth />
    <TextInput source="submitLabel" label="Libellé du bouton d’envoi" defaultValue="Envoyer" />
    <TextInput
      source="successMessage"
      label="Message de remerciement"
      validate={required('Le message de remerciement est obligatoire.')}
      fullWidth
    />
    <TextInput source="notifyEmail" label="Prévenir par e-mail (adresse)" type="email" fullWidth />
    <ArrayInput
      source="fields"
      label="Champs du formulaire"
      validate={required('Un formulaire a au moins un champ.')}
    >
      <SimpleFormIterator fullWidth>
        <TextInput
          source="label"
          label="Libellé"
          validate={required('Le libellé est obligatoire.')}
          fullWidth
        />
        <TextInput
          source="name"
          label="Nom technique"
          helperText="Ex. : telephone_portable"
          validate={[required('Le nom technique est obligatoire.'), technicalName]}
        />
        <SelectInput
          source="type"
          label="Type"
          choices={FIELD_TYPES}
          defaultValue="text"
          validate={required('Le type est obligatoire.')}
        />
        <BooleanInput source="required" label="Obligatoire" defaultValue={false} />
        <TextInput source="helpText" label="Aide (sous le champ)" fullWidth />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const type = (scopedFormData as { type?: string } | undefined)?.type;
            if (type === 'select') {
              return (
                <TextArrayInput
                  source="options"
                  label="Propositions (Entrée après chacune)"
                  validate={required('Une liste demande au moins une proposition.')}
                  fullWidth
                />
              );
            }
            if (type === 'file') {
              return (
                <>
                  <SelectArrayInput
                    source="accept"
                    label="Types de fichiers acceptés"
                    choices={FILE_TYPES}
                    validate={required('Indiquez les types de fichiers acceptés.')}
                  />
                  <NumberInput
                    source="maxSizeKb"
                    label={`Taille maximale par fichier (Ko, ${FORM_LIMITS.maxFileKb} au plus)`}
                    min={1}
                    max={FORM_LIMITS.maxFileKb}
                  />
                  <NumberInput
                    source="maxFiles"
                    label={`Nombre de fichiers (${FORM_LIMITS.maxFiles} au plus)`}
                    min={1}
                    max={FORM_LIMITS.maxFiles}
                  />
                </>
              );
            }
            return null;
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

export const FormEdit = () => (
  <NoticeEdit title="Modifier le formulaire" mutationMode="pessimistic">
    <FormForm />
    <TranslationsPanel entity="form" />
    <FormSubmissions />
  </NoticeEdit>
);

export const FormCreate = () => (
  <NoticeCreate title="Nouveau formulaire" redirect="edit">
    <FormForm />
  </NoticeCreate>
);
