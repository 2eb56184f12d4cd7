import type { ReactElement } from 'react';
import { appointmentWhen } from '../../domain/booking/booking-words';
import type { MemberAppointment, MemberAppointments } from '../../schema/booking/booking';

// The personal space's appointments: the coming ones (each with its link to move or cancel)
// and the past or cancelled ones. Shown only on a site that takes appointments.

const WORDS = {
  fr: {
    title: 'Mes rendez-vous',
    coming: 'À venir',
    past: 'Passés et annulés',
    none: 'Aucun rendez-vous à venir.',
    manage: 'Déplacer ou annuler',
    book: 'Prendre rendez-vous',
    status: { CONFIRMED: '', CANCELLED: 'annulé', ATTENDED: '', NO_SHOW: 'manqué' },
  },
  en: {
    title: 'My appointments',
    coming: 'Coming',
    past: 'Past and cancelled',
    none: 'No coming appointment.',
    manage: 'Move or cancel',
    book: 'Book an appointment',
    status: { CONFIRMED: '', CANCELLED: 'cancelled', ATTENDED: '', NO_SHOW: 'missed' },
  },
};

function Item(props: { item: MemberAppointment; locale: string; manage?: string }): ReactElement {
  const w = WORDS[props.locale.startsWith('en') ? 'en' : 'fr'];
  const status = w.status[props.item.status];
  return (
    <li className="account-appointments__item">
      <strong>{appointmentWhen(new Date(props.item.start), props.locale)}</strong> · {props.item.service}
      {status ? ` · ${status}` : ''}
      <br />
      <span className="account-appointments__place">{props.item.location}</span>
      {props.manage ? (
        <>
          {' '}
          · <a href={props.item.manageUrl}>{props.manage}</a>
        </>
      ) : null}
    </li>
  );
}

export function MemberAppointmentsSection(props: {
  appointments: MemberAppointments;
  locale: string;
  bookHref: string;
}): ReactElement {
  const w = WORDS[props.locale.startsWith('en') ? 'en' : 'fr'];
  return (
    <section
      className="account-section account-appointments"
      aria-labelledby="rendez-vous-title"
      id="rendez-vous"
    >
      <h2 id="rendez-vous-title">{w.title}</h2>
      <h3>{w.coming}</h3>
      {props.appointments.coming.length === 0 ? (
        <p>
          {w.none} <a href={props.bookHref}>{w.book}</a>
        </p>
      ) : (
        <ul>
          {props.appointments.coming.map((item) => (
            <Item key={item.reference} item={item} locale={props.locale} manage={w.manage} />
          ))}
        </ul>
      )}
      {props.appointments.past.length > 0 ? (
        <>
          <h3>{w.past}</h3>
          <ul>
            {props.appointments.past.map((item) => (
              <Item key={item.reference} item={item} locale={props.locale} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
