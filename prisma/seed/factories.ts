// Factories shared by the seed and the tests: each builds a row with sensible, unique
// defaults, applies the caller's overrides and returns the created row, so a test reads
// `const driver = await createDriver(db)` and states only what matters to it.
// The `build*` functions are the same defaults without the database; the seed uses them
// for its batch inserts, so seeded rows and test rows never drift apart.
import { randomBytes } from 'node:crypto';
import { Prisma } from '../../server/src/__generated__/prisma/client.ts';
import type { Booking, Car, Location, PrismaClient, Supplier, User } from '../../server/src/__generated__/prisma/client.ts';
import { IRAQ } from './data.ts';
import { stableId } from './ids.ts';

/** A client or an interactive transaction's client: factories work inside `$transaction`. */
export type Db = PrismaClient | Prisma.TransactionClient;

// ───────────── Passwords ─────────────

// One definition of the password hash settings: the accounts service's.
export { hashPassword, PASSWORD_HASH_OPTIONS } from '../../server/src/services/accounts/passwords.ts';
import { hashPassword } from '../../server/src/services/accounts/passwords.ts';
import { holdExpiry } from '../../server/src/services/bookings/holds.ts';

/** Password of factory-made admins and suppliers unless one is given. */
export const FACTORY_PASSWORD = 'Password123!';

// A test suite creates many users with the same few passwords: hash each password once per
// process (about 30 ms saved per user). Fixtures only; the seed hashes each account afresh.
const fixtureHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hashed = fixtureHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    fixtureHashes.set(password, hashed);
  }
  return hashed;
}

// ───────────── Unique defaults ─────────────

