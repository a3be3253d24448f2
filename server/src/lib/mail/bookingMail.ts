import { convertFromBase } from '../../shared/conversion.ts';
import { anyHasCents, formatDecimal, formatMoney } from '../../shared/money.ts';
import { formatDateTime, formatDay } from '../../shared/dates.ts';
import { calendarFile } from './calendar.ts';
import { checkLink, COMMON, mailName, type Block, type Content, type MailAttachment, type MailLanguage } from './blocks.ts';
import { EXTRAS, type ExtraKind } from '../../shared/extras.ts';

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

export interface BookingMailPlace {
  name: Record<MailLanguage, string>;
  country: Record<MailLanguage, string>;
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
  return formatMoney(shown(data, usd), data.currency, language, { cents: anyHasCents(all.map((amount) => shown(data, amount))) });
}

/**
 * Date and time in the business zone in the app's one date format (shared/dates.ts: "Thu 5 Mar
 * 2026, 10:00"), with the zone named: a mail is read wherever the driver is.
 */
export function formatMailDateTime(iso: string, timeZone: string, language: MailLanguage): string {
  return `${formatDateTime(iso, language, timeZone)} (${timeZone})`;
}

/** OpenStreetMap centred on the place, with a marker. */
export function mapLink(place: Pick<BookingMailPlace, 'latitude' | 'longitude'>): string {
  const lat = Number(place.latitude).toFixed(6);
  const lon = Number(place.longitude).toFixed(6);
  return checkLink(`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`);
}

// ───────────── Words ─────────────

