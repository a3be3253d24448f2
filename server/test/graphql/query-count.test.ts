import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../../src/db/prisma.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/** Relation fields go through per-request DataLoaders: a page costs the same SQL whatever its length. */
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

async function statementsFor(first: number): Promise<number> {
  statements.length = 0;
  const res = await server.gql(
    `query($first: Int) { cars(first: $first) { totalCount edges { node { id supplier { name carCount } locations { name } } } } }`,
    { first },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.cars.edges).toHaveLength(first);
  return statements.filter((s) => /^\s*select/i.test(s)).length;
}

describe('cars page', () => {
  it('issues a constant number of SQL statements whatever the page size', async () => {
    const small = await statementsFor(2);
    const large = await statementsFor(60);
    expect(large).toBe(small);
    // count, page, suppliers, car counts, locations
    expect(large).toBeLessThanOrEqual(5);
  });
});
