import { Box, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  FunctionField,
  List,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
} from 'react-admin';
import type {
  CarrierDetail,
  DeliverySettings,
  RelayPoint,
  ZoneDetail,
} from '../../../../src/schema/delivery/delivery';
import { WEEKDAY_LABELS } from '../../../../src/schema/site/address';
import { call } from '../../api-call';
import { MediaInput } from '../../inputs/MediaInput';
import { euros, failure, ResponsiveGrid, ShopToolbar } from './responsive';
import { apiFetch } from '../../api-fetch';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { countOf } from '../../messages/french-plural';

// Delivery: carriers with their rate tables (a price per zone and number of bottles), the
// shipping zones (countries and postal-code prefixes), the relay points kept by the shop and
// where the checkout reads relay points from, and the weekly pick-up slots of each
// click-and-collect address.

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;
const DELIVERY_TYPE_CHOICES = [
  { id: 'DELIVERY', name: 'À domicile' },
  { id: 'PICKUP', name: 'En point relais' },
];

// ---- Carriers ----------------------------------------------------------------------------

export const CarrierList = () => (
  <List title="Transporteurs" sort={{ field: 'position', order: 'ASC' }}>
    <ResponsiveGrid<CarrierDetail>
      primary={(carrier) => carrier.name}
      secondary={(carrier) =>
        `${carrier.deliveryType === 'PICKUP' ? 'Point relais' : 'Domicile'} – ${countOf(carrier.rates.length, 'tarif', 'tarifs')}${
          carrier.isActive ? '' : ' – inactif'
        }`
      }
    >
      <TextField source="name" label="Nom" />
      <TextField source="serviceCode" label="Code de service" />
      <FunctionField<CarrierDetail>
        label="Livraison"
        render={(carrier) => (carrier.deliveryType === 'PICKUP' ? 'Point relais' : 'Domicile')}
      />
      <FunctionField<CarrierDetail>
        label="Tarifs"
        render={(carrier) =>
          carrier.rates.length === 0
            ? 'Aucun'
            : `${carrier.rates.length}, dès ${euros(Math.min(...carrier.rates.map((rate) => rate.price)))}`
        }
      />
      <BooleanField source="isActive" label="Actif" />
    </ResponsiveGrid>
  </List>
);

const CarrierForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="name" label="Nom" fullWidth validate={required('Le nom est obligatoire.')} />
    <Box sx={row}>
      <TextInput
        source="serviceCode"
        label="Code de service"
        validate={required('Le code de service est obligatoire.')}
      />
      <SelectInput
        source="deliveryType"
        label="Livraison"
        choices={DELIVERY_TYPE_CHOICES}
        defaultValue="DELIVERY"
        validate={required('Le type de livraison est obligatoire.')}
      />
      <NumberInput source="position" label="Ordre" min={0} step={1} defaultValue={0} />
    </Box>
    <BooleanInput source="isActive" label="Actif" defaultValue />
    <Typography variant="h6" component="h2">
      Grille tarifaire
    </Typography>
    <Typography variant="body2">
      Un prix par zone et par nombre de bouteilles (maximum vide : sans limite).
    </Typography>
    <ArrayInput source="rates" label={false}>
      <SimpleFormIterator inline>
        <ReferenceInput source="zoneId" reference="shipping-zones">
          <SelectInput label="Zone" optionText="name" validate={required('Choisissez la zone.')} />
        </ReferenceInput>
        <NumberInput source="minBottles" label="Bouteilles de" min={0} step={1} defaultValue={0} />
        <NumberInput source="maxBottles" label="à" min={0} step={1} />
        <NumberInput
          source="price"
          label="Prix TTC (€)"
          min={0}
          step={0.01}
          validate={required('Le prix est obligatoire.')}
        />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

export const CarrierEdit = () => (
  <NoticeEdit title="Modifier le transporteur" mutationMode="pessimistic">
    <CarrierForm />
  </NoticeEdit>
);
export const CarrierCreate = () => (
  <NoticeCreate title="Nouveau transporteur" redirect="list">
    <CarrierForm />
  </NoticeCreate>
);

// ---- Zones -------------------------------------------------------------------------------