interface Words {
  subject: (car: string, date: string) => string;
  intro: (car: string, supplier: string) => string;
  reference: string;
  car: string;
  supplier: string;
  email: string;
  phone: string;
  pickup: string;
  dropoff: string;
  days: string;
  dayCount: (n: number) => string;
  when: string;
  where: string;
  map: (name: string) => string;
  priceHeading: string;
  lines: Record<BookingLineKind, string>;
  included: string;
  total: string;
  rate: (currency: string, rate: string) => string;
  deposit: string;
  payment: string;
  paymentOption: Record<BookingMailData['paymentOption'], string>;
  termsHeading: string;
  terms: { payLater: string; payOnlineWithCancellation: string; payOnlineWithoutCancellation: string; payOnlineChanges: string };
  checklistHeading: string;
  checklist: { onTime: string; documents: string; payCash: (total: string) => string; paid: (deposit: string) => string };
  calendar: string;
  button: string;
  eventTitle: (car: string, supplier: string) => string;
  eventDropoff: (when: string, where: string) => string;
  // Staff copy
  newSubject: (car: string, date: string) => string;
  newIntro: (driver: string, car: string) => string;
  driver: string;
  open: string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    subject: (car, date) => `Booking confirmed: ${car}, ${date}`,
    intro: (car, supplier) => `Thank you for booking with Erbil Car Rental. Your ${car} from ${supplier} is booked. Here are the details of your rental.`,
    reference: 'Booking reference',
    car: 'Car',
    supplier: 'Supplier',
    email: 'Email',
    phone: 'Phone',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    days: 'Rental days',
    dayCount: (n) => (n === 1 ? '1 day' : `${n} days`),
    when: 'Date and time',
    where: 'Place',
    map: (name) => `Map of ${name}`,
    priceHeading: 'Price',
    lines: {
      rental: 'Rental',
      cancellation: 'Cancellation',
      amendments: 'Amendments',
      theftProtection: 'Theft protection',
      collisionDamageWaiver: 'Collision damage waiver',
      fullInsurance: 'Full insurance',
      additionalDriver: 'Additional driver',
    },
    included: 'included',
    total: 'Total',
    rate: (currency, rate) => `Amounts in ${currency} at the rate of your booking: 1 USD = ${rate} ${currency}.`,
    deposit: 'Deposit (due at pick-up)',
    payment: 'Payment',
    paymentOption: { payLater: 'Pay at pick-up', payOnline: 'Paid online' },
    termsHeading: 'Cancellation and changes',
    terms: {
      payLater: 'You pay at pick-up: cancellation and amendments are free.',
      payOnlineWithCancellation:
        'Your booking includes the cancellation option: if you ask to cancel at least 24 hours before pick-up, your payment is refunded. A later request is not refunded.',
      payOnlineWithoutCancellation: 'Your booking does not include the cancellation option: a cancellation is not refunded.',
      payOnlineChanges: 'To change a paid booking, send a request to our staff from your booking page.',
    },
    checklistHeading: 'Pick-up checklist',
    checklist: {
      onTime: 'Arrive on time.',
      documents: 'Bring your passport or national ID and your driver’s licence.',
      payCash: (total) => `Pay the total (${total}) in cash at pick-up.`,
      paid: (deposit) => `Your rental is paid; the deposit (${deposit}) is due at pick-up.`,
    },
    calendar: 'The attached calendar file adds the pick-up and drop-off to your calendar.',
    button: 'View my booking',
    eventTitle: (car, supplier) => `Car rental: ${car} (${supplier})`,
    eventDropoff: (when, where) => `Drop-off: ${when}, ${where}`,
    newSubject: (car, date) => `New booking: ${car}, ${date}`,
    newIntro: (driver, car) => `${driver} booked the ${car}.`,
    driver: 'Driver',
    open: 'Open the booking',
  },
  fr: {
    subject: (car, date) => `Réservation confirmée\u202f: ${car}, ${date}`,
    intro: (car, supplier) => `Merci d’avoir réservé chez Erbil Car Rental. Votre ${car} de ${supplier} est réservée. Voici le détail de votre location.`,
    reference: 'Référence de réservation',
    car: 'Voiture',
    supplier: 'Loueur',
    email: 'E-mail',
    phone: 'Téléphone',
    pickup: 'Prise en charge',
    dropoff: 'Restitution',
    days: 'Jours de location',
    dayCount: (n) => (n === 1 ? '1 jour' : `${n} jours`),
    when: 'Date et heure',
    where: 'Lieu',
    map: (name) => `Carte\u202f: ${name}`,
    priceHeading: 'Prix',
    lines: {
      rental: 'Location',
      cancellation: 'Annulation',
      amendments: 'Modifications',
      theftProtection: 'Protection contre le vol',
      collisionDamageWaiver: 'Assurance dommages par collision',
      fullInsurance: 'Assurance tous risques',
      additionalDriver: 'Conducteur supplémentaire',
    },
    included: 'inclus',
    total: 'Total',
    rate: (currency, rate) => `Montants en ${currency} au taux de votre réservation\u202f: 1 USD = ${rate} ${currency}.`,
    deposit: 'Caution (à la prise en charge)',
    payment: 'Paiement',
    paymentOption: { payLater: 'Paiement à la prise en charge', payOnline: 'Payé en ligne' },
    termsHeading: 'Annulation et modifications',
    terms: {
      payLater: 'Vous payez à la prise en charge\u202f: l’annulation et les modifications sont gratuites.',
      payOnlineWithCancellation:
        'Votre réservation comprend l’option d’annulation\u202f: si vous demandez l’annulation au moins 24 heures avant la prise en charge, votre paiement est remboursé. Une demande plus tardive n’est pas remboursée.',
      payOnlineWithoutCancellation: 'Votre réservation ne comprend pas l’option d’annulation\u202f: une annulation n’est pas remboursée.',
      payOnlineChanges: 'Pour modifier une réservation payée, envoyez une demande à notre équipe depuis la page de votre réservation.',
    },
    checklistHeading: 'Avant la prise en charge',
    checklist: {
      onTime: 'Arrivez à l’heure.',
      documents: 'Apportez votre passeport ou votre carte d’identité et votre permis de conduire.',
      payCash: (total) => `Payez le total (${total}) en espèces à la prise en charge.`,
      paid: (deposit) => `Votre location est payée\u202f; la caution (${deposit}) est due à la prise en charge.`,
    },
    calendar: 'Le fichier de calendrier joint ajoute la prise en charge et la restitution à votre agenda.',
    button: 'Voir ma réservation',
    eventTitle: (car, supplier) => `Location de voiture\u202f: ${car} (${supplier})`,
    eventDropoff: (when, where) => `Restitution\u202f: ${when}, ${where}`,
    newSubject: (car, date) => `Nouvelle réservation\u202f: ${car}, ${date}`,
    newIntro: (driver, car) => `${driver} a réservé la voiture ${car}.`,
    driver: 'Conducteur',
    open: 'Ouvrir la réservation',
  },
  es: {
    subject: (car, date) => `Reserva confirmada: ${car}, ${date}`,
    intro: (car, supplier) => `Gracias por reservar con Erbil Car Rental. Su ${car} de ${supplier} está reservado. Estos son los detalles de su alquiler.`,
    reference: 'Referencia de la reserva',
    car: 'Coche',
    supplier: 'Proveedor',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    pickup: 'Recogida',
    dropoff: 'Devolución',
    days: 'Días de alquiler',
    dayCount: (n) => (n === 1 ? '1 día' : `${n} días`),
    when: 'Fecha y hora',
    where: 'Lugar',
    map: (name) => `Mapa de ${name}`,
    priceHeading: 'Precio',
    lines: {
      rental: 'Alquiler',
      cancellation: 'Cancelación',
      amendments: 'Modificaciones',
      theftProtection: 'Protección contra robo',
      collisionDamageWaiver: 'Cobertura de daños por colisión',
      fullInsurance: 'Seguro a todo riesgo',
      additionalDriver: 'Conductor adicional',
    },
    included: 'incluido',
    total: 'Total',
    rate: (currency, rate) => `Importes en ${currency} al tipo de cambio de su reserva: 1 USD = ${rate} ${currency}.`,
    deposit: 'Fianza (en la recogida)',
    payment: 'Pago',
    paymentOption: { payLater: 'Pago en la recogida', payOnline: 'Pagado en línea' },
    termsHeading: 'Cancelación y cambios',
    terms: {
      payLater: 'Usted paga en la recogida: la cancelación y las modificaciones son gratuitas.',
      payOnlineWithCancellation:
        'Su reserva incluye la opción de cancelación: si pide cancelar al menos 24 horas antes de la recogida, se le reembolsa el pago. Una solicitud posterior no se reembolsa.',
      payOnlineWithoutCancellation: 'Su reserva no incluye la opción de cancelación: una cancelación no se reembolsa.',
      payOnlineChanges: 'Para cambiar una reserva pagada, envíe una solicitud a nuestro equipo desde la página de su reserva.',
    },
    checklistHeading: 'Lista para la recogida',
    checklist: {
      onTime: 'Llegue a tiempo.',
      documents: 'Lleve su pasaporte o documento nacional de identidad y su permiso de conducir.',
      payCash: (total) => `Pague el total (${total}) en efectivo en la recogida.`,
      paid: (deposit) => `Su alquiler está pagado; la fianza (${deposit}) se paga en la recogida.`,
    },
    calendar: 'El archivo de calendario adjunto añade la recogida y la devolución a su calendario.',
    button: 'Ver mi reserva',
    eventTitle: (car, supplier) => `Alquiler de coche: ${car} (${supplier})`,
    eventDropoff: (when, where) => `Devolución: ${when}, ${where}`,
    newSubject: (car, date) => `Nueva reserva: ${car}, ${date}`,
    newIntro: (driver, car) => `${driver} ha reservado el coche ${car}.`,
    driver: 'Conductor',
    open: 'Abrir la reserva',
  },
};

