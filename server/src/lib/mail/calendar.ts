/**
 * One calendar event as an iCalendar file (RFC 5545), written as the `ics` package writes it
 * (same properties, order, escaping and folding) without its schema validation: validating the
 * booking's fixed shape with yup was two thirds of the time a booking mail took to render (the
 * checkout profile, docs/decisions/022). server/test/mail/calendar.test.ts holds this to the
 * package's output, which stays the oracle.
 */
export interface CalendarEvent {
  productId: string;
  method: string;
  uid: string;
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Epoch milliseconds; written in UTC. */
  start: number;
  end: number;
  title: string;
  description: string;
  location: string;
  geo: { lat: number; lon: number };
  url: string;
  /** DTSTAMP, epoch milliseconds (now when not given). */
  timestamp?: number;
}

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** 20270102T070000Z */
function utc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** TEXT values: backslash, line breaks, semicolons and commas escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');
/** Other values: only line breaks escaped (as the package does). */
const newLines = (value: string) => value.replace(/\r?\n/g, '\\n');

/**
 * A content line folded as the package folds it: the first 75 characters, then 74 per
 * continuation line (which starts with a tab). Counted in code points; the package counts
 * graphemes, which differ only for characters made of several code points (emoji sequences).
 */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const chars = Array.from(line);
  if (chars.length <= 75) return line;
  const parts: string[] = [chars.slice(0, 75).join('')];
  for (let i = 75; i < chars.length; i += 74) parts.push(chars.slice(i, i + 74).join(''));
  return parts.join('\r\n\t');
}

export function calendarFile(event: CalendarEvent): string {
  // Empty texts are left out, as the package leaves them out.
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    fold(`PRODID:${newLines(event.productId)}`),
    fold(`METHOD:${newLines(event.method)}`),
    'X-PUBLISHED-TTL:PT1H',
    'BEGIN:VEVENT',
    fold(`UID:${newLines(event.uid)}`),
    event.title && fold(`SUMMARY:${text(event.title)}`),
    `DTSTAMP:${utc(event.timestamp ?? Date.now())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    event.description && fold(`DESCRIPTION:${text(event.description)}`),
    event.url && fold(`URL:${newLines(event.url)}`),
    fold(`GEO:${event.geo.lat};${event.geo.lon}`),
    event.location && fold(`LOCATION:${text(event.location)}`),
    fold(`STATUS:${event.status}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.filter((line) => line !== '').join('\r\n') + '\r\n';
}
