// `npm run bench:web`: Lighthouse (mobile: its default config, an emulated Moto G Power with
// simulated throttling) on the production build's public routes, with the machine beside it.
//
// 1. `npm run build` (BENCH_SKIP_BUILD=1 reuses web/dist and server/dist), then a throwaway embedded
//    PostgreSQL (durability off) in a new temp folder, migrated and seeded (the demo data, pictures
//    in the same folder), and the compiled server as `npm run serve` starts it: plain `node`,
//    NODE_ENV=production, DATABASE_URL pointing at that database (production never starts the
//    embedded one itself nor seeds), mail logged, no exchange-rate provider, on a free port.
// 2. The URLs, chosen by URL alone (nothing is read from the pages, so the bench works on the
//    client-rendered shell and on server-rendered pages alike): `/`; `/search?pickup=&dropoff=&from=&to=`
//    as the web writes it (web/src/lib/search.ts), for the seeded location with the most cars, from
//    10:00 three days ahead to 10:00 six days ahead (business time zone, from the API's settings);
//    `/car/{id}?...` for the first car of those results (cheapest first, the search's default);
//    `/sign-in`. The search is asked over GraphQL, as the page would.
// 3. The floor: a tiny static HTML page (a heading and a paragraph, no script, no CSS file), served by
//    node:http in this process. Its score and FCP are what this machine gives a page with nothing to
//    do, so a reader can tell the code from the machine.
// 4. BENCH_RUNS (3) Lighthouse runs per route, each in a fresh headless Chromium (Debian's,
//    /usr/bin/chromium; its own profile folder, so no cache or compiled code is carried from one run
//    to the next), closed through DevTools (Browser.close) and waited for, so none of its processes
//    is left behind (it is killed only if it does not exit within 10 s). Categories: performance and
//    accessibility.
// 5. A table per route of the medians (each figure its own median over the runs): performance
//    score (min-max beside it), FCP, LCP, TBT, CLS, bytes transferred (all, and JavaScript),
//    accessibility score; Lighthouse's benchmark index and the load average during the runs; then
//    the targets (issue 25: performance >= 95, LCP <= 1.8 s, TBT <= 150 ms, CLS <= 0.05,
//    accessibility 100, on a quiet machine) met or missed. Everything is removed at the end, Ctrl-C too.
//
// Exit status: 0 when every route was measured, targets met or not (a benchmark, not a test); 1 when
// something could not be measured (build, server, search, a route none of whose runs succeeded).
//
// Knobs: BENCH_RUNS (3); BENCH_ROUTES, comma-separated among home, search, car, sign-in, floor, or
// paths starting with / (default: all five); BENCH_BASE_URL=http://host:port measures a server
// already running there (no build, no database: its data must have a location with cars);
// BENCH_SKIP_BUILD=1; BENCH_CHROME (/usr/bin/chromium); BENCH_JSON=<folder> keeps every run's report;
// BENCH_LANGUAGE=ckb (or any interface language) asks every route in that language (spec §2's `l`
// parameter: a Sorani Kurdish or Arabic page is right to left and loads the Arabic-script font).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbeddedPostgres, freePort, type EmbeddedCluster } from '../server/src/db/embedded.ts';
import { ensureDatabase, migrate } from '../server/src/db/migrate.ts';
import { createPrisma } from '../server/src/db/prisma.ts';
import { defaultPeriod } from '../server/src/shared/rentalPeriod.ts';
import { seed } from '../prisma/seed/index.ts';
import { createBenchRun } from './bench-support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME = process.env.BENCH_CHROME ?? '/usr/bin/chromium';
const BASE_URL = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1' || process.env.BENCH_SKIP_BUILD === 'true';
const JSON_DIR = process.env.BENCH_JSON ? path.resolve(process.env.BENCH_JSON) : undefined;
const LANGUAGE = process.env.BENCH_LANGUAGE?.trim() || undefined;
const NAMED_ROUTES = ['home', 'search', 'car', 'sign-in', 'floor'] as const;
const ROUTES = (process.env.BENCH_ROUTES ?? NAMED_ROUTES.join(','))
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const unknownRoutes = ROUTES.filter((r) => !r.startsWith('/') && !(NAMED_ROUTES as readonly string[]).includes(r));
if (unknownRoutes.length) {
  console.error(`BENCH_ROUTES: unknown ${unknownRoutes.join(', ')} (use ${NAMED_ROUTES.join(', ')} or paths starting with /)`);
  process.exit(2);
}

// Issue 25's targets, for a quiet machine.
const TARGETS = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05, accessibility: 100 };

