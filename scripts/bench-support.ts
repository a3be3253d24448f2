// What the HTTP benchmarks (`npm run bench:search`, `npm run bench:checkout`) share: a temp folder
// removed at the end (Ctrl-C too), the servers under test compiled by tsc and run by plain `node`,
// and the scheduling of the embedded PostgreSQL's processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

export interface BenchRun {
  /** A new temp folder, reachable by the postgres OS user, removed by cleanup(). */
  dir: string;
  /** Server processes started with startChild: stopped by cleanup(). */
  children: Set<ChildProcess>;
  /** Something to close at cleanup, before the folder is removed (last registered, first run). */
  onCleanup(fn: () => Promise<unknown> | unknown): void;
  cleanup(): Promise<void>;
}

/** A bench run: its temp folder and what cleanup() stops; SIGINT/SIGTERM clean up and exit 130. */
export function createBenchRun(prefix: string): BenchRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755); // reachable by the postgres OS user when we run as root
  const children = new Set<ChildProcess>();
  const closers: (() => Promise<unknown> | unknown)[] = [];
  let cleaned = false;
  const run: BenchRun = {
    dir,
    children,
    onCleanup: (fn) => void closers.push(fn),
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all([...children].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).catch(() => {});
      for (const close of closers.reverse()) await Promise.resolve().then(close).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping and removing ${dir}`);
      void run.cleanup().finally(() => process.exit(130));
    });
  }
  return run;
}

/**
 * Sets the scheduling policy of the database's processes: the postmaster and its children now
 * (backends forked later inherit it), found from the data directory's postmaster.pid.
 *
 * Why SCHED_BATCH by default (docs/decisions/014-bench-database-scheduling.md): here PostgreSQL,
 * both servers and the load generator share two cores, and PostgreSQL puts each backend in a
 * session of its own. A backend woken by a query preempts the server thread that has just sent
 * it (measured: 0.6 involuntary context switches of the app's thread per search, which was on
 * a core only 71% of the time it wanted one), so the server waits out the database's work on
 * its own core. A batch task is not given the core on wake-up; it gets its fair share all the
 * same. In production the database has cores of its own, and the server is never preempted by
 * it. Both servers run against the same database, so both get the same setting.
 */
export async function scheduleDatabase(dbc: pg.Client, policy: 'batch' | 'normal'): Promise<string> {
  const flag = policy === 'batch' ? '-b' : '-o';
  const name = policy === 'batch' ? 'SCHED_BATCH' : 'SCHED_OTHER';
  try {
    const dataDir = (await dbc.query<{ setting: string }>(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`)).rows[0].setting;
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The postmaster first (what later backends inherit), then the processes already running.
    const childrenFile = `/proc/${postmaster}/task/${postmaster}/children`;
    const children = existsSync(childrenFile) ? readFileSync(childrenFile, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
    for (const pid of [String(postmaster), ...children]) {
      const r = spawnSync('chrt', [flag, '-p', '0', pid], { encoding: 'utf8' });
      if (r.status !== 0 && existsSync(`/proc/${pid}`)) throw new Error(r.stderr || r.error?.message || `chrt exited with ${r.status}`);
    }
    return name;
  } catch (err) {
    return `left as it was (could not set ${name}: ${(err as Error).message.trim().slice(0, 120)})`;
  }
}

/**
 * The servers under test run as the production build does: compiled by tsc (scripts/tsconfig.bench.json,
 * the server's build options) and started with plain `node`, so no development loader's transform
 * is measured.
 */
export function compileServers(): void {
  const tsc = spawnSync(process.execPath, [path.join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'scripts/tsconfig.bench.json'], { stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error('could not compile the bench servers (tsc -p scripts/tsconfig.bench.json)');
}

/** Starts a compiled bench server (one that prints READY <port>) and waits for its port. */
export function startChild(run: BenchRun, script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const compiled = path.join('server', 'dist', script.replace(/\.ts$/, '.js'));
  return new Promise((resolve, reject) => {
    // BENCH_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops.
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const child = spawn(process.execPath, [...profile, compiled], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    run.children.add(child);
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
