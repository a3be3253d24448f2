// `npm run bench:abuse` (issue 23 point 1): can hostile GraphQL documents slow everyone else down?
// Against the real app (compiled, plain node) and a throwaway embedded PostgreSQL.
//
// 1. Embedded PostgreSQL in a new temp folder (BENCH_FAST_DB=1 turns durability off), database
//    `bench`: migrations and the seed.
// 2. The app (scripts/bench-search-app.ts) as one process, NODE_ENV=production, TRUST_PROXY=loopback.
// 3. Each worst document alone, BENCH_EACH (30) times on one connection: its answer (status and
//    code) and its refusal time (p50/p95).
// 4. A trivial query (`{ settings { openingHour } }`) on one connection for BENCH_SECONDS (15):
//    p50/p95 alone; then the same while BENCH_ABUSERS (4) connections loop the worst documents.
//    Target: p95 under abuse <= 2 x p95 alone. PASS/FAIL, exit code 1 on FAIL. Beside it, the floor:
//    the same probe while the 4 connections loop the trivial query itself (any 4 busy clients).
//
// The anonymous rate limit (GRAPHQL_ANONYMOUS_RATE_LIMIT) stays at its default. The target's run
// is the issue's: 4 clients, each from its own address (X-Forwarded-For), so the limit holds them
// once their budget is spent, as it would in production. Beside it, the same 4 connections with
// every request from another of 4,000 addresses (no address limited: the documents' own cost),
// and the floor. The probe's requests are spread the same way, never limited. Everything is
// removed at the end, Ctrl-C too.
import path from 'node:path';
import os from 'node:os';
import { seed } from '../prisma/seed/index.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../server/src/db/embedded.ts';
import { ensureDatabase, migrate } from '../server/src/db/migrate.ts';
import { createPrisma, type PrismaClient } from '../server/src/db/prisma.ts';
import { runLoad, type LoadResult } from './bench-load.ts';
import { compileServers, createBenchRun, startChild } from './bench-support.ts';