const log = (m: string) => console.log(m);
const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const run = createBenchRun('erbil-bench-web-');
let cluster: EmbeddedCluster | undefined;
run.onCleanup(() => cluster?.stop());
/** The Chrome of the run in progress, killed at cleanup (Ctrl-C during a run). */
let chromeNow: chromeLauncher.LaunchedChrome | undefined;
run.onCleanup(() => chromeNow?.kill());

// ───────────── The server under test ─────────────

/** `npm run serve`'s command (`node <entry>`): the entry the production build starts. */
function serveEntry(): string {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const m = /^node\s+(\S+)$/.exec(scripts.serve?.trim() ?? '');
  if (!m) throw new Error(`package.json "serve" is ${JSON.stringify(scripts.serve)}: expected "node <entry>"`);
  return m[1]!;
}

function build(): void {
  if (SKIP_BUILD) {
    for (const file of [path.join('web', 'dist', 'index.html'), serveEntry()]) {
      if (!existsSync(path.join(ROOT, file))) throw new Error(`BENCH_SKIP_BUILD: ${file} is missing; run \`npm run build\` first`);
    }
    log('Build: reusing web/dist and server/dist (BENCH_SKIP_BUILD)');
    return;
  }
  const started = performance.now();
  log('Build: npm run build ...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`npm run build exited with ${r.status ?? r.signal}`);
  log(`Build: done in ${seconds(started)} s`);
}

async function startDatabase(): Promise<string> {
  const started = performance.now();
  cluster = await startEmbeddedPostgres({ dataDir: path.join(run.dir, 'pg'), fast: true });
  await ensureDatabase(cluster.adminUrl, 'bench');
  const url = cluster.urlFor('bench');
  await migrate(url);
  const prisma = createPrisma(url, 4);
  try {
    await seed(prisma, { storageDir: path.join(run.dir, 'storage') });
  } finally {
    await prisma.$disconnect();
  }
  log(`Database: embedded PostgreSQL on port ${cluster.port}, migrated and seeded in ${seconds(started)} s`);
  return url;
}

async function waitFor(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} within ${deadlineMs / 1000} s`);
}

async function startServer(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serveEntry()], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      STORAGE_DIR: path.join(run.dir, 'storage'),
      MAIL_TRANSPORT: 'log',
      EXCHANGE_RATE_PROVIDERS: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  run.children.add(child);
  await waitFor(`${base}/healthz`, child, 60_000);
  log(`Server: ${serveEntry()} (NODE_ENV=production) at ${base}`);
  return base;
}

// ───────────── The URLs ─────────────

async function graphql<T>(base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length || !body.data) throw new Error(`GraphQL ${res.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return body.data;
}

/** A search with results and its first car: the location with the most cars, three days ahead. */
async function searchPaths(base: string): Promise<{ search: string; car: string; note: string }> {
  const { settings, locations } = await graphql<{ settings: { timeZone: string }; locations: { id: string; name: string }[] }>(
    base,
    'query { settings { timeZone } locations { id name } }',
  );
  // The search form's default period (10:00 to 10:00 three days later, business time), two days later.
  const { from, to } = defaultPeriod(settings.timeZone, new Date(Date.now() + 2 * 86_400_000));
  let best: { location: { id: string; name: string }; total: number; carId: string } | undefined;
  for (const location of locations) {
    const { searchCars } = await graphql<{ searchCars: { totalCount: number; edges: { node: { id: string } }[] } }>(
      base,
      'query($input: SearchCarsInput!) { searchCars(input: $input, first: 1) { totalCount edges { node { id } } } }',
      { input: { pickupLocation: location.id, dropoffLocation: location.id, from, to, sort: 'PRICE_ASC' } },
    );
    if (searchCars.totalCount > (best?.total ?? 0) && searchCars.edges[0]) best = { location, total: searchCars.totalCount, carId: searchCars.edges[0].node.id };
  }
  if (!best) throw new Error(`no location has cars from ${from} to ${to}`);
  // As the web writes them (web/src/lib/search.ts criteriaSearch, CarCard's link).
  const query = new URLSearchParams({ pickup: best.location.id, dropoff: best.location.id, from, to }).toString();
  return {
    search: `/search?${query}`,
    car: `/car/${encodeURIComponent(best.carId)}?${query}`,
    note: `${best.location.name}: ${best.total} cars from ${from} to ${to}`,
  };
}

/** The floor page: no script, no stylesheet, one heading and a paragraph. */
async function startFloor(): Promise<string> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Floor</title><meta name="description" content="A static page with nothing to do."></head>' +
    '<body><main><h1>Erbil car rental</h1><p>A static page: what this machine gives a page with no script.</p></main></body></html>';
  const server = http.createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.url === '/' ? html : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  run.onCleanup(() => new Promise((r) => server.close(r)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor server has no port');
  return `http://127.0.0.1:${address.port}/`;
}

// ───────────── Lighthouse ─────────────

interface Measure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  benchmarkIndex: number;
  loadBefore: number;
  loadAfter: number;
}

let versions: { lighthouse: string; chrome: string } | undefined;

/** Chrome's processes: in its process group (chrome-launcher makes the browser a group leader) or naming its profile. */
function chromeProcesses(browserPid: number, profile: string): { running: number[]; exited: number[] } {
  const running: number[] = [];
  const exited: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid pgrp ...: the fields after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ours = Number(pgrp) === browserPid || readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(profile);
      if (ours) (state === 'Z' ? exited : running).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return { running, exited };
}

/** Exited Chrome helpers handed to PID 1 for reaping (its zygotes outlive the browser by a moment). */
let handedToInit = 0;

/** Closes Chrome as a user would (Browser.close over DevTools), waits for it, kills it only if it hangs. */
async function closeChrome(chrome: chromeLauncher.LaunchedChrome, profile: string): Promise<void> {
  const exited = new Promise<void>((resolve) => (chrome.process.exitCode !== null ? resolve() : chrome.process.once('exit', () => resolve())));
  try {
    const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(webSocketDebuggerUrl);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Browser.close' }));
    socket.onerror = () => {};
  } catch {
    // Not reachable: killed below.
  }
  const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]);
  if (!inTime) {
    console.warn('  Chrome did not close within 10 s: killed');
    await chrome.kill();
  }
  // Its helpers (zygotes, renderers, GPU, network) leave with it; wait for them, with a deadline.
  const until = Date.now() + 5_000;
  let left = chromeProcesses(chrome.pid, profile);
  while (left.running.length && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    left = chromeProcesses(chrome.pid, profile);
  }
  if (left.running.length) {
    console.warn(`  ${left.running.length} Chrome process(es) still running 5 s after the browser: killed (${left.running.join(' ')})`);
    for (const pid of left.running) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  handedToInit += left.exited.length;
}

