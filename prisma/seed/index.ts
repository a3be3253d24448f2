// The seed: Erbil's locations, suppliers, a catalogue of cars, an admin, two drivers and
// their bookings (see ./scenarios.ts for the story). Idempotent: every row has a stable id
// (./ids.ts); missing rows are created, rows that differ from the data are updated, equal
// rows are left alone, so a second run writes nothing. Bookings are only ever created, so
// their dates stay those of the run that created them.
import { verify } from '@node-rs/argon2';
import { Prisma } from '../../server/src/__generated__/prisma/client.ts';
import type { PrismaClient } from '../../server/src/__generated__/prisma/client.ts';
import {
  ADMIN,
  BOOKINGS,
  type BookingKey,
  DEMO_DRIVER,
  IRAQ,
  LOCATIONS,
  REFERENCE_RATES,
  REFERENCE_RATES_DATE,
  REFERENCE_RATES_PROVIDER,
  SECOND_DRIVER,
  SUPPLIER_PASSWORD,
  SUPPLIERS,
  type SeedPerson,
  carCatalogue,
  catalogueProblems,
  roundToHour,
} from './data.ts';
import { buildBooking, buildCar, buildSupplier, buildUser, hashPassword } from './factories.ts';
import { carImageName, locationImageName, supplierLogoName, writeSeedImages } from './images.ts';
import { bookingId, carId, countryId, locationId, seededPeriod, supplierId, userId } from './scenarios.ts';

export { scenario } from './scenarios.ts';

export interface SeedOptions {
  /** Root of the public files (cars/, users/, locations/ are written under it). */
  storageDir: string;
  /** Reference instant of the bookings created by this run (rounded down to the hour). */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedCounts {
  countries: number;
  locations: number;
  users: number;
  suppliers: number;
  cars: number;
  carLocations: number;
  bookings: number;
  exchangeRates: number;
}

export interface SeedSummary {
  /** The run's `now`, rounded down to the hour. */
  now: Date;
  durationMs: number;
  /** Seeded rows present after the run. */
  counts: SeedCounts;
  /** Rows inserted by this run (all zero on a re-run). */
  created: SeedCounts;
  /** Rows changed by this run because the data changed (all zero on a re-run). */
  updated: SeedCounts;
  /** Rows removed by this run (car locations the data no longer lists). */
  deleted: Pick<SeedCounts, 'carLocations'>;
  images: { total: number; written: number };
  /** Seeded bookings as they are in the database (an old run's dates if it created them). */
  bookings: Record<BookingKey, { id: string; status: string; from: Date; to: Date }>;
  /** Bookings not created because another booking of their car already holds the period. */
  skippedBookings: BookingKey[];
}

const zeroCounts = (): SeedCounts => ({
  countries: 0,
  locations: 0,
  users: 0,
  suppliers: 0,
  cars: 0,
  carLocations: 0,
  bookings: 0,
  exchangeRates: 0,
});

// Serialises concurrent seeds of one database (several instances booting together).
// Deliberately not the bootstrap's session lock key: that lock is held by another connection
// while this runs, so sharing it would deadlock.
const SEED_TX_LOCK = 727_100_003;

type Row = { id: string } & Record<string, unknown>;

/** Whether a stored value equals the seed's value (decimals by value, dates by instant). */
function same(stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined) return wanted === null || wanted === undefined;
  if (wanted === null || wanted === undefined) return false;
  if (Prisma.Decimal.isDecimal(stored)) return stored.equals(new Prisma.Decimal(wanted as string | number));
  if (stored instanceof Date) return wanted instanceof Date && stored.getTime() === wanted.getTime();
  if (Array.isArray(stored)) {
    return Array.isArray(wanted) && stored.length === wanted.length && stored.every((v, i) => same(v, wanted[i]));
  }
  return stored === wanted;
}

/** The fields of `wanted` whose stored value differs; null when none. */
function changes<T extends Row>(stored: Row, wanted: T): Partial<T> | null {
  const diff: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (!same(stored[field], value)) diff[field] = value;
  }
  return Object.keys(diff).length > 0 ? (diff as Partial<T>) : null;
}

/** Creates the missing rows (one statement) and updates, field by field, the ones that differ. */
async function sync<T extends Row>(
  wanted: T[],
  stored: Row[],
  create: (rows: T[]) => Promise<unknown>,
  update: (id: string, data: Partial<T>) => Promise<unknown>,
): Promise<{ created: number; updated: number }> {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const missing = wanted.filter((row) => !byId.has(row.id));
  if (missing.length > 0) await create(missing);
  let updated = 0;
  for (const row of wanted) {
    const current = byId.get(row.id);
    const diff = current && changes(current, row);
    if (diff) {
      await update(row.id, diff);
      updated += 1;
    }
  }
  return { created: missing.length, updated };
}

