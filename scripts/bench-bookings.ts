// `npm run bench:bookings` (issue 13 point 7): the driver's bookings list and the notification
// counter over HTTP, as a signed-in driver with 2,000 bookings and 10,000 notifications among
// 100,000 drivers, against the real app (compiled, plain node) and a throwaway embedded PostgreSQL.
//
// 1. Embedded PostgreSQL in a new temp folder (durable; BENCH_FAST_DB=1 turns durability off),
//    database `bench`: migrations, the seed, then set-based SQL (generate_series, no row-by-row
//    inserts): BENCH_DRIVERS (100,000) drivers, one booking and 3 notifications each, and the bench
//    driver's 2,000 bookings (pending, paid, cancelled, some removed from the list, some holds) and
//    10,000 notifications (a third unread). The car_free_periods triggers are off while the rows
//    go in (the bench reads no free period; they would rebuild per row); then VACUUM ANALYZE.
// 2. The app (scripts/bench-search-app.ts: buildApp on DATABASE_URL) as one process, pool
//    DATABASE_POOL_SIZE (10, the app's default).
// 3. A closed loop of 20 connections (scripts/bench-load.ts) per measurement, BENCH_WARMUP (300)
//    requests, then BENCH_REQUESTS (3,000) measured: throughput and p50/p95/p99 of
//    - GraphQL `bookings`, first page (20, with car, supplier and locations as the list shows them);
//    - GraphQL `bookings`, a later page (after the 1,000th booking's cursor);
//    - GraphQL `unreadNotificationCount`;
//    - REST `GET /api/notification-counter/{userId}`;
//    - REST `POST /api/bookings/{page}/{size}/{language}` (page 50 of 20, as a reference client).
//    Target: p95 < 20 ms for each. PASS/FAIL per target; exit code 1 when any fails.
// 4. Not targets, to see where the time goes (ADR 027 "Session 21"): each hot statement's
//    backend CPU by itself (1,000 executions on one connection), and the floor: the first page's
//    own body served by a plain node:http server (scripts/bench-fixed-response.ts) through the same
//    load generator and connections.
//
// Knobs: BENCH_DRIVERS, BENCH_REQUESTS, BENCH_CONNECTIONS (20, the target's), BENCH_WARMUP, BENCH_POOL, BENCH_FAST_DB=1, BENCH_ONLY=<part of a run's name>,
// BENCH_PROFILE=<folder> (a V8 CPU profile of the app),
// BENCH_PG_SCHED=normal (see scheduleDatabase in bench-support.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { scenario, seed } from '../prisma/seed/index.ts';
import { createCar, createDriver, createSupplier } from '../prisma/seed/factories.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../server/src/db/embedded.ts';
import { ensureDatabase, migrate } from '../server/src/db/migrate.ts';
import { createPrisma, type PrismaClient } from '../server/src/db/prisma.ts';
import { createSession, SESSION_COOKIE } from '../server/src/services/accounts/sessions.ts';
import { encodeCursor } from '../server/src/lib/cursor.ts';
import { driverPageStatement } from '../server/src/services/bookings/driverBookings.ts';
import { runLoad, type LoadResult } from './bench-load.ts';
import { compileServers, createBenchRun, scheduleDatabase, startChild } from './bench-support.ts';
import { referenceSql } from './bench-references.ts';

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 100_000);
const BOOKINGS = 2_000;
const NOTIFICATIONS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const FAST_DB = process.env.BENCH_FAST_DB === '1';
const PG_SCHED = process.env.BENCH_PG_SCHED === 'normal' ? 'normal' : 'batch';
const TARGET_P95_MS = 20;
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
/** Cars the bench driver's bookings are spread over, and the other drivers' bookings. */
const CARS = 100;

const log = (m: string) => console.log(m);
const ms = (n: number) => n.toFixed(1);
const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

const run = createBenchRun('erbil-bench-bookings-');
let cluster: EmbeddedCluster | undefined;
let prisma: PrismaClient | undefined;
let dbc: pg.Client | undefined;
run.onCleanup(() => cluster?.stop());
run.onCleanup(() => prisma?.$disconnect());
run.onCleanup(() => dbc?.end());

/** The statuses a reference client sends (paidInFull is not one of ours: ignored). */
const REST_STATUSES = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'];

