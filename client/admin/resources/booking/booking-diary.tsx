import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import type {
  BookingBlockAdmin,
  Diary,
  DiaryAppointment,
} from '../../../../src/schema/booking/booking-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { failure } from '../shop/responsive';
import { AppointmentDialog, OwnerBookingDialog } from './booking-appointment-dialogs';
import { addDays, clock, dateOf, dayTitle, mondayOf, parisToday } from './booking-dates';

// The owner's diary: a list (the next two weeks), a day or a week, moved back and forth. Each
// appointment shows the time, the service, the client and their phone; a tap opens it (move,
// cancel with a message, attended or no-show). On a phone the week's days stack.

type View = 'list' | 'day' | 'week';

export const STATUS_LABELS: Record<DiaryAppointment['status'], string> = {
  CONFIRMED: 'Confirmé',
  CANCELLED: 'Annulé',
  ATTENDED: 'Venu',
  NO_SHOW: 'Absent',
};
const STATUS_COLORS = {
  CONFIRMED: 'primary',
  CANCELLED: 'default',
  ATTENDED: 'success',
  NO_SHOW: 'warning',
} as const;

function periodOf(view: View, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const monday = mondayOf(anchor);
    return { from: monday, to: addDays(monday, 6) };
  }
  return { from: anchor, to: addDays(anchor, 13) };
}

const STEP: Record<View, number> = { list: 14, day: 1, week: 7 };

function AppointmentCard({ appointment, onOpen }: { appointment: DiaryAppointment; onOpen: () => void }) {
  const cancelled = appointment.status === 'CANCELLED';
  return (
    <Card variant="outlined" sx={{ opacity: cancelled ? 0.7 : 1 }}>
      <CardActionArea
        onClick={onOpen}
        aria-label={`Ouvrir le rendez-vous de ${appointment.firstname} ${appointment.lastname}`}
      >
        <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              component="span"
              sx={{ textDecoration: cancelled ? 'line-through' : 'none', fontWeight: 700 }}
            >
              {clock(appointment.start)}–{clock(appointment.end)}
            </Typography>
            <Chip
              size="small"
              label={STATUS_LABELS[appointment.status]}
              color={STATUS_COLORS[appointment.status]}
            />
          </Stack>
          <Typography variant="body2">
            {appointment.firstname} {appointment.lastname}
            {appointment.places > 1 ? ` · ${appointment.places} pers.` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {appointment.service.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {appointment.phone}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function BlockCard({ block }: { block: BookingBlockAdmin }) {
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'text.secondary', borderRadius: 1, px: 1.5, py: 0.75 }}>
      <Typography variant="body2">
        {dateOf(block.start) === dateOf(block.end)
          ? `${clock(block.start)}–${clock(block.end)}`
          : `jusqu’au ${dayTitle(dateOf(block.end))} ${clock(block.end)}`}{' '}
        · {block.label || 'Indisponible'}
      </Typography>
    </Box>
  );
}

function DayColumn(props: {
  date: string;
  diary: Diary;
  hideEmpty: boolean;
  onOpen: (reference: string) => void;
}) {
  const appointments = props.diary.appointments.filter((item) => dateOf(item.start) === props.date);
  const blocks = props.diary.blocks.filter(
    (block) => dateOf(block.start) <= props.date && dateOf(block.end) >= props.date,
  );
  if (props.hideEmpty && appointments.length === 0 && blocks.length === 0) return null;
  return (
    <Box component="section" aria-label={dayTitle(props.date)} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {dayTitle(props.date)}
      </Typography>
      <Stack spacing={1}>
        {blocks.map((block) => (
          <BlockCard key={`b${block.id}`} block={block} />
        ))}
        {appointments.map((appointment) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            onOpen={() => props.onOpen(appointment.reference)}
          />
        ))}
        {appointments.length === 0 && blocks.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aucun rendez-vous.
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

export function BookingDiaryScreen() {
  const [view, setView] = useState<View>('list');
  const [anchor, setAnchor] = useState(parisToday());
  const [open, setOpen] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const period = periodOf(view, anchor);
  const diary = useQuery({
    queryKey: ['booking', 'diary', period.from, period.to],
    queryFn: async () =>
      (await call(apiFetch, `/admin/booking/diary?from=${period.from}&to=${period.to}`)).data as Diary,
  });
  const days = Array.from(
    { length: (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1 },
    (_, index) => addDays(period.from, index),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Rendez-vous" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: View | null) => value && setView(value)}
          aria-label="Vue de l’agenda"
        >
          <ToggleButton value="list">Liste</ToggleButton>
          <ToggleButton value="day">Jour</ToggleButton>
          <ToggleButton value="week">Semaine</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          onClick={() => setAnchor(addDays(anchor, -STEP[view]))}
          aria-label="Période précédente"
        >
          ‹ Avant
        </Button>
        <Button size="small" onClick={() => setAnchor(parisToday())}>
          Aujourd’hui
        </Button>
        <Button
          size="small"
          onClick={() => setAnchor(addDays(anchor, STEP[view]))}
          aria-label="Période suivante"
        >
          Après ›
        </Button>
        <input
          type="date"
          aria-label="Aller au jour"
          value={anchor}
          onChange={(event) => event.target.value && setAnchor(event.target.value)}
          style={{ font: 'inherit', padding: '4px 6px' }}
        />
        <Button variant="contained" size="small" onClick={() => setBooking(true)}>
          Nouveau rendez-vous
        </Button>
      </Stack>
      {diary.isPending ? <LinearProgress aria-label="Chargement de l’agenda" /> : null}
      {diary.isError ? <Typography color="error">{failure(diary.error)}</Typography> : null}
      {diary.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: view === 'week' ? { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' } : '1fr',
          }}
        >
          {days.map((date) => (
            <DayColumn
              key={date}
              date={date}
              diary={diary.data}
              hideEmpty={view === 'list'}
              onOpen={setOpen}
            />
          ))}
          {view === 'list' && diary.data.appointments.length === 0 && diary.data.blocks.length === 0 ? (
            <Typography color="text.secondary">
              Aucun rendez-vous dans les deux semaines qui viennent.
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {open ? (
        <AppointmentDialog
          reference={open}
          onClose={() => setOpen(null)}
          onChanged={() => void diary.refetch()}
        />
      ) : null}
      {booking ? (
        <OwnerBookingDialog
          onClose={() => setBooking(false)}
          onBooked={() => {
            setBooking(false);
            void diary.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}
