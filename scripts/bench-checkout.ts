// `npm run bench:checkout` (issue 12 point 7): pay-later checkouts over HTTP, as signed-in drivers,
// against the real app (compiled, plain node) and a throwaway embedded PostgreSQL.
//
// 1. Embedded PostgreSQL in a new temp folder, durable as `npm start` runs it (fsync on; BENCH_FAST_DB=1
//    turns durability off), database `bench`: migrations, the seed, then BENCH_CARS cars (200) at
//    the airport and drivers with a licence on file and a session each (straight into the database).
// 2. The app (scripts/bench-search-app.ts: buildApp on DATABASE_URL) as one process, pool
//    DATABASE_POOL_SIZE (10, the app's default).
// 3. (a) Distinct cars: a closed loop of 20 connections (scripts/bench-load.ts), every request the
//    GraphQL `checkout` mutation for a car and period no other request asks for, BENCH_WARMUP (200)
//    checkouts, then BENCH_CHECKOUTS (2,000) measured: throughput, p50/p95/p99, outcomes.
//    Target: p95 < 100 ms, every checkout booked.
//    (b) One contested car: BENCH_CONTESTED (100) drivers at once, one connection each, asking for
//    overlapping periods of the same car. Target: exactly one booked, the rest CONFLICT, none
//    slower than 500 ms.
// 4. The database is checked afterwards: as many bookings as successes, one on the contested car.
//    PASS/FAIL per target; exit code 1 when any fails. Everything is removed at the end, Ctrl-C too.
//
// Knobs: BENCH_CARS, BENCH_CHECKOUTS, BENCH_WARMUP, BENCH_CONTESTED, BENCH_POOL, BENCH_FAST_DB=1,
// BENCH_PG_SCHED=normal (see scheduleDatabase in bench-support.ts), BENCH_PROFILE=<folder>,
// BENCH_PG_STATS=1 (pg_stat_statements with planning, all levels: the statements that cost most in
// (a), printed after it; the extension's own bookkeeping adds to PostgreSQL's CPU).
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { scenario, seed } from '../prisma/seed/index.ts';
import { createCar, createDriver, createSupplier } from '../prisma/seed/factories.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../server/src/db/embedded.ts';
import { ensureDatabase, migrate } from '../server/src/db/migrate.ts';
import { createPrisma, type PrismaClient } from '../server/src/db/prisma.ts';
import { createSession, SESSION_COOKIE } from '../server/src/services/accounts/sessions.ts';
import { runLoad, type LoadResult } from './bench-load.ts';
import { compileServers, createBenchRun, scheduleDatabase, startChild } from './bench-support.ts';

const CARS = Number(process.env.BENCH_CARS ?? 200);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONTESTED = Number(process.env.BENCH_CONTESTED ?? 100);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const CONNECTIONS = 20;
const FAST_DB = process.env.BENCH_FAST_DB === '1';
const PG_STATS = process.env.BENCH_PG_STATS === '1';
const PG_SCHED = process.env.BENCH_PG_SCHED === 'normal' ? 'normal' : 'batch';
const TARGET_P95_MS = 100;
const TARGET_CONTESTED_MAX_MS = 500;
// Periods: 2 days each, a week apart, from 30 days ahead (clear of the minimum notice and of the
// seed's bookings on other cars), 10:00 Erbil time (07:00Z), inside opening hours.
const FIRST_DAY = 30;

const log = (m: string) => console.log(m);
const ms = (n: number) => n.toFixed(1);
const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

