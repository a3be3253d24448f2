import { describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createBooking, createCar } from '../../../prisma/seed/factories.ts';
import { quote } from '../../src/services/pricing/pricing.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/** searchCars: only cars that can really be rented for the period, priced by the server. */
let db: TestDatabase;
let server: TestServer;
const seedNow = new Date(inject('seedNow'));

withTestServer((made) => ({ db, server } = made));

/** 10:00 in Erbil (07:00 UTC) `days` days after the seed's day. */
function erbilTen(daysAhead: number): string {
  const d = new Date(seedNow);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}

const SEARCH = graphql(`
  query SearchSearch($input: SearchCarsInput!, $first: Int, $after: String) {
    searchCars(input: $input, first: $first, after: $after) {
      days totalCount
      edges { cursor node { id name gearbox deposit supplier { id } locations { id } } quote { total rental days perDay } }
      pageInfo { hasNextPage endCursor }
      supplierCounts { supplier { id name } count }
    }
  }`);

async function search(input: Record<string, unknown>, first = 100, after?: string) {
  const res = await server.gql(SEARCH, { input: { pickupLocation: scenario.location.airport, from: erbilTen(40), to: erbilTen(43), ...input }, first, after });
  return res;
}

describe('searchCars', () => {
  it('returns available cars offered at the pick-up location, each with the server quote, cheapest first', async () => {
    const res = await search({});
    expect(res.errors).toBeUndefined();
    const page = res.data!.searchCars;
    expect(page.days).toBe(3);
    expect(page.edges.length).toBe(page.totalCount);
    // Scooters only when asked for (marks.test.ts).
    const expected = await db.prisma.car.count({ where: { available: true, range: { not: 'scooter' }, locations: { some: { locationId: scenario.location.airport } } } });
    expect(page.totalCount).toBe(expected);
    for (const edge of page.edges) {
      expect(edge.node.locations.map((l: { id: string }) => l.id)).toContain(scenario.location.airport);
      const car = await db.prisma.car.findUniqueOrThrow({ where: { id: edge.node.id } });
      expect(edge.quote.total).toBe(quote(car, 3).total);
    }
    const totals = page.edges.map((e: { quote: { total: string } }) => Number(e.quote.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('pages with cursors without losing or repeating a car, also under price ties', async () => {
    const all = (await search({})).data!.searchCars;
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = (await search({}, 4, after)).data!.searchCars;
      seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor! : undefined;
    } while (after);
    expect(seen).toEqual(all.edges.map((e: { node: { id: string } }) => e.node.id));
  });

  it('leaves out a car booked over the period, and shows it for other dates', async () => {
    const busy = scenario.car.bookedMini.busy(seedNow);
    const during = await server.gql(SEARCH, { input: { pickupLocation: scenario.location.airport, from: erbilTen(4), to: erbilTen(5) }, first: 100 });
    expect(during.errors).toBeUndefined();
    expect(during.data!.searchCars.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(scenario.car.bookedMini.id);
    expect(busy.to.getTime()).toBeLessThan(new Date(erbilTen(40)).getTime());
    const later = await search({});
    expect(later.data!.searchCars.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(scenario.car.bookedMini.id);
  });

  it('ignores cancelled bookings and expired holds, but not a hold still running', async () => {
    const car = await createCar(db.prisma, { locations: [scenario.location.airport] });
    const ids = async () => (await search({})).data!.searchCars.edges.map((e: { node: { id: string } }) => e.node.id);
    const period = { from: new Date(erbilTen(41)), to: new Date(erbilTen(42)) };
    await createBooking(db.prisma, { carId: car.id, ...period, status: 'cancelled' });
    expect(await ids()).toContain(car.id);
    const hold = await createBooking(db.prisma, { carId: car.id, ...period, status: 'void', holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    expect(await ids()).not.toContain(car.id);
    await db.prisma.booking.update({ where: { id: hold.id }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    expect(await ids()).toContain(car.id);
  });

  it('filters by gearbox, deposit, suppliers, and counts per supplier', async () => {
    const automatic = (await search({ gearboxes: ['automatic'] })).data!.searchCars;
    expect(automatic.edges.length).toBeGreaterThan(0);
    expect(automatic.edges.every((e: { node: { gearbox: string } }) => e.node.gearbox === 'automatic')).toBe(true);
    const cheapDeposit = (await search({ maxDeposit: 250 })).data!.searchCars;
    expect(cheapDeposit.edges.every((e: { node: { deposit: string } }) => Number(e.node.deposit) <= 250)).toBe(true);
    const all = (await search({})).data!.searchCars;
    const [first] = all.supplierCounts;
    const one = (await search({ suppliers: [first.supplier.id] })).data!.searchCars;
    expect(one.totalCount).toBe(first.count);
    expect(one.edges.every((e: { node: { supplier: { id: string } } }) => e.node.supplier.id === first.supplier.id)).toBe(true);
    // Counts ignore the supplier filter itself, so the other suppliers still show theirs.
    expect(one.supplierCounts).toEqual(all.supplierCounts);
  });

  it('sorts by price descending and by rating, paging stably', async () => {
    for (const sort of ['PRICE_DESC', 'RATING_DESC'] as const) {
      const res = await server.gql(graphql(`query SearchOp1($input: SearchCarsInput!, $first: Int, $after: String) { searchCars(input: $input, first: $first, after: $after) {
           totalCount edges { node { id rating } quote { total } } pageInfo { hasNextPage endCursor } } }`),
        { input: { pickupLocation: scenario.location.airport, from: erbilTen(40), to: erbilTen(43), sort }, first: 100 },
      );
      expect(res.errors, sort).toBeUndefined();
      const edges = res.data!.searchCars.edges as { node: { id: string; rating: number | null }; quote: { total: string } }[];
      const values = edges.map((e) => (sort === 'PRICE_DESC' ? Number(e.quote.total) : (e.node.rating ?? -1)));
      expect(values).toEqual([...values].sort((a, b) => b - a));
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = (
          await server.gql(graphql(`query SearchOp2($input: SearchCarsInput!, $after: String) { searchCars(input: $input, first: 6, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`),
            { input: { pickupLocation: scenario.location.airport, from: erbilTen(40), to: erbilTen(43), sort }, after },
          )
        ).data!.searchCars;
        seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor! : undefined;
      } while (after);
      expect(seen, sort).toEqual(edges.map((e) => e.node.id));
    }
  });

  it('refuses an unknown location', async () => {
    const res = await search({ pickupLocation: '00000000-0000-4000-8000-000000000000' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Unknown pick-up or drop-off location.', extensions: { code: 'BAD_USER_INPUT' } });
    const malformed = await search({ pickupLocation: 'airport' });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses bad dates with clear errors', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ from: new Date(Date.now() - 3_600_000).toISOString(), to: erbilTen(3) }, 'from', /at least 1 hour/],
      [{ from: erbilTen(5), to: erbilTen(4) }, 'to', /after pick-up/],
      [{ from: erbilTen(5).replace('T07:00', 'T20:30'), to: erbilTen(7) }, 'from', /between 08:00 and 20:00 \(Asia\/Baghdad\)/],
    ];
    for (const [input, field, message] of cases) {
      const res = await search(input);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(message);
      expect(Object.keys(res.errors?.[0].extensions?.fieldErrors ?? {})).toContain(field);
    }
  });
});

describe('quote', () => {
  it('prices a car for a period with extras, as the pricing function does', async () => {
    const car = await db.prisma.car.findFirstOrThrow({ where: { theftProtection: { gt: 0 } } });
    const res = await server.gql(graphql(`query SearchOp3($i: QuoteInput!) { quote(input: $i) { days total rental extrasTotal currency extras { kind chosen amount } blocks { size count } } }`),
      { i: { carId: car.id, from: erbilTen(20), to: erbilTen(30), extras: { theftProtection: true } } },
    );
    expect(res.errors).toBeUndefined();
    const expected = quote(car, 10, { extras: { theftProtection: true } });
    expect(res.data!.quote).toMatchObject({ days: 10, total: expected.total, rental: expected.rental, currency: 'USD' });
  });

  it('refuses an extra the car does not offer, and an unknown car', async () => {
    const car = await db.prisma.car.findFirstOrThrow({ where: { fullInsurance: -1 } });
    const res = await server.gql(graphql(`query SearchOp4($i: QuoteInput!) { quote(input: $i) { total } }`), {
      i: { carId: car.id, from: erbilTen(20), to: erbilTen(22), extras: { fullInsurance: true } },
    });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await server.gql(graphql(`query SearchOp5($i: QuoteInput!) { quote(input: $i) { total } }`), {
      i: { carId: '00000000-0000-4000-8000-000000000000', from: erbilTen(20), to: erbilTen(22) },
    });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
