import { describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { placeNames } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';

/** Search and catalogue paths of the REST shim, in the reference platform's shapes. */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

function at(days: number): string {
  const d = new Date(inject('seedNow'));
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}
const post = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = (path: string) => fetch(`${server.baseUrl}${path}`);
const criteria = { pickupLocation: scenario.location.airport, from: at(50), to: at(53), deposit: -1, rating: -1, seats: -1 };

describe('REST catalogue and search', () => {
  it('POST /api/frontend-cars/{page}/{size} pages the GraphQL search results', async () => {
    const gql = await server.gql(`query($i: SearchCarsInput!) { searchCars(input: $i, first: 100) { totalCount edges { node { id } quote { total } } } }`, {
      i: { pickupLocation: scenario.location.airport, from: at(50), to: at(53) },
    });
    const all = gql.data!.searchCars;
    const page2 = await post('/api/frontend-cars/2/5', criteria);
    expect(page2.status).toBe(200);
    const [result] = (await page2.json()) as [{ resultData: any[]; pageInfo: { totalRecords: number }[] }];
    expect(result.pageInfo).toEqual([{ totalRecords: all.totalCount }]);
    expect(result.resultData.map((c) => c._id)).toEqual(all.edges.slice(5, 10).map((e: any) => e.node.id));
    const car = result.resultData[0];
    expect(car).toMatchObject({ supplier: { _id: expect.any(String), fullName: expect.any(String) }, type: expect.any(String), price: Number(all.edges[5].quote.total) });
    expect(car.locations).toContain(scenario.location.airport);
  });

  it('answers [] past the last page and 400 for bad criteria', async () => {
    expect(await (await post('/api/frontend-cars/999/15', criteria)).json()).toEqual([]);
    const bad = await post('/api/frontend-cars/1/15', { ...criteria, to: at(49) });
    expect(bad.status).toBe(400);
    expect((await post('/api/frontend-cars/0/15', criteria)).status).toBe(400);
    expect((await post('/api/frontend-cars/1/15', { ...criteria, from: 'yesterday-ish' })).status).toBe(400);
  });

  it('POST /api/frontend-suppliers and GET /api/all-suppliers', async () => {
    const counts = (await (await post('/api/frontend-suppliers', criteria)).json()) as { _id: string; carCount: number }[];
    const total = counts.reduce((n, c) => n + c.carCount, 0);
    const [result] = (await (await post('/api/frontend-cars/1/1', criteria)).json()) as [{ pageInfo: { totalRecords: number }[] }];
    expect(total).toBe(result.pageInfo[0].totalRecords);
    const all = (await (await get('/api/all-suppliers')).json()) as { _id: string; fullName: string; avatar: string }[];
    expect(all.length).toBe(await db.prisma.supplier.count());
    expect(all[0]).toHaveProperty('avatar');
  });

  it('GET /api/car/{id}/{language} and 204 for none', async () => {
    const res = await get(`/api/car/${scenario.car.bookedMini.id}/fr`);
    const car = (await res.json()) as { name: string; locations: { _id: string; name: string }[] };
    const airport = await db.prisma.location.findUniqueOrThrow({ where: { id: scenario.location.airport } });
    expect(car.locations).toContainEqual({ _id: airport.id, name: (await placeNames(db.prisma, { locationId: airport.id })).fr });
    expect((await get('/api/car/00000000-0000-4000-8000-000000000000/en')).status).toBe(204);
  });

  it('locations: paged with search, one by id, countries with at least N', async () => {
    const [page] = (await (await get('/api/locations/1/3/en?s=a')).json()) as [{ resultData: { name: string }[]; pageInfo: { totalRecords: number }[] }];
    expect(page.resultData.length).toBeLessThanOrEqual(3);
    expect(page.resultData.every((l) => /a/i.test(l.name))).toBe(true);
    const one = (await (await get(`/api/location/${scenario.location.airport}/es`)).json()) as { name: string; country: { name: string } };
    expect(one.country.name).toBe('Irak');
    expect((await get('/api/location/nope/en')).status).toBe(204);
    const countries = (await (await get('/api/countries-with-locations/en/true/4')).json()) as { locations: unknown[] }[];
    expect(countries).toHaveLength(1);
    expect(countries[0].locations.length).toBeGreaterThanOrEqual(4);
    expect(await (await get('/api/countries-with-locations/en/false/999')).json()).toEqual([]);
  });

  it('GET /api/settings gives the public rules', async () => {
    expect(await (await get('/api/settings')).json()).toMatchObject({
      minPickupHours: 1,
      minPickupDropoffHour: 8,
      maxPickupDropoffHour: 20,
      minimumAge: 18,
      depositThresholds: [250, 500, 750],
      currencies: ['USD', 'EUR', 'GBP', 'IQD'],
      languages: ['en', 'fr', 'es', 'ckb', 'ar'],
    });
  });
});
