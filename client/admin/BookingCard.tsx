import { Card, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { DiaryAppointment } from '../../src/schema/booking/booking-admin';
import { apiFetch } from './api-fetch';
import { call } from './api-call';
import { countOf } from './messages/french-plural';
import { parisWhen } from './resources/booking/booking-dates';

// The dashboard's appointments: the next five and the number booked this month. A site that
// does not take appointments online (none booked, none coming) shows nothing.

interface BookingFigures {
  upcoming: DiaryAppointment[];
  monthCount: number;
}

export function BookingCard() {
  const [figures, setFigures] = useState<BookingFigures | null>(null);
  useEffect(() => {
    call(apiFetch, '/admin/booking/dashboard')
      .then(({ data }) => setFigures(data as BookingFigures))
      .catch(() => setFigures(null));
  }, []);
  if (!figures || (figures.upcoming.length === 0 && figures.monthCount === 0)) return null;
  return (
    <Card component="section" aria-labelledby="booking-card-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="booking-card-title" component="h2" variant="h6" gutterBottom>
          Rendez-vous
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {countOf(figures.monthCount, 'rendez-vous ce mois-ci', 'rendez-vous ce mois-ci')}.
        </Typography>
        {figures.upcoming.length === 0 ? (
          <Typography>Aucun rendez-vous à venir.</Typography>
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {figures.upcoming.map((appointment) => (
              <li key={appointment.id}>
                <strong>{parisWhen(appointment.start)}</strong> · {appointment.firstname}{' '}
                {appointment.lastname} · {appointment.service.name}
              </li>
            ))}
          </ul>
        )}
        <Link href="#/booking-appointments" sx={{ display: 'inline-block', mt: 1 }}>
          Ouvrir l’agenda
        </Link>
      </CardContent>
    </Card>
  );
}
