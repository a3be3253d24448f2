import fc from 'fast-check';
import { createEvent } from 'ics';
import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEvent } from '../../src/lib/mail/calendar.ts';

/**
 * calendarFile writes the booking's .ics without the `ics` package (its validation was most of a
 * booking mail's render time, docs/decisions/022): the package's own output is the oracle.
 */
function withIcs(event: CalendarEvent): string {
  // DTSTAMP: the package takes it (its defaults) though its types do not name it.
  const stamp = { timestamp: event.timestamp };
  const { error, value } = createEvent({
    productId: event.productId,
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    status: event.status,
    start: event.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    geo: event.geo,
    url: event.url,
    ...stamp,
  });
  if (error || !value) throw error ?? new Error('no value');
  return value;
}

// Text as bookings hold it: letters of the three languages and Kurdish/Arabic script, digits,
// punctuation the format escapes (\ ; , and line breaks), long enough to fold.
const letter = fc.constantFrom(...'abcXYZ019 éèçñüÉ’()-:;,\\\nهەکوردی'.split(''));
const words = (max: number) => fc.array(letter, { maxLength: max }).map((a) => a.join(''));
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => ms - (ms % 60_000));

const event: fc.Arbitrary<CalendarEvent> = fc.record({
  productId: fc.constant('erbil-car-rental/booking'),
  method: fc.constant('PUBLISH'),
  uid: fc.uuid().map((id) => `booking-${id}@erbil-car-rental`),
  sequence: fc.integer({ min: 0, max: 20 }),
  status: fc.constant('CONFIRMED' as const),
  start: instant,
  end: instant,
  title: words(120).map((t) => `Car rental: ${t}`),
  description: words(300),
  location: words(100).map((t) => `Erbil ${t}`),
  geo: fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) }),
  url: fc.uuid().map((id) => `https://erbil.example/booking?b=${id}`),
  timestamp: instant,
});

describe('calendarFile', () => {
  it('writes what the ics package writes, byte for byte', () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(calendarFile(e)).toBe(withIcs(e));
      }),
      { numRuns: 300 },
    );
  });

  it('folds long lines at 75 characters, continuation lines starting with a tab', () => {
    const file = calendarFile({ ...fc.sample(event, { numRuns: 1, seed: 1 })[0], title: 'x'.repeat(200) });
    const lines = file.split('\r\n');
    const summary = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    expect(lines[summary]).toHaveLength(75);
    expect(lines[summary + 1]).toMatch(/^\tx{74}$/);
  });
});
