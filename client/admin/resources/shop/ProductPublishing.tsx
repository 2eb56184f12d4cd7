import { TextInput } from 'react-admin';
import { PublishingPanel, type DraftFields } from '../site/PublishingPanel';

// A shop product's draft: the texts of its page (description, tasting notes, serving
// temperature, ageing potential). Its name, prices, stock and declinations are saved by the
// product form above, at once.

const TEXTS = ['description', 'tastingNotes', 'servingTemperature', 'ageingPotential'] as const;

const toValues = (fields: DraftFields): DraftFields =>
  Object.fromEntries(TEXTS.map((name) => [name, fields[name] ?? '']));

const toFields = (values: DraftFields): DraftFields =>
  Object.fromEntries(TEXTS.map((name) => [name, values[name] ?? '']));

export function ProductPublishing() {
  return (
    <PublishingPanel type="product" toValues={toValues} toFields={toFields}>
      <TextInput source="description" label="Description (HTML simple)" multiline minRows={4} fullWidth />
      <TextInput source="tastingNotes" label="Notes de dégustation" multiline minRows={2} fullWidth />
      <TextInput source="servingTemperature" label="Température de service" />
      <TextInput source="ageingPotential" label="Potentiel de garde" />
    </PublishingPanel>
  );
}
