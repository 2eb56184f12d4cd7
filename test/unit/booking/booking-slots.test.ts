import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  offeredSlots,
  parisIso,
  parseInstant,
  rangesOf,
  slotRangeProblem,
  type BookingRules,
  type BusyAppointment,
  type SlotQuery,
  type SlotService,
} from '../../../src/domain/booking/booking-slots.ts';

// Booking slots in Paris time. 2026: summer time starts Sunday 29 March (02:00 → 03:00) and
// ends Sunday 25 October (03:00 → 02:00). 2026-12-01 is a Tuesday.

const rules: BookingRules = {
  hours: [
    { weekday: 2, start: '09:00', end: '12:30' },
    { weekday: 2, start: '14:00', end: '19:00' },
    { weekday: 6, start: '10:00', end: '12:00' },
  ],
  exceptions: [],
  noticeHours: 12,
  horizonDays: 60,
  stepMinutes: 15,
};

const massage: SlotService = {
  id: 1,
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  travelMinutes: 0,
  capacity: 1,
};

const NOW = new Date('2026-11-25T08:00:00Z'); // Wednesday, a week before

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    rules,
    service: massage,
    appointments: [],
    blocks: [],
    from: '2026-12-01',
    days: 1,
    now: NOW,
    ...overrides,
  };
}

const starts = (q: SlotQuery) => offeredSlots(q).flatMap((day) => day.slots.map((slot) => slot.start));
const times = (q: SlotQuery) => starts(q).map((start) => start.slice(11, 16));

function booked(start: string, minutes: number, extra: Partial<BusyAppointment> = {}): BusyAppointment {
  const begins = new Date(start);
  return {
    serviceId: 1,
    start: begins,
    end: new Date(begins.getTime() + minutes * 60_000),
    places: 1,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    travelMinutes: 0,
    ...extra,
  };
}

