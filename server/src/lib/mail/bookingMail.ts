import { convertFromBase } from '../../shared/conversion.ts';
import { anyHasCents, formatDecimal, formatMoney, type MoneyLanguage } from '../../shared/money.ts';
import { formatDateTime, formatDay } from '../../shared/dates.ts';
import { calendarFile } from './calendar.ts';
import { t } from '../../i18n/messages.ts';
import { checkLink, hello, mailName, type Block, type Content, type MailAttachment, type MailLanguage } from './blocks.ts';
import { EXTRAS, type ExtraKind } from '../../shared/extras.ts';
import { nameIn, type Names } from '../../shared/names.ts';

/**
 * The booking mails (issue 12): the driver's confirmation, in the driver's language, with an
 * .ics calendar file; and the short "new booking" copy for the supplier and the admin address.
 *
 * Rendered from plain data (services/bookings/confirmation.ts loads it from the database), so
 * this file knows nothing of Prisma. Amounts arrive in USD as stored (the booking's breakdown and
 * total) and are shown in the booking's stored display currency at its stored rate, formatted per
 * spec §9. Times are shown in the business time zone, labelled.
 */

export { EXTRAS as BOOKING_EXTRAS };
export type BookingLineKind = 'rental' | ExtraKind;

/**
 * A place's texts by language, as stored: only the languages that have a name row (English is
 * always there; another may be missing, a place not yet translated; a language the mails do not
 * speak may be there). Read only through placeText, which falls back to the English, so a change
 * of how places store their names touches that one function.
 */
export type PlaceTexts = Names;

export interface BookingMailPlace {
  name: PlaceTexts;
  country: PlaceTexts;
  /** Decimal strings, as stored. */
  latitude: string;
  longitude: string;
}

export interface BookingMailLine {
  kind: BookingLineKind;
  /** USD, exact decimal string. */
  amount: string;
  /** Included in the car's price (free, always on). */
  included: boolean;
}

export interface BookingMailData {
  /** The booking's id: internal (the calendar event's UID, links); never shown. */
  bookingId: string;
  /** The short reference the driver reads (EBL-7K3Q9M): what the mails and the .ics show. */
  reference: string;
  driverName: string;
  driverEmail: string;
  carName: string;
  supplier: { name: string; email: string | null; phone: string | null };
  /** ISO instants (the outbox data stays JSON-safe). */
  from: string;
  to: string;
  /** IANA zone the times are shown in (settings.timeZone). */
  timeZone: string;
  days: number;
  paymentOption: 'payLater' | 'payOnline';
  /** The booking has the cancellation option (bought or included). */
  cancellation: boolean;
  pickup: BookingMailPlace;
  dropoff: BookingMailPlace;
  lines: BookingMailLine[];
  /** USD total as stored. */
  total: string;
  /** USD deposit of the car, due at pick-up. */
  deposit: string;
  /** Display currency and its rate from USD, as stored with the booking. */
  currency: string;
  exchangeRate: string;
  /** Absolute URL of the booking's page. */
  bookingUrl: string;
}

// ───────────── Formatting ─────────────

/** A stored USD amount in the booking's display currency at its stored rate. */
function shown(data: BookingMailData, usd: string): string {
  return data.currency === 'USD' ? usd : convertFromBase(usd, data.exchangeRate);
}

/**
 * A stored USD amount in the booking's display currency at its stored rate, in the one money
 * format (shared/money.ts, spec §9). The mail's amounts are one list: when any of them has cents,
 * all show cents ("$66.00" beside "$51.50").
 */
function money(data: BookingMailData, usd: string, language: MailLanguage): string {
  const all = [data.total, data.deposit, ...data.lines.map((line) => line.amount)];
  return formatMoney(shown(data, usd), data.currency, moneyLanguage(language), { cents: anyHasCents(all.map((amount) => shown(data, amount))) });
}

/**
 * The language whose number marks money.ts writes. It knows en, fr and es today and falls back to
 * English marks for any other language (Kurdish and Arabic number writing is issue 27 point 4).
 */
export function moneyLanguage(language: MailLanguage): MoneyLanguage {
  return language as MoneyLanguage;
}

/**
 * Date and time in the business zone in the app's one date format (shared/dates.ts: "Thu 5 Mar
 * 2026, 10:00"), with the zone named: a mail is read wherever the driver is.
 */
export function formatMailDateTime(iso: string, timeZone: string, language: MailLanguage): string {
  return t(language, 'mail.dateTimeWithZone', { dateTime: formatDateTime(iso, language, timeZone), timeZone });
}

/** OpenStreetMap centred on the place, with a marker. */
export function mapLink(place: Pick<BookingMailPlace, 'latitude' | 'longitude'>): string {
  const lat = Number(place.latitude).toFixed(6);
  const lon = Number(place.longitude).toFixed(6);
  return checkLink(`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`);
}

// ───────────── Words (i18n/messages/<language>.json, "booking.*") ─────────────

