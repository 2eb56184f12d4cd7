import {
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  AutocompleteInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import type { Award, MealIcon, SiteVariation } from '../../../../src/schema/catalogue/product';
import { MediaInput } from '../../inputs/MediaInput';
import { ResponsiveGrid, ShopToolbar } from './responsive';
import { storefrontUrl } from '../../current-site';
import { TranslationsPanel } from '../../translation/TranslationsPanel';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';

// The catalogue's own lists: the variations a declination may carry (by label), the awards of
// a product, the meal icons a wine pairs with. Images go through the media library.

export const VariationList = () => (
  <List title="Variations" sort={{ field: 'label', order: 'ASC' }}>
    <ResponsiveGrid<SiteVariation>
      primary={(variation) => variation.label}
      secondary={(variation) => variation.displayLabel ?? ''}
    >
      <TextField source="label" label="Libellé" />
      <TextField source="displayLabel" label="Libellé affiché" />
    </ResponsiveGrid>
  </List>
);

const VariationForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="label" label="Libellé" validate={required('Le libellé est obligatoire.')} />
    <TextInput source="displayLabel" label="Libellé affiché (facultatif)" fullWidth />
  </SimpleForm>
);

export const VariationEdit = () => (
  <NoticeEdit title="Modifier la variation" mutationMode="pessimistic">
    <VariationForm />
    <TranslationsPanel entity="variation" />
  </NoticeEdit>
);
export const VariationCreate = () => (
  <NoticeCreate title="Nouvelle variation" redirect="list">
    <VariationForm />
  </NoticeCreate>
);

export const AwardList = () => (
  <List title="Récompenses" sort={{ field: 'competition', order: 'ASC' }}>
    <ResponsiveGrid<Award>
      primary={(award) => `${award.competition} – ${award.distinction}`}
      secondary={(award) => (award.year ? String(award.year) : '')}
    >
      <ReferenceField source="productId" reference="products" label="Produit" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <TextField source="competition" label="Concours" />
      <TextField source="distinction" label="Distinction" />
      <FunctionField<Award> label="Année" render={(award) => award.year ?? ''} />
    </ResponsiveGrid>
  </List>
);

const AwardForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <ReferenceInput
      source="productId"
      reference="products"
      perPage={100}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        label="Produit"
        optionText="name"
        filterToQuery={(text: string) => (text ? { search: `lk:${text}` } : {})}
        validate={required('Choisissez le produit.')}
      />
    </ReferenceInput>
    <TextInput
      source="competition"
      label="Concours"
      fullWidth
      validate={required('Le concours est obligatoire.')}
    />
    <TextInput
      source="distinction"
      label="Distinction"
      validate={required('La distinction est obligatoire.')}
      helperText="Par exemple « Médaille d’or »."
    />
    <NumberInput source="year" label="Millésime récompensé" min={1900} max={2100} step={1} />
    <MediaInput source="image" label="Image de la médaille" />
  </SimpleForm>
);

export const AwardEdit = () => (
  <NoticeEdit title="Modifier la récompense" mutationMode="pessimistic">
    <AwardForm />
    <TranslationsPanel entity="award" />
  </NoticeEdit>
);
export const AwardCreate = () => (
  <NoticeCreate title="Nouvelle récompense" redirect="list">
    <AwardForm />
  </NoticeCreate>
);

export const MealIconList = () => (
  <List title="Accords mets" sort={{ field: 'label', order: 'ASC' }}>
    <ResponsiveGrid<MealIcon> primary={(icon) => icon.label}>
      {/* Media are served by the site's storefront, not by the admin host. */}
      <FunctionField<MealIcon>
        label="Icône"
        render={(icon) =>
          storefrontUrl(icon.icon) ? (
            <img src={storefrontUrl(icon.icon) ?? undefined} alt="" style={{ maxWidth: 40, maxHeight: 40 }} />
          ) : null
        }
      />
      <TextField source="label" label="Nom" />
    </ResponsiveGrid>
  </List>
);

const MealIconForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="label" label="Nom" validate={required('Le nom est obligatoire.')} />
    <MediaInput source="icon" label="Icône" />
  </SimpleForm>
);

export const MealIconEdit = () => (
  <NoticeEdit title="Modifier l’icône de mets" mutationMode="pessimistic">
    <MealIconForm />
    <TranslationsPanel entity="mealIcon" />
  </NoticeEdit>
);
export const MealIconCreate = () => (
  <NoticeCreate title="Nouvelle icône de mets" redirect="list">
    <MealIconForm />
  </NoticeCreate>
);