// Per process and random per run: test files may share a database, so a counter alone
// could repeat an email another file already used.
const runTag = randomBytes(3).toString('hex');
let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${runTag}-${sequence}`;
}

/** `YYYY-MM-DD` for a `date` column. */
function dateOnly(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

// ───────────── Users ─────────────

export type UserOverrides = Partial<Omit<Prisma.UserCreateManyInput, 'passwordHash'>> & {
  /** Plain password, hashed with argon2id. */
  password?: string;
};

/** A user row's data (no password handling): unique email, verified, English. */
export function buildUser(type: User['type'], overrides: Omit<UserOverrides, 'password'> = {}): Prisma.UserCreateManyInput {
  const n = unique();
  const verified = overrides.verified ?? true;
  return {
    type,
    fullName: `Test ${type[0].toUpperCase()}${type.slice(1)} ${n}`,
    language: 'en',
    verified,
    verifiedAt: verified ? new Date() : null,
    ...overrides,
    // The database refuses mixed case (CHECK email = lower(email)).
    email: (overrides.email ?? `${type}-${n}@example.test`).toLowerCase(),
  };
}

async function createUser(db: Db, type: User['type'], overrides: UserOverrides, defaultPassword: string | null): Promise<User> {
  const { password = defaultPassword, ...fields } = overrides;
  return db.user.create({
    data: {
      ...buildUser(type, fields),
      passwordHash: password === null ? null : await fixtureHash(password),
    },
  });
}

/** A verified driver; no password unless one is given (as after a guest checkout). */
export function createDriver(db: Db, overrides: UserOverrides = {}): Promise<User> {
  return createUser(
    db,
    'driver',
    { phone: '+9647501000000', birthDate: dateOnly('1990-01-01'), ...overrides },
    null,
  );
}

/** A verified admin with password `FACTORY_PASSWORD` unless one is given. */
export function createAdmin(db: Db, overrides: UserOverrides = {}): Promise<User> {
  return createUser(db, 'admin', overrides, FACTORY_PASSWORD);
}

// ───────────── Suppliers ─────────────

export type SupplierOverrides = Partial<Omit<Prisma.SupplierCreateManyInput, 'id'>> & {
  /** Overrides of the supplier's user account (type supplier, same id). */
  user?: UserOverrides;
};

export function buildSupplier(overrides: Partial<Prisma.SupplierCreateManyInput> = {}): Omit<Prisma.SupplierCreateManyInput, 'id'> {
  const n = unique();
  return {
    name: `Test Rentals ${n}`,
    contactPhone: '+964 750 000 0000',
    contactEmail: `bookings-${n}@example.test`,
    payLaterAllowed: true,
    ...overrides,
  };
}

/**
 * A supplier: its user (type supplier, password `FACTORY_PASSWORD` unless given) and its
 * `suppliers` row with the same id. Returns the supplier row with its user.
 */
export async function createSupplier(db: Db, overrides: SupplierOverrides = {}): Promise<Supplier & { user: User }> {
  const { user: userOverrides = {}, ...fields } = overrides;
  const data = buildSupplier(fields);
  const { password = FACTORY_PASSWORD, ...userFields } = userOverrides;
  return db.supplier.create({
    data: {
      ...data,
      user: {
        create: {
          ...buildUser('supplier', { fullName: data.name, avatar: data.logo ?? null, ...userFields }),
          passwordHash: await fixtureHash(password),
        },
      },
    },
    include: { user: true },
  });
}

// ───────────── Places ─────────────

/** The seed's Iraq row (same id as the seed's), created if missing; safe under concurrency. */
export async function ensureIraq(db: Db) {
  const id = stableId('country', IRAQ.code);
  await db.country.createMany({ data: [{ id, code: IRAQ.code }], skipDuplicates: true });
  await db.countryName.createMany({
    data: Object.entries(IRAQ.names).map(([language, name]) => ({ countryId: id, language, name })),
    skipDuplicates: true,
  });
  return db.country.findUniqueOrThrow({ where: { code: IRAQ.code } });
}

/** A location's columns, and its names by language (rows of location_names; `en` required when given). */
export type LocationOverrides = Partial<Prisma.LocationCreateManyInput> & { names?: { en: string; [language: string]: string } };

/** A location in Iraq near Erbil's centre (creates the country if needed). */
export async function createLocation(db: Db, overrides: LocationOverrides = {}): Promise<Location> {
  const countryId = overrides.countryId ?? (await ensureIraq(db)).id;
  const n = unique();
  const { names = { en: `Test Location ${n}`, fr: `Lieu de test ${n}`, es: `Lugar de prueba ${n}` }, ...columns } = overrides;
  return db.location.create({
    data: {
      latitude: '36.190000',
      longitude: '44.010000',
      ...columns,
      countryId,
      names: { create: Object.entries(names).map(([language, name]) => ({ language, name })) },
    },
  });
}

// ───────────── Cars ─────────────

/**
 * Defaults of a factory car: a plain automatic mini at $30.00 a day, no tier prices or
 * discounts, cancellation and amendments included, the per-day extras priced, additional
 * driver unavailable. Tests about prices should still state the prices they rely on.
 */
export const CAR_DEFAULTS = {
  range: 'mini',
  fuelType: 'gasoline',
  gearbox: 'automatic',
  fuelPolicy: 'likeForlike',
  seats: 5,
  doors: 5,
  aircon: true,
  deposit: '250.00',
  rating: '4.5',
  trips: 0,
  mileage: -1,
  multimedia: ['bluetooth'],
  available: true,
  minimumAge: 21,
  dailyPrice: '30.00',
  cancellation: '0.00',
  amendments: '0.00',
  theftProtection: '5.00',
  collisionDamageWaiver: '8.00',
  fullInsurance: '15.00',
  additionalDriver: '-1.00',
} as const satisfies Partial<Prisma.CarCreateManyInput>;

export function buildCar(supplierId: string, overrides: Partial<Prisma.CarCreateManyInput> = {}): Prisma.CarCreateManyInput {
  return {
    ...CAR_DEFAULTS,
    multimedia: [...CAR_DEFAULTS.multimedia],
    name: `Test Car ${unique()}`,
    supplierId,
    ...overrides,
  };
}

export type CarOverrides = Partial<Prisma.CarCreateManyInput> & {
  /** Ids of the locations where the car can be picked up; default: one new location. */
  locations?: string[];
};

/** A car (see `CAR_DEFAULTS`), with a new supplier and a new location unless given. */
export async function createCar(db: Db, overrides: CarOverrides = {}): Promise<Car> {
  const { locations, ...fields } = overrides;
  const supplierId = fields.supplierId ?? (await createSupplier(db)).id;
  const locationIds = locations ?? [(await createLocation(db)).id];
  return db.car.create({
    data: {
      ...buildCar(supplierId, fields),
      locations: { createMany: { data: locationIds.map((locationId) => ({ locationId })) } },
    },
  });
}

// ───────────── Bookings ─────────────

const DAY_MS = 86_400_000;

/** Rental days: the period rounded up to whole 24-hour days, at least 1. */
export function rentalDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

export type PriceSource = {
  dailyPrice: Prisma.Decimal | string;
  discountedDailyPrice?: Prisma.Decimal | string | null;
};

export interface PlaceholderPriceBreakdown {
  /** Marks fixture data: not produced by the pricing service. */
  placeholder: true;
  lines: { kind: 'rental'; amount: string }[];
  total: string;
}

/**
 * PLACEHOLDER for fixtures only: days × daily price (the discounted one when set), no
 * tiers, no extras. It is NOT the product's quote (that is the pricing service's job); it
 * only gives seeded and factory bookings a plausible breakdown and total.
 */
export function placeholderPriceBreakdown(car: PriceSource, days: number): PlaceholderPriceBreakdown {
  const daily = new Prisma.Decimal(car.discountedDailyPrice ?? car.dailyPrice);
  const amount = daily.mul(days).toFixed(2);
  return { placeholder: true, lines: [{ kind: 'rental', amount }], total: amount };
}

type BookingCar = Pick<Car, 'id' | 'supplierId'> & PriceSource;

export type BookingOverrides = Partial<Omit<Prisma.BookingCreateManyInput, 'carId' | 'supplierId' | 'days' | 'price' | 'priceBreakdown'>> & {
  from?: Date;
  to?: Date;
};

let bookingSlot = 0;

/**
 * Data of a booking of `car`: pending, pay later (a void one holds the car for the product's
 * HOLD_MINUTES unless `holdExpiresAt` is given), from `from` to `to` (default: 2 days
 * starting at 10:00 Erbil time some days ahead, a different slot at each call, so repeated
 * bookings of one car do not trip the no-overlap constraint), days and the placeholder
 * price computed from them. Driver and locations must be given.
 */
export function buildBooking(
  car: BookingCar,
  overrides: BookingOverrides & Pick<Prisma.BookingCreateManyInput, 'driverId' | 'pickupLocationId'>,
): Prisma.BookingCreateManyInput {
  let from = overrides.from;
  if (!from) {
    bookingSlot += 1;
    const today = new Date();
    today.setUTCHours(7, 0, 0, 0); // 10:00 in Erbil (UTC+3)
    from = new Date(today.getTime() + (7 + 3 * bookingSlot) * DAY_MS);
  }
  const to = overrides.to ?? new Date(from.getTime() + 2 * DAY_MS);
  const days = rentalDays(from, to);
  const breakdown = placeholderPriceBreakdown(car, days);
  return {
    status: 'pending',
    paymentOption: 'payLater',
    dropoffLocationId: overrides.pickupLocationId,
    // A hold always has an expiry (database check): the product's, from now, unless given.
    ...(overrides.status === 'void' ? { holdExpiresAt: holdExpiry(new Date()) } : {}),
    ...overrides,
    carId: car.id,
    supplierId: car.supplierId,
    from,
    to,
    days,
    priceBreakdown: breakdown as unknown as Prisma.InputJsonValue,
    price: breakdown.total,
  };
}

/**
 * A booking of `car` (or of the car `carId`): pending, pay later, see `buildBooking`; by a
 * new driver unless `driverId` is given; picked up and returned at the car's first location
 * unless given.
 */
export async function createBooking(
  db: Db,
  { car, carId, ...overrides }: BookingOverrides & ({ car: BookingCar; carId?: never } | { carId: string; car?: never }),
): Promise<Booking> {
  const bookedCar: BookingCar =
    car ??
    (await db.car.findUniqueOrThrow({
      where: { id: carId },
      select: { id: true, supplierId: true, dailyPrice: true, discountedDailyPrice: true },
    }));
  const driverId = overrides.driverId ?? (await createDriver(db)).id;
  let pickupLocationId = overrides.pickupLocationId;
  if (!pickupLocationId) {
    const first = await db.carLocation.findFirst({ where: { carId: bookedCar.id }, orderBy: { locationId: 'asc' } });
    pickupLocationId = first?.locationId ?? (await createLocation(db)).id;
  }
  return db.booking.create({ data: buildBooking(bookedCar, { ...overrides, driverId, pickupLocationId }) });
}

/** A place's names by language (its location_names or country_names rows). */
export async function placeNames(db: Db, place: { locationId: string } | { countryId: string }): Promise<Record<string, string>> {
  const rows =
    'locationId' in place
      ? await db.locationName.findMany({ where: { locationId: place.locationId } })
      : await db.countryName.findMany({ where: { countryId: place.countryId } });
  return Object.fromEntries(rows.map((r) => [r.language, r.name]));
}
