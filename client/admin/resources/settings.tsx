import { Edit, SimpleForm, TextField, TextInput, useRecordContext } from 'react-admin';
import { SettingsScreen } from './site/SettingsScreen';
import { TranslationsPanel } from '../translation/TranslationsPanel';

// Settings: the list is the grouped screens (one tab and one form per group of the spec, see
// ./site/SettingsScreen.tsx); a single parameter can still be opened by its type
// (/admin/settings/COMPANY_NAME). The server checks each value against the parameter's kind
// (BOOLEAN, NUMBER, LINK…) and answers in French when it is refused.

export const SettingList = SettingsScreen;

// A setting holding visitor text is translated under its numeric id (parameterId).
function SettingTranslations() {
  const record = useRecordContext<{ id: string; parameterId?: number; label?: string }>();
  if (record?.parameterId === undefined) return null;
  return <TranslationsPanel entity="parameter" id={record.parameterId} name={record.label} />;
}

export const SettingEdit = () => (
  <Edit title="Modifier le réglage" mutationMode="pessimistic">
    <SimpleForm>
      <TextField source="label" label="Réglage" />
      <TextField source="type" label="Code" />
      <TextInput source="value" label="Valeur" multiline fullWidth />
    </SimpleForm>
    <SettingTranslations />
  </Edit>
);