export const ZoneList = () => (
  <List title="Zones de livraison" sort={{ field: 'position', order: 'ASC' }}>
    <ResponsiveGrid<ZoneDetail>
      primary={(zone) => zone.name}
      secondary={(zone) => countOf(zone.areas.length, 'territoire', 'territoires')}
    >
      <TextField source="name" label="Nom" />
      <FunctionField<ZoneDetail> label="Territoires" render={(zone) => zone.areas.length} />
      <TextField source="position" label="Ordre" />
    </ResponsiveGrid>
  </List>
);

const ZoneForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} />
    <NumberInput source="position" label="Ordre" min={0} step={1} defaultValue={0} />
    <Typography variant="body2">
      Un pays entier, ou les codes postaux qui commencent par un préfixe (par exemple 20 pour la Corse).
    </Typography>
    <ArrayInput source="areas" label="Territoires">
      <SimpleFormIterator inline>
        <ReferenceInput
          source="countryId"
          reference="shop-countries"
          perPage={300}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput label="Pays" optionText="name" validate={required('Choisissez le pays.')} />
        </ReferenceInput>
        <TextInput source="postalCodePrefix" label="Préfixe de code postal" />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

export const ZoneEdit = () => (
  <NoticeEdit title="Modifier la zone" mutationMode="pessimistic">
    <ZoneForm />
  </NoticeEdit>
);
export const ZoneCreate = () => (
  <NoticeCreate title="Nouvelle zone" redirect="list">
    <ZoneForm />
  </NoticeCreate>
);

// ---- Relay points and their source ----------------------------------------------------------

const RELAY_SOURCE_CHOICES = [
  { id: 'STORED', name: 'Les points relais enregistrés ici' },
  { id: 'CARRIER_API', name: 'L’API du transporteur' },
];

/** Where the checkout reads relay points from; saved on its own (PUT /admin/delivery/settings). */
function RelaySettings() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({
    queryKey: ['shop', 'delivery-settings'],
    queryFn: async () => (await call(apiFetch, '/admin/delivery/settings')).data as DeliverySettings,
  });
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { data } = await call(apiFetch, '/admin/delivery/settings', {
        method: 'PUT',
        body: JSON.stringify({ relaySource: values.relaySource }),
      });
      queryClient.setQueryData(['shop', 'delivery-settings'], data);
      notify('Réglage des points relais enregistré.', { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  if (settings.isPending) return <LinearProgress aria-label="Chargement des réglages" />;
  if (settings.isError) return <Typography color="error">{failure(settings.error)}</Typography>;
  return (
    <SimpleForm
      record={{ id: 'delivery-settings', ...settings.data }}
      onSubmit={(values: Record<string, unknown>) => void save(values)}
      disabled={saving}
      toolbar={
        <Toolbar>
          <SaveButton label="Enregistrer le réglage" alwaysEnable />
        </Toolbar>
      }
    >
      <RadioButtonGroupInput
        source="relaySource"
        label="Au moment de la commande, proposer"
        choices={RELAY_SOURCE_CHOICES}
        row={false}
      />
    </SimpleForm>
  );
}

export const RelayPointList = () => (
  <>
    <Box component="section" aria-labelledby="relay-settings-title" sx={{ mt: 2 }}>
      <Typography id="relay-settings-title" variant="h6" component="h2">
        Source des points relais
      </Typography>
      <RelaySettings />
    </Box>
    <List title="Points relais" sort={{ field: 'name', order: 'ASC' }}>
      <ResponsiveGrid<RelayPoint>
        primary={(point) => point.name}
        secondary={(point) => `${point.addLine1}, ${point.zipCode} ${point.city}`}
      >
        <TextField source="code" label="Identifiant" />
        <TextField source="name" label="Nom" />
        <FunctionField<RelayPoint>
          label="Adresse"
          render={(point) => `${point.addLine1}, ${point.zipCode} ${point.city}`}
        />
        <BooleanField source="isActive" label="Actif" />
      </ResponsiveGrid>
    </List>
  </>
);

const RELAY_WEEKDAYS = WEEKDAY_LABELS.map((name, index) => ({ id: index + 1, name }));

const RelayPointForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <Box sx={row}>
      <TextInput source="code" label="Identifiant" validate={required('L’identifiant est obligatoire.')} />
      <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} />
    </Box>
    <TextInput
      source="addLine1"
      label="Adresse"
      fullWidth
      validate={required('L’adresse est obligatoire.')}
    />
    <Box sx={row}>
      <TextInput
        source="zipCode"
        label="Code postal"
        validate={required('Le code postal est obligatoire.')}
      />
      <TextInput source="city" label="Ville" validate={required('La ville est obligatoire.')} />
      <TextInput source="country" label="Pays (code ISO)" defaultValue="FR" />
    </Box>
    <Box sx={row}>
      <NumberInput
        source="latitude"
        label="Latitude"
        step={0.000001}
        validate={required('La latitude est obligatoire.')}
      />
      <NumberInput
        source="longitude"
        label="Longitude"
        step={0.000001}
        validate={required('La longitude est obligatoire.')}
      />
    </Box>
    <ArrayInput source="openingHours" label="Horaires d’ouverture (montrés à l’acheteur)">
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="weekday"
          label="Jour"
          choices={RELAY_WEEKDAYS}
          validate={required('Le jour est obligatoire.')}
        />
        <TextInput
          source="opens"
          label="Ouverture (HH:MM)"
          type="time"
          validate={required('L’heure est obligatoire.')}
        />
        <TextInput
          source="closes"
          label="Fermeture (HH:MM)"
          type="time"
          validate={required('L’heure est obligatoire.')}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <MediaInput source="icon" label="Icône (facultative)" />
    <BooleanInput source="isActive" label="Actif" defaultValue />
  </SimpleForm>
);

