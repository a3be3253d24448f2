import { formatDateTime } from '../../shared/dates.ts';
import { isDecimal, roundDecimal } from '../../shared/decimal.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Language } from '../i18n/language.ts';
import { isBookingStatus, type BookingStatus } from '../bookings/lifecycle.ts';

/**
 * Notification texts, rendered when read (issue 13 point 4): a row holds a message CODE and its
 * VALUES; the reader's language is only known now. Every code has its texts in en, fr and es
 * (render.test.ts fails when one is missing or a translation is left in English).
 *
 * Each language holds a list of variants, richest first: the first whose `{placeholders}` all have
 * a value is used, so a row written with fewer values (an older row, a caller that has no car
 * name) still reads as a sentence, and the last variant needs no value at all. A text never
 * crashes on what a row holds: unknown codes read as a generic "new notification".
 *
 * Values are formatted for the reader: ISO instants as dates in the business time zone
 * (Asia/Baghdad) in the reader's language, `status` as the translated status name, `refund` as
 * money (in `currency`, USD by default; the one money format of shared/money.ts). Anything else
 * is shown as it was written.
 */

type Texts = Record<Language, readonly string[]>;

export interface CodeTexts {
  /** A short title: the e-mail copy's subject. */
  title: Record<Language, string>;
  /** The message variants, richest first. */
  message: Texts;
}

/** The free-text code: its text is the row's `message` column, in whatever language it was written. */
export const FREE_TEXT_CODE = 'MESSAGE';

