import { describe, expect, it } from 'vitest';
import {
  lastParisDays,
  parisDateOfUtcHour,
  parisDayStart,
  sqliteDateTime,
  sumByParisDay,
  sumByParisDayAndKey,
} from '../../../src/domain/site/dashboard-days';
import { csvDocument, csvField } from '../../../src/domain/shared/csv';

describe('the dashboard calendar (Paris days)', () => {
  it('lists the last N Paris dates, oldest first, ending with today in Paris', () => {
    // 23:30 UTC on 30 June is already 1 July in Paris (UTC+2).
    expect(lastParisDays(new Date('2026-06-30T23:30:00Z'), 3)).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
    ]);
    expect(lastParisDays(new Date('2026-03-01T10:00:00Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('starts a Paris day at 23:00 UTC in winter and 22:00 UTC in summer, change days included', () => {
    expect(parisDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(parisDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z'); // spring forward at 02:00
    expect(parisDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z'); // fall back at 03:00
  });

  it('maps a UTC hour to its Paris date', () => {
    expect(parisDateOfUtcHour('2026-07-14 21')).toBe('2026-07-14');
    expect(parisDateOfUtcHour('2026-07-14 22')).toBe('2026-07-15');
    expect(parisDateOfUtcHour('2026-01-14 22')).toBe('2026-01-14');
    expect(parisDateOfUtcHour('2026-01-14 23')).toBe('2026-01-15');
  });

  it('writes instants as SQLite datetime text', () => {
    expect(sqliteDateTime(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-14 22:00:00');
  });

  it('sums hourly rows into Paris days, by key too, ignoring hours outside the period', () => {
    const dates = ['2026-07-14', '2026-07-15'];
    const rows = [
      { hour: '2026-07-13 21', n: 9, key: 'a' }, // 13 July in Paris: outside
      { hour: '2026-07-13 22', n: 1, key: 'a', cents: 100 }, // 14 July 00:xx Paris
      { hour: '2026-07-14 21', n: 2, key: 'b', cents: 250 },
      { hour: '2026-07-14 22', n: 4, key: 'a' }, // 15 July
    ];
    const days = sumByParisDay(dates, rows);
    expect(days.get('2026-07-14')).toEqual({ n: 3, cents: 350 });
    expect(days.get('2026-07-15')).toEqual({ n: 4, cents: 0 });
    const byKey = sumByParisDayAndKey(dates, rows);
    expect(byKey.get('2026-07-14')).toEqual({ a: 1, b: 2 });
    expect(byKey.get('2026-07-15')).toEqual({ a: 4 });
  });
});

describe('CSV for a French spreadsheet', () => {
  it('quotes fields, doubles quotes and neutralises formulas', () => {
    expect(csvField('Dupont "le grand"')).toBe('"Dupont ""le grand"""');
    expect(csvField('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvField('+33 6')).toBe(`"'+33 6"`);
  });

  it('starts with a BOM and separates with ; and CRLF', () => {
    expect(csvDocument(['Nom', 'Prénom'], [['Durand', 'Camille']])).toBe(
      '\uFEFF"Nom";"Prénom"\r\n"Durand";"Camille"\r\n',
    );
  });
});