/**
 * One text of a place in the reader's language, English when it has none in that language: the
 * mails' one fallback for place names (the data carries the names as stored).
 */
export function placeText(texts: PlaceTexts, language: MailLanguage): string {
  return nameIn(texts, language);
}

function placeName(place: BookingMailPlace, language: MailLanguage): string {
  return placeText(place.name, language);
}

function placeAddress(place: BookingMailPlace, language: MailLanguage): string {
  return t(language, 'booking.placeAddress', { place: placeText(place.name, language), country: placeText(place.country, language) });
}

function dayCount(days: number, language: MailLanguage): string {
  return t(language, 'booking.dayCount', { count: days });
}

function shortDate(iso: string, timeZone: string, language: MailLanguage): string {
  return formatDay(iso, language, timeZone);
}

function samePlace(a: BookingMailPlace, b: BookingMailPlace): boolean {
  return placeText(a.name, 'en') === placeText(b.name, 'en') && a.latitude === b.latitude && a.longitude === b.longitude;
}

function priceRows(data: BookingMailData, language: MailLanguage): Array<[string, string]> {
  const rows: Array<[string, string]> = data.lines.map((line) => {
    const label =
      line.kind === 'rental' ? t(language, 'booking.rentalDays', { rental: t(language, 'booking.line.rental'), days: dayCount(data.days, language) }) : t(language, `booking.line.${line.kind}`);
    return [label, line.included ? t(language, 'booking.included') : money(data, line.amount, language)];
  });
  rows.push([t(language, 'booking.total'), money(data, data.total, language)]);
  rows.push([t(language, 'booking.deposit'), money(data, data.deposit, language)]);
  return rows;
}

// ───────────── The driver's confirmation ─────────────

/**
 * The .ics file: pick-up to drop-off in UTC, at the pick-up place, one UID per booking. `sequence`
 * counts the booking's changes (the booking page's download after an edit), so a calendar holding
 * an older copy replaces it.
 */