export const NOTIFICATION_TEXTS = {
  /** To the driver: the booking is made (pay later) or paid (pay online). */
  BOOKING_CONFIRMED: {
    title: { en: 'Your booking is confirmed', fr: 'Votre réservation est confirmée', es: 'Su reserva está confirmada' },
    message: {
      en: ['Your booking {reference} of {car} from {from} to {to} is confirmed.', 'Your booking {reference} is confirmed.', 'Your booking is confirmed.'],
      fr: ['Votre réservation {reference} de {car} du {from} au {to} est confirmée.', 'Votre réservation {reference} est confirmée.', 'Votre réservation est confirmée.'],
      es: ['Su reserva {reference} de {car} del {from} al {to} está confirmada.', 'Su reserva {reference} está confirmada.', 'Su reserva está confirmada.'],
    },
  },
  /** To the car's supplier and the admins: a driver booked. */
  BOOKING_RECEIVED: {
    title: { en: 'New booking', fr: 'Nouvelle réservation', es: 'Nueva reserva' },
    message: {
      en: ['{driver} booked {car} from {from} to {to} (booking {reference}).', 'New booking {reference}.', 'A driver made a new booking.'],
      fr: ['{driver} a réservé {car} du {from} au {to} (réservation {reference}).', 'Nouvelle réservation {reference}.', 'Un conducteur a fait une nouvelle réservation.'],
      es: ['{driver} ha reservado {car} del {from} al {to} (reserva {reference}).', 'Nueva reserva {reference}.', 'Un conductor ha hecho una nueva reserva.'],
    },
  },
  /** To the supplier and the admins: a driver asks to cancel. */
  CANCEL_REQUESTED: {
    title: { en: 'Cancellation request', fr: 'Demande d’annulation', es: 'Solicitud de cancelación' },
    message: {
      en: [
        '{driver} asked to cancel booking {reference} of {car} from {from} to {to}.',
        'The driver asked to cancel booking {reference} of {car} from {from} to {to}.',
        'The driver asked to cancel booking {reference}.',
        'A driver asked to cancel a booking.',
      ],
      fr: [
        '{driver} a demandé l’annulation de la réservation {reference} de {car} du {from} au {to}.',
        'Le conducteur a demandé l’annulation de la réservation {reference} de {car} du {from} au {to}.',
        'Le conducteur a demandé l’annulation de la réservation {reference}.',
        'Un conducteur a demandé l’annulation d’une réservation.',
      ],
      es: [
        '{driver} ha solicitado cancelar la reserva {reference} de {car} del {from} al {to}.',
        'El conductor ha solicitado cancelar la reserva {reference} de {car} del {from} al {to}.',
        'El conductor ha solicitado cancelar la reserva {reference}.',
        'Un conductor ha solicitado cancelar una reserva.',
      ],
    },
  },
  /** To the driver: their cancel request reached staff (the booking keeps its status meanwhile). */
  CANCEL_REQUEST_RECEIVED: {
    title: { en: 'Cancellation request received', fr: 'Demande d’annulation reçue', es: 'Solicitud de cancelación recibida' },
    message: {
      en: [
        'Your cancellation request for booking {reference} of {car} has been received. We will contact you to finalise it.',
        'Your cancellation request for booking {reference} has been received. We will contact you to finalise it.',
        'Your cancellation request has been received. We will contact you to finalise it.',
      ],
      fr: [
        'Votre demande d’annulation de la réservation {reference} de {car} a bien été reçue. Nous vous contacterons pour la finaliser.',
        'Votre demande d’annulation de la réservation {reference} a bien été reçue. Nous vous contacterons pour la finaliser.',
        'Votre demande d’annulation a bien été reçue. Nous vous contacterons pour la finaliser.',
      ],
      es: [
        'Hemos recibido su solicitud de cancelación de la reserva {reference} de {car}. Nos pondremos en contacto con usted para finalizarla.',
        'Hemos recibido su solicitud de cancelación de la reserva {reference}. Nos pondremos en contacto con usted para finalizarla.',
        'Hemos recibido su solicitud de cancelación. Nos pondremos en contacto con usted para finalizarla.',
      ],
    },
  },
  /** To the driver: staff changed the booking's status. */
  BOOKING_STATUS_CHANGED: {
    title: { en: 'Your booking has changed', fr: 'Votre réservation a changé', es: 'Su reserva ha cambiado' },
    message: {
      en: ['The status of your booking {reference} of {car} is now: {status}.', 'The status of your booking {reference} is now: {status}.', 'The status of your booking has changed.'],
      fr: ['Le statut de votre réservation {reference} de {car} est désormais\u202f: {status}.', 'Le statut de votre réservation {reference} est désormais\u202f: {status}.', 'Le statut de votre réservation a changé.'],
      es: ['El estado de su reserva {reference} de {car} es ahora: {status}.', 'El estado de su reserva {reference} es ahora: {status}.', 'El estado de su reserva ha cambiado.'],
    },
  },
  /** To the driver: staff finalised the cancel request (with a refund when one is due). */
  CANCELLATION_FINALISED: {
    title: { en: 'Your booking is cancelled', fr: 'Votre réservation est annulée', es: 'Su reserva está cancelada' },
    message: {
      en: [
        'Your booking {reference} of {car} is cancelled. A refund of {refund} is on its way.',
        'Your booking {reference} is cancelled. A refund of {refund} is on its way.',
        'Your booking {reference} of {car} is cancelled.',
        'Your booking {reference} is cancelled.',
        'Your booking is cancelled.',
      ],
      fr: [
        'Votre réservation {reference} de {car} est annulée. Un remboursement de {refund} est en cours.',
        'Votre réservation {reference} est annulée. Un remboursement de {refund} est en cours.',
        'Votre réservation {reference} de {car} est annulée.',
        'Votre réservation {reference} est annulée.',
        'Votre réservation est annulée.',
      ],
      es: [
        'Su reserva {reference} de {car} está cancelada. Un reembolso de {refund} está en camino.',
        'Su reserva {reference} está cancelada. Un reembolso de {refund} está en camino.',
        'Su reserva {reference} de {car} está cancelada.',
        'Su reserva {reference} está cancelada.',
        'Su reserva está cancelada.',
      ],
    },
  },
  /** To the driver, once, 24 hours before pick-up. */
  PICKUP_REMINDER: {
    title: { en: 'Your pick-up is coming up', fr: 'Votre prise en charge approche', es: 'Se acerca su recogida' },
    message: {
      en: ['Reminder: you pick up {car} on {from} (booking {reference}).', 'Reminder: your pick-up for booking {reference} is on {from}.', 'Reminder: your pick-up is coming up.'],
      fr: [
        'Rappel\u202f: vous prenez en charge {car} le {from} (réservation {reference}).',
        'Rappel\u202f: la prise en charge de la réservation {reference} a lieu le {from}.',
        'Rappel\u202f: votre prise en charge approche.',
      ],
      es: ['Recordatorio: usted recoge {car} el {from} (reserva {reference}).', 'Recordatorio: la recogida de la reserva {reference} es el {from}.', 'Recordatorio: se acerca su recogida.'],
    },
  },
  /** To the car's supplier and the admins: a driver changed their pay-later booking (dates, places, extras). */
  BOOKING_UPDATED: {
    title: { en: 'Booking changed', fr: 'Réservation modifiée', es: 'Reserva modificada' },
    message: {
      en: [
        '{driver} changed booking {reference} of {car}: now from {from} to {to}.',
        'The driver changed booking {reference} of {car}: now from {from} to {to}.',
        'The driver changed booking {reference}.',
        'A driver changed a booking.',
      ],
      fr: [
        '{driver} a modifié la réservation {reference} de {car}\u202f: désormais du {from} au {to}.',
        'Le conducteur a modifié la réservation {reference} de {car}\u202f: désormais du {from} au {to}.',
        'Le conducteur a modifié la réservation {reference}.',
        'Un conducteur a modifié une réservation.',
      ],
      es: [
        '{driver} ha modificado la reserva {reference} de {car}: ahora del {from} al {to}.',
        'El conductor ha modificado la reserva {reference} de {car}: ahora del {from} al {to}.',
        'El conductor ha modificado la reserva {reference}.',
        'Un conductor ha modificado una reserva.',
      ],
    },
  },
} as const satisfies Record<string, CodeTexts>;