async function lighthouseRun(url: string, label: string, index: number): Promise<Measure> {
  const profile = path.join(run.dir, 'chrome', `${label.replace(/\W+/g, '_')}-${index}`);
  mkdirSync(profile, { recursive: true });
  const loadBefore = os.loadavg()[0]!;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    logLevel: 'silent',
  });
  chromeNow = chrome;
  try {
    if (!versions) {
      const info = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
      versions = { lighthouse: '', chrome: info.Browser };
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      writeFileSync(path.join(JSON_DIR, `${label.replace(/\W+/g, '_')}-${index}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    versions.lighthouse = lhr.lighthouseVersion;
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}${lhr.audits[id]?.errorMessage ? `: ${lhr.audits[id]!.errorMessage}` : ''}`);
      return value;
    };
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
      return Math.round(value * 100);
    };
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadBefore,
      loadAfter: os.loadavg()[0]!,
    };
  } finally {
    await closeChrome(chrome, profile);
    chromeNow = undefined;
  }
}

// ───────────── Report ─────────────

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

function summarise(label: string, runs: Measure[]) {
  const m = (key: keyof Measure) => median(runs.map((r) => r[key]));
  const perf = runs.map((r) => r.performance);
  return {
    label,
    performance: m('performance'),
    perfRange: `${Math.min(...perf)}-${Math.max(...perf)}`,
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    bytes: m('bytes'),
    jsBytes: m('jsBytes'),
    accessibility: m('accessibility'),
    benchmarkIndex: m('benchmarkIndex'),
    loads: `${Math.min(...runs.map((r) => Math.min(r.loadBefore, r.loadAfter))).toFixed(1)}-${Math.max(...runs.map((r) => Math.max(r.loadBefore, r.loadAfter))).toFixed(1)}`,
  };
}

// ───────────── Main ─────────────

