import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  EditButton,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  ReferenceArrayInput,
  ReferenceManyField,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextArrayInput,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  useGetList,
  useSourceContext,
  type RaRecord,
} from 'react-admin';
import { PRODUCT_KIND_LABELS, type ShopProduct } from '../../../../src/schema/catalogue/product';
import { MediaInput } from '../../inputs/MediaInput';
import { DeclinationInputs } from './declination-inputs';
import { DeclinationsPanel } from './declinations';
import { euros, ResponsiveGrid, ShopToolbar } from './responsive';
import { storefrontUrl } from '../../current-site';
import { TranslationsPanel } from '../../translation/TranslationsPanel';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { ProductPublishing } from './ProductPublishing';
import { PublicationStateField } from '../site/PublicationStateField';

// The catalogue: wines and boxes with their declinations. The list searches and filters like
// the shop; the form edits the product (images through the media library, meal icons, grapes,
// tags, a box's content) and, under it, the declinations with their stock adjustments.

export const KIND_CHOICES = Object.entries(PRODUCT_KIND_LABELS).map(([id, name]) => ({ id, name }));
export const TYPE_CHOICES = [
  { id: 'WINE', name: 'Vin' },
  { id: 'BOX', name: 'Coffret' },
];
const typeLabel = (type: unknown) => (type === 'BOX' ? 'Coffret' : 'Vin');
const stockOf = (product: ShopProduct) =>
  product.declination.reduce((sum, declination) => sum + declination.quantity, 0);

// The search box sends `search=lk:…` (the folded name, appellation and tags); it shows the text.
const productFilters = [
  <TextInput
    key="search"
    source="search"
    label="Rechercher"
    alwaysOn
    parse={(value: string) => (value ? `lk:${value}` : '')}
    format={(value: unknown) => (typeof value === 'string' ? value.replace(/^lk:/, '') : '')}
  />,
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} />,
  <SelectInput key="kind" source="kind" label="Couleur" choices={KIND_CHOICES} />,
];

export const ProductList = () => (
  <List
    title="Produits"
    filters={productFilters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="Nouveau produit" />
      </TopToolbar>
    }
  >
    <ResponsiveGrid<ShopProduct & RaRecord>
      primary={(product) => product.name}
      secondary={(product) =>
        `${typeLabel(product.type)} – ${euros(product.price)} – stock ${stockOf(product)}${
          product.isPublished ? '' : ' – brouillon'
        }`
      }
      tertiary={() => <PublicationStateField type="product" />}
    >
      <TextField source="name" label="Nom" />
      <FunctionField<ShopProduct> label="Type" render={(product) => typeLabel(product.type)} />
      <FunctionField<ShopProduct>
        label="Couleur"
        render={(product) => (product.kind ? PRODUCT_KIND_LABELS[product.kind] : '')}
      />
      <FunctionField<ShopProduct> label="Prix" sortBy="price" render={(product) => euros(product.price)} />
      <FunctionField<ShopProduct> label="Stock" render={stockOf} />
      <BooleanField source="isPublished" label="En ligne" sortable={false} />
      <PublicationStateField type="product" label="État" />
    </ResponsiveGrid>
  </List>
);

/** Fills an image's width and height from the file itself when its address changes. */
function ImageSize() {
  const sourceContext = useSourceContext();
  const { setValue } = useFormContext();
  const src = useWatch({ name: sourceContext.getSource('src') }) as unknown;
  useEffect(() => {
    if (typeof src !== 'string' || src === '') return;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0) {
        setValue(sourceContext.getSource('width'), image.naturalWidth, { shouldDirty: true });
        setValue(sourceContext.getSource('height'), image.naturalHeight, { shouldDirty: true });
      }
    };
    // Read from the site's storefront: /media/* is not served on the admin host.
    image.src = storefrontUrl(src) ?? '';
  }, [src, setValue, sourceContext]);
  return null;
}

/** A box's wine: one of the site's wine declinations, by its label. */
function WineDeclinationInput() {
  const { data, isPending } = useGetList<ShopProduct & RaRecord>('products', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { type: 'WINE' },
  });
  const choices = (data ?? []).flatMap((product) =>
    product.declination.map((declination) => ({ id: declination.id, name: declination.label })),
  );
  return (
    <SelectInput
      source="declinationId"
      label="Vin"
      choices={choices}
      isPending={isPending}
      validate={required('Choisissez un vin.')}
    />
  );
}

const half = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

function ProductForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm toolbar={<ShopToolbar />}>
      <Typography variant="h6" component="h2">
        Le produit
      </Typography>
      <SelectInput
        source="type"
        label="Type"
        choices={TYPE_CHOICES}
        defaultValue="WINE"
        disabled={!creating}
        validate={required('Le type est obligatoire.')}
      />
      <TextInput source="name" label="Nom" fullWidth validate={required('Le nom est obligatoire.')} />
      <TextInput
        source="slug"
        label="Lien (laisser vide pour le tirer du nom)"
        fullWidth
        helperText="Minuscules sans accents, chiffres et tirets."
      />
      <BooleanInput source="isPublished" label="En ligne" />
      <Box sx={half}>
        <SelectInput source="kind" label="Couleur" choices={KIND_CHOICES} emptyText="—" />
        <TextInput source="appellation" label="Appellation" />
        <TextInput source="region" label="Région" />
      </Box>
      <Box sx={half}>
        <NumberInput source="alcohol" label="Degré d’alcool (% vol.)" min={0} max={25} step={0.1} />
        <TextInput source="servingTemperature" label="Température de service" />
        <TextInput source="ageingPotential" label="Potentiel de garde" />
      </Box>
      <TextInput source="description" label="Description (HTML simple)" multiline minRows={4} fullWidth />
      <TextInput source="tastingNotes" label="Notes de dégustation" multiline minRows={2} fullWidth />
      <Box sx={half}>
        <BooleanInput source="isVintage" label="Millésimé" />
        <BooleanInput source="hasShippingFees" label="Frais de port" defaultValue />
        <NumberInput source="order" label="Ordre d’affichage" min={0} step={1} defaultValue={0} />
      </Box>
      <ArrayInput source="images" label="Images">
        <SimpleFormIterator inline={false} disableReordering={false}>
          <MediaInput source="src" label="Image" />
          <TextInput source="alt" label="Texte de remplacement" fullWidth />
          <Box sx={half}>
            <NumberInput source="width" label="Largeur (px)" min={1} step={1} />
            <NumberInput source="height" label="Hauteur (px)" min={1} step={1} />
          </Box>
          <ImageSize />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="grapeVarieties" label="Cépages">
        <SimpleFormIterator inline>
          <TextInput source="name" label="Cépage" validate={required('Le cépage est obligatoire.')} />
          <NumberInput source="percent" label="Part (%)" min={1} max={100} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextArrayInput source="tags" label="Étiquettes" helperText="Entrée après chaque étiquette." />
      <ReferenceArrayInput source="mealIconIds" reference="meal-icons" perPage={100}>
        <SelectArrayInput label="Accords mets (icônes)" optionText="label" />
      </ReferenceArrayInput>
      <FormDataConsumer>
        {({ formData }) =>
          (formData as { type?: string }).type === 'BOX' ? (
            <Box sx={{ width: '100%' }}>
              <Typography variant="h6" component="h2">
                Contenu du coffret
              </Typography>
              <TextInput source="box.reference" label="Référence du coffret" />
              <ArrayInput source="box.items" label="Vins du coffret">
                <SimpleFormIterator inline>
                  <WineDeclinationInput />
                  <NumberInput
                    source="quantity"
                    label="Quantité"
                    min={1}
                    max={48}
                    step={1}
                    defaultValue={1}
                  />
                </SimpleFormIterator>
              </ArrayInput>
            </Box>
          ) : null
        }
      </FormDataConsumer>
      {creating ? (
        <FormDataConsumer>
          {({ formData }) => (
            <Box sx={{ width: '100%' }}>
              <Typography variant="h6" component="h2">
                {(formData as { type?: string }).type === 'BOX' ? 'Prix et stock' : 'Déclinaisons'}
              </Typography>
              <ArrayInput
                source="declination"
                label={false}
                defaultValue={[{ sellByMultipleOf: 1, quantity: 0 }]}
              >
                <SimpleFormIterator inline={false}>
                  <DeclinationInputs isBox={(formData as { type?: string }).type === 'BOX'} withStock />
                </SimpleFormIterator>
              </ArrayInput>
            </Box>
          )}
        </FormDataConsumer>
      ) : null}
    </SimpleForm>
  );
}

/** The product's awards, listed under it; they are edited in « Récompenses ». */
function ProductAwards() {
  return (
    <Box component="section" aria-labelledby="awards-title" sx={{ p: 2 }}>
      <Typography id="awards-title" variant="h6" component="h2">
        Récompenses
      </Typography>
      <ReferenceManyField
        reference="awards"
        target="productId"
        empty={<Typography>Aucune récompense.</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <TextField source="competition" label="Concours" />
          <TextField source="distinction" label="Distinction" />
          <TextField source="year" label="Année" />
          <EditButton label="Modifier" />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

export const ProductEdit = () => (
  <NoticeEdit title="Modifier le produit" mutationMode="pessimistic">
    <ProductForm creating={false} />
    <ProductPublishing />
    <DeclinationsPanel />
    <ProductAwards />
    <TranslationsPanel entity="product" />
  </NoticeEdit>
);

export const ProductCreate = () => (
  <NoticeCreate title="Nouveau produit" redirect="edit">
    <ProductForm creating />
  </NoticeCreate>
);
