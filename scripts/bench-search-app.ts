// The app under test for `npm run bench:search`: the real server (buildApp) on the database
// given by DATABASE_URL, on a free port, in BENCH_WORKERS processes. Prints READY <port>.
import { buildApp } from '../server/src/app.ts';
import { createPrisma } from '../server/src/db/prisma.ts';
import { parseEnv } from '../server/src/env.ts';
import { serveOnWorkers } from './bench-cluster.ts';

await serveOnWorkers(Number(process.env.BENCH_WORKERS ?? 1), async () => {
  const env = parseEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const prisma = createPrisma(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  const app = await buildApp({ env, prisma, databaseUrl: env.DATABASE_URL });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => prisma.$disconnect())
      .finally(() => process.exit(0));
  });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
});