export const RelayPointEdit = () => (
  <NoticeEdit title="Modifier le point relais" mutationMode="pessimistic">
    <RelayPointForm />
  </NoticeEdit>
);
export const RelayPointCreate = () => (
  <NoticeCreate title="Nouveau point relais" redirect="list">
    <RelayPointForm />
  </NoticeCreate>
);

// ---- Click and collect ---------------------------------------------------------------------

export const WEEKDAY_CHOICES = [
  { id: 1, name: 'Lundi' },
  { id: 2, name: 'Mardi' },
  { id: 3, name: 'Mercredi' },
  { id: 4, name: 'Jeudi' },
  { id: 5, name: 'Vendredi' },
  { id: 6, name: 'Samedi' },
  { id: 7, name: 'Dimanche' },
];

interface CollectPointRow {
  id: number;
  name: string;
  line1: string;
  postalCode: string;
  city: string;
  openingHours: { weekday: number; opens: string; closes: string }[];
}

export const CollectPointList = () => (
  <>
    <List title="Retrait sur place" actions={false} sort={{ field: 'name', order: 'ASC' }}>
      <ResponsiveGrid<CollectPointRow>
        primary={(point) => point.name}
        secondary={(point) => `${point.line1}, ${point.postalCode} ${point.city}`}
      >
        <TextField source="name" label="Adresse de retrait" />
        <FunctionField<CollectPointRow>
          label="Adresse"
          render={(point) => `${point.line1}, ${point.postalCode} ${point.city}`}
        />
        <FunctionField<CollectPointRow> label="Créneaux" render={(point) => point.openingHours.length} />
      </ResponsiveGrid>
    </List>
    <Typography variant="body2" sx={{ mt: 1 }}>
      Les adresses de retrait sont les adresses du site du type « Click and collect ».
    </Typography>
  </>
);

const time = (label: string) => ({
  label,
  type: 'time',
  validate: required(`${label} est obligatoire.`),
  slotProps: { inputLabel: { shrink: true } },
});

export const CollectScheduleEdit = () => (
  <NoticeEdit title="Créneaux de retrait" mutationMode="pessimistic" redirect={false}>
    {/* Save only: the address itself is managed with the site's addresses. */}
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label="Enregistrer les créneaux" />
        </Toolbar>
      }
    >
      <TextField source="name" variant="h6" component="h2" />
      <Typography variant="body2">
        Les créneaux de chaque semaine : un jour peut en avoir plusieurs (matin et après-midi).
      </Typography>
      <ArrayInput source="slots" label="Créneaux">
        <SimpleFormIterator inline>
          <SelectInput
            source="weekday"
            label="Jour"
            choices={WEEKDAY_CHOICES}
            validate={required('Le jour est obligatoire.')}
          />
          <TextInput source="opens" {...time('L’ouverture')} />
          <TextInput source="closes" {...time('La fermeture')} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </NoticeEdit>
);
