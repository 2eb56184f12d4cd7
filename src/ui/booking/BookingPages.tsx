import type { ReactElement } from 'react';
import { appointmentWhen, bookingPrice, bookingWords } from '../../domain/booking/booking-words';
import type { AppointmentView, BookableService, SlotDays } from '../../schema/booking/booking';
import { Notice, type FormNotice } from '../account/AccountField';
import { Stylesheet } from '../document/Stylesheet';
import { BookingSlots } from '../islands/BookingSlots';
import { Island } from '../islands/island';
import { dayLabel, slotTime } from './booking-days';
import { bookingPageWords } from './booking-page-words';

// The booking pages, plain HTML that works without JavaScript: the service list, the days and
// their free times (links), the details form (a POST), and the manage page (forms that POST).
// The free times' list is the BookingSlots island: the same links, paged in place in the browser.
// Their look is public/assets/booking.css, on top of the site's form classes (blocks.css).

const BOOK_PATH = '/rendez-vous';

interface Common {
  locale: string;
  link: (path: string) => string;
}

function ServiceFacts({ service, locale }: { service: BookableService; locale: string }) {
  const words = bookingWords(locale);
  return (
    <p className="booking__facts">
      {words.minutes(service.durationMinutes)} · {bookingPrice(service.priceCents, locale)}
      {service.location === 'HOME'
        ? ` · ${words.atHome}`
        : service.location === 'COMPANY'
          ? ` · ${words.atCompany}`
          : ''}
    </p>
  );
}

