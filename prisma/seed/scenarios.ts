// Named scenarios: the ids of the seeded rows that tests and demos talk about, so a test
// reads like a story (`scenario.driver.demo`, `scenario.car.bookedMini`) and never looks
// rows up by name. Ids are computed (see ./ids.ts), not queried: they are the same in every
// seeded database.
//
// Seeded bookings are placed relative to the `now` the seed ran with (tests get it from the
// global setup): `period(now)` gives their instants, 10:00 Asia/Baghdad on the given days.
import {
  ADMIN,
  BOOKINGS,
  type BookingKey,
  DEMO_DRIVER,
  FEATURED_CARS,
  type FeaturedCarKey,
  IRAQ,
  LOCATIONS,
  type LocationKey,
  SECOND_DRIVER,
  SUPPLIER_PASSWORD,
  SUPPLIERS,
  type SeedPerson,
  type SupplierKey,
  seedInstant,
} from './data.ts';
import { stableId } from './ids.ts';

// ───────────── Ids of seeded rows ─────────────

export const countryId = (code: string): string => stableId('country', code);
export const locationId = (key: LocationKey): string => stableId('location', key);
/** A supplier's id, which is also its user's id. */
export const supplierId = (key: SupplierKey): string => stableId('supplier', key);
export const userId = (key: string): string => stableId('user', key);
export const carId = (key: string): string => stableId('car', key);
export const bookingId = (key: BookingKey): string => stableId('booking', key);

export interface Period {
  from: Date;
  to: Date;
}

/** A seeded booking's period, from the `now` the seed ran with. */
export function seededPeriod(now: Date, fromDay: number, toDay: number): Period {
  return { from: seedInstant(now, fromDay), to: seedInstant(now, toDay) };
}

function person(p: SeedPerson) {
  return { id: userId(p.key), email: p.email, password: p.password, fullName: p.fullName };
}

function car(key: FeaturedCarKey) {
  const c = FEATURED_CARS.find((f) => f.key === key);
  if (!c) throw new Error(`no featured car ${key}`);
  return {
    id: carId(key),
    key,
    name: c.name,
    supplierId: supplierId(c.supplierKey),
    locationIds: c.locations.map(locationId),
  };
}

function booking(key: BookingKey) {
  const b = BOOKINGS.find((x) => x.key === key);
  if (!b) throw new Error(`no seeded booking ${key}`);
  const { fromDay, toDay } = b;
  return {
    id: bookingId(key),
    key,
    carId: carId(b.carKey),
    driverId: userId(b.driver),
    pickupLocationId: locationId(b.pickup),
    dropoffLocationId: locationId(b.dropoff),
    status: b.status,
    paymentOption: b.paymentOption,
    cancelRequest: 'cancelRequest' in b ? b.cancelRequest : false,
    fromDay,
    toDay,
    period: (now: Date): Period => seededPeriod(now, fromDay, toDay),
  };
}

const locations = Object.fromEntries(LOCATIONS.map((l) => [l.key, locationId(l.key)])) as Record<LocationKey, string>;

export const scenario = {
  country: { iraq: countryId(IRAQ.code) },

  /** Location ids by key: airport, citadel, ankawa, dreamCity, familyMall, ... */
  location: locations,

  /** Supplier ids (the supplier's user has the same id). */
  supplier: {
    hawlerDrive: supplierId('hawler-drive'),
    citadelCarRental: supplierId('citadel-car-rental'),
    ankawaAutoHire: supplierId('ankawa-auto-hire'),
    zagrosRentACar: supplierId('zagros-rent-a-car'),
    kurdistanWheels: supplierId('kurdistan-wheels'),
    sulafMotors: supplierId('sulaf-motors'),
    /** Takes online payment only (payLaterAllowed false). */
    rawanduzRentals: supplierId('rawanduz-rentals'),
    /** Every seeded supplier account signs in with this password. */
    password: SUPPLIER_PASSWORD,
    accounts: SUPPLIERS.map((s) => ({ id: supplierId(s.key), email: s.email, name: s.name })),
  },

  /** admin@erbil-rental.test / Admin123! */
  admin: person(ADMIN),

  driver: {
    /** driver@erbil-rental.test / Driver123!: verified, English, born 1990-05-14, five bookings. */
    demo: { ...person(DEMO_DRIVER), phone: DEMO_DRIVER.phone, birthDate: DEMO_DRIVER.birthDate },
    /** shilan@erbil-rental.test / Driver123!: verified, French, three bookings. */
    second: { ...person(SECOND_DRIVER), phone: SECOND_DRIVER.phone, birthDate: SECOND_DRIVER.birthDate },
  },

  car: {
    /**
     * The first mini of the catalogue (Kia Picanto, $25.00 a day, airport and citadel):
     * paid by the demo driver from day 3 to day 6, then pending for the second driver from
     * day 6 to day 9 (back to back); a cancelled booking on day 4 blocks nothing.
     */
    bookedMini: {
      ...car('hawler-drive/kia-picanto'),
      booked: booking('demo-paid-mini'),
      bookedAfter: booking('second-pending-mini-after'),
      /** Busy from day 3 to day 9 after the seed's now. */
      busy: (now: Date): Period => seededPeriod(now, 3, 9),
    },
    /** Toyota Yaris Hybrid at the airport only, discounted ($32.00, $28.00), never booked. */
    miniAtAirport: car('hawler-drive/toyota-yaris-hybrid'),
    /** Hyundai Tucson with 3-day, weekly and monthly prices, no discounts; pending day 8 to 12. */
    tieredMidi: car('zagros-rent-a-car/hyundai-tucson'),
    /** Toyota Land Cruiser with discounted daily, weekly and monthly prices, minimum age 25, deposit $1000; reserved day 14 to 20. */
    discountedMaxi: car('citadel-car-rental/toyota-land-cruiser'),
    /** Honda PCX 125: 2 seats, no doors, no deposit; its only booking is cancelled. */
    scooter: car('ankawa-auto-hire/honda-pcx'),
    /** BYD Atto 3, electric, no rating yet; pending with a cancel request, day 5 to 7. */
    electric: car('kurdistan-wheels/byd-atto-3'),
    /** Nissan Patrol withdrawn by its supplier (available false). */
    unavailable: car('sulaf-motors/nissan-patrol'),
    /** Toyota Corolla of Rawanduz Rentals, which does not allow pay later; paid day 10 to 17. */
    payOnlineOnly: car('rawanduz-rentals/toyota-corolla'),
  },

  booking: {
    demoPaidMini: booking('demo-paid-mini'),
    demoPendingMidi: booking('demo-pending-midi'),
    demoReservedMaxi: booking('demo-reserved-maxi'),
    demoCancelledScooter: booking('demo-cancelled-scooter'),
    demoCancelRequestedElectric: booking('demo-cancel-requested-electric'),
    secondPendingMiniAfter: booking('second-pending-mini-after'),
    secondCancelledMiniOverlap: booking('second-cancelled-mini-overlap'),
    secondPaidWeeklyMidi: booking('second-paid-weekly-midi'),
  },
} as const;