interface Account {
  person: Pick<SeedPerson, 'email' | 'password'>;
  row: Prisma.UserCreateManyInput & { id: string };
}

/**
 * Password hashes to write: a fresh argon2id hash for a new account or one whose stored hash
 * does not match the seed's password (so the documented credentials always work after a
 * seed); nothing for an account whose password already matches (re-runs write nothing).
 */
async function passwordHashes(prisma: PrismaClient, accounts: Account[]): Promise<Map<string, string>> {
  const ids = accounts.map((a) => a.row.id);
  const emails = accounts.map((a) => a.row.email);
  const stored = await prisma.user.findMany({
    where: { OR: [{ id: { in: ids } }, { email: { in: emails } }] },
    select: { id: true, email: true, passwordHash: true },
  });
  for (const user of stored) {
    const account = accounts.find((a) => a.row.email === user.email);
    if (account && account.row.id !== user.id) {
      throw new Error(
        `seed: ${user.email} already belongs to another user (${user.id}), not the seeded one (${account.row.id}); ` +
          'delete that user or reset the database',
      );
    }
  }
  const hashes = new Map<string, string>();
  await Promise.all(
    accounts.map(async ({ person, row }) => {
      const current = stored.find((u) => u.id === row.id)?.passwordHash;
      const matches = current ? await verify(current, person.password).catch(() => false) : false;
      if (!matches) hashes.set(row.id, await hashPassword(person.password));
    }),
  );
  return hashes;
}