const run = createBenchRun('erbil-bench-checkout-');
let cluster: EmbeddedCluster | undefined;
let prisma: PrismaClient | undefined;
let dbc: pg.Client | undefined;
run.onCleanup(() => cluster?.stop());
run.onCleanup(() => prisma?.$disconnect());
run.onCleanup(() => dbc?.end());

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { bookingId status } }`;

/** 10:00 in Erbil (07:00Z), `days` days from today. */
function erbilMorning(days: number): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d;
}

interface Checkout {
  body: string;
  cookie: string;
}

function checkoutRequest(carId: string, from: Date, to: Date, cookie: string): Checkout {
  const input = { carId, pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport, from: from.toISOString(), to: to.toISOString() };
  return { body: JSON.stringify({ query: CHECKOUT, variables: { input } }), cookie };
}

/** Signed-in drivers with a licence on file (the checkout's licence check reads the row only). */
async function drivers(db: PrismaClient, count: number, tag: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const driver = await createDriver(db, { email: `bench-${tag}-${i}@example.test`, fullName: `Bench Driver ${tag} ${i}` });
    await db.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'licence.png', mimeType: 'image/png', sizeBytes: 1000 } });
    cookies.push(`${SESSION_COOKIE}=${(await createSession(db, driver.id, { persistent: false })).token}`);
  }
  return cookies;
}

/** What an answer was: BOOKED, or the error code GraphQL gave (CONFLICT, ...), or the HTTP status. */
function outcome(status: number, bodyStart: string): string {
  if (status === 200 && bodyStart.startsWith('{"data":{"checkout":{')) return 'BOOKED';
  return /"code":"([A-Z_]+)"/.exec(bodyStart)?.[1] ?? `HTTP ${status}`;
}

async function measure(url: string, requests: Checkout[], connections: number): Promise<LoadResult & { outcomes: Map<string, number>; firstFailure: string }> {
  const outcomes = new Map<string, number>();
  let firstFailure = '';
  const result = await runLoad({
    url,
    bodies: requests.map((r) => r.body),
    bodyHeaders: requests.map((r) => ({ cookie: r.cookie })),
    connections,
    limit: requests.length,
    duration: 600,
    onFailure: (d) => (firstFailure = d),
    onResponse: (status, bodyStart) => {
      const o = outcome(status, bodyStart);
      outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
    },
  });
  return { ...result, outcomes, firstFailure };
}

/**
 * CPU seconds (user + system) used so far by a process and its live children (Linux /proc; 0
 * elsewhere): the app, and PostgreSQL's backends (the app's pool keeps its connections, so the
 * backends that serve the run live through it). With the machine shared, CPU per checkout says
 * more than latency about what one checkout costs.
 */
function cpuSeconds(pid: number, withChildren = false): number {
  try {
    const own = (p: number) => {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100)
    };
    if (!withChildren) return own(pid);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own(pid) + children.reduce((sum, c) => sum + (existsSync(`/proc/${c}`) ? own(c) : 0), 0);
  } catch {
    return 0;
  }
}

const describeOutcomes = (o: Map<string, number>) => [...o].map(([k, n]) => `${k} ${n.toLocaleString('en')}`).join(', ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** BENCH_PG_STATS: the statements of (a) by time spent (planning + execution), per checkout. */
async function printStatements(db: pg.Client, checkouts: number): Promise<void> {
  const { rows } = await db.query<{ calls: string; plan: number; exec: number; query: string }>(
    `SELECT calls, total_plan_time AS plan, total_exec_time AS exec, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE calls > 0 ORDER BY total_plan_time + total_exec_time DESC LIMIT 30`,
  );
  log('  pg_stat_statements (a): calls/checkout  plan ms/checkout  exec ms/checkout  statement');
  for (const r of rows) {
    log(`  ${(Number(r.calls) / checkouts).toFixed(2).padStart(6)}  ${(r.plan / checkouts).toFixed(3).padStart(7)}  ${(r.exec / checkouts).toFixed(3).padStart(7)}  ${r.query.slice(0, 160)}`);
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  log(`bench:checkout — temp folder ${run.dir}`);

  // ── Database
  let t = performance.now();
  // PostgreSQL's own log only while it starts: the contested run makes it log every refused insert.
  let pgLog = true;
  cluster = await startEmbeddedPostgres({
    dataDir: path.join(run.dir, 'pg'),
    fast: FAST_DB,
    settings: PG_STATS ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'pg_stat_statements.track_planning=on'] : [],
    log: (m) => pgLog && log(`  [pg] ${m}`),
  });
  pgLog = false;
  await ensureDatabase(cluster.adminUrl, 'bench');
  const url = cluster.urlFor('bench');
  const applied = await migrate(url);
  prisma = createPrisma(url, 5);
  await seed(prisma, { storageDir: path.join(run.dir, 'storage') });
  log(`PostgreSQL up (${FAST_DB ? 'durability off' : 'durable: fsync on'}), ${applied.length} migrations, seed, in ${seconds(t)} s`);

  t = performance.now();
  const supplier = await createSupplier(prisma, { name: 'Bench Rentals' });
  const cars: string[] = [];
  for (let i = 0; i < CARS + 1; i++) cars.push((await createCar(prisma, { supplierId: supplier.id, name: `Bench Car ${i}`, locations: [scenario.location.airport] })).id);
  const contestedCar = cars.pop()!;
  const loadCookies = await drivers(prisma, CONNECTIONS, 'load');
  const contestCookies = await drivers(prisma, CONTESTED, 'contest');
  log(`${CARS + 1} cars and ${CONNECTIONS + CONTESTED} signed-in drivers with a licence on file in ${seconds(t)} s`);

  // (a)'s requests: request i books car i % CARS in period floor(i / CARS): no two ask for the
  // same car and period, and consecutive requests (the ones in flight together) for different cars.
  const total = WARMUP + CHECKOUTS;
  const periods = Math.ceil(total / CARS);
  if (FIRST_DAY + 7 * periods > 360) throw new Error(`BENCH_CARS=${CARS} is too few for ${total} checkouts (periods would pass the rental limit): raise it`);
  const distinct: Checkout[] = Array.from({ length: total }, (_, i) => {
    const from = erbilMorning(FIRST_DAY + 7 * Math.floor(i / CARS));
    return checkoutRequest(cars[i % CARS], from, new Date(from.getTime() + 2 * 86_400_000), loadCookies[i % CONNECTIONS]);
  });
  // (b)'s requests: one car, periods that all overlap day FIRST_DAY + 2 (starting 0 to 2 days before it).
  const contested: Checkout[] = contestCookies.map((cookie, i) => {
    const from = erbilMorning(FIRST_DAY + (i % 3));
    return checkoutRequest(contestedCar, from, new Date(from.getTime() + 3 * 86_400_000), cookie);
  });

  dbc = new pg.Client({ connectionString: url });
  dbc.on('error', () => {});
  await dbc.connect();
  const scheduling = await scheduleDatabase(dbc, PG_SCHED);
  log(`PostgreSQL's processes: ${scheduling}`);

  // ── Server
  compileServers();
  const app = await startChild(run, 'scripts/bench-search-app.ts', {
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(POOL),
    BENCH_WORKERS: '1',
    NODE_ENV: 'production',
    // Production refuses to start without SMTP_URL unless logging mail is chosen (env.ts): a bench sends none worth delivering.
    MAIL_TRANSPORT: 'log',
    LOG_LEVEL: 'silent',
    MAIL_WORKER: 'false',
    STORAGE_DIR: path.join(run.dir, 'storage'),
    WEB_DIST_DIR: path.join(run.dir, 'no-web'),
  });
  const endpoint = `http://127.0.0.1:${app.port}/graphql`;

  // ── (a) distinct cars
  log(`(a) distinct cars: ${WARMUP} checkouts warm-up, then ${CHECKOUTS} measured, ${CONNECTIONS} connections…`);
  const warm = await measure(endpoint, distinct.slice(0, WARMUP), CONNECTIONS);
  const postmaster = Number(readFileSync(path.join(run.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (PG_STATS) await dbc.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()');
  const cpuBefore = { app: cpuSeconds(app.child.pid!), pg: cpuSeconds(postmaster, true) };
  const a = await measure(endpoint, distinct.slice(WARMUP), CONNECTIONS);
  const cpuPerCheckout = {
    app: ((cpuSeconds(app.child.pid!) - cpuBefore.app) * 1000) / CHECKOUTS,
    pg: ((cpuSeconds(postmaster, true) - cpuBefore.pg) * 1000) / CHECKOUTS,
  };
  if (PG_STATS) await printStatements(dbc, CHECKOUTS);
  if (a.firstFailure || warm.firstFailure) log(`  first failure: ${a.firstFailure || warm.firstFailure}`);

  // ── (b) one contested car
  log(`(b) one contested car: ${CONTESTED} checkouts at once, overlapping dates…`);
  const b = await measure(endpoint, contested, CONTESTED);

  // ── What the database holds
  const held = (
    await dbc.query<{ distinct_booked: number; contested_booked: number; overlaps: number; deadlocks: number }>(
      `SELECT (SELECT count(*) FROM bookings WHERE car_id = ANY($1::uuid[]) AND status = 'pending')::int AS distinct_booked,
              (SELECT count(*) FROM bookings WHERE car_id = $2::uuid AND status = 'pending')::int AS contested_booked,
              (SELECT count(*) FROM bookings x JOIN bookings y ON x.car_id = y.car_id AND x.id < y.id
                 AND x.status <> 'cancelled' AND y.status <> 'cancelled'
                 AND tstzrange(x.from_at, x.to_at) && tstzrange(y.from_at, y.to_at)
                WHERE x.car_id = ANY($1::uuid[] || $2::uuid))::int AS overlaps,
              (SELECT deadlocks FROM pg_stat_database WHERE datname = current_database())::int AS deadlocks`,
      [cars, contestedCar],
    )
  ).rows[0];

  // ── Report
  const booked = (warm.outcomes.get('BOOKED') ?? 0) + (a.outcomes.get('BOOKED') ?? 0);
  const bBooked = b.outcomes.get('BOOKED') ?? 0;
  const bConflicts = b.outcomes.get('CONFLICT') ?? 0;
  console.log(
    `\npay-later checkout (GraphQL), app: 1 process x pool ${POOL}, ${os.cpus().length} CPUs, PostgreSQL ${FAST_DB ? 'durability off' : 'durable'} (${scheduling}), load by scripts/bench-load.ts`,
  );
  console.log('run                              requests   req/s   p50 ms   p95 ms   p99 ms   max ms   outcomes');
  const row = (name: string, r: LoadResult & { outcomes: Map<string, number> }) =>
    console.log(
      `${name.padEnd(32)} ${String(r.requests).padStart(8)}  ${r.rps.toFixed(0).padStart(6)}  ${ms(r.p50).padStart(7)}  ${ms(r.p95).padStart(7)}  ${ms(r.p99).padStart(7)}  ${ms(r.max).padStart(7)}   ${describeOutcomes(r.outcomes)}`,
    );
  row(`(a) distinct cars, ${CONNECTIONS} conns`, a);
  row(`(b) contested car, ${CONTESTED} at once`, b);
  console.log(
    `CPU per checkout in (a): app ${ms(cpuPerCheckout.app)} ms, PostgreSQL ${ms(cpuPerCheckout.pg)} ms ` +
      `(at most ${Math.floor((os.cpus().length * 1000) / Math.max(0.1, cpuPerCheckout.app + cpuPerCheckout.pg))} checkouts/s on ${os.cpus().length} idle cores; load average at the end ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(`database: ${held.distinct_booked} bookings on the distinct cars (${booked} answered BOOKED), ${held.contested_booked} on the contested car, ${held.overlaps} overlapping pairs; ${held.deadlocks} deadlocks broken by PostgreSQL`);

  const checks: [string, boolean, string][] = [
    [`(a) p95 < ${TARGET_P95_MS} ms`, a.p95 < TARGET_P95_MS, `${ms(a.p95)} ms`],
    ['(a) every checkout booked, and stored', a.outcomes.get('BOOKED') === CHECKOUTS && held.distinct_booked === booked && booked === total, describeOutcomes(a.outcomes)],
    ['(b) exactly one booked, the rest CONFLICT', bBooked === 1 && bConflicts === CONTESTED - 1 && held.contested_booked === 1, describeOutcomes(b.outcomes)],
    [`(b) none slower than ${TARGET_CONTESTED_MAX_MS} ms`, b.max <= TARGET_CONTESTED_MAX_MS, `max ${ms(b.max)} ms`],
    ['no overlapping bookings', held.overlaps === 0, `${held.overlaps}`],
  ];
  console.log('');
  for (const [name, ok, detail] of checks) console.log(`${verdict(ok)}  ${name} (${detail})`);
  log(`\ntotal time ${seconds(started)} s`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  await run.cleanup();
}
process.exit(code);