export type RenderedCode = keyof typeof NOTIFICATION_TEXTS;

/** What an unknown code reads as (a code written by a newer instance, or a typo): never a crash. */
export const GENERIC_TEXTS: CodeTexts = {
  title: { en: 'New notification', fr: 'Nouvelle notification', es: 'Nueva notificación' },
  message: {
    en: ['You have a new notification about booking {reference}.', 'You have a new notification.'],
    fr: ['Vous avez une nouvelle notification concernant la réservation {reference}.', 'Vous avez une nouvelle notification.'],
    es: ['Tiene una nueva notificación sobre la reserva {reference}.', 'Tiene una nueva notificación.'],
  },
};

/** The free-text code's title (its message is the row's own text). */
export const FREE_TEXT_TITLE: Record<Language, string> = { en: 'New message', fr: 'Nouveau message', es: 'Nuevo mensaje' };

/** Booking statuses as a reader sees them: every status of the lifecycle (a missing one fails to compile). */
export const STATUS_NAMES: Readonly<Record<BookingStatus, Record<Language, string>>> = {
  void: { en: 'awaiting payment', fr: 'en attente de paiement', es: 'pendiente de pago' },
  pending: { en: 'pending', fr: 'en attente', es: 'pendiente' },
  deposit: { en: 'deposit paid', fr: 'acompte versé', es: 'depósito pagado' },
  paid: { en: 'paid', fr: 'payée', es: 'pagada' },
  reserved: { en: 'reserved', fr: 'réservée', es: 'reservada' },
  cancelled: { en: 'cancelled', fr: 'annulée', es: 'cancelada' },
};

/** An ISO instant as the renderer recognises it (what notify()'s callers write for dates). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
// A decimal as written in a row, or a number as JSON wrote it (1e-7, 1.5e+21).
const AMOUNT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const MONEY_KEYS: ReadonlySet<string> = new Set(['refund', 'amount', 'price', 'total']);

export type NotificationValues = Record<string, unknown>;

export interface RenderOptions {
  language: Language;
  /** The business time zone dates are shown in (settings.timeZone). */
  timeZone: string;
}