describe('weekly hours with several ranges', () => {
  it('offers every step of each range where the whole service fits', () => {
    const offered = times(query());
    expect(offered[0]).toBe('09:00');
    expect(offered).toContain('11:30');
    expect(offered).not.toContain('11:45'); // would end at 12:45, after 12:30
    expect(offered).not.toContain('13:00');
    expect(offered).toContain('14:00');
    expect(offered.at(-1)).toBe('18:00');
    expect(offered).toHaveLength(11 + 17);
  });

  it('uses the step: 30 minutes gives half as many starts', () => {
    const offered = times(query({ rules: { ...rules, stepMinutes: 30 } }));
    expect(offered.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(offered).toHaveLength(6 + 9);
  });

  it('offers nothing on a weekday without hours, and lists that day empty', () => {
    const days = offeredSlots(query({ from: '2026-11-30', days: 2 }));
    expect(days.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(days[0]?.slots).toEqual([]);
    expect(days[1]?.slots.length).toBeGreaterThan(0);
  });

  it('gives each slot its end and the places left', () => {
    const [first] = offeredSlots(query())[0]?.slots ?? [];
    expect(first).toEqual({
      start: '2026-12-01T09:00:00+01:00',
      end: '2026-12-01T10:00:00+01:00',
      remaining: 1,
    });
  });
});

describe('exceptions', () => {
  it('a closed day offers nothing', () => {
    const closed = { ...rules, exceptions: [{ date: '2026-12-01', kind: 'closed' as const }] };
    expect(starts(query({ rules: closed }))).toEqual([]);
  });

  it('an extra opening adds a range on a day, even one usually closed', () => {
    const extra = {
      ...rules,
      exceptions: [{ date: '2026-12-03', kind: 'open' as const, start: '18:00', end: '20:00' }],
    };
    expect(times(query({ rules: extra, from: '2026-12-03' }))).toEqual([
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
    ]);
  });

  it('a closed day wins over an extra opening the same day', () => {
    expect(
      rangesOf(
        {
          hours: rules.hours,
          exceptions: [
            { date: '2026-12-01', kind: 'open', start: '20:00', end: '21:00' },
            { date: '2026-12-01', kind: 'closed' },
          ],
        },
        '2026-12-01',
      ),
    ).toEqual([]);
  });
});

describe('minimum notice and horizon', () => {
  it('offers no slot in the past or within the notice', () => {
    const now = new Date('2026-11-30T22:00:00Z'); // 23:00 Paris the day before
    const offered = times(query({ now })); // earliest: 11:00 Paris
    expect(offered[0]).toBe('11:00');
    expect(offered).not.toContain('10:45');
  });

  it('offers nothing beyond the horizon', () => {
    const now = new Date('2026-10-01T12:00:00Z'); // 60 days later: 30 November 13:00 Paris
    expect(starts(query({ now, rules: { ...rules, horizonDays: 60 } }))).toEqual([]);
    expect(starts(query({ now, rules: { ...rules, horizonDays: 61 } })).length).toBeGreaterThan(0);
  });

  it('refuses a start within the notice as not offered', () => {
    const now = new Date('2026-12-01T07:00:00Z');
    expect(checkSlot({ ...query({ now }), start: new Date('2026-12-01T14:00:00Z'), places: 1 })).toEqual({
      ok: false,
      reason: 'not-offered',
    });
  });
});

describe('overlapping appointments', () => {
  it('a 90-minute massage blocks every overlapping start of every service', () => {
    const long = booked('2026-12-01T14:00:00+01:00', 90, { serviceId: 2 });
    const offered = times(query({ appointments: [long] }));
    // A 60-minute slot may end at 14:00 or start at 15:30, nothing in between.
    expect(offered).toContain('11:30');
    expect(offered).not.toContain('14:00');
    expect(offered).not.toContain('15:15');
    expect(offered).toContain('15:30');
  });

  it('buffers widen both the booked appointment and the asked slot', () => {
    const withBuffer = booked('2026-12-01T15:00:00+01:00', 60, { bufferAfterMinutes: 15 });
    const service = { ...massage, bufferBeforeMinutes: 15 };
    const offered = times(query({ appointments: [withBuffer], service }));
    expect(offered).toContain('14:00'); // 14:00–15:00 ends as the appointment starts
    expect(offered).not.toContain('14:15'); // would end 15:15 over the appointment
    expect(offered).not.toContain('16:15'); // its buffer before starts 16:00, their buffer ends 16:15
    expect(offered).toContain('16:30');
  });

  it('travel time of a home visit blocks before and after it', () => {
    const visit = booked('2026-12-01T10:00:00+01:00', 60, { serviceId: 3, travelMinutes: 30 });
    const offered = times(query({ appointments: [visit] }));
    // The visit takes 9:30–11:30 with its travel: a 60-minute slot at 9:00 would end inside it.
    expect(offered).not.toContain('09:00');
    expect(offered).not.toContain('11:15');
    expect(offered).toContain('11:30');
  });

  it('a home visit asked for adds its own travel time', () => {
    const other = booked('2026-12-01T16:00:00+01:00', 60);
    const home = { ...massage, id: 3, travelMinutes: 30 };
    const offered = times(query({ appointments: [other], service: home }));
    expect(offered).toContain('14:30'); // 14:30–15:30 + 30 min travel ends at 16:00
    expect(offered).not.toContain('14:45');
    expect(offered).not.toContain('17:15');
    expect(offered).toContain('17:30');
  });
});

describe('capacity', () => {
  const tasting: SlotService = { ...massage, id: 7, capacity: 12 };
  const at = '2026-12-01T14:00:00+01:00';

  it('a group slot offers the places its capacity has left', () => {
    const day = offeredSlots(
      query({ service: tasting, appointments: [booked(at, 60, { serviceId: 7, places: 5 })] }),
    );
    const slot = day[0]?.slots.find((candidate) => candidate.start === at);
    expect(slot?.remaining).toBe(7);
  });

  it('a full group slot is not offered and a check says full', () => {
    const full = [booked(at, 60, { serviceId: 7, places: 12 })];
    expect(starts(query({ service: tasting, appointments: full }))).not.toContain(at);
    expect(
      checkSlot({ ...query({ service: tasting, appointments: full }), start: new Date(at), places: 1 }),
    ).toEqual({ ok: false, reason: 'full' });
  });

  it('asking for more places than are left is full', () => {
    const some = [booked(at, 60, { serviceId: 7, places: 10 })];
    expect(
      checkSlot({ ...query({ service: tasting, appointments: some }), start: new Date(at), places: 3 }),
    ).toEqual({ ok: false, reason: 'full' });
    expect(
      checkSlot({ ...query({ service: tasting, appointments: some }), start: new Date(at), places: 2 }).ok,
    ).toBe(true);
  });

  it('a group booked at another start overlapping still blocks the slot whole', () => {
    const other = [booked('2026-12-01T14:30:00+01:00', 60, { serviceId: 7, places: 1 })];
    expect(starts(query({ service: tasting, appointments: other }))).not.toContain(at);
  });
});

describe('owner blocks', () => {
  it('blocked time offers nothing over it', () => {
    const blocks = [
      { start: new Date('2026-12-01T12:00:00+01:00'), end: new Date('2026-12-01T15:00:00+01:00') },
    ];
    const offered = times(query({ blocks }));
    expect(offered).toContain('11:00');
    expect(offered).not.toContain('11:15');
    expect(offered).not.toContain('14:45');
    expect(offered).toContain('15:00');
  });
});

describe('summer-time changes', () => {
  const sunday: BookingRules = {
    ...rules,
    hours: [{ weekday: 7, start: '01:00', end: '05:00' }],
    stepMinutes: 60,
  };
  const hour = { ...massage, durationMinutes: 60 };

  it('spring forward: the range lasts 3 real hours and offsets change from +01:00 to +02:00', () => {
    expect(
      starts(
        query({ rules: sunday, service: hour, from: '2026-03-29', now: new Date('2026-03-01T00:00:00Z') }),
      ),
    ).toEqual(['2026-03-29T01:00:00+01:00', '2026-03-29T03:00:00+02:00', '2026-03-29T04:00:00+02:00']);
  });

  it('fall back: the range lasts 5 real hours and 02:00 comes twice', () => {
    expect(
      starts(
        query({ rules: sunday, service: hour, from: '2026-10-25', now: new Date('2026-10-01T00:00:00Z') }),
      ),
    ).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T04:00:00+01:00',
    ]);
  });

  it('a day range across the change keeps its wall-clock hours on both sides', () => {
    const around = {
      ...rules,
      hours: [
        { weekday: 6, start: '10:00', end: '11:00' },
        { weekday: 1, start: '10:00', end: '11:00' },
      ],
    };
    const now = new Date('2026-03-01T00:00:00Z');
    expect(starts(query({ rules: around, from: '2026-03-28', days: 3, now }))).toEqual([
      '2026-03-28T10:00:00+01:00',
      '2026-03-30T10:00:00+02:00',
    ]);
  });

  it('formats instants with the offset of their date', () => {
    expect(parisIso(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00:00+02:00');
    expect(parisIso(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-01T10:00:00+01:00');
  });
});

describe('checking a chosen start', () => {
  it('accepts an offered start written in any offset', () => {
    const check = checkSlot({ ...query(), start: new Date('2026-12-01T13:00:00Z'), places: 1 });
    expect(check).toEqual({
      ok: true,
      slot: { start: '2026-12-01T14:00:00+01:00', end: '2026-12-01T15:00:00+01:00', remaining: 1 },
    });
  });

  it('refuses a start off the step, outside the hours or on a closed day', () => {
    for (const start of [
      '2026-12-01T14:05:00+01:00',
      '2026-12-01T13:00:00+01:00',
      '2026-12-02T10:00:00+01:00',
    ]) {
      expect(checkSlot({ ...query(), start: new Date(start), places: 1 })).toEqual({
        ok: false,
        reason: 'not-offered',
      });
    }
  });

  it('says full when another appointment overlaps the start', () => {
    const taken = [booked('2026-12-01T14:30:00+01:00', 60, { serviceId: 2 })];
    expect(
      checkSlot({
        ...query({ appointments: taken }),
        start: new Date('2026-12-01T14:00:00+01:00'),
        places: 1,
      }),
    ).toEqual({
      ok: false,
      reason: 'full',
    });
  });
});

describe('inputs', () => {
  it('reads only instants that name their offset', () => {
    expect(parseInstant('2026-12-01T14:00:00+01:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T13:00:00Z')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T14:00:00')).toBeNull();
    expect(parseInstant('demain')).toBeNull();
  });

  it('accepts 1 to 31 days from a real date', () => {
    expect(slotRangeProblem('2026-12-01', 31)).toBeNull();
    expect(slotRangeProblem('2026-12-01', 32)).toMatch(/1 à 31/);
    expect(slotRangeProblem('2026-02-30', 7)).toMatch(/AAAA-MM-JJ/);
  });
});
