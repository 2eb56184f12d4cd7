import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import type { ShopProduct } from '../../../../src/schema/catalogue/product';
import { PublishingPanel, type DraftFields } from '../site/PublishingPanel';

// A shop product's draft: its name, the texts of its page (description, tasting notes, serving
// temperature, ageing potential) and its declinations' prices. Its address, stock, discounts
// and declinations are saved by the product form above, at once.

const TEXTS = ['name', 'description', 'tastingNotes', 'servingTemperature', 'ageingPotential'] as const;

interface DraftPrice {
  declinationId: number;
  price: number;
}

const toValues = (fields: DraftFields): DraftFields => ({
  ...Object.fromEntries(TEXTS.map((name) => [name, fields[name] ?? ''])),
  prices: Array.isArray(fields.prices) ? fields.prices : [],
});

const toFields = (values: DraftFields): DraftFields => ({
  ...Object.fromEntries(TEXTS.map((name) => [name, values[name] ?? ''])),
  prices: ((values.prices as DraftPrice[] | undefined) ?? []).map((price) => ({
    declinationId: Number(price.declinationId),
    price: Number(price.price),
  })),
});

export function ProductPublishing() {
  const product = useRecordContext<ShopProduct & { id: number }>();
  // A declination by its own words (« 2023 – 75 cl »): the product's name would fill a phone's label.
  const name = product?.name ?? '';
  const labels = new Map(
    (product?.declination ?? []).map((one) => [
      one.id,
      (name !== '' && one.label.startsWith(name) ? one.label.slice(name.length) : one.label).trim() ||
        one.label,
    ]),
  );
  return (
    <PublishingPanel type="product" toValues={toValues} toFields={toFields}>
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
      <TextInput source="description" label="Description (HTML simple)" multiline minRows={4} fullWidth />
      <TextInput source="tastingNotes" label="Notes de dégustation" multiline minRows={2} fullWidth />
      <TextInput source="servingTemperature" label="Température de service" />
      <TextInput source="ageingPotential" label="Potentiel de garde" />
      <ArrayInput source="prices" label="Prix des déclinaisons">
        <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
          <FormDataConsumer>
            {({ scopedFormData }) => {
              const id = Number((scopedFormData as DraftPrice | undefined)?.declinationId);
              return (
                <NumberInput
                  source="price"
                  label={`Prix (€) : ${labels.get(id) ?? `déclinaison ${id}`}`}
                  min={0}
                  step={0.01}
                  validate={required('Le prix est obligatoire.')}
                />
              );
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </PublishingPanel>
  );
}
