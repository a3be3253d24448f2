// The baseline of `npm run bench:search`: a minimal node:http server (in BENCH_WORKERS processes,
// like the app) with a pg.Pool of DATABASE_POOL_SIZE per process that
// answers POST /search (JSON body: the search input) by running the same statement as
// searchCars (scripts/bench-search-sql.ts) and returning the rows as JSON. Prints READY <port>.
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { NO_PARALLEL_QUERY } from '../server/src/db/prisma.ts';
import { serveOnWorkers } from './bench-cluster.ts';
import { searchSql, type BenchSearchInput } from './bench-search-sql.ts';

await serveOnWorkers(Number(process.env.BENCH_WORKERS ?? 1), async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  // The app's session settings (no parallel query), so both run the same plans.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 20), options: NO_PARALLEL_QUERY });

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/search') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const input = JSON.parse(Buffer.concat(chunks).toString()) as BenchSearchInput;
        const { days, query } = searchSql(input);
        // A named prepared statement per SQL shape, as the app's queryPrepared does.
        const name = `p_${createHash('sha1').update(query.text).digest('base64url').slice(0, 22)}`;
        const { rows } = await pool.query<{ id: string | null; counts: { count: number; supplier: { id: string; name: string } }[] | null } & Record<string, unknown>>({
          name,
          ...query,
        });
        const supplierCounts = (rows.find((r) => r.counts)?.counts ?? []).map(({ count, supplier }) => ({ supplierId: supplier.id, name: supplier.name, count }));
        const chosen = input.suppliers?.length ? new Set(input.suppliers) : null;
        const totalCount = supplierCounts.filter((r) => !chosen || chosen.has(r.supplierId)).reduce((n, r) => n + r.count, 0);
        const cars = rows.filter((r) => r.id !== null).map(({ known: _k, counts: _c, rn: _r, ...car }) => car);
        const body = JSON.stringify({
          days,
          totalCount,
          edges: cars.slice(0, 15),
          hasNextPage: cars.length > 15,
          supplierCounts: supplierCounts.sort((a, b) => b.count - a.count),
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: (err as Error).message }));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
});
