import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/** The public catalogue queries a partner sees first: locations, suppliers, car, cars. */
let db: TestDatabase;
let server: TestServer;

withTestServer((made) => ({ db, server } = made));

describe('locations', () => {
  it('returns the seeded Erbil locations with coordinates, in the language asked', async () => {
    const en = await server.gql(graphql(`query CatalogueOp1 { locations { id name latitude longitude names { en fr es } } }`));
    expect(en.errors).toBeUndefined();
    const count = await db.prisma.location.count();
    expect(count).toBeGreaterThanOrEqual(6);
    expect(en.data!.locations).toHaveLength(count);
    const airport = en.data!.locations.find((l: any) => /airport/i.test(l.name))!;
    expect(airport).toBeDefined();
    expect(airport.latitude).toBeCloseTo(36.24, 1);
    expect(airport.longitude).toBeCloseTo(43.96, 1);

    const fr = await server.gql(graphql(`query CatalogueOp2($l: String) { locations(language: $l) { id name } }`), { l: 'fr' });
    const frAirport = fr.data!.locations.find((l: any) => l.id === airport.id)!;
    expect(frAirport.name).toBe(airport.names.fr);
    expect(frAirport.name).not.toBe(airport.names.en);
  });

  it('answers BAD_USER_INPUT for an unsupported language', async () => {
    const res = await server.gql(graphql(`query CatalogueOp3 { locations(language: "de") { id } }`));
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/Unsupported language "de"/);
  });
});

describe('suppliers', () => {
  it('lists every supplier by name with its logo and car count', async () => {
    const res = await server.gql(graphql(`query CatalogueOp4 { suppliers { id name logoUrl payLaterAllowed carCount } }`));
    expect(res.errors).toBeUndefined();
    const suppliers = res.data!.suppliers;
    expect(suppliers.length).toBeGreaterThanOrEqual(6);
    const names = suppliers.map((s: any) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const s of suppliers) {
      expect(s.logoUrl).toMatch(/^http:\/\/localhost:3000\/cdn\/users\/.+/);
      expect(s.carCount).toBe(await db.prisma.car.count({ where: { supplierId: s.id } }));
    }
  });
});

describe('car', () => {
  it('returns one car with its supplier, locations, prices and extras', async () => {
    const row = await db.prisma.car.findFirstOrThrow({ where: { mileage: -1 }, include: { supplier: true } });
    const res = await server.gql(graphql(`query CatalogueOp5($id: ID!) { car(id: $id) { id name imageUrl supplier { id name } locations(language: "es") { id name }
         fuelType gearbox seats doors mileage unlimitedMileage range multimedia deposit
         prices { daily discountedDaily weekly } extras { cancellation { available included price } theftProtection { available included price } } } }`),
      { id: row.id },
    );
    expect(res.errors).toBeUndefined();
    const car = res.data!.car!;
    expect(car.name).toBe(row.name);
    expect(car.supplier).toEqual({ id: row.supplierId, name: row.supplier.name });
    expect(car.unlimitedMileage).toBe(true);
    expect(car.mileage).toBeNull();
    expect(car.prices.daily).toBe(row.dailyPrice.toFixed(2));
    expect(car.locations.length).toBeGreaterThan(0);
    const links = await db.prisma.carLocation.findMany({ where: { carId: row.id }, include: { location: { include: { names: { where: { language: 'es' } } } } } });
    expect(car.locations.map((l: any) => l.name).sort()).toEqual(links.map((l) => l.location.names[0]!.name).sort());
    const cancellation = row.cancellation.toNumber();
    expect(car.extras.cancellation).toEqual({
      available: cancellation !== -1,
      included: cancellation === 0,
      price: cancellation === -1 ? null : row.cancellation.toFixed(2),
    });
  });

  it('returns null for an unknown or malformed id', async () => {
    const unknown = await server.gql(graphql(`query CatalogueOp6 { car(id: "00000000-0000-4000-8000-000000000000") { id } }`));
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.car).toBeNull();
    const malformed = await server.gql(graphql(`query CatalogueOp7 { car(id: "not-a-uuid") { id } }`));
    expect(malformed.data!.car).toBeNull();
  });
});

describe('cars', () => {
  it('pages through every car exactly once, in a stable order', async () => {
    const total = await db.prisma.car.count();
    expect(total).toBeGreaterThanOrEqual(80);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: any = await server.gql(graphql(`query CatalogueOp8($after: String) { cars(first: 7, after: $after) { totalCount edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }`),
        { after },
      );
      expect(res.errors).toBeUndefined();
      const page = res.data.cars;
      expect(page.totalCount).toBe(total);
      expect(page.edges.length).toBeLessThanOrEqual(7);
      seen.push(...page.edges.map((e: any) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after && pages < 100);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 7));
  });

  it('defaults to 15 a page', async () => {
    const res = await server.gql(graphql(`query CatalogueOp9 { cars { edges { node { id } } pageInfo { hasNextPage } } }`));
    expect(res.data!.cars.edges).toHaveLength(15);
    expect(res.data!.cars.pageInfo.hasNextPage).toBe(true);
  });

  it('rejects a bad page size or a forged cursor with BAD_USER_INPUT', async () => {
    for (const [query, pattern] of [
      [`{ cars(first: 0) { totalCount } }`, /first must be between 1 and 100/],
      [`{ cars(first: 1000) { totalCount } }`, /first must be between 1 and 100/],
      [`{ cars(after: "garbage!") { totalCount } }`, /Invalid cursor/],
    ] as const) {
      const res = await server.gql(query);
      expect(res.status).toBe(200);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(pattern);
    }
  });
});