/** The list page as the web's /bookings asks for it. */
const PAGE = `query Bookings($first: Int, $after: String) {
  bookings(first: $first, after: $after) {
    edges { cursor node { id status from to price currency exchangeRate paymentOption cancelRequest finished editable cancellable deletable
      car { id name imageUrl } supplier { id name } pickupLocation(language: "en") { id name } dropoffLocation(language: "en") { id name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Seeds the volume with set-based statements (generate_series), no row-by-row insert. */
async function seedVolume(db: pg.Client, benchDriver: string, supplierId: string, cars: string[]): Promise<void> {
  const airport = scenario.location.airport;
  await db.query(`ALTER TABLE bookings DISABLE TRIGGER USER`);
  // The other drivers, one booking each: car i % CARS, 2-day periods 3 days apart on each car.
  await db.query(
    `INSERT INTO users (id, type, email, full_name, language, verified, created_at, updated_at)
     SELECT gen_random_uuid(), 'driver', 'bench-driver-' || i || '@example.test', 'Bench Driver ' || i, 'en', true, now(), now()
       FROM generate_series(1, $1::int) i`,
    [DRIVERS],
  );
  await db.query(
    `INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days, status,
                           payment_option, price_breakdown, price, created_at, updated_at, reference)
     SELECT ($3::uuid[])[1 + (u.n % $4::int)], $2::uuid, u.id, $1::uuid, $1::uuid,
            date_trunc('day', now()) + interval '7 hours' + ((u.n / $4::int) * 3 + 400) * interval '1 day',
            date_trunc('day', now()) + interval '7 hours' + ((u.n / $4::int) * 3 + 402) * interval '1 day',
            2, 'pending', 'payLater', '{"placeholder": true, "lines": [], "total": "60.00"}'::jsonb, 60, now() - u.n * interval '1 second', now(),
            ${referenceSql('u.n')}
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-driver-%') u`,
    [airport, supplierId, cars, CARS],
  );
  // The bench driver's bookings: 2,000 over the cars, weekly 2-day periods before the others',
  // booked an hour apart; every 10th cancelled, every 25th removed from the list (cancelled and
  // hidden), every 50th a live hold (void), every 7th paid.
  await db.query(
    `INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days, status,
                           payment_option, price_breakdown, price, hidden_by_driver, hold_expires_at, created_at, updated_at, reference)
     SELECT ($3::uuid[])[1 + (i % $4::int)], $2::uuid, $5::uuid, $1::uuid, $1::uuid,
            date_trunc('day', now()) + interval '7 hours' + ((i / $4::int) * 7 + 10) * interval '1 day',
            date_trunc('day', now()) + interval '7 hours' + ((i / $4::int) * 7 + 12) * interval '1 day',
            2,
            (CASE WHEN i % 50 = 0 THEN 'void' WHEN i % 25 = 0 OR i % 10 = 0 THEN 'cancelled' WHEN i % 7 = 0 THEN 'paid' ELSE 'pending' END)::booking_status,
            (CASE WHEN i % 50 = 0 OR i % 7 = 0 THEN 'payOnline' ELSE 'payLater' END)::payment_option,
            '{"placeholder": true, "lines": [], "total": "60.00"}'::jsonb, 60,
            i % 25 = 0 AND i % 50 <> 0,
            CASE WHEN i % 50 = 0 THEN now() + interval '1 day' END,
            now() - i * interval '1 hour', now(),
            ${referenceSql('10000000 + i')}
       FROM generate_series(1, $6::int) i`,
    [airport, supplierId, cars, CARS, benchDriver, BOOKINGS],
  );
  await db.query(`ALTER TABLE bookings ENABLE TRIGGER USER`);
  // Notifications: 3 per driver, and the bench driver's 10,000, a third unread.
  await db.query(
    `INSERT INTO notifications (user_id, code, "values", is_read, created_at)
     SELECT u.id, 'BOOKING_STATUS_CHANGED', '{"reference": "bench", "status": "paid"}'::jsonb, k <> 1, now() - k * interval '1 minute'
       FROM users u CROSS JOIN generate_series(1, 3) k
      WHERE u.email LIKE 'bench-driver-%'`,
  );
  await db.query(
    `INSERT INTO notifications (user_id, code, "values", is_read, created_at)
     SELECT $1::uuid, 'BOOKING_STATUS_CHANGED', '{"reference": "bench", "status": "paid"}'::jsonb, i % 3 <> 0, now() - i * interval '1 minute'
       FROM generate_series(1, $2::int) i`,
    [benchDriver, NOTIFICATIONS],
  );
  await db.query('VACUUM ANALYZE');
}