export async function seed(prisma: PrismaClient, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = roundToHour(opts.now ?? new Date());

  const cars = carCatalogue();
  const problems = catalogueProblems(cars);
  if (problems.length > 0) throw new Error(`seed: the car catalogue breaks its rules:\n${problems.join('\n')}`);

  const images = await writeSeedImages(opts.storageDir, { cars, suppliers: SUPPLIERS, locations: LOCATIONS });

  // ── Desired rows ──
  const country = { id: countryId(IRAQ.code), code: IRAQ.code };
  const locations = LOCATIONS.map((l) => ({
    id: locationId(l.key),
    countryId: country.id,
    latitude: l.latitude,
    longitude: l.longitude,
    image: locationImageName(l),
  }));

  const personRow = (p: SeedPerson, type: 'admin' | 'driver') => {
    const { verifiedAt: _set, ...row } = buildUser(type, {
      id: userId(p.key),
      email: p.email,
      fullName: p.fullName,
      phone: p.phone,
      birthDate: p.birthDate === null ? null : new Date(`${p.birthDate}T00:00:00.000Z`),
      language: p.language,
      location: p.location,
      avatar: null,
      verified: true,
      suspended: false,
    });
    return row as Prisma.UserCreateManyInput & { id: string };
  };
  const accounts: Account[] = [
    { person: ADMIN, row: personRow(ADMIN, 'admin') },
    { person: DEMO_DRIVER, row: personRow(DEMO_DRIVER, 'driver') },
    { person: SECOND_DRIVER, row: personRow(SECOND_DRIVER, 'driver') },
    ...SUPPLIERS.map((s): Account => {
      const { verifiedAt: _set, ...row } = buildUser('supplier', {
        id: supplierId(s.key),
        email: s.email,
        fullName: s.name,
        phone: s.contactPhone.replaceAll(' ', ''),
        bio: s.bio,
        location: 'Erbil',
        language: 'en',
        // The supplier's logo is its account's avatar too.
        avatar: supplierLogoName(s),
        verified: true,
        suspended: false,
      });
      return { person: { email: s.email, password: SUPPLIER_PASSWORD }, row: row as Account['row'] };
    }),
  ];
  const suppliers = SUPPLIERS.map((s) => ({
    id: supplierId(s.key),
    ...buildSupplier({
      name: s.name,
      logo: supplierLogoName(s),
      contactPhone: s.contactPhone,
      contactEmail: s.contactEmail,
      payLaterAllowed: s.payLaterAllowed,
    }),
  }));
  const carRows = cars.map((c) => {
    const { key, supplierKey, color: _color, locations: _locations, ...fields } = c;
    return {
      ...buildCar(supplierId(supplierKey), { ...fields, multimedia: [...fields.multimedia] }),
      id: carId(key),
      image: carImageName(c),
    } as Prisma.CarCreateManyInput & { id: string };
  });
  const carLocations = cars.flatMap((c) => c.locations.map((l) => ({ carId: carId(c.key), locationId: locationId(l) })));

  // Hashing is slow by design: done before the transaction, and only where needed.
  const hashes = await passwordHashes(prisma, accounts);

  const created = zeroCounts();
  const updated = zeroCounts();
  const deleted = { carLocations: 0 };
  const skippedBookings: BookingKey[] = [];

  const bookings = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_TX_LOCK}::bigint)`;

      const countries = await sync(
        [country],
        await tx.country.findMany({ where: { id: country.id } }),
        (rows) => tx.country.createMany({ data: rows }),
        (id, data) => tx.country.update({ where: { id }, data }),
      );
      created.countries = countries.created;
      updated.countries = countries.updated;

      const userRows = accounts.map(({ row }) => {
        const hash = hashes.get(row.id);
        return hash ? { ...row, passwordHash: hash } : row;
      });
      const users = await sync(
        userRows,
        await tx.user.findMany({ where: { id: { in: userRows.map((u) => u.id) } } }),
        (rows) => tx.user.createMany({ data: rows.map((u) => ({ ...u, verifiedAt: now })) }),
        (id, data) => tx.user.update({ where: { id }, data: data as Prisma.UserUncheckedUpdateInput }),
      );
      created.users = users.created;
      updated.users = users.updated;

      const supplierSync = await sync(
        suppliers,
        await tx.supplier.findMany({ where: { id: { in: suppliers.map((s) => s.id) } } }),
        (rows) => tx.supplier.createMany({ data: rows }),
        (id, data) => tx.supplier.update({ where: { id }, data: data as Prisma.SupplierUncheckedUpdateInput }),
      );
      created.suppliers = supplierSync.created;
      updated.suppliers = supplierSync.updated;

      const locationSync = await sync(
        locations,
        await tx.location.findMany({ where: { id: { in: locations.map((l) => l.id) } } }),
        (rows) => tx.location.createMany({ data: rows }),
        (id, data) => tx.location.update({ where: { id }, data }),
      );
      created.locations = locationSync.created;
      updated.locations = locationSync.updated;

      // Their names, one row per language (docs/decisions/049): written or corrected, never
      // duplicated; a language the data no longer lists is left alone.
      const countryNames = Object.entries(IRAQ.names).map(([language, name]) => ({ id: country.id, language, name }));
      const locationNames = LOCATIONS.flatMap((l) => Object.entries(l.names).map(([language, name]) => ({ id: locationId(l.key), language, name })));
      await tx.$executeRaw`
        INSERT INTO country_names (country_id, language, name)
        SELECT * FROM unnest(${countryNames.map((n) => n.id)}::uuid[], ${countryNames.map((n) => n.language)}::text[], ${countryNames.map((n) => n.name)}::text[])
        ON CONFLICT (country_id, language) DO UPDATE SET name = EXCLUDED.name WHERE country_names.name <> EXCLUDED.name`;
      await tx.$executeRaw`
        INSERT INTO location_names (location_id, language, name)
        SELECT * FROM unnest(${locationNames.map((n) => n.id)}::uuid[], ${locationNames.map((n) => n.language)}::text[], ${locationNames.map((n) => n.name)}::text[])
        ON CONFLICT (location_id, language) DO UPDATE SET name = EXCLUDED.name WHERE location_names.name <> EXCLUDED.name`;

      const carSync = await sync(
        carRows,
        await tx.car.findMany({ where: { id: { in: carRows.map((c) => c.id) } } }),
        (rows) => tx.car.createMany({ data: rows }),
        (id, data) => tx.car.update({ where: { id }, data: data as Prisma.CarUncheckedUpdateInput }),
      );
      created.cars = carSync.created;
      updated.cars = carSync.updated;

      // Car locations: exactly the listed ones for seeded cars (others' are not touched).
      const storedPairs = await tx.carLocation.findMany({ where: { carId: { in: carRows.map((c) => c.id) } } });
      const pairKey = (p: { carId: string; locationId: string }) => `${p.carId}/${p.locationId}`;
      const wantedKeys = new Set(carLocations.map(pairKey));
      const storedKeys = new Set(storedPairs.map(pairKey));
      const toAdd = carLocations.filter((p) => !storedKeys.has(pairKey(p)));
      const toRemove = storedPairs.filter((p) => !wantedKeys.has(pairKey(p)));
      if (toAdd.length > 0) await tx.carLocation.createMany({ data: toAdd });
      if (toRemove.length > 0) {
        await tx.carLocation.deleteMany({
          where: { OR: toRemove.map((p) => ({ carId: p.carId, locationId: p.locationId })) },
        });
      }
      created.carLocations = toAdd.length;
      deleted.carLocations = toRemove.length;

      // Reference exchange rates: only where no rate is stored, never over a provider's.
      const rates = await tx.exchangeRate.createMany({
        data: REFERENCE_RATES.map(({ target, rate }) => ({
          base: 'USD',
          target,
          rate,
          provider: REFERENCE_RATES_PROVIDER,
          fetchedAt: REFERENCE_RATES_DATE,
        })),
        skipDuplicates: true,
      });
      created.exchangeRates = rates.count;

      // Bookings: created once, never updated (a driver or staff may have changed them since).
      const storedBookings = await tx.booking.findMany({
        where: { id: { in: BOOKINGS.map((b) => bookingId(b.key)) } },
        select: { id: true, status: true, from: true, to: true },
      });
      const storedById = new Map(storedBookings.map((b) => [b.id, b]));
      const seedCars = new Map(cars.map((c) => [c.key, c]));
      const newBookings: Prisma.BookingCreateManyInput[] = [];
      const result = {} as SeedSummary['bookings'];
      for (const [index, plan] of BOOKINGS.entries()) {
        const id = bookingId(plan.key);
        const existing = storedById.get(id);
        if (existing) {
          result[plan.key] = existing;
          continue;
        }
        const car = seedCars.get(plan.carKey);
        if (!car) throw new Error(`seed: booking ${plan.key} names an unknown car ${plan.carKey}`);
        const bookedCar = {
          id: carId(car.key),
          supplierId: supplierId(car.supplierKey),
          dailyPrice: car.dailyPrice,
          discountedDailyPrice: car.discountedDailyPrice,
        };
        const { from, to } = seededPeriod(now, plan.fromDay, plan.toDay);
        if (plan.status !== 'cancelled') {
          // A booking made through the app may hold the period: keep it, skip ours.
          const clash = await tx.booking.findFirst({
            where: { carId: bookedCar.id, status: { not: 'cancelled' }, from: { lt: to }, to: { gt: from } },
            select: { id: true },
          });
          if (clash) {
            skippedBookings.push(plan.key);
            log(`seed: booking ${plan.key} skipped: booking ${clash.id} already holds its car for that period`);
            continue;
          }
        }
        const cancelRequest = 'cancelRequest' in plan && plan.cancelRequest;
        newBookings.push(
          buildBooking(bookedCar, {
            id,
            driverId: userId(plan.driver),
            pickupLocationId: locationId(plan.pickup),
            dropoffLocationId: locationId(plan.dropoff),
            from,
            to,
            status: plan.status,
            paymentOption: plan.paymentOption,
            cancelRequest,
            cancelRequestedAt: cancelRequest ? new Date(now.getTime() - 30 * 60_000) : null,
            statusReason: 'statusReason' in plan ? plan.statusReason : null,
            paidAt: plan.status === 'paid' ? now : null,
            // Distinct creation times keep "newest first" lists in a fixed order.
            createdAt: new Date(now.getTime() - (BOOKINGS.length - index) * 3_600_000),
            updatedAt: now,
          }),
        );
        result[plan.key] = { id, status: plan.status, from, to };
      }
      if (newBookings.length > 0) await tx.booking.createMany({ data: newBookings });
      created.bookings = newBookings.length;
      return result;
    },
    { maxWait: 15_000, timeout: 60_000 },
  );

  const counts: SeedCounts = {
    countries: 1,
    locations: locations.length,
    users: accounts.length,
    suppliers: suppliers.length,
    cars: carRows.length,
    carLocations: carLocations.length,
    bookings: Object.keys(bookings).length,
    exchangeRates: REFERENCE_RATES.length,
  };
  const durationMs = Math.round(performance.now() - started);
  const describe = (table: keyof SeedCounts) =>
    `${counts[table]} ${table} (${created[table]} created, ${updated[table]} updated)`;
  log(
    `seed: ${(['countries', 'locations', 'users', 'suppliers', 'cars', 'carLocations', 'bookings', 'exchangeRates'] as const).map(describe).join(', ')}; ` +
      `${images.written} of ${images.total} images written; ${durationMs} ms`,
  );
  return { now, durationMs, counts, created, updated, deleted, images, bookings, skippedBookings };
}
