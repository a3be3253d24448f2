import type { MailData } from '../../src/lib/mail/templates.ts';

const place = { name: { en: 'Erbil Airport', fr: 'Aéroport d’Erbil', es: 'Aeropuerto de Erbil' }, country: { en: 'Iraq', fr: 'Irak', es: 'Irak' }, latitude: '36.237600', longitude: '43.963200' };

/** A booking mail's data for the mail tests: a three-day rental at Erbil Airport, with `overrides`. */
export function sampleBookingMail(overrides: Partial<MailData['bookingConfirmation']> = {}): MailData['bookingConfirmation'] {
  return {
    bookingId: '7d0f0a52-5c1e-4f43-9d4e-6f1f2b9d3a10',
    reference: 'EBL-7K3Q9M',
    driverName: 'Dilan Aziz',
    driverEmail: 'driver@example.com',
    carName: 'Kia Picanto',
    supplier: { name: 'Zagros Cars', email: 'supplier@example.com', phone: '+964 750 000 0000' },
    from: '2026-12-01T07:00:00.000Z',
    to: '2026-12-04T07:00:00.000Z',
    timeZone: 'Asia/Baghdad',
    days: 3,
    paymentOption: 'payLater',
    cancellation: true,
    pickup: place,
    dropoff: place,
    lines: [{ kind: 'rental', amount: '120.00', included: false }],
    total: '120.00',
    deposit: '250.00',
    currency: 'USD',
    exchangeRate: '1',
    bookingUrl: 'https://rent.example.com/booking?b=7d0f0a52-5c1e-4f43-9d4e-6f1f2b9d3a10',
    ...overrides,
  } as MailData['bookingConfirmation'];
}