const started = performance.now();
const loadAtStart = load();
let failed = false;
try {
  log(`bench:web: Lighthouse, mobile preset (emulated Moto G Power, simulated throttling), ${RUNS} run(s) per route, a fresh Chromium per run`);
  log(`Machine: ${os.cpus().length} cores, load average ${loadAtStart} (1, 5, 15 min)`);
  let base = BASE_URL;
  if (base) {
    log(`Server: ${base} (BENCH_BASE_URL: measured as it is)`);
  } else {
    build();
    base = await startServer(await startDatabase());
  }

  const wanted = new Set(ROUTES);
  const paths: { label: string; url: string }[] = [];
  if (wanted.has('home')) paths.push({ label: '/', url: `${base}/` });
  if (wanted.has('search') || wanted.has('car')) {
    const found = await searchPaths(base);
    log(`Search: ${found.note}`);
    if (wanted.has('search')) paths.push({ label: '/search', url: base + found.search });
    if (wanted.has('car')) paths.push({ label: '/car', url: base + found.car });
  }
  if (wanted.has('sign-in')) paths.push({ label: '/sign-in', url: `${base}/sign-in` });
  for (const route of ROUTES.filter((r) => r.startsWith('/'))) paths.push({ label: route, url: base + route });
  if (LANGUAGE) for (const p of paths) p.url += `${p.url.includes('?') ? '&' : '?'}l=${encodeURIComponent(LANGUAGE)}`;
  if (wanted.has('floor')) paths.push({ label: 'floor', url: await startFloor() });
  for (const p of paths) log(`  ${p.label.padEnd(8)} ${p.url}`);

  const results: ReturnType<typeof summarise>[] = [];
  const unmeasured: string[] = [];
  for (const p of paths) {
    const runs: Measure[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const t = performance.now();
      try {
        const r = await lighthouseRun(p.url, p.label, i);
        runs.push(r);
        log(
          `  ${p.label.padEnd(8)} run ${i}: performance ${r.performance}, FCP ${sec(r.fcpMs)}, LCP ${sec(r.lcpMs)}, TBT ${r.tbtMs.toFixed(0)} ms, ` +
            `CLS ${r.cls.toFixed(3)}, accessibility ${r.accessibility}, benchmark index ${r.benchmarkIndex.toFixed(0)}, load ${r.loadBefore.toFixed(2)} -> ${r.loadAfter.toFixed(2)} (${seconds(t)} s)`,
        );
      } catch (err) {
        log(`  ${p.label.padEnd(8)} run ${i}: NOT MEASURED: ${(err as Error).message}`);
      }
    }
    if (runs.length) results.push(summarise(p.label, runs));
    if (runs.length < RUNS) unmeasured.push(`${p.label} (${RUNS - runs.length} of ${RUNS} runs)`);
    if (!runs.length) failed = true;
  }

  const widths = [8, 12, 7, 7, 9, 6, 9, 9, 5, 9, 10];
  log('');
  log(`Medians of ${RUNS} run(s) (performance: median and range; bytes: transferred, all and JavaScript):`);
  log(row(['route', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS', 'a11y', 'bench idx', 'load'], widths));
  for (const r of results) {
    log(
      row(
        [r.label, `${r.performance} (${r.perfRange})`, sec(r.fcpMs), sec(r.lcpMs), `${r.tbtMs.toFixed(0)} ms`, r.cls.toFixed(3), kib(r.bytes), kib(r.jsBytes), String(r.accessibility), r.benchmarkIndex.toFixed(0), r.loads],
        widths,
      ),
    );
  }
  log('');
  log(`Chrome: every run's browser closed and none of its processes left running; ${handedToInit} exited helper process(es) (zygotes) outlived their browser by a moment and went to PID 1 to be reaped`);
  log(`Lighthouse ${versions?.lighthouse ?? '?'}, ${versions?.chrome ?? '?'} (${CHROME}); load average ${loadAtStart} at the start, ${load()} at the end; ${seconds(started)} s`);
  const floor = results.find((r) => r.label === 'floor');
  if (floor) log(`Floor (a static page with no script, same Chrome and settings): performance ${floor.performance}, FCP ${sec(floor.fcpMs)}, LCP ${sec(floor.lcpMs)}: this machine's best`);
  const busy = Number(loadAtStart.split(' ')[0]) > os.cpus().length / 2;
  log(
    `Targets (issue 25, quiet machine${busy ? `; this one was busy at the start, load above ${os.cpus().length / 2}: compare with the floor` : ''}): ` +
      `performance >= ${TARGETS.performance}, LCP <= ${sec(TARGETS.lcpMs)}, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, accessibility ${TARGETS.accessibility}`,
  );
  for (const r of results.filter((x) => x.label !== 'floor')) {
    const missed = [
      r.performance < TARGETS.performance && `performance ${r.performance}`,
      r.lcpMs > TARGETS.lcpMs && `LCP ${sec(r.lcpMs)}`,
      r.tbtMs > TARGETS.tbtMs && `TBT ${r.tbtMs.toFixed(0)} ms`,
      r.cls > TARGETS.cls && `CLS ${r.cls.toFixed(3)}`,
      r.accessibility < TARGETS.accessibility && `accessibility ${r.accessibility}`,
    ].filter(Boolean);
    log(`  ${r.label.padEnd(8)} ${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'}`);
  }
  if (unmeasured.length) log(`Not measured: ${unmeasured.join(', ')}${failed ? '' : ' (the medians are of the runs that were)'}`);
} catch (err) {
  failed = true;
  console.error(`bench:web could not measure: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
} finally {
  await run.cleanup();
}
process.exit(failed ? 1 : 0);