export function BookingServicesPage({
  locale,
  link,
  services,
}: Common & { services: BookableService[] }): ReactElement {
  const w = bookingPageWords(locale);
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{w.title}</h1>
      <h2>{w.chooseService}</h2>
      {services.length === 0 ? <p>{w.noServices}</p> : null}
      <ul className="booking__services">
        {services.map((service) => (
          <li key={service.id} className="booking__service">
            <h3 className="booking__service-name">
              <a href={link(`${BOOK_PATH}?service=${service.id}`)}>{service.name}</a>
            </h3>
            <ServiceFacts service={service} locale={locale} />
            {service.description ? <p className="booking__description">{service.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BookingSlotsPage({
  locale,
  link,
  service,
  slots,
  from,
  today,
  notice,
}: Common & {
  service: BookableService;
  slots: SlotDays;
  from: string;
  /** Today in Paris: the pager goes back no further. */
  today: string;
  notice: FormNotice | null;
}): ReactElement {
  const w = bookingPageWords(locale);
  const base = `${BOOK_PATH}?service=${service.id}`;
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{w.title}</h1>
      <div className="booking__choice">
        <p className="booking__choice-name">{service.name}</p>
        <ServiceFacts service={service} locale={locale} />
        <a className="booking__change" href={link(BOOK_PATH)}>
          {w.changeService}
        </a>
      </div>
      <Notice notice={notice} />
      <h2>{w.chooseSlot}</h2>
      <Island
        name="BookingSlots"
        component={BookingSlots}
        props={{
          locale,
          service: service.id,
          href: link(base),
          places: service.capacity > 1,
          today,
          from,
          days: slots.days,
          label: w.chooseSlot,
        }}
      />
    </section>
  );
}

export type DetailsValues = Record<string, string>;

function Field({
  name,
  label,
  type = 'text',
  values,
  errors,
  autoComplete,
  required = true,
}: {
  name: string;
  label: string;
  type?: string;
  values: DetailsValues;
  errors: Record<string, string>;
  autoComplete?: string;
  required?: boolean;
}) {
  const error = errors[name];
  const id = `booking-${name.replace('.', '-')}`;
  return (
    <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="block-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BookingDetailsPage({
  locale,
  link,
  service,
  start,
  policy,
  values,
  errors,
  notice,
}: Common & {
  service: BookableService;
  start: string;
  policy: string;
  values: DetailsValues;
  errors: Record<string, string>;
  notice: FormNotice | null;
}): ReactElement {
  const w = bookingPageWords(locale);
  const f = { values, errors };
  const address = service.location !== 'PRACTICE';
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{w.title}</h1>
      <div className="booking__choice">
        <p className="booking__choice-name">{service.name}</p>
        <p className="booking__facts">{appointmentWhen(new Date(start), locale)}</p>
        <a
          className="booking__change"
          href={link(`${BOOK_PATH}?service=${service.id}&jour=${start.slice(0, 10)}`)}
        >
          {w.changeSlot}
        </a>
      </div>
      <h2>{w.details}</h2>
      <Notice notice={notice} />
      <form className="block-form__form booking__form" method="post" action={link(BOOK_PATH)} noValidate>
        <input type="hidden" name="service" value={service.id} />
        <input type="hidden" name="start" value={start} />
        <Field name="firstname" label={w.firstname} autoComplete="given-name" {...f} />
        <Field name="lastname" label={w.lastname} autoComplete="family-name" {...f} />
        <Field name="email" label={w.email} type="email" autoComplete="email" {...f} />
        <Field name="phone" label={w.phone} type="tel" autoComplete="tel" {...f} />
        {address ? (
          <>
            <Field name="address.street" label={w.street} autoComplete="street-address" {...f} />
            <Field name="address.postcode" label={w.postcode} autoComplete="postal-code" {...f} />
            <Field name="address.city" label={w.city} autoComplete="address-level2" {...f} />
          </>
        ) : null}
        {service.capacity > 1 ? <Field name="places" label={w.places} type="number" {...f} /> : null}
        {service.payment !== 'ON_SITE' ? (
          <>
            <Field name="giftCardCodes" label={w.giftCard} autoComplete="off" required={false} {...f} />
            <p className="booking__hint">{w.giftCardHint}</p>
          </>
        ) : null}
        <div className="block-form__field">
          <label htmlFor="booking-message">{w.message}</label>
          <textarea id="booking-message" name="message" rows={3} defaultValue={values.message ?? ''} />
        </div>
        {policy ? <p className="booking__policy">{policy}</p> : null}
        <div
          className={`block-form__field block-form__field--checkbox${errors.acceptTerms ? ' block-form__field--error' : ''}`}
        >
          <input
            id="booking-terms"
            name="acceptTerms"
            type="checkbox"
            value="true"
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'booking-terms-error' : undefined}
          />
          <label htmlFor="booking-terms">{w.acceptTerms}</label>
          {errors.acceptTerms ? (
            <p className="block-form__error" id="booking-terms-error">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <button type="submit" className="block-form__submit">
          {w.confirm}
        </button>
      </form>
    </section>
  );
}

export function BookingManagePage({
  locale,
  link,
  appointment,
  token,
  notice,
  slots,
  days,
  icsHref,
}: Common & {
  appointment: AppointmentView;
  token: string;
  notice: FormNotice | null;
  slots: SlotDays | null;
  /** The first days of the weeks before and after the free times shown, for the move's pager. */
  days?: { previous: string | null; next: string };
  icsHref: string;
}): ReactElement {
  const w = bookingPageWords(locale);
  const manage = `${BOOK_PATH}/gerer/${appointment.reference}`;
  const manageLink = `${manage}?token=${encodeURIComponent(token)}`;
  const confirmed = appointment.status === 'CONFIRMED';
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{w.manageTitle}</h1>
      <Notice notice={notice} />
      <dl className="booking__summary">
        <dt>{w.service}</dt>
        <dd>{appointment.service.name}</dd>
        <dt>{w.when}</dt>
        <dd>{appointmentWhen(new Date(appointment.start), locale)}</dd>
        <dt>{w.where}</dt>
        <dd>{appointment.location}</dd>
        <dt>{w.reference}</dt>
        <dd>{appointment.reference}</dd>
      </dl>
      {appointment.status === 'PENDING_PAYMENT' ? <p>{w.statusAwaitingPayment}</p> : null}
      {appointment.status === 'CANCELLED' ? <p>{w.statusCancelled}</p> : null}
      {appointment.status === 'ATTENDED' || appointment.status === 'NO_SHOW' ? <p>{w.statusDone}</p> : null}
      {confirmed ? (
        <p>
          <a href={icsHref}>{w.calendar}</a>
        </p>
      ) : null}
      {confirmed && appointment.changeable ? (
        <>
          <p>{w.until(appointmentWhen(new Date(appointment.changeableUntil), locale))}</p>
          <form method="post" action={link(`${manage}/annuler`)}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="block-form__submit booking__cancel">
              {w.cancel}
            </button>
          </form>
          <h2>{w.move}</h2>
          <div className="booking__days">
            {slots?.days.map((day) =>
              day.slots.length === 0 ? null : (
                <form
                  key={day.date}
                  className="booking__day"
                  method="post"
                  action={link(`${manage}/deplacer`)}
                >
                  <input type="hidden" name="token" value={token} />
                  <fieldset className="booking__fieldset">
                    <legend className="booking__day-name">{dayLabel(day.date, locale)}</legend>
                    <ul className="booking__slots">
                      {day.slots.map((slot) => (
                        <li key={slot.start}>
                          <button
                            type="submit"
                            name="start"
                            value={slot.start}
                            className="booking__slot"
                            aria-label={w.moveTo(`${dayLabel(day.date, locale)} ${slotTime(slot.start)}`)}
                          >
                            {slotTime(slot.start)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                </form>
              ),
            )}
          </div>
          {days ? (
            <nav className="booking__pager" aria-label={w.move}>
              {days.previous ? (
                <a href={link(`${manageLink}&jour=${days.previous}`)}>← {w.previousDays}</a>
              ) : null}{' '}
              <a href={link(`${manageLink}&jour=${days.next}`)}>{w.nextDays} →</a>
            </nav>
          ) : null}
        </>
      ) : null}
      {confirmed && !appointment.changeable ? (
        <>
          {appointment.policy ? <p className="booking__policy">{appointment.policy}</p> : null}
          {appointment.phone ? <p>{w.callUs(appointment.phone)}</p> : null}
        </>
      ) : null}
      <p>
        <a href={link(BOOK_PATH)}>{w.bookAnother}</a>
      </p>
    </section>
  );
}
