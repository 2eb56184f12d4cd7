// iCalendar (RFC 5545), pure: the calendar file of one appointment (the e-mail's attachment and
// the manage page's download) and of a diary (the owner's private feed). Times are written in
// UTC ('Z'), which every calendar application shows in its own time zone; lines end with CRLF
// and are folded at 75 octets, never inside a UTF-8 character; TEXT values escape \ ; , and
// line breaks, so nothing a client types can open a property or a component.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  /** The page where the appointment is moved or cancelled. */
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence?: number;
}

export interface Calendar {
  /** The PRODID's product name ('Massages Vertou'); the calendar's display name too. */
  name: string;
  events: readonly CalendarEvent[];
  /** PUBLISH for a file and a feed, CANCEL for the notice of a cancelled appointment. */
  method?: 'PUBLISH' | 'CANCEL';
}

/** A TEXT value escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex -- removed on purpose
}

/** A URI value: no control characters, no spaces (it is not escaped like TEXT). */
function uriValue(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f]/g, ''); // eslint-disable-line no-control-regex -- removed on purpose
}

/** UTC date-time form: 20260329T080000Z. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets: continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // the leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`);
  lines.push(`SEQUENCE:${event.sequence ?? 0}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar text, CRLF line ends included. */
export function calendarText(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(calendar.name).replace(/\/\//g, '/')}//Rendez-vous//FR`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A calendar text in base64 (an e-mail attachment's content), UTF-8 bytes. */
export function calendarBase64(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
