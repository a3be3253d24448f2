import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createPrisma } from '../../src/db/prisma.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/** One search page costs at most 4 SQL statements, whatever the page size. */
let db: TestDatabase;
let server: TestServer;
const statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const counting = createPrisma(db.url, 5, { onQuery: (sql) => statements.push(sql) });
  // Own set-up: the server runs over a query-counting Prisma client, which withTestServer does not take.
  server = await startTestServer({ ...db, prisma: counting });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

function at(days: number): string {
  const d = new Date(inject('seedNow'));
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}

async function statementsFor(first: number): Promise<number> {
  statements.length = 0;
  const res = await server.gql(
    `query($input: SearchCarsInput!, $first: Int) { searchCars(input: $input, first: $first) {
       totalCount edges { node { id name imageUrl supplier { name logoUrl } locations { name } prices { daily } } quote { total perDay } }
       supplierCounts { supplier { name } count } } }`,
    { input: { pickupLocation: scenario.location.airport, from: at(30), to: at(33) }, first },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.searchCars.edges).toHaveLength(first);
  return statements.length;
}

describe('search page', () => {
  it('uses at most 4 SQL statements for 1, 15 or 50 results', async () => {
    const counts = [await statementsFor(1), await statementsFor(15), await statementsFor(50)];
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBe(counts[2]);
    expect(counts[2]).toBeLessThanOrEqual(4);
  });
});
