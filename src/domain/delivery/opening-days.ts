// A week of opening slots read as a person writes it: « Lundi–samedi 07:00–19:30 » (pure).
import type { OpeningSlot } from '../../schema/site/address';

/** Days in a row (Monday 1 to Sunday 7) open at the same hours: « Monday–Saturday 07:30–19:30 ». */
export interface OpeningDays {
  from: number;
  to: number;
  /** The day's slots in order, « 08:30–12:30 ». */
  hours: string[];
}

/** A week of opening slots as runs of days with the same hours, Monday first; closed days left out. */
export function openingDays(slots: readonly OpeningSlot[]): OpeningDays[] {
  const runs: OpeningDays[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const hours = slots
      .filter((slot) => slot.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((slot) => `${slot.opens}–${slot.closes}`);
    if (hours.length === 0) continue;
    const last = runs.at(-1);
    if (last && last.to === weekday - 1 && last.hours.join() === hours.join()) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, hours });
  }
  return runs;
}