export function bookingCalendar(data: BookingMailData, language: MailLanguage, options: { sequence?: number } = {}): MailAttachment {
  const value = calendarFile({
    productId: 'erbil-car-rental/booking',
    method: 'PUBLISH',
    uid: `booking-${data.bookingId}@erbil-car-rental`,
    sequence: options.sequence ?? 0,
    status: 'CONFIRMED',
    start: Date.parse(data.from),
    end: Date.parse(data.to),
    title: t(language, 'booking.eventTitle', { car: data.carName, supplier: data.supplier.name }),
    description: [
      t(language, 'booking.eventReference', { reference: data.reference }),
      t(language, 'booking.eventDropoff', { when: formatMailDateTime(data.to, data.timeZone, language), place: placeAddress(data.dropoff, language) }),
      data.bookingUrl,
    ].join('\n'),
    location: placeAddress(data.pickup, language),
    geo: { lat: Number(data.pickup.latitude), lon: Number(data.pickup.longitude) },
    url: data.bookingUrl,
  });
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

export function bookingConfirmationContent(data: BookingMailData, language: MailLanguage): Content {
  const w = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(language, key, values);
  const zone = data.timeZone;
  const supplierRows: Array<[string, string]> = [[w('booking.supplier'), data.supplier.name]];
  if (data.supplier.email) supplierRows.push([w('booking.email'), data.supplier.email]);
  if (data.supplier.phone) supplierRows.push([w('booking.phone'), data.supplier.phone]);

  const place = (label: string, iso: string, p: BookingMailPlace): Block[] => [
    { kind: 'heading', text: label },
    {
      kind: 'fields',
      rows: [
        [w('booking.when'), formatMailDateTime(iso, zone, language)],
        [w('booking.where'), placeAddress(p, language)],
      ],
    },
    { kind: 'link', label: w('booking.map', { place: placeName(p, language) }), url: mapLink(p) },
  ];

  const blocks: Block[] = [
    { kind: 'greeting', text: hello(language, data.driverName) },
    { kind: 'paragraph', text: w('booking.intro', { car: data.carName, supplier: data.supplier.name }) },
    {
      kind: 'fields',
      rows: [
        [w('booking.reference'), data.reference],
        [w('booking.car'), data.carName],
        ...supplierRows,
        [w('booking.days'), dayCount(data.days, language)],
        [w('booking.payment'), w(`booking.paymentOption.${data.paymentOption}`)],
      ],
    },
    ...place(w('booking.pickup'), data.from, data.pickup),
    ...(samePlace(data.pickup, data.dropoff)
      ? [
          { kind: 'heading', text: w('booking.dropoff') } as Block,
          {
            kind: 'fields',
            rows: [
              [w('booking.when'), formatMailDateTime(data.to, zone, language)],
              [w('booking.where'), placeAddress(data.dropoff, language)],
            ],
          } as Block,
        ]
      : place(w('booking.dropoff'), data.to, data.dropoff)),
    { kind: 'heading', text: w('booking.priceHeading') },
    { kind: 'fields', rows: priceRows(data, language) },
  ];
  if (data.currency !== 'USD') blocks.push({ kind: 'small', text: w('booking.rate', { currency: data.currency, equation: w('booking.rateEquation', { currency: data.currency, rate: formatDecimal(data.exchangeRate, moneyLanguage(language)) }) }) });
  blocks.push({ kind: 'heading', text: w('booking.termsHeading') });
  if (data.paymentOption === 'payLater') blocks.push({ kind: 'paragraph', text: w('booking.terms.payLater') });
  else {
    blocks.push({ kind: 'paragraph', text: data.cancellation ? w('booking.terms.payOnlineWithCancellation') : w('booking.terms.payOnlineWithoutCancellation') });
    blocks.push({ kind: 'paragraph', text: w('booking.terms.payOnlineChanges') });
  }
  blocks.push(
    { kind: 'heading', text: w('booking.checklistHeading') },
    { kind: 'list', items: checklist(data, language) },
    { kind: 'action', label: w('booking.button'), url: checkLink(data.bookingUrl), fallback: w('mail.buttonFallback') },
    { kind: 'small', text: w('booking.calendar') },
  );
  return {
    subject: w('booking.subject', { car: data.carName, date: shortDate(data.from, zone, language) }),
    blocks,
    attachments: [bookingCalendar(data, language)],
  };
}

/** The pick-up checklist of the confirmation and the reminder. */
function checklist(data: BookingMailData, language: MailLanguage): string[] {
  return [
    t(language, 'booking.checklist.onTime'),
    t(language, 'booking.checklist.documents'),
    data.paymentOption === 'payLater'
      ? t(language, 'booking.checklist.payCash', { total: money(data, data.total, language) })
      : t(language, 'booking.checklist.paid', { deposit: money(data, data.deposit, language) }),
  ];
}

// ───────────── The staff and supplier copy ─────────────

export function newBookingContent(data: BookingMailData, language: MailLanguage): Content {
  const w = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(language, key, values);
  const zone = data.timeZone;
  const whenWhere = (iso: string, p: BookingMailPlace) => w('booking.whenWhere', { when: formatMailDateTime(iso, zone, language), place: placeAddress(p, language) });
  return {
    subject: w('booking.new.subject', { car: data.carName, date: shortDate(data.from, zone, language) }),
    blocks: [
      { kind: 'paragraph', text: w('booking.new.intro', { driver: mailName(data.driverName), car: data.carName }) },
      {
        kind: 'fields',
        rows: [
          [w('booking.reference'), data.reference],
          [w('booking.car'), data.carName],
          [w('booking.supplier'), data.supplier.name],
          [w('booking.new.driver'), `${mailName(data.driverName)} <${data.driverEmail}>`],
          [w('booking.pickup'), whenWhere(data.from, data.pickup)],
          [w('booking.dropoff'), whenWhere(data.to, data.dropoff)],
          [w('booking.days'), dayCount(data.days, language)],
          [w('booking.payment'), w(`booking.paymentOption.${data.paymentOption}`)],
          [w('booking.total'), money(data, data.total, language)],
        ],
      },
      { kind: 'link', label: w('booking.new.open'), url: checkLink(data.bookingUrl) },
    ],
  };
}

// ───────────── The pick-up reminder (24 hours before, services/bookings/reminders.ts) ─────────────

/**
 * The driver's pick-up reminder: the car, the pick-up time in the business time zone, the place
 * (with a map link) and the pick-up checklist of the confirmation, in the driver's language.
 */
export function pickupReminderContent(data: BookingMailData, language: MailLanguage): Content {
  const w = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(language, key, values);
  const zone = data.timeZone;
  const when = formatMailDateTime(data.from, zone, language);
  return {
    subject: w('booking.reminder.subject', { car: data.carName, when }),
    blocks: [
      { kind: 'greeting', text: hello(language, data.driverName) },
      { kind: 'paragraph', text: w('booking.reminder.intro', { car: data.carName, when }) },
      {
        kind: 'fields',
        rows: [
          [w('booking.reference'), data.reference],
          [w('booking.car'), data.carName],
          [w('booking.supplier'), data.supplier.name],
          ...(data.supplier.phone ? [[w('booking.phone'), data.supplier.phone] as [string, string]] : []),
        ],
      },
      { kind: 'heading', text: w('booking.pickup') },
      {
        kind: 'fields',
        rows: [
          [w('booking.when'), when],
          [w('booking.where'), placeAddress(data.pickup, language)],
        ],
      },
      { kind: 'link', label: w('booking.map', { place: placeName(data.pickup, language) }), url: mapLink(data.pickup) },
      { kind: 'heading', text: w('booking.checklistHeading') },
      { kind: 'list', items: checklist(data, language) },
      { kind: 'action', label: w('booking.button'), url: checkLink(data.bookingUrl), fallback: w('mail.buttonFallback') },
      { kind: 'small', text: w('booking.reminder.closing') },
    ],
  };
}
