import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { AppointmentAdmin, BookingServiceAdmin } from '../../../../src/schema/booking/booking-admin';
import { call } from '../../api-call';
import { apiFetch } from '../../api-fetch';
import { failure } from '../shop/responsive';
import { parisInstantOf, parisWhen } from './booking-dates';

// One appointment, opened from the diary: the client's details (everything they typed shown as
// text), its history, and the owner's actions; and booking on a client's behalf (a phone call).

const ACTION_LABELS: Record<string, string> = {
  CREATED: 'Pris',
  MOVED: 'Déplacé',
  CANCELLED: 'Annulé',
  ATTENDED: 'Venu',
  NO_SHOW: 'Absent',
};
const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmé',
  CANCELLED: 'Annulé',
  ATTENDED: 'Venu',
  NO_SHOW: 'Absent',
};

function useAction(onDone: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, method: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await call(apiFetch, path, { method, body: JSON.stringify(body) });
      notify(done, { type: 'success' });
      onDone();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function AppointmentDialog(props: { reference: string; onClose: () => void; onChanged: () => void }) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const appointment = useQuery({
    queryKey: ['booking', 'appointment', props.reference],
    queryFn: async () =>
      (await call(apiFetch, `/admin/booking/appointment/${encodeURIComponent(props.reference)}`))
        .data as AppointmentAdmin,
  });
  const [moveTo, setMoveTo] = useState('');
  const [message, setMessage] = useState('');
  const { busy, run } = useAction(() => {
    props.onChanged();
    void appointment.refetch();
  });
  const path = `/admin/booking/appointment/${encodeURIComponent(props.reference)}`;
  const data = appointment.data;
  const started = data ? Date.parse(data.start) <= Date.now() : false;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="appointment-title"
    >
      <DialogTitle id="appointment-title">Rendez-vous {props.reference}</DialogTitle>
      <DialogContent dividers>
        {appointment.isPending ? <LinearProgress aria-label="Chargement du rendez-vous" /> : null}
        {appointment.isError ? <Typography color="error">{failure(appointment.error)}</Typography> : null}
        {data ? (
          <Stack spacing={1.5}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              <dt>Quand</dt>
              <dd style={{ margin: 0 }}>{parisWhen(data.start)}</dd>
              <dt>Prestation</dt>
              <dd style={{ margin: 0 }}>
                {data.service.name}
                {data.places > 1 ? ` · ${data.places} personnes` : ''}
              </dd>
              <dt>Client</dt>
              <dd style={{ margin: 0 }}>
                {data.firstname} {data.lastname}
              </dd>
              <dt>Téléphone</dt>
              <dd style={{ margin: 0 }}>
                <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
              </dd>
              <dt>E-mail</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              <dt>Lieu</dt>
              <dd style={{ margin: 0 }}>{data.location}</dd>
              <dt>Statut</dt>
              <dd style={{ margin: 0 }}>{STATUS[data.status]}</dd>
            </Box>
            {data.message ? (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  Message du client
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.message}</Typography>
              </Box>
            ) : null}
            {data.cancelReason ? <Typography>Motif d’annulation : {data.cancelReason}</Typography> : null}
            <Box>
              <Typography variant="subtitle2" component="h3">
                Historique
              </Typography>
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {data.history.map((entry, index) => (
                  <li key={index}>
                    {ACTION_LABELS[entry.action]} le {parisWhen(entry.at)} par {entry.actor}
                  </li>
                ))}
              </ul>
            </Box>
            {data.status === 'CONFIRMED' ? (
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    type="datetime-local"
                    size="small"
                    label="Déplacer au"
                    value={moveTo}
                    onChange={(event) => setMoveTo(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <Button
                    disabled={busy || moveTo === ''}
                    onClick={() =>
                      void run(
                        `${path}/move`,
                        'POST',
                        { start: parisInstantOf(moveTo) },
                        'Rendez-vous déplacé : le client est prévenu.',
                      )
                    }
                  >
                    Déplacer
                  </Button>
                </Stack>
                <TextField
                  label="Message au client (annulation)"
                  multiline
                  minRows={2}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  fullWidth
                />
                <Box>
                  <Button
                    color="error"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        `${path}/cancel`,
                        'POST',
                        { message: message || undefined },
                        'Rendez-vous annulé : le client est prévenu.',
                      )
                    }
                  >
                    Annuler le rendez-vous
                  </Button>
                </Box>
              </>
            ) : null}
            {started && data.status !== 'CANCELLED' ? (
              <Stack direction="row" spacing={1}>
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(`${path}/attendance`, 'PUT', { status: 'ATTENDED' }, 'Pointé : venu.')
                  }
                >
                  Venu
                </Button>
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(`${path}/attendance`, 'PUT', { status: 'NO_SHOW' }, 'Pointé : absent.')
                  }
                >
                  Absent
                </Button>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

export function OwnerBookingDialog(props: { onClose: () => void; onBooked: () => void }) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const services = useQuery({
    queryKey: ['booking', 'services'],
    queryFn: async () =>
      ((await call(apiFetch, '/admin/booking/service')).data as { services: BookingServiceAdmin[] }).services,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const chosen = services.data?.find((service) => String(service.id) === fields.service);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await call(apiFetch, '/admin/booking/appointment', {
        method: 'POST',
        body: JSON.stringify({
          service: Number(fields.service),
          start: fields.start ? parisInstantOf(fields.start) : '',
          firstname: fields.firstname ?? '',
          lastname: fields.lastname ?? '',
          email: fields.email ?? '',
          phone: fields.phone ?? '',
          message: fields.message || undefined,
          places: chosen && chosen.capacity > 1 ? Number(fields.places || 1) : undefined,
          address:
            chosen && chosen.location !== 'PRACTICE' && fields.street
              ? { street: fields.street, postcode: fields.postcode ?? '', city: fields.city ?? '' }
              : undefined,
        }),
      });
      notify('Rendez-vous pris : le client reçoit la confirmation.', { type: 'success' });
      props.onBooked();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="owner-booking-title"
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="owner-booking-title">Nouveau rendez-vous</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              select
              required
              label="Prestation"
              value={fields.service ?? ''}
              onChange={set('service')}
            >
              {(services.data ?? []).map((service) => (
                <MenuItem key={service.id} value={String(service.id)}>
                  {service.name} ({service.durationMinutes} min)
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="datetime-local"
              required
              label="Début"
              value={fields.start ?? ''}
              onChange={set('start')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {chosen && chosen.capacity > 1 ? (
              <TextField
                type="number"
                label="Personnes"
                value={fields.places ?? '1'}
                onChange={set('places')}
              />
            ) : null}
            <TextField
              required
              label="Prénom"
              autoComplete="off"
              value={fields.firstname ?? ''}
              onChange={set('firstname')}
            />
            <TextField required label="Nom" value={fields.lastname ?? ''} onChange={set('lastname')} />
            <TextField
              required
              type="email"
              label="E-mail"
              value={fields.email ?? ''}
              onChange={set('email')}
            />
            <TextField
              required
              type="tel"
              label="Téléphone"
              value={fields.phone ?? ''}
              onChange={set('phone')}
            />
            {chosen && chosen.location !== 'PRACTICE' ? (
              <>
                <TextField
                  required={chosen.location === 'HOME'}
                  label="Adresse"
                  value={fields.street ?? ''}
                  onChange={set('street')}
                />
                <TextField label="Code postal" value={fields.postcode ?? ''} onChange={set('postcode')} />
                <TextField label="Ville" value={fields.city ?? ''} onChange={set('city')} />
              </>
            ) : null}
            <TextField
              label="Note"
              multiline
              minRows={2}
              value={fields.message ?? ''}
              onChange={set('message')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Fermer</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Réserver
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