/**
 * CPU seconds (user + system) used so far by a process and its live children (Linux /proc; 0
 * elsewhere), as bench-checkout measures it: with the machine shared, CPU per request says more
 * than latency about what a request costs.
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

interface Measured extends LoadResult {
  firstFailure: string;
  /** CPU milliseconds per measured request: the app's process and PostgreSQL's. */
  cpuApp: number;
  cpuPg: number;
}

let appPid = 0;
let postmasterPid = 0;

async function measure(url: string, opts: { body?: string; method?: string; cookie: string }): Promise<Measured> {
  let firstFailure = '';
  const common = {
    url,
    bodies: [opts.body ?? ''],
    method: opts.method ?? 'POST',
    headers: { cookie: opts.cookie },
    connections: CONNECTIONS,
    duration: 600,
    onFailure: (d: string) => (firstFailure = d),
  };
  await runLoad({ ...common, limit: WARMUP });
  const before = { app: cpuSeconds(appPid), pg: cpuSeconds(postmasterPid, true) };
  const result = await runLoad({ ...common, limit: REQUESTS });
  const cpuApp = ((cpuSeconds(appPid) - before.app) * 1000) / REQUESTS;
  const cpuPg = ((cpuSeconds(postmasterPid, true) - before.pg) * 1000) / REQUESTS;
  return { ...result, firstFailure, cpuApp, cpuPg };
}