/**
 * A money value in the one money format (shared/money.ts, spec §9), in the row's `currency` (USD
 * when it has none). A staff-finalised cancellation writes its refund as `refundAmount` in
 * `refundCurrency` (services/bookings/staff.ts): that is the `{refund}` its text shows.
 */
function moneyValue(key: string, values: NotificationValues, language: Language): string | undefined {
  const value = key === 'refund' ? (values.refund ?? values.refundAmount) : values[key];
  if (value === null || value === undefined || typeof value === 'object' || typeof value === 'boolean') return undefined;
  const text = String(value).trim();
  if (!AMOUNT.test(text) || !isDecimal(text)) return text || undefined;
  // Nothing to show for a zero (or negative) amount: "a refund of $0" is no refund.
  if (Number(roundDecimal(text, 2)) <= 0) return undefined;
  const currency = key === 'refund' ? (values.refundCurrency ?? values.currency) : values.currency;
  const code = typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency.trim()) ? currency.trim() : 'USD';
  return formatMoney(text, code, language);
}

/**
 * One value as the reader reads it, or undefined when it has nothing to show (absent, empty, a
 * zero refund, an object): a variant that needs it is then skipped.
 */
function formatValue(key: string, values: NotificationValues, options: RenderOptions): string | undefined {
  if (MONEY_KEYS.has(key)) return moneyValue(key, values, options.language);
  const value = values[key];
  if (value === null || value === undefined || typeof value === 'object') return undefined;
  if (typeof value === 'boolean') return undefined;
  if (key === 'status' && typeof value === 'string' && isBookingStatus(value)) return STATUS_NAMES[value][options.language];
  const text = String(value).trim();
  if (!text) return undefined;
  if (ISO_INSTANT.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return formatDateTime(date, options.language, options.timeZone);
  }
  return text;
}

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

/** The first variant whose placeholders all have a value, filled in. */
export function fill(variants: readonly string[], values: NotificationValues, options: RenderOptions): string {
  for (const variant of variants) {
    let complete = true;
    const text = variant.replace(PLACEHOLDER, (_, key: string) => {
      const formatted = formatValue(key, values, options);
      if (formatted === undefined) complete = false;
      return formatted ?? '';
    });
    if (complete) return text;
  }
  // Only reached when a catalog's last variant needs a value (render.test.ts forbids that).
  return variants.at(-1)?.replace(PLACEHOLDER, '') ?? '';
}

function textsOf(code: string): CodeTexts {
  return Object.hasOwn(NOTIFICATION_TEXTS, code) ? NOTIFICATION_TEXTS[code as RenderedCode] : GENERIC_TEXTS;
}

export interface StoredNotification {
  code: string;
  values: unknown;
  /** The free text of code MESSAGE. */
  message?: string | null;
}

/** Values as stored (a JSON object; anything else reads as no values). */
export function valuesOf(values: unknown): NotificationValues {
  if (typeof values === 'string') {
    try {
      return valuesOf(JSON.parse(values));
    } catch {
      return {};
    }
  }
  return values && typeof values === 'object' && !Array.isArray(values) ? (values as NotificationValues) : {};
}

/** A notification's text in the reader's language. */
export function renderNotification(row: StoredNotification, options: RenderOptions): string {
  if (row.code === FREE_TEXT_CODE) {
    if (row.message?.trim()) return row.message;
    return fill(GENERIC_TEXTS.message[options.language], valuesOf(row.values), options);
  }
  return fill(textsOf(row.code).message[options.language], valuesOf(row.values), options);
}

/** A notification's short title in the reader's language (the e-mail copy's subject). */
export function renderTitle(code: string, language: Language): string {
  if (code === FREE_TEXT_CODE) return FREE_TEXT_TITLE[language];
  return textsOf(code).title[language];
}
