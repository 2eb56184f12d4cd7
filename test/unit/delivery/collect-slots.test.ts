import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectSlotProblem,
  offeredDays,
  parisInstant,
  parisParts,
  weekdayOf,
  type WeeklySlot,
} from '../../../src/domain/delivery/collect-slots.ts';

// Weekly pick-up slots in Paris time. 2026: summer time starts Sunday 29 March (02:00 → 03:00)
// and ends Sunday 25 October (03:00 → 02:00).

const slots: WeeklySlot[] = [
  { id: 1, weekday: 1, opens: '08:00', closes: '09:00' },
  { id: 2, weekday: 1, opens: '09:00', closes: '12:00' },
  { id: 3, weekday: 6, opens: '10:00', closes: '12:30' },
  { id: 4, weekday: 6, opens: '14:30', closes: '19:00' },
  { id: 5, weekday: 7, opens: '10:00', closes: '12:00' },
];

describe('Paris wall-clock time', () => {
  it('converts both ways in winter, in summer and on the change days', () => {
    expect(parisInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parisInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parisInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(parisInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(parisParts(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', time: '02:30' });
    // The hour that comes twice in autumn reads as its first pass, summer time, from its first minute.
    expect(parisInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(parisInstant('2026-10-25', '02:45').toISOString()).toBe('2026-10-25T00:45:00.000Z');
    expect(parisInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // The hour that does not exist in spring lands an hour later, as before.
    expect(parisInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisParts(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  // Every one of them, not a sample: a random sample met the four quarters where the autumn
  // hour's first pass was read wrongly about once in a hundred runs.
  it('round-trips every quarter hour of the year; the repeated autumn hour reads as the summer one', () => {
    const wrong: string[] = [];
    for (let quarter = 0; quarter <= 365 * 96; quarter += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1) + quarter * 15 * 60_000);
      const { date, time } = parisParts(instant);
      const repeated = date === '2026-10-25' && time >= '02:00' && time < '03:00';
      const secondPass = repeated && instant.getUTCHours() === 1; // 02:xx winter time
      const expected = instant.getTime() - (secondPass ? 3_600_000 : 0);
      if (parisInstant(date, time).getTime() !== expected) wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('dates offered', () => {
  it('counts the lead time in real hours across the autumn change', () => {
    // Saturday 24 October 10:00 (summer time) + 48 h = Monday 26 October 09:00 (winter time).
    const days = offeredDays(slots, { now: new Date('2026-10-24T08:00:00Z'), leadHours: 48 });
    expect(days[0]).toEqual({
      date: '2026-10-26',
      weekday: 1,
      slots: [{ idSchedule: 2, opens: '09:00', closes: '12:00', from: '09:00' }],
    });
  });

  it('counts the lead time in real hours across the spring change', () => {
    // Saturday 28 March 10:00 (winter time) + 24 h = Sunday 29 March 11:00 (summer time).
    const days = offeredDays(slots, { now: new Date('2026-03-28T09:00:00Z'), leadHours: 24 });
    expect(days[0]).toEqual({
      date: '2026-03-29',
      weekday: 7,
      slots: [{ idSchedule: 5, opens: '10:00', closes: '12:00', from: '11:00' }],
    });
  });

  it('offers only open days within the horizon', () => {
    const days = offeredDays(slots, { now: new Date('2026-11-23T08:00:00Z'), leadHours: 0, horizonDays: 14 });
    expect(days.map((day) => day.weekday)).toEqual([1, 6, 7, 1, 6, 7]);
    expect(days[0]?.slots.map((slot) => slot.idSchedule)).toEqual([2]); // 09:00 Paris: the 08:00 slot is over
  });
});

describe('the server re-check', () => {
  const now = new Date('2026-11-23T08:00:00Z'); // Monday 09:00 Paris

  it('refuses a bad date, an unknown slot, another weekday, too early and too far, in French', () => {
    const check = (idSchedule: number, dateSchedule: string) =>
      collectSlotProblem(slots, { idSchedule, dateSchedule, now, leadHours: 48 });
    expect(check(3, '2026-11-28')).toBeNull();
    expect(check(3, '28/11/2026')).toBe("La date de retrait n'est pas valide (format attendu : AAAA-MM-JJ).");
    expect(check(3, '2026-02-30')).toBe("La date de retrait n'est pas valide (format attendu : AAAA-MM-JJ).");
    expect(check(99, '2026-11-28')).toBe("Ce créneau de retrait n'existe pas pour ce point de retrait.");
    expect(check(3, '2026-11-27')).toBe(
      "Ce créneau de retrait n'est pas ouvert le vendredi 27 novembre 2026.",
    );
    expect(check(2, '2026-11-23')).toBe(
      'Votre commande ne peut pas être prête pour ce créneau : le retrait est possible à partir du mercredi 25 novembre 2026 à 09h00.',
    );
    expect(check(3, '2027-01-30')).toBe(
      'Choisissez une date de retrait dans les 14 jours qui suivent la préparation de votre commande.',
    );
  });

  it('accepts every slot the list offers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 24 }),
        fc.integer({ min: 0, max: 96 }),
        (hour, leadHours) => {
          const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
          for (const day of offeredDays(slots, { now: at, leadHours })) {
            for (const slot of day.slots) {
              expect(
                collectSlotProblem(slots, {
                  idSchedule: slot.idSchedule,
                  dateSchedule: day.date,
                  now: at,
                  leadHours,
                }),
              ).toBeNull();
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
