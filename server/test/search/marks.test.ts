import { describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { termsFeatures } from '../../src/services/search/features.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * The marks of search results ("Pay at pick-up", "Free cancellation until ...") and their filters,
 * through GraphQL as the web asks, and car searches without scooters unless asked (issue 24).
 * The property test of filters.test.ts holds every combination to a plain reading of the tables.
 */
let db: TestDatabase;
let server: TestServer;
const seedNow = new Date(inject('seedNow'));
/** The server's clock: settable, so a pick-up can fall inside the 24-hour window. */
let now = new Date();

withTestServer((made) => ({ db, server } = made), { clock: { now: () => now } });

/** 10:00 in Erbil (07:00 UTC) `days` days after the seed's day. */
function erbilTen(daysAhead: number): string {
  const d = new Date(seedNow);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}

const SEARCH = graphql(`
  query MarksSearch($input: SearchCarsInput!) {
    searchCars(input: $input, first: 100) {
      totalCount
      edges { node { id range extras { cancellation { price } } supplier { id payLaterAllowed } } payAtPickUp freeCancellationUntil }
    }
  }`);

interface Edge {
  node: { id: string; range: string; extras: { cancellation: { price: string | null } }; supplier: { id: string; payLaterAllowed: boolean } };
  payAtPickUp: boolean;
  freeCancellationUntil: string | null;
}

async function search(input: Record<string, unknown>): Promise<{ totalCount: number; edges: Edge[] }> {
  const res = await server.gql(SEARCH, { input: { pickupLocation: scenario.location.airport, from: erbilTen(40), to: erbilTen(43), ...input } });
  expect(res.errors).toBeUndefined();
  return res.data!.searchCars;
}

describe('search marks and their filters', () => {
  it('mark pay at pick-up by the supplier, and free cancellation until 24 hours before pick-up', async () => {
    now = new Date();
    // One car of each kind of cancellation term at the airport, with pay later on.
    const { edges } = await search({});
    const [included, forFee, none] = edges.map((e) => e.node.id);
    await db.prisma.car.update({ where: { id: included }, data: { cancellation: 0 } });
    await db.prisma.car.update({ where: { id: forFee }, data: { cancellation: 30 } });
    await db.prisma.car.update({ where: { id: none }, data: { cancellation: -1 } });
    const feeSupplier = edges[1].node.supplier.id;
    await db.prisma.supplier.update({ where: { id: feeSupplier }, data: { payLaterAllowed: true } });

    const deadline = new Date(Date.parse(erbilTen(40)) - 24 * 3_600_000).toISOString();
    let byId = new Map((await search({})).edges.map((e) => [e.node.id, e]));
    expect(byId.get(included)!.freeCancellationUntil).toBe(deadline);
    expect(byId.get(forFee)).toMatchObject({ payAtPickUp: true, freeCancellationUntil: deadline });
    expect(byId.get(none)!.freeCancellationUntil).toBeNull();

    // The supplier turns pay later off: no pay at pick-up, and the fee no longer waived.
    await db.prisma.supplier.update({ where: { id: feeSupplier }, data: { payLaterAllowed: false } });
    byId = new Map((await search({})).edges.map((e) => [e.node.id, e]));
    expect(byId.get(forFee)).toMatchObject({ payAtPickUp: false, freeCancellationUntil: null });
    for (const e of byId.values()) {
      expect(e.payAtPickUp).toBe(e.node.supplier.payLaterAllowed);
      const price = e.node.extras.cancellation.price === null ? -1 : Number(e.node.extras.cancellation.price);
      const free = price === 0 || (price > 0 && e.node.supplier.payLaterAllowed);
      expect(e.freeCancellationUntil).toBe(free ? deadline : null);
    }
  });

  it('filter by the marks, with counts that match the results', async () => {
    now = new Date();
    const all = await search({});
    const payLater = await search({ payAtPickUp: true });
    expect(payLater.edges.length).toBeGreaterThan(0);
    expect(payLater.edges.length).toBeLessThan(all.edges.length);
    expect(payLater.totalCount).toBe(payLater.edges.length);
    expect(payLater.edges.map((e) => e.node.id).sort()).toEqual(all.edges.filter((e) => e.payAtPickUp).map((e) => e.node.id).sort());

    const free = await search({ freeCancellation: true });
    expect(free.edges.length).toBeGreaterThan(0);
    expect(free.totalCount).toBe(free.edges.length);
    expect(free.edges.map((e) => e.node.id).sort()).toEqual(all.edges.filter((e) => e.freeCancellationUntil).map((e) => e.node.id).sort());

    const both = await search({ freeCancellation: true, payAtPickUp: true });
    expect(both.edges.every((e) => e.payAtPickUp && e.freeCancellationUntil)).toBe(true);
    // False means "any", as absent.
    expect((await search({ freeCancellation: false, payAtPickUp: false })).totalCount).toBe(all.totalCount);
  });

  it('has no free cancellation once pick-up is less than 24 hours away', async () => {
    // 22:00 in Erbil the evening before a 10:00 pick-up: 12 hours ahead.
    now = new Date(Date.parse(erbilTen(40)) - 12 * 3_600_000);
    const all = await search({});
    expect(all.edges.length).toBeGreaterThan(0);
    expect(all.edges.every((e) => e.freeCancellationUntil === null)).toBe(true);
    const free = await search({ freeCancellation: true });
    expect(free).toEqual({ totalCount: 0, edges: [] });
    now = new Date();
  });

  it('leave scooters out of a car search unless the driver picks that size', async () => {
    now = new Date();
    const atAirport = await db.prisma.car.count({ where: { available: true, range: 'scooter', locations: { some: { locationId: scenario.location.airport } } } });
    expect(atAirport).toBeGreaterThan(0);
    const plain = await search({});
    expect(plain.edges.some((e) => e.node.range === 'scooter')).toBe(false);
    expect((await search({ ranges: [] })).totalCount).toBe(plain.totalCount);
    const scooters = await search({ ranges: ['scooter'] });
    expect(scooters.totalCount).toBe(atAirport);
    expect(scooters.edges.every((e) => e.node.range === 'scooter')).toBe(true);
    const everything = await search({ ranges: ['mini', 'midi', 'maxi', 'scooter'] });
    expect(everything.totalCount).toBe(plain.totalCount + atAirport);
  });

  it('pack the terms the same way in SQL and in TypeScript', async () => {
    for (const cancellation of ['-1', '0', '0.01', '25.00']) {
      for (const payLater of [true, false]) {
        const rows = await db.prisma.$queryRawUnsafe<{ bits: number }[]>('SELECT car_search_terms($1::numeric, $2) AS bits', cancellation, payLater);
        expect(rows[0].bits).toBe(termsFeatures(cancellation, payLater));
      }
    }
  });
});
