import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import type { BookingExceptionAdmin, BookingHours } from '../../../../src/schema/booking/booking-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { failure } from '../shop/responsive';
import { dayTitle } from './booking-dates';

// The week's booking hours (several ranges a day: 9:00–12:30 and 14:00–19:00) saved as a whole,
// and the exceptions: closed days (holidays, leave) and one-off extra openings.

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
type Range = BookingHours['hours'][number];

function WeekHours() {
  const notify = useNotify();
  const hours = useQuery({
    queryKey: ['booking', 'hours'],
    queryFn: async () => (await call(apiFetch, '/admin/booking/hours')).data as BookingHours,
  });
  const [ranges, setRanges] = useState<Range[]>([]);
  useEffect(() => {
    if (hours.data) setRanges(hours.data.hours);
  }, [hours.data]);
  const change = (index: number, field: 'start' | 'end', value: string) =>
    setRanges((current) => current.map((range, at) => (at === index ? { ...range, [field]: value } : range)));
  const save = async () => {
    try {
      const { data } = await call(apiFetch, '/admin/booking/hours', {
        method: 'PUT',
        body: JSON.stringify({ hours: ranges }),
      });
      setRanges((data as BookingHours).hours);
      notify('Horaires enregistrés.', { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  if (hours.isPending) return <LinearProgress aria-label="Chargement des horaires" />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Horaires de la semaine
        </Typography>
        <Stack spacing={2}>
          {WEEKDAYS.map((name, index) => {
            const weekday = index + 1;
            return (
              <Box key={weekday} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                <Stack spacing={1}>
                  {ranges.map((range, at) =>
                    range.weekday === weekday ? (
                      <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <TextField
                          type="time"
                          size="small"
                          label="De"
                          value={range.start}
                          onChange={(event) => change(at, 'start', event.target.value)}
                          slotProps={{ inputLabel: { shrink: true } }}
                        />
                        <TextField
                          type="time"
                          size="small"
                          label="À"
                          value={range.end}
                          onChange={(event) => change(at, 'end', event.target.value)}
                          slotProps={{ inputLabel: { shrink: true } }}
                        />
                        <IconButton
                          aria-label={`Retirer la plage du ${name.toLowerCase()}`}
                          onClick={() => setRanges((current) => current.filter((_, other) => other !== at))}
                        >
                          <Delete />
                        </IconButton>
                      </Stack>
                    ) : null,
                  )}
                  {ranges.every((range) => range.weekday !== weekday) ? (
                    <Typography variant="body2" color="text.secondary">
                      Fermé
                    </Typography>
                  ) : null}
                  <Box>
                    <Button
                      size="small"
                      onClick={() =>
                        setRanges((current) => [...current, { weekday, start: '09:00', end: '12:00' }])
                      }
                    >
                      Ajouter une plage
                    </Button>
                  </Box>
                </Stack>
              </Box>
            );
          })}
          <Box>
            <Button variant="contained" onClick={() => void save()}>
              Enregistrer les horaires
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Exceptions() {
  const notify = useNotify();
  const exceptions = useQuery({
    queryKey: ['booking', 'exceptions'],
    queryFn: async () =>
      ((await call(apiFetch, '/admin/booking/exception')).data as { exceptions: BookingExceptionAdmin[] })
        .exceptions,
  });
  const [draft, setDraft] = useState({ date: '', kind: 'CLOSED', start: '09:00', end: '12:00', label: '' });
  const add = async () => {
    try {
      await call(apiFetch, '/admin/booking/exception', {
        method: 'POST',
        body: JSON.stringify({
          date: draft.date,
          kind: draft.kind,
          start: draft.kind === 'OPEN' ? draft.start : null,
          end: draft.kind === 'OPEN' ? draft.end : null,
          label: draft.label,
        }),
      });
      notify('Exception ajoutée.', { type: 'success' });
      void exceptions.refetch();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  const remove = async (id: number) => {
    try {
      await call(apiFetch, `/admin/booking/exception/${id}`, { method: 'DELETE' });
      void exceptions.refetch();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Jours fermés et ouvertures en plus
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {(exceptions.data ?? []).map((exception) => (
            <Stack
              component="li"
              key={exception.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ flex: 1 }}>
                <strong>{dayTitle(exception.date)}</strong> ·{' '}
                {exception.kind === 'CLOSED' ? 'fermé' : `ouvert de ${exception.start} à ${exception.end}`}
                {exception.label ? ` · ${exception.label}` : ''}
              </Typography>
              <IconButton
                aria-label={`Supprimer l’exception du ${exception.date}`}
                onClick={() => void remove(exception.id)}
              >
                <Delete />
              </IconButton>
            </Stack>
          ))}
          {exceptions.data?.length === 0 ? (
            <Typography component="li" color="text.secondary">
              Aucune exception à venir.
            </Typography>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label="Date"
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label="Ce jour-là"
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
          >
            <MenuItem value="CLOSED">Fermé</MenuItem>
            <MenuItem value="OPEN">Ouvert en plus</MenuItem>
          </TextField>
          {draft.kind === 'OPEN' ? (
            <>
              <TextField
                type="time"
                size="small"
                label="De"
                value={draft.start}
                onChange={(event) => setDraft({ ...draft, start: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                size="small"
                label="À"
                value={draft.end}
                onChange={(event) => setDraft({ ...draft, end: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          ) : null}
          <TextField
            size="small"
            label="Motif (facultatif)"
            value={draft.label}
            onChange={(event) => setDraft({ ...draft, label: event.target.value })}
          />
          <Button variant="outlined" disabled={draft.date === ''} onClick={() => void add()}>
            Ajouter
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function BookingHoursScreen() {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Horaires de rendez-vous" />
      <WeekHours />
      <Exceptions />
    </Stack>
  );
}
