import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../__generated__/prisma/client.ts';

export type { PrismaClient };
export { Prisma } from '../__generated__/prisma/client.ts';

/**
 * Prisma 7 client over node-postgres (no native query engine). One client per process:
 * it owns a connection pool of `poolSize` connections. `onQuery` sees every SQL statement
 * (tests count them to catch N+1 queries).
 */
export function createPrisma(
  connectionString: string,
  poolSize = 10,
  opts: { onQuery?: (sql: string) => void } = {},
): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max: poolSize });
  if (!opts.onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (e) => opts.onQuery!(e.query));
  return client;
}
