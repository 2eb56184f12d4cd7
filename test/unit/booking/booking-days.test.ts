import { describe, expect, it } from 'vitest';
import { dayLabel, daysSpan, pagerDays, shiftDate, slotTime } from '../../../src/ui/booking/booking-days.ts';

// The free times' days, as the booking page and its island show them. 2026: Paris leaves summer
// time on Sunday 25 October (03:00 → 02:00) and enters it on Sunday 28 March 2027.

describe('the days of the free times', () => {
  it('labels a calendar date in French and in English, the same day whatever the season', () => {
    expect(dayLabel('2026-12-01', 'fr_FR')).toBe('mardi 1 décembre');
    expect(dayLabel('2026-12-01', 'en_GB')).toBe('Tuesday 1 December');
    expect(dayLabel('2026-10-25', 'fr_FR')).toBe('dimanche 25 octobre');
    expect(dayLabel('2027-03-28', 'en_GB')).toBe('Sunday 28 March');
  });

  it('shows a slot at its Paris wall-clock time, in winter and in summer', () => {
    expect(slotTime('2026-12-01T09:30:00+01:00')).toBe('09:30');
    expect(slotTime('2026-10-24T18:00:00+02:00')).toBe('18:00');
  });

  it('moves calendar dates across months, years and the clock changes', () => {
    expect(shiftDate('2026-10-22', 7)).toBe('2026-10-29');
    expect(shiftDate('2026-12-29', 7)).toBe('2027-01-05');
    expect(shiftDate('2027-03-01', -7)).toBe('2027-02-22');
    expect(shiftDate('2028-02-26', 7)).toBe('2028-03-04');
  });

  it('pages by weeks and never back before today', () => {
    expect(pagerDays('2026-12-01', '2026-12-01')).toEqual({ previous: null, next: '2026-12-08' });
    expect(pagerDays('2026-12-08', '2026-12-01')).toEqual({ previous: '2026-12-01', next: '2026-12-15' });
    expect(pagerDays('2026-12-05', '2026-12-01')).toEqual({ previous: '2026-12-01', next: '2026-12-12' });
    expect(pagerDays('2026-12-15', '2026-12-01')).toEqual({ previous: '2026-12-08', next: '2026-12-22' });
  });

  it('names the span of a week for its announcement', () => {
    expect(daysSpan(['2026-12-08', '2026-12-09', '2026-12-14'], 'fr_FR')).toEqual({
      first: 'mardi 8 décembre',
      last: 'lundi 14 décembre',
    });
    expect(daysSpan([], 'fr_FR')).toBeNull();
  });
});
