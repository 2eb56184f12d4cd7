import { Box } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  FunctionField,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  FormDataConsumer,
} from 'react-admin';
import type { BookingServiceAdmin } from '../../../../src/schema/booking/booking-admin';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { euros, ResponsiveGrid, ShopToolbar } from '../shop/responsive';

// The bookable services: duration, price (empty: « sur devis »), where it takes place (home
// visits: the postcodes served and the travel time), buffers, places per slot, payment.

const LOCATIONS = [
  { id: 'PRACTICE', name: 'Au cabinet' },
  { id: 'HOME', name: 'À domicile' },
  { id: 'COMPANY', name: 'En entreprise' },
];
const PAYMENTS = [
  { id: 'ON_SITE', name: 'Réglé sur place' },
  { id: 'PREPAYMENT', name: 'Payé en ligne à la réservation' },
  { id: 'DEPOSIT', name: 'Acompte en ligne' },
];
const LOCATION_NAMES = Object.fromEntries(LOCATIONS.map((choice) => [choice.id, choice.name]));

const price = (service: BookingServiceAdmin) =>
  service.priceCents === null ? 'Sur devis' : euros(service.priceCents / 100);

export const BookingServiceList = () => (
  <List title="Prestations réservables" sort={{ field: 'position', order: 'ASC' }} pagination={false}>
    <ResponsiveGrid<BookingServiceAdmin>
      primary={(service) => service.name}
      secondary={(service) =>
        `${service.durationMinutes} min – ${price(service)} – ${LOCATION_NAMES[service.location]}${service.active ? '' : ' – désactivée'}`
      }
    >
      <TextField source="name" label="Prestation" />
      <FunctionField<BookingServiceAdmin>
        label="Durée"
        render={(service) => `${service.durationMinutes} min`}
      />
      <FunctionField<BookingServiceAdmin> label="Prix" render={price} />
      <FunctionField<BookingServiceAdmin>
        label="Lieu"
        render={(service) => LOCATION_NAMES[service.location]}
      />
      <TextField source="capacity" label="Places" />
      <BooleanField source="active" label="Réservable" />
    </ResponsiveGrid>
  </List>
);

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

const BookingServiceForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="name" label="Nom" validate={required('Le nom est obligatoire.')} fullWidth />
    <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
    <Box sx={row}>
      <NumberInput
        source="durationMinutes"
        label="Durée (minutes)"
        min={5}
        max={480}
        step={5}
        defaultValue={60}
        validate={required('La durée est obligatoire.')}
      />
      <NumberInput source="price" label="Prix (€, vide : sur devis)" min={0} step={0.5} />
      <NumberInput source="capacity" label="Places par créneau" min={1} max={500} defaultValue={1} />
    </Box>
    <Box sx={row}>
      <SelectInput source="location" label="Lieu" choices={LOCATIONS} defaultValue="PRACTICE" />
      <NumberInput
        source="bufferBeforeMinutes"
        label="Marge avant (min)"
        min={0}
        max={240}
        defaultValue={0}
      />
      <NumberInput source="bufferAfterMinutes" label="Marge après (min)" min={0} max={240} defaultValue={0} />
    </Box>
    <FormDataConsumer>
      {({ formData }) =>
        (formData as { location?: string }).location === 'HOME' ? (
          <Box sx={row}>
            <TextInput
              source="postcodesText"
              label="Codes postaux servis"
              helperText="Séparés par des virgules (44120, 44230…) ; vide : partout."
              sx={{ minWidth: 260 }}
            />
            <NumberInput
              source="travelMinutes"
              label="Trajet avant et après (min)"
              min={0}
              max={240}
              defaultValue={0}
            />
          </Box>
        ) : null
      }
    </FormDataConsumer>
    <Box sx={row}>
      <SelectInput source="payment" label="Paiement" choices={PAYMENTS} defaultValue="ON_SITE" />
      <FormDataConsumer>
        {({ formData }) =>
          (formData as { payment?: string }).payment === 'DEPOSIT' ? (
            <NumberInput source="deposit" label="Acompte (€)" min={0} step={1} />
          ) : null
        }
      </FormDataConsumer>
    </Box>
    <TextInput
      source="servicePagePath"
      label="Page de la prestation"
      helperText="Facultatif : l’adresse d’une page du site, par exemple /prestations/massage-californien."
      fullWidth
    />
    <Box sx={row}>
      <TextInput source="translations.en.name" label="Nom en anglais" />
      <TextInput source="translations.en.description" label="Description en anglais" sx={{ minWidth: 260 }} />
    </Box>
    <Box sx={row}>
      <NumberInput source="position" label="Ordre d’affichage" min={0} defaultValue={0} />
      <BooleanInput source="active" label="Réservable en ligne" defaultValue />
    </Box>
  </SimpleForm>
);

export const BookingServiceEdit = () => (
  <NoticeEdit title="Modifier la prestation" mutationMode="pessimistic">
    <BookingServiceForm />
  </NoticeEdit>
);

export const BookingServiceCreate = () => (
  <NoticeCreate title="Nouvelle prestation réservable" redirect="list">
    <BookingServiceForm />
  </NoticeCreate>
);