const EACH = Number(process.env.BENCH_EACH ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ABUSERS = Number(process.env.BENCH_ABUSERS ?? 4);
const FAST_DB = process.env.BENCH_FAST_DB === '1';
const TARGET_RATIO = 2;
/** Distinct client addresses the requests are spread over (each well under the per-minute limit). */
const ADDRESSES = 4000;

const log = (m: string) => console.log(m);
const ms = (n: number) => n.toFixed(2);

const repeat = (n: number, text: (i: number) => string) => Array.from({ length: n }, (_, i) => text(i)).join(' ');

/** The worst documents found (server/test/graphql/abuse.test.ts refuses each with its code). */
const WORST: [string, string][] = [
  ['settings{openingHour} x 4,000 (issue 23, 88 KB)', `{${'settings{openingHour} '.repeat(4000)}}`],
  ['settings{openingHour} x 800 (17 KB)', `{${'settings{openingHour} '.repeat(800)}}`],
  ['the same in 400 inline fragments', `{ ${'... on Query { settings { openingHour } } '.repeat(400)} }`],
  ['a nested field repeated 1,000 times', `{ settings { ${'openingHour '.repeat(1000)} } }`],
  ['1,000 spreads of one fragment', `{ ${'...F '.repeat(1000)} } fragment F on Query { settings { openingHour } }`],
  ['500 aliases', `{ ${repeat(500, (i) => `a${i}: settings { openingHour }`)} }`],
  ['300 aliases of cars(first: 100)', `{ ${repeat(300, (i) => `a${i}: cars(first: 100) { edges { node { id name } } }`)} }`],
  ['fragments doubling 30 times', `{ ...F0 } ${repeat(30, (i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)} fragment F30 on Query { settings { openingHour } }`],
  ['20 fragments of 10 aliases, 200 fields', `{ ${repeat(20, (i) => `...F${i}`)} } ${repeat(20, (i) => `fragment F${i} on Query { ${repeat(10, (j) => `a${i}_${j}: settings { openingHour }`)} }`)}`],
  ['1,000 nested braces', `{ ${'settings { '.repeat(1000)}openingHour${' }'.repeat(1000)} }`],
  ['a list nested 3,000 deep', `{ cars(first: 1, after: ${'['.repeat(3000)}${']'.repeat(3000)}) { totalCount } }`],
  ['400 operations', repeat(400, (i) => `query Q${i} { settings { openingHour } }`)],
  ['1,000 directives on one field', `{ settings ${'@skip(if: false) '.repeat(1000)}{ openingHour } }`],
  ['1,000 variable definitions', `query (${repeat(1000, (i) => `$v${i}: Int`)}) { settings { openingHour } }`],
  ['a list of 5,000 values', `{ cars(first: 1, after: [${'1 '.repeat(5000)}]) { totalCount } }`],
  ['a list of 980 values (under the token limit)', `{ cars(first: 1, after: [${'1 '.repeat(980)}]) { totalCount } }`],
  ['19,000 characters of comment (under the size limit)', `# ${'x'.repeat(19_000)}\n{ settings { openingHour } }`],
  ['100,000 characters of comment', `# ${'x'.repeat(100_000)}\n{ settings { openingHour } }`],
  ['two operations, no operationName', `query A { settings { openingHour } } query B { suppliers { id } }`],
];
const TRIVIAL = JSON.stringify({ query: '{ settings { openingHour } }' });

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
/** One header set per body: each request names its own address (round-robin over ADDRESSES). */
const spread = (bodies: string[], offset: number, addresses = ADDRESSES) => bodies.map((_, i) => ({ 'x-forwarded-for': address(offset + (i % addresses)) }));
/** `bodies` repeated to `n`, so that the round-robin walks over n addresses. */
const cycle = (bodies: string[], n: number) => Array.from({ length: n }, (_, i) => bodies[i % bodies.length]);

const run = createBenchRun('erbil-bench-abuse-');
let cluster: EmbeddedCluster | undefined;
let prisma: PrismaClient | undefined;
run.onCleanup(() => cluster?.stop());
run.onCleanup(() => prisma?.$disconnect());

async function probe(endpoint: string, seconds: number): Promise<LoadResult> {
  const bodies = cycle([TRIVIAL], ADDRESSES);
  return runLoad({ url: endpoint, bodies, bodyHeaders: spread(bodies, 0), connections: 1, duration: seconds });
}

async function main(): Promise<number> {
  log(`bench:abuse — temp folder ${run.dir}`);
  cluster = await startEmbeddedPostgres({ dataDir: path.join(run.dir, 'pg'), fast: FAST_DB, log: () => {} });
  await ensureDatabase(cluster.adminUrl, 'bench');
  const url = cluster.urlFor('bench');
  await migrate(url);
  prisma = createPrisma(url, 5);
  await seed(prisma, { storageDir: path.join(run.dir, 'storage') });
  log(`PostgreSQL up (${FAST_DB ? 'durability off' : 'durable'}), migrated and seeded`);

  compileServers();
  const app = await startChild(run, 'scripts/bench-search-app.ts', {
    DATABASE_URL: url,
    BENCH_WORKERS: '1',
    NODE_ENV: 'production',
    // Production refuses to start without SMTP_URL unless logging mail is chosen (env.ts): a bench sends none worth delivering.
    MAIL_TRANSPORT: 'log',
    LOG_LEVEL: 'silent',
    MAIL_WORKER: 'false',
    JOBS: 'false',
    TRUST_PROXY: 'loopback',
    STORAGE_DIR: path.join(run.dir, 'storage'),
    WEB_DIST_DIR: path.join(run.dir, 'no-web'),
  });
  const endpoint = `http://127.0.0.1:${app.port}/graphql`;
  log(`app (compiled, NODE_ENV=production) on ${endpoint}; anonymous rate limit at its default, requests spread over ${ADDRESSES} addresses (X-Forwarded-For, TRUST_PROXY=loopback)`);

  // ── Each worst document alone: what it answers and how long its refusal takes.
  const abuseBodies = WORST.map(([, query]) => JSON.stringify({ query }));
  await runLoad({ url: endpoint, bodies: abuseBodies, bodyHeaders: spread(abuseBodies, 10_000), connections: 1, duration: 60, limit: abuseBodies.length * 3 }); // warm-up
  log(`\neach worst document alone, ${EACH} times on one connection:`);
  log('document                                            KB   answer                              p50 ms   p95 ms');
  for (const [name, query] of WORST) {
    const body = JSON.stringify({ query });
    const answers = new Map<string, number>();
    const bodies = cycle([body], EACH);
    const r = await runLoad({
      url: endpoint,
      bodies,
      bodyHeaders: spread(bodies, 20_000),
      connections: 1,
      duration: 120,
      limit: EACH,
      onResponse: (status, start) => {
        const key = `${status} ${/"code":"([A-Z_]+)"/.exec(start)?.[1] ?? ''}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      },
    });
    log(`${name.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(6)}   ${[...answers.keys()].join(', ').padEnd(34)} ${ms(r.p50).padStart(7)}  ${ms(r.p95).padStart(7)}`);
  }

  // A body over the limit is answered 413 and its connection closed (so not in the loops above):
  // one request each, on a new connection.
  const huge = JSON.stringify({ query: `# ${'x'.repeat(1_000_000)}\n{ settings { openingHour } }` });
  const hugeTimes: number[] = [];
  let hugeStatus = 0;
  for (let i = 0; i < EACH; i++) {
    const t = performance.now();
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address(30_000 + i) }, body: huge }).catch(() => null);
    hugeStatus = res?.status ?? 0;
    await res?.arrayBuffer().catch(() => {});
    hugeTimes.push(performance.now() - t);
  }
  hugeTimes.sort((a, b) => a - b);
  log(`${'a megabyte of comment (over the 128 KB body limit)'.padEnd(48)} ${(huge.length / 1024).toFixed(1).padStart(6)}   ${`${hugeStatus} (new connection each)`.padEnd(34)} ${ms(hugeTimes[Math.floor(EACH / 2)]).padStart(7)}  ${ms(hugeTimes[Math.ceil(EACH * 0.95) - 1]).padStart(7)}`);

  // ── The trivial query alone, then under abuse.
  await probe(endpoint, 3); // warm-up
  const alone = await probe(endpoint, SECONDS);
  const abuseLoop = cycle(abuseBodies, abuseBodies.length * 50);
  /** The abusers loop the worst documents, from `addresses` client addresses, while the probe runs. */
  const underAbuseFrom = async (addresses: number, offset: number) => {
    const answers = new Map<number, number>();
    const abuse = runLoad({
      url: endpoint,
      bodies: abuseLoop,
      bodyHeaders: spread(abuseLoop, offset, addresses),
      connections: ABUSERS,
      duration: SECONDS + 2,
      onResponse: (status) => answers.set(status, (answers.get(status) ?? 0) + 1),
    });
    await new Promise((r) => setTimeout(r, 1000)); // the abusers are up to speed
    const probed = await probe(endpoint, SECONDS);
    return { probed, abusers: await abuse, answers };
  };
  // The issue's case: 4 clients, each from its own address, under the anonymous limit.
  const { probed: underAbuse, abusers: abused, answers: abuseAnswers } = await underAbuseFrom(ABUSERS, 40_000);
  // A botnet's: the same 4 connections, each request from another of 4,000 addresses, so that no
  // address reaches its limit: what refusing the documents costs by itself.
  await new Promise((r) => setTimeout(r, 1000));
  const { probed: underSpread, abusers: spreadAbusers, answers: spreadAnswers } = await underAbuseFrom(ADDRESSES, 60_000);

  // The floor: the same 4 connections looping the trivial query itself, i.e. any 4 busy clients.
  // One Node process serves every request in turn, so a probe waits behind whatever the others
  // sent, abusive or not: the abuse's own cost is the gap between this and the run above.
  await new Promise((r) => setTimeout(r, 1000));
  const busyLoop = cycle([TRIVIAL], ADDRESSES);
  const busy = runLoad({ url: endpoint, bodies: busyLoop, bodyHeaders: spread(busyLoop, 50_000), connections: ABUSERS, duration: SECONDS + 2 });
  await new Promise((r) => setTimeout(r, 1000));
  const underBusy = await probe(endpoint, SECONDS);
  const busied = await busy;

  const ratio = underAbuse.p95 / alone.p95;
  log(`\ntrivial query { settings { openingHour } }, 1 connection, ${SECONDS} s each; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end`);
  log('run                                      requests   req/s   p50 ms   p95 ms   p99 ms   max ms');
  const row = (label: string, r: LoadResult) =>
    log(`${label.padEnd(40)} ${String(r.requests).padStart(8)}  ${r.rps.toFixed(0).padStart(6)}  ${ms(r.p50).padStart(7)}  ${ms(r.p95).padStart(7)}  ${ms(r.p99).padStart(7)}  ${ms(r.max).padStart(7)}`);
  row('alone', alone);
  row(`while ${ABUSERS} clients loop the worst documents`, underAbuse);
  row(`  the abusers (${WORST.length} documents, round-robin)`, abused);
  log(`  abusers' answers: ${[...abuseAnswers].map(([s, n]) => `HTTP ${s} x ${n}`).join(', ')}`);
  row(`the same spread over ${ADDRESSES} addresses`, underSpread);
  row(`  those abusers`, spreadAbusers);
  log(`  their answers: ${[...spreadAnswers].map(([s, n]) => `HTTP ${s} x ${n}`).join(', ')}`);
  row(`floor: while ${ABUSERS} clients loop the trivial query`, underBusy);
  row(`  those ${ABUSERS} clients`, busied);
  const failures = alone.failures + underAbuse.failures;
  const ok = ratio <= TARGET_RATIO && failures === 0;
  log(`\n${ok ? 'PASS' : 'FAIL'}  trivial p95 under abuse / alone = ${ms(underAbuse.p95)} / ${ms(alone.p95)} = ${ratio.toFixed(2)} (target <= ${TARGET_RATIO})${failures ? `; ${failures} trivial queries failed` : ''}`);
  log(`      over ${ADDRESSES} addresses (no address limited): ${ms(underSpread.p95)} / ${ms(alone.p95)} = ${(underSpread.p95 / alone.p95).toFixed(2)}`);
  log(`      floor: trivial p95 under ${ABUSERS} busy legitimate clients / alone = ${ms(underBusy.p95)} / ${ms(alone.p95)} = ${(underBusy.p95 / alone.p95).toFixed(2)}; under abuse / under the floor = ${(underAbuse.p95 / underBusy.p95).toFixed(2)} (4 clients), ${(underSpread.p95 / underBusy.p95).toFixed(2)} (spread)`);
  return ok ? 0 : 1;
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