async function main(): Promise<number> {
  const started = performance.now();
  log(`bench:bookings — temp folder ${run.dir}`);

  // ── Database
  let t = performance.now();
  let pgLog = true;
  cluster = await startEmbeddedPostgres({ dataDir: path.join(run.dir, 'pg'), fast: FAST_DB, log: (m) => pgLog && log(`  [pg] ${m}`) });
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
  for (let i = 0; i < CARS; i++) cars.push((await createCar(prisma, { supplierId: supplier.id, name: `Bench Car ${i}`, locations: [scenario.location.airport] })).id);
  const driver = await createDriver(prisma, { email: 'bench-the-driver@example.test', fullName: 'The Bench Driver', verified: true });
  const cookie = `${SESSION_COOKIE}=${(await createSession(prisma, driver.id, { persistent: false })).token}`;
  dbc = new pg.Client({ connectionString: url });
  dbc.on('error', () => {});
  await dbc.connect();
  await seedVolume(dbc, driver.id, supplier.id, cars);
  const counts = (
    await dbc.query<{ drivers: number; bookings: number; mine: number; listed: number; notifications: number; mine_n: number; unread: number }>(
      `SELECT (SELECT count(*) FROM users WHERE type = 'driver')::int AS drivers, (SELECT count(*) FROM bookings)::int AS bookings,
              (SELECT count(*) FROM bookings WHERE driver_id = $1)::int AS mine,
              (SELECT count(*) FROM bookings WHERE driver_id = $1 AND status <> 'void' AND NOT hidden_by_driver)::int AS listed,
              (SELECT count(*) FROM notifications)::int AS notifications, (SELECT count(*) FROM notifications WHERE user_id = $1)::int AS mine_n,
              (SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT is_read)::int AS unread`,
      [driver.id],
    )
  ).rows[0];
  log(
    `${counts.drivers.toLocaleString('en')} drivers, ${counts.bookings.toLocaleString('en')} bookings, ${counts.notifications.toLocaleString('en')} notifications; ` +
      `the bench driver: ${counts.mine} bookings (${counts.listed} in the list), ${counts.mine_n} notifications (${counts.unread} unread), in ${seconds(t)} s`,
  );
  // The later page's cursor: the 1,000th booking of the list (created time in microseconds, id).
  const at = (
    await dbc.query<{ us: string; id: string }>(
      `SELECT ((extract(epoch FROM created_at) * 1000000)::bigint)::text AS us, id FROM bookings
        WHERE driver_id = $1 AND status <> 'void' AND NOT hidden_by_driver ORDER BY created_at DESC, id DESC OFFSET 999 LIMIT 1`,
      [driver.id],
    )
  ).rows[0];
  // What the database does for each hot statement (the app's statements, as it sends them): the
  // plan with these values, then the generic plan a prepared statement may settle on.
  const explain = async (name: string, sql: string, params: unknown[]) => {
    const show = (rows: { 'QUERY PLAN': string }[], how: string) => {
      const plan = rows.map((r) => r['QUERY PLAN']);
      const scans = plan.filter((l) => /Scan|Sort|WindowAgg|Hash Join|Nested Loop/.test(l)).map((l) => l.trim().replace(/\s+\(cost=.*$/, ''));
      log(`  ${name} (${how}): ${plan.find((l) => l.startsWith('Planning Time')) ?? ''}, ${plan.find((l) => l.startsWith('Execution Time'))} — ${scans.join('; ')}`);
    };
    show((await dbc!.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows, 'custom');
    const literal = (v: unknown) => (typeof v === 'number' ? String(v) : dbc!.escapeLiteral(Array.isArray(v) ? `{${v.join(',')}}` : String(v)));
    await dbc!.query(`SET plan_cache_mode = force_generic_plan`);
    await dbc!.query(`PREPARE bench_explain AS ${sql}`);
    show((await dbc!.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_explain(${params.map(literal).join(', ')})`)).rows, 'generic');
    await dbc!.query(`DEALLOCATE bench_explain; RESET plan_cache_mode`);
  };
  log('plans (EXPLAIN ANALYZE, cold for the first):');
  const statement = (opts: Parameters<typeof driverPageStatement>[2], filter: Parameters<typeof driverPageStatement>[1] = {}) => driverPageStatement(driver.id, filter, opts);
  const first = statement({ limit: 21, offset: 0, rest: false });
  await explain('list, first page', first.text, first.values);
  const later = statement({ limit: 21, offset: 0, rest: false, after: [at.us, at.id] });
  await explain('list, after 1,000', later.text, later.values);
  // As the REST shim builds it from the body below (statuses and suppliers are filters).
  const rest = statement({ limit: 20, offset: 980, rest: true }, { statuses: REST_STATUSES, supplierIds: [supplier.id] });
  await explain('REST page 50', rest.text, rest.values);
  await explain('unread count', `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1::uuid AND NOT is_read`, [driver.id]);
  // What each statement costs PostgreSQL by itself: one backend's CPU (/proc) over 1,000
  // executions of the prepared statement, after 100 to warm it (ADR 027 "Session 21").
  log('statements, backend CPU per execution:');
  const backend = (await dbc.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const keysOnly = `SELECT b.id FROM bookings b WHERE b.driver_id = $1::uuid AND b.status <> 'void' AND NOT b.hidden_by_driver
                     ORDER BY b.created_at DESC, b.id DESC LIMIT 21`;
  const statementCosts: [string, string, unknown[]][] = [
    ['list, first page (as the app sends it)', first.text, first.values],
    ["the same page's keys alone", keysOnly, [driver.id]],
    ['unread count', `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1::uuid AND NOT is_read`, [driver.id]],
  ];
  for (const [i, [name, text, values]] of statementCosts.entries()) {
    const query = { name: `bench_cost_${i}`, text, values };
    for (let k = 0; k < 100; k++) await dbc.query(query);
    const before = cpuSeconds(backend);
    for (let k = 0; k < 1000; k++) await dbc.query(query);
    log(`  ${name}: ${(cpuSeconds(backend) - before).toFixed(3)} ms`); // seconds per 1,000 = ms per execution
  }
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
    JOBS: 'false',
    STORAGE_DIR: path.join(run.dir, 'storage'),
    WEB_DIST_DIR: path.join(run.dir, 'no-web'),
  });
  appPid = app.child.pid!;
  postmasterPid = Number(readFileSync(path.join(run.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const base = `http://127.0.0.1:${app.port}`;
  const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

  const runs: [string, () => Promise<Measured>][] = [
    ['GraphQL bookings, first page', () => measure(`${base}/graphql`, { body: gql(PAGE, { first: 20 }), cookie })],
    ['GraphQL bookings, after 1,000', () => measure(`${base}/graphql`, { body: gql(PAGE, { first: 20, after: encodeCursor([at.us, at.id]) }), cookie })],
    ['GraphQL unreadNotificationCount', () => measure(`${base}/graphql`, { body: gql('{ unreadNotificationCount }'), cookie })],
    ['REST notification-counter', () => measure(`${base}/api/notification-counter/${driver.id}`, { method: 'GET', cookie })],
    [
      'REST bookings, page 50 of 20',
      () =>
        measure(`${base}/api/bookings/50/20/en`, {
          body: JSON.stringify({ suppliers: [supplier.id], statuses: REST_STATUSES, user: driver.id }),
          cookie,
        }),
    ],
  ];
  const results: [string, Measured][] = [];
  // BENCH_ONLY=<text>: only the runs whose name contains it (a profile of one of them).
  for (const [name, go] of runs.filter(([n]) => !ONLY || n.toLowerCase().includes(ONLY))) {
    log(`${name}: ${WARMUP} warm-up, then ${REQUESTS} measured, ${CONNECTIONS} connections…`);
    const r = await go();
    if (r.firstFailure) log(`  first failure: ${r.firstFailure}`);
    results.push([name, r]);
  }

  // The floor: the first page's own response body from a plain node:http server (no framework,
  // no database), through the same load generator. Not a target: what HTTP and the load
  // generator cost on this machine by themselves.
  let floor: Measured | undefined;
  if (!ONLY || 'floor'.includes(ONLY)) {
    const page = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: gql(PAGE, { first: 20 }) });
    const bodyFile = path.join(run.dir, 'first-page.json');
    writeFileSync(bodyFile, await page.text());
    const fixed = await startChild(run, 'scripts/bench-fixed-response.ts', { BENCH_BODY_FILE: bodyFile });
    appPid = fixed.child.pid!;
    log(`floor (the first page's body from plain node:http): ${WARMUP} warm-up, then ${REQUESTS} measured, ${CONNECTIONS} connections…`);
    floor = await measure(`http://127.0.0.1:${fixed.port}/graphql`, { body: gql(PAGE, { first: 20 }), cookie });
    fixed.child.kill();
  }

  // ── Report
  console.log(
    `\nsigned-in driver with ${BOOKINGS.toLocaleString('en')} bookings and ${NOTIFICATIONS.toLocaleString('en')} notifications among ${DRIVERS.toLocaleString('en')} drivers; ` +
      `app: 1 process x pool ${POOL}, ${os.cpus().length} CPUs, PostgreSQL ${FAST_DB ? 'durability off' : 'durable'} (${scheduling}), load by scripts/bench-load.ts`,
  );
  console.log('run                               requests   req/s   p50 ms   p95 ms   p99 ms   max ms   failures   CPU/request: app ms + PostgreSQL ms (bound on idle cores)');
  for (const [name, r] of results) {
    const bound = Math.floor((os.cpus().length * 1000) / Math.max(0.01, r.cpuApp + r.cpuPg));
    console.log(
      `${name.padEnd(33)} ${String(r.requests).padStart(8)}  ${r.rps.toFixed(0).padStart(6)}  ${ms(r.p50).padStart(7)}  ${ms(r.p95).padStart(7)}  ${ms(r.p99).padStart(7)}  ${ms(r.max).padStart(7)}   ${String(r.failures).padStart(8)}   ${r.cpuApp.toFixed(2)} + ${r.cpuPg.toFixed(2)} (~${bound} req/s)`,
    );
  }
  if (floor) {
    console.log(
      `${'floor: same body, plain node:http'.padEnd(33)} ${String(floor.requests).padStart(8)}  ${floor.rps.toFixed(0).padStart(6)}  ${ms(floor.p50).padStart(7)}  ${ms(floor.p95).padStart(7)}  ${ms(floor.p99).padStart(7)}  ${ms(floor.max).padStart(7)}   ${String(floor.failures).padStart(8)}   ${floor.cpuApp.toFixed(2)} (server only; not a target)`,
    );
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
  const checks: [string, boolean, string][] = results.flatMap(([name, r]): [string, boolean, string][] => [
    [`${name}: p95 < ${TARGET_P95_MS} ms`, r.p95 < TARGET_P95_MS, `${ms(r.p95)} ms`],
    [`${name}: no failures`, r.failures === 0, `${r.failures}`],
  ]);
  console.log('');
  for (const [name, ok, detail] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${detail})`);
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
