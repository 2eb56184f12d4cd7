import { useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactElement } from 'react';
import { bookingSlotWords } from '../booking/booking-slot-words.ts';
import { dayLabel, daysSpan, pagerDays, slotTime, DAYS_SHOWN } from '../booking/booking-days.ts';

// The free times of a service, day by day, and the pager to the weeks before and after. The
// worker renders it as plain links (?jour= for a week, &start= for a time), which work without
// JavaScript; in the browser the pager asks GET /api/booking/slots for the new week and shows
// it in place, without reloading the page: the days are marked busy while it loads, the new
// span is announced, focus stays on the link that was followed (or moves to the next-week
// link when the previous one goes away), and the address keeps ?jour= for a reload. A failed
// call shows a message, and the links then load their page as they do without JavaScript.

type BookingSlot = { start: string; end: string; remaining: number };
type BookingSlotDay = { date: string; slots: BookingSlot[] };

export type BookingSlotsProps = {
  locale: string;
  service: number;
  /** The service's free-times page (localised), to which `&jour=` and `&start=` are added. */
  href: string;
  /** The service takes several people per slot: each time says how many places are left. */
  places: boolean;
  /** Today in Paris, the first day the pager may go back to. */
  today: string;
  from: string;
  days: BookingSlotDay[];
  /** The pager's accessible name. */
  label: string;
};

type Status = { kind: 'idle' | 'loading' | 'failed' | 'shown'; text: string };

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

async function fetchDays(service: number, from: string): Promise<BookingSlotDay[]> {
  const query = `service=${service}&from=${from}&days=${DAYS_SHOWN}`;
  const response = await fetch(`/api/booking/slots?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`booking slots: ${response.status}`);
  const body = await response.json<{ success?: boolean; data?: { days?: BookingSlotDay[] } }>();
  if (!body.success || !Array.isArray(body.data?.days)) throw new Error('booking slots: bad answer');
  return body.data.days;
}

export function BookingSlots(props: BookingSlotsProps): ReactElement {
  const { locale, service, href, places, today, label } = props;
  const w = bookingSlotWords(locale);
  const [week, setWeek] = useState({ from: props.from, days: props.days });
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const asked = useRef(0);
  const nextLink = useRef<HTMLAnchorElement>(null);
  const followed = useRef<'previous' | 'next' | null>(null);
  const pager = pagerDays(week.from, today);

  // Once the new week is on screen: the address says which (a reload shows it again), and
  // focus goes to the next-week link if the previous-week one is gone (back at today).
  useEffect(() => {
    if (!followed.current) return;
    window.history.replaceState(window.history.state, '', `${href}&jour=${week.from}`);
    if (followed.current === 'previous' && !pager.previous) nextLink.current?.focus();
    followed.current = null;
  }, [week, href, pager.previous]);

  const load = async (which: 'previous' | 'next', from: string) => {
    const call = ++asked.current;
    setStatus({ kind: 'loading', text: w.loading });
    try {
      const days = await fetchDays(service, from);
      if (call !== asked.current) return;
      followed.current = which;
      setWeek({ from, days });
      const span = daysSpan(
        days.map((day) => day.date),
        locale,
      );
      setStatus({ kind: 'shown', text: span ? w.shown(span.first, span.last) : '' });
    } catch {
      if (call === asked.current) setStatus({ kind: 'failed', text: w.failed });
    }
  };

  const go = (which: 'previous' | 'next', from: string) => (event: MouseEvent) => {
    // After a failure the links are plain links again: the next click loads the page.
    if (!plainClick(event) || status.kind === 'failed') return;
    event.preventDefault();
    void load(which, from);
  };

  const loading = status.kind === 'loading';
  return (
    <>
      <div
        className={loading ? 'booking__days booking__days--loading' : 'booking__days'}
        data-from={week.from}
        aria-busy={loading ? true : undefined}
      >
        {week.days.map((day) => (
          <section key={day.date} className="booking__day" aria-labelledby={`day-${day.date}`}>
            <h3 id={`day-${day.date}`}>{dayLabel(day.date, locale)}</h3>
            {day.slots.length === 0 ? (
              <p className="booking__none">{w.noSlot}</p>
            ) : (
              <ul className={places ? 'booking__slots booking__slots--places' : 'booking__slots'}>
                {day.slots.map((slot) => (
                  <li key={slot.start}>
                    <a className="booking__slot" href={`${href}&start=${encodeURIComponent(slot.start)}`}>
                      {slotTime(slot.start)}
                      {places ? <small> ({w.remaining(slot.remaining)})</small> : null}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p className={`booking__status booking__status--${status.kind}`} role="status" aria-live="polite">
        {status.text}
      </p>
      <nav className="booking__pager" aria-label={label}>
        {pager.previous ? (
          <a key="previous" href={`${href}&jour=${pager.previous}`} onClick={go('previous', pager.previous)}>
            ← {w.previousDays}
          </a>
        ) : null}{' '}
        <a key="next" ref={nextLink} href={`${href}&jour=${pager.next}`} onClick={go('next', pager.next)}>
          {w.nextDays} →
        </a>
      </nav>
    </>
  );
}
