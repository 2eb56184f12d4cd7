import { Box } from '@mui/material';
import { DateTimeInput, List, required, SimpleForm, TextField, TextInput, FunctionField } from 'react-admin';
import type { BookingBlockAdmin } from '../../../../src/schema/booking/booking-admin';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { ResponsiveGrid, ShopToolbar } from '../shop/responsive';
import { parisWhen } from './booking-dates';

// Blocked time (absence, lunch, a call elsewhere): no slot overlapping it is offered to
// clients; appointments already booked there stay (the diary shows both).

export const BookingBlockList = () => (
  <List title="Temps bloqué" sort={{ field: 'start', order: 'ASC' }} pagination={false}>
    <ResponsiveGrid<BookingBlockAdmin>
      primary={(block) => block.label || 'Indisponible'}
      secondary={(block) => `${parisWhen(block.start)} → ${parisWhen(block.end)}`}
    >
      <TextField source="label" label="Motif" emptyText="Indisponible" />
      <FunctionField<BookingBlockAdmin> label="Début" render={(block) => parisWhen(block.start)} />
      <FunctionField<BookingBlockAdmin> label="Fin" render={(block) => parisWhen(block.end)} />
    </ResponsiveGrid>
  </List>
);

const BlockForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput source="label" label="Motif (déjeuner, congés…)" fullWidth />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <DateTimeInput source="start" label="Début" validate={required('Le début est obligatoire.')} />
      <DateTimeInput source="end" label="Fin" validate={required('La fin est obligatoire.')} />
    </Box>
  </SimpleForm>
);

export const BookingBlockEdit = () => (
  <NoticeEdit title="Modifier le temps bloqué" mutationMode="pessimistic">
    <BlockForm />
  </NoticeEdit>
);

export const BookingBlockCreate = () => (
  <NoticeCreate title="Bloquer du temps" redirect="list">
    <BlockForm />
  </NoticeCreate>
);
