import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { seed, scenario } from '../../../prisma/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/** The seed gives a developer (and the e2e run) a realistic Erbil catalogue, and re-running it changes nothing. */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe('seed', () => {
  it('has Erbil locations named in English, French, Spanish, Sorani Kurdish and Arabic, the airport among them', async () => {
    const locations = (await db.prisma.location.findMany({ include: { names: true } })).map((l) => ({
      ...l,
      byLanguage: Object.fromEntries(l.names.map((n) => [n.language, n.name])),
    }));
    expect(locations.length).toBeGreaterThanOrEqual(6);
    for (const l of locations) {
      // Every seeded place is named in the three interface languages and in Erbil's own two.
      expect(Object.keys(l.byLanguage).sort()).toEqual(['ar', 'ckb', 'en', 'es', 'fr']);
      expect(Object.values(l.byLanguage).every((name) => name.trim() !== '')).toBe(true);
      expect(l.byLanguage.ar).toMatch(/[\u0600-\u06FF]/);
      expect(l.byLanguage.ckb).toMatch(/[\u0600-\u06FF]/);
      expect(l.latitude.toNumber()).toBeGreaterThan(35.5);
      expect(l.latitude.toNumber()).toBeLessThan(37);
      expect(l.longitude.toNumber()).toBeGreaterThan(43.5);
      expect(l.longitude.toNumber()).toBeLessThan(45.5);
    }
    const airport = locations.find((l) => l.id === scenario.location.airport)!;
    expect(airport.byLanguage.en).toMatch(/Erbil International Airport/);
    expect(airport.byLanguage.fr).not.toBe(airport.byLanguage.en);
    expect(airport.byLanguage.ckb).toBe('فڕۆکەخانەی نێودەوڵەتیی هەولێر (EBL)');
    expect(airport.byLanguage.ar).toBe('مطار أربيل الدولي (EBL)');
    const iraq = await db.prisma.countryName.findMany({ where: { countryId: scenario.country.iraq } });
    expect(Object.fromEntries(iraq.map((n) => [n.language, n.name]))).toEqual({ en: 'Iraq', fr: 'Irak', es: 'Irak', ckb: 'عێراق', ar: 'العراق' });
  });

  it('has at least 6 suppliers with logos and 80 varied cars', async () => {
    const suppliers = await db.prisma.supplier.findMany();
    expect(suppliers.length).toBeGreaterThanOrEqual(6);
    expect(suppliers.every((s) => s.logo)).toBe(true);

    const cars = await db.prisma.car.findMany();
    expect(cars.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cars.map((c) => c.range))).toEqual(new Set(['mini', 'midi', 'maxi', 'scooter']));
    expect(new Set(cars.map((c) => c.fuelType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(cars.map((c) => c.gearbox)).size).toBe(2);
    expect(new Set(cars.map((c) => c.seats)).size).toBeGreaterThanOrEqual(4);
    expect(cars.some((c) => c.discountedDailyPrice)).toBe(true);
    expect(cars.some((c) => c.weeklyPrice) && cars.some((c) => c.monthlyPrice)).toBe(true);
    expect(cars.some((c) => c.mileage === -1) && cars.some((c) => c.mileage > 0)).toBe(true);
    const extras = cars.flatMap((c) => [c.cancellation, c.theftProtection, c.fullInsurance].map((d) => d.toNumber()));
    expect(extras).toContain(-1);
    expect(extras).toContain(0);
    expect(extras.some((v) => v > 0)).toBe(true);
    expect(cars.every((c) => c.image)).toBe(true);
    const atAirport = await db.prisma.carLocation.count({ where: { locationId: scenario.location.airport } });
    expect(atAirport).toBeGreaterThan(10);
  });

  it('books some cars so that availability differs by date', async () => {
    const now = new Date(inject('seedNow'));
    const busy = scenario.car.bookedMini.busy(now);
    const blocking = await db.prisma.booking.count({
      where: { carId: scenario.car.bookedMini.id, status: { not: 'cancelled' }, from: { lt: busy.to }, to: { gt: busy.from } },
    });
    expect(blocking).toBeGreaterThan(0);
    const later = new Date(busy.to.getTime() + 30 * 86_400_000);
    const blockingLater = await db.prisma.booking.count({
      where: { carId: scenario.car.bookedMini.id, status: { not: 'cancelled' }, from: { lt: new Date(later.getTime() + 86_400_000) }, to: { gt: later } },
    });
    expect(blockingLater).toBe(0);
    const statuses = new Set((await db.prisma.booking.findMany()).map((b) => b.status));
    for (const s of ['pending', 'paid', 'cancelled'] as const) expect(statuses).toContain(s);
  });

  it('has reference exchange rates for EUR and GBP, labelled as the seed’s and older than any cache period', async () => {
    const rates = await db.prisma.exchangeRate.findMany({ orderBy: { target: 'asc' } });
    expect(rates.map((r) => [r.base, r.target, r.rate.toFixed(2), r.provider, r.fetchedAt.toISOString()])).toEqual([
      ['USD', 'EUR', '0.86', 'seed', '2026-01-01T00:00:00.000Z'],
      ['USD', 'GBP', '0.75', 'seed', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('is idempotent: a second run creates and changes nothing, and keeps a rate a provider gave', async () => {
    // A provider's rate replaced the seed's EUR rate since the first run.
    await db.query(`UPDATE exchange_rates SET rate = 0.9234, provider = 'api.frankfurter.dev', fetched_at = now() WHERE target = 'EUR'`);
    const before = {
      users: await db.prisma.user.count(),
      cars: await db.prisma.car.count(),
      bookings: await db.prisma.booking.count(),
      links: await db.prisma.carLocation.count(),
    };
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'seed-again-'));
    try {
      const summary = await seed(db.prisma, { storageDir, now: new Date(inject('seedNow')) });
      expect(Object.values(summary.created).every((n) => n === 0)).toBe(true);
      expect(Object.values(summary.updated).every((n) => n === 0)).toBe(true);
    } finally {
      rmSync(storageDir, { recursive: true, force: true });
    }
    expect({
      users: await db.prisma.user.count(),
      cars: await db.prisma.car.count(),
      bookings: await db.prisma.booking.count(),
      links: await db.prisma.carLocation.count(),
    }).toEqual(before);
    const eur = await db.prisma.exchangeRate.findUniqueOrThrow({ where: { base_target: { base: 'USD', target: 'EUR' } } });
    expect([eur.rate.toFixed(4), eur.provider]).toEqual(['0.9234', 'api.frankfurter.dev']);
  });
});
