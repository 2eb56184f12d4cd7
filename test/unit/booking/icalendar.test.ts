import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarBase64,
  calendarText,
  escapeText,
  foldLine,
  type CalendarEvent,
} from '../../../src/domain/booking/icalendar.ts';

// Calendar files are checked by parsing them with ical.js, a real RFC 5545 parser: what
// Thunderbird and many web calendars read.

const event: CalendarEvent = {
  uid: 'RDV-7K3Q9@massages-vertou.fr',
  start: new Date('2026-03-29T08:00:00Z'),
  end: new Date('2026-03-29T09:30:00Z'),
  stamp: new Date('2026-03-20T10:15:00Z'),
  summary: 'Massage californien (90 min)',
  description:
    'Merci d’arriver 5 minutes en avance.\nAnnuler ou déplacer : https://example.test/rendez-vous/gerer',
  location: '12, rue de la Garenne; 44120 Vertou',
  url: 'https://example.test/rendez-vous/RDV-7K3Q9?token=abc.def',
};

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('one appointment as a calendar file', () => {
  const text = calendarText({ name: 'Massages Vertou', events: [event] });

  it('parses with the event’s times, text, place and link', () => {
    const [parsed] = parsedEvents(text);
    expect(parsed?.uid).toBe(event.uid);
    expect(parsed?.summary).toBe(event.summary);
    expect(parsed?.description).toBe(event.description);
    expect(parsed?.location).toBe(event.location);
    expect(parsed?.startDate.toJSDate().toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(parsed?.endDate.toJSDate().toISOString()).toBe('2026-03-29T09:30:00.000Z');
    expect(parsed?.component.getFirstPropertyValue('url')).toBe(event.url);
    expect(parsed?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-20T10:15:00Z');
    expect(parsed?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
  });

  it('a cancelled appointment says so', () => {
    const [parsed] = parsedEvents(
      calendarText({
        name: 'Massages Vertou',
        method: 'CANCEL',
        events: [{ ...event, status: 'CANCELLED', sequence: 2 }],
      }),
    );
    expect(parsed?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed?.sequence).toBe(2);
  });
});

describe('what a client types cannot break the file', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('a summary that tries to close the event and open another stays one text', () => {
    const attack = 'Massage\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Faux';
    const events = parsedEvents(
      calendarText({ name: 'X', events: [{ ...event, summary: attack, location: 'a\u0007b' }] }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe('Massage\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Faux');
    expect(events[0]?.location).toBe('ab');
  });
});

describe('line folding', () => {
  it('folds long lines without splitting a UTF-8 character, and unfolds to the same text', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}🌿${'à'.repeat(50)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const description = 'é'.repeat(100) + '🌿' + 'à'.repeat(50);
    const [parsed] = parsedEvents(calendarText({ name: 'X', events: [{ ...event, description }] }));
    expect(parsed?.description).toBe(description);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Court')).toBe('SUMMARY:Court');
  });
});

describe('a diary feed', () => {
  it('holds several events and survives base64 for an attachment', () => {
    const text = calendarText({
      name: 'Domaine',
      events: [
        event,
        {
          ...event,
          uid: 'second@x',
          start: new Date('2026-04-01T08:00:00Z'),
          end: new Date('2026-04-01T09:00:00Z'),
        },
      ],
    });
    expect(parsedEvents(text).map((parsed) => parsed.uid)).toEqual([event.uid, 'second@x']);
    const bytes = Uint8Array.from(atob(calendarBase64(text)), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(text);
  });
});