function placeName(place: BookingMailPlace, language: MailLanguage): string {
  return place.name[language];
}

function placeAddress(place: BookingMailPlace, language: MailLanguage): string {
  return `${place.name[language]}, ${place.country[language]}`;
}

function shortDate(iso: string, timeZone: string, language: MailLanguage): string {
  return formatDay(iso, language, timeZone);
}

function samePlace(a: BookingMailPlace, b: BookingMailPlace): boolean {
  return a.name.en === b.name.en && a.latitude === b.latitude && a.longitude === b.longitude;
}

function priceRows(data: BookingMailData, language: MailLanguage): Array<[string, string]> {
  const w = WORDS[language];
  const rows: Array<[string, string]> = data.lines.map((line) => {
    const label = line.kind === 'rental' ? `${w.lines.rental} (${w.dayCount(data.days)})` : w.lines[line.kind];
    return [label, line.included ? w.included : money(data, line.amount, language)];
  });
  rows.push([w.total, money(data, data.total, language)]);
  rows.push([w.deposit, money(data, data.deposit, language)]);
  return rows;
}

// ───────────── The driver's confirmation ─────────────

/**
 * The .ics file: pick-up to drop-off in UTC, at the pick-up place, one UID per booking. `sequence`
 * counts the booking's changes (the booking page's download after an edit), so a calendar holding
 * an older copy replaces it.
 */
export function bookingCalendar(data: BookingMailData, language: MailLanguage, options: { sequence?: number } = {}): MailAttachment {
  const w = WORDS[language];
  const value = calendarFile({
    productId: 'erbil-car-rental/booking',
    method: 'PUBLISH',
    uid: `booking-${data.bookingId}@erbil-car-rental`,
    sequence: options.sequence ?? 0,
    status: 'CONFIRMED',
    start: Date.parse(data.from),
    end: Date.parse(data.to),
    title: w.eventTitle(data.carName, data.supplier.name),
    description: [
      `${w.reference}: ${data.reference}`,
      w.eventDropoff(formatMailDateTime(data.to, data.timeZone, language), placeAddress(data.dropoff, language)),
      data.bookingUrl,
    ].join('\n'),
    location: placeAddress(data.pickup, language),
    geo: { lat: Number(data.pickup.latitude), lon: Number(data.pickup.longitude) },
    url: data.bookingUrl,
  });
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

export function bookingConfirmationContent(data: BookingMailData, language: MailLanguage): Content {
  const w = WORDS[language];
  const common = COMMON[language];
  const zone = data.timeZone;
  const supplierRows: Array<[string, string]> = [[w.supplier, data.supplier.name]];
  if (data.supplier.email) supplierRows.push([w.email, data.supplier.email]);
  if (data.supplier.phone) supplierRows.push([w.phone, data.supplier.phone]);

  const place = (label: string, iso: string, p: BookingMailPlace): Block[] => [
    { kind: 'heading', text: label },
    {
      kind: 'fields',
      rows: [
        [w.when, formatMailDateTime(iso, zone, language)],
        [w.where, placeAddress(p, language)],
      ],
    },
    { kind: 'link', label: w.map(placeName(p, language)), url: mapLink(p) },
  ];

  const blocks: Block[] = [
    { kind: 'greeting', text: common.hello(data.driverName) },
    { kind: 'paragraph', text: w.intro(data.carName, data.supplier.name) },
    {
      kind: 'fields',
      rows: [[w.reference, data.reference], [w.car, data.carName], ...supplierRows, [w.days, w.dayCount(data.days)], [w.payment, w.paymentOption[data.paymentOption]]],
    },
    ...place(w.pickup, data.from, data.pickup),
    ...(samePlace(data.pickup, data.dropoff)
      ? [{ kind: 'heading', text: w.dropoff } as Block, { kind: 'fields', rows: [[w.when, formatMailDateTime(data.to, zone, language)], [w.where, placeAddress(data.dropoff, language)]] } as Block]
      : place(w.dropoff, data.to, data.dropoff)),
    { kind: 'heading', text: w.priceHeading },
    { kind: 'fields', rows: priceRows(data, language) },
  ];
  if (data.currency !== 'USD') blocks.push({ kind: 'small', text: w.rate(data.currency, formatDecimal(data.exchangeRate, language)) });
  blocks.push({ kind: 'heading', text: w.termsHeading });
  if (data.paymentOption === 'payLater') blocks.push({ kind: 'paragraph', text: w.terms.payLater });
  else {
    blocks.push({ kind: 'paragraph', text: data.cancellation ? w.terms.payOnlineWithCancellation : w.terms.payOnlineWithoutCancellation });
    blocks.push({ kind: 'paragraph', text: w.terms.payOnlineChanges });
  }
  blocks.push(
    { kind: 'heading', text: w.checklistHeading },
    {
      kind: 'list',
      items: [
        w.checklist.onTime,
        w.checklist.documents,
        data.paymentOption === 'payLater' ? w.checklist.payCash(money(data, data.total, language)) : w.checklist.paid(money(data, data.deposit, language)),
      ],
    },
    { kind: 'action', label: w.button, url: checkLink(data.bookingUrl), fallback: common.buttonFallback },
    { kind: 'small', text: w.calendar },
  );
  return {
    subject: w.subject(data.carName, shortDate(data.from, zone, language)),
    blocks,
    attachments: [bookingCalendar(data, language)],
  };
}

// ───────────── The staff and supplier copy ─────────────

export function newBookingContent(data: BookingMailData, language: MailLanguage): Content {
  const w = WORDS[language];
  const zone = data.timeZone;
  return {
    subject: w.newSubject(data.carName, shortDate(data.from, zone, language)),
    blocks: [
      { kind: 'paragraph', text: w.newIntro(mailName(data.driverName), data.carName) },
      {
        kind: 'fields',
        rows: [
          [w.reference, data.reference],
          [w.car, data.carName],
          [w.supplier, data.supplier.name],
          [w.driver, `${mailName(data.driverName)} <${data.driverEmail}>`],
          [w.pickup, `${formatMailDateTime(data.from, zone, language)}, ${placeAddress(data.pickup, language)}`],
          [w.dropoff, `${formatMailDateTime(data.to, zone, language)}, ${placeAddress(data.dropoff, language)}`],
          [w.days, w.dayCount(data.days)],
          [w.payment, w.paymentOption[data.paymentOption]],
          [w.total, money(data, data.total, language)],
        ],
      },
      { kind: 'link', label: w.open, url: checkLink(data.bookingUrl) },
    ],
  };
}

// ───────────── The pick-up reminder (24 hours before, services/bookings/reminders.ts) ─────────────

const REMINDER: Record<MailLanguage, { subject: (car: string, when: string) => string; intro: (car: string, when: string) => string; closing: string }> = {
  en: {
    subject: (car, when) => `Reminder: pick-up of your ${car} on ${when}`,
    intro: (car, when) => `Your rental starts soon: the ${car} is waiting for you on ${when}. Here is where to go and what to bring.`,
    closing: 'If your plans have changed, open your booking to ask for a cancellation.',
  },
  fr: {
    subject: (car, when) => `Rappel\u202f: prise en charge de votre ${car} le ${when}`,
    intro: (car, when) => `Votre location commence bientôt\u202f: la voiture ${car} vous attend le ${when}. Voici où aller et quoi apporter.`,
    closing: 'Si vos projets ont changé, ouvrez votre réservation pour demander une annulation.',
  },
  es: {
    subject: (car, when) => `Recordatorio: recogida de su ${car} el ${when}`,
    intro: (car, when) => `Su alquiler empieza pronto: el ${car} le espera el ${when}. Le indicamos adónde ir y qué llevar.`,
    closing: 'Si sus planes han cambiado, abra su reserva para pedir una cancelación.',
  },
};

/**
 * The driver's pick-up reminder: the car, the pick-up time in the business time zone, the place
 * (with a map link) and the pick-up checklist of the confirmation, in the driver's language.
 */
export function pickupReminderContent(data: BookingMailData, language: MailLanguage): Content {
  const w = WORDS[language];
  const r = REMINDER[language];
  const common = COMMON[language];
  const zone = data.timeZone;
  const when = formatMailDateTime(data.from, zone, language);
  return {
    subject: r.subject(data.carName, when),
    blocks: [
      { kind: 'greeting', text: common.hello(data.driverName) },
      { kind: 'paragraph', text: r.intro(data.carName, when) },
      { kind: 'fields', rows: [[w.reference, data.reference], [w.car, data.carName], [w.supplier, data.supplier.name], ...(data.supplier.phone ? [[w.phone, data.supplier.phone] as [string, string]] : [])] },
      { kind: 'heading', text: w.pickup },
      { kind: 'fields', rows: [[w.when, when], [w.where, placeAddress(data.pickup, language)]] },
      { kind: 'link', label: w.map(placeName(data.pickup, language)), url: mapLink(data.pickup) },
      { kind: 'heading', text: w.checklistHeading },
      {
        kind: 'list',
        items: [
          w.checklist.onTime,
          w.checklist.documents,
          data.paymentOption === 'payLater' ? w.checklist.payCash(money(data, data.total, language)) : w.checklist.paid(money(data, data.deposit, language)),
        ],
      },
      { kind: 'action', label: w.button, url: checkLink(data.bookingUrl), fallback: common.buttonFallback },
      { kind: 'small', text: r.closing },
    ],
  };
}
