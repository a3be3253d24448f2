import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../__generated__/prisma/client.ts';
import { isDatabaseUnavailable } from './availability.ts';

export type { PrismaClient };
export { Prisma } from '../__generated__/prisma/client.ts';

interface Raw {
  pool: pg.Pool;
  onQuery?: (sql: string) => void;
}
/** Connection option of the app's sessions: no parallel workers (see createPrisma). */
export const NO_PARALLEL_QUERY = '-c max_parallel_workers_per_gather=0';

const raw = new WeakMap<PrismaClient, Raw>();
const JSON_OID = 114;
/** node-postgres' parsers, except json, which stays text. */
const JSON_AS_TEXT = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === JSON_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
/** Prepared statement names by SQL text (hashing a long text on every call showed in profiles). */
const statementNames = new Map<string, string>();

/** How long a statement waits for a connection (a free one in the pool, or a new one) before failing. */
export const CONNECT_TIMEOUT_MS = 5000;
/** The pool's own wait for a free connection timing out: a busy pool, not an absent database. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * A pool that keeps a connection when PostgreSQL refuses a statement. node-postgres' `Pool.query`
 * releases its connection with the error, and the pool then closes it: every refused statement
 * (a unique or exclusion violation, a CONFLICT in checkout) cost a connection, and the next request
 * paid for a new one (TCP, SCRAM authentication, a new backend, its statements planned anew).
 * Measured in bench:checkout's contested run, 100 drivers at once on one car: each loser's refusal
 * closed a connection, and the slowest answer took 0.5 to 1 s. An error PostgreSQL answered with
 * (pg.DatabaseError) leaves the connection usable; any other error (a broken socket, a timeout),
 * and a FATAL one (the server ends the session: 57P01 on a fast shutdown), still removes it.
 * Prisma's adapter sends its statements outside transactions through this same `query`.
 *
 * When the database goes away (docs/decisions/033-database-unavailable.md): an idle connection the
 * server ends is dropped quietly (node-postgres' pool emits `error`, which without a listener
 * crashes the process on a fast shutdown of PostgreSQL; Prisma's adapter adds its listener only
 * when it first connects, and queryPrepared may come first), and once a new session is refused
 * (57P03 while it shuts down, ECONNREFUSED once it is down) or a session is ended, the idle
 * connections are closed too: PostgreSQL's smart shutdown waits for every open session, and the
 * server answers the same way (503) whichever connection a request would have got. The next
 * statement after the database returns opens a new connection: recovery needs nothing else.
 */
export class KeepingPool extends pg.Pool {
  /** Told about an idle connection the server ended (a restart, a failover), for a log line. */
  onIdleError?: (err: Error) => void;

  constructor(config?: pg.PoolConfig) {
    super(config);
    this.on('error', (err) => this.onIdleError?.(err));
  }

  // Both calling forms of pg.Pool#query are kept: the promise form (Prisma's adapter, queryPrepared)
  // is served here, a callback form goes to node-postgres' own.
  override query(...args: unknown[]): never {
    const callback = args.some((a) => typeof a === 'function');
    if (callback) return (super.query as (...a: unknown[]) => never)(...args);
    return this.keep(args) as never;
  }

  // Both forms of connect (node-postgres' callback query uses the callback one, Prisma's
  // transactions the promise one): a connection refused for unavailability drops the idle ones.
  override connect(...args: unknown[]): never {
    const callback = args[0];
    if (typeof callback === 'function') {
      return (super.connect as unknown as (cb: (...a: unknown[]) => void) => never)((err: unknown, ...rest: unknown[]) => {
        if (err) this.noticeFailure(err);
        (callback as (...a: unknown[]) => void)(err, ...rest);
      });
    }
    return super.connect().catch((err: unknown) => {
      this.noticeFailure(err);
      throw err;
    }) as never;
  }

  /** Counts dropIdle calls: a connection in use during one is closed when it comes back. */
  private drops = 0;

  /** Closes every idle connection, and those in use when they are released (the database announced it is going away). */
  dropIdle(): void {
    this.drops++;
    // The pool hands out idle connections first, and has idle ones only when nobody waits.
    for (let n = this.idleCount; n > 0; n--) {
      super.connect().then((client) => client.release(true), () => {});
    }
  }

  private noticeFailure(err: unknown): void {
    if (err instanceof Error && err.message === POOL_WAIT_TIMEOUT) return;
    if (isDatabaseUnavailable(err)) this.dropIdle();
  }

  private async keep(args: unknown[]): Promise<pg.QueryResult> {
    const client = await (this.connect as unknown as () => Promise<pg.PoolClient>)();
    const drops = this.drops;
    let broken: Error | undefined;
    try {
      return await (client.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
    } catch (err) {
      const ended = err instanceof pg.DatabaseError && (err.severity === 'FATAL' || err.severity === 'PANIC');
      if (!(err instanceof pg.DatabaseError) || ended) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(broken ?? this.drops !== drops);
      if (broken && isDatabaseUnavailable(broken)) this.dropIdle();
    }
  }
}

/** Drops the idle connections of a client made by createPrisma (readiness saw the database refuse a session). */
export function dropIdleConnections(prisma: PrismaClient): void {
  const pool = raw.get(prisma)?.pool;
  if (pool instanceof KeepingPool) pool.dropIdle();
}

/**
 * Prisma 7 client over node-postgres (no native query engine). One client per process:
 * it owns a connection pool of `poolSize` connections. `onQuery` sees every SQL statement
 * (tests count them to catch N+1 queries), including those of `queryPrepared`.
 */
export function createPrisma(
  connectionString: string,
  poolSize = 10,
  opts: { onQuery?: (sql: string) => void; onIdleError?: (err: Error) => void } = {},
): PrismaClient {
  // No parallel query: the app's statements are short, and a parallel plan forks worker
  // processes on every execution. Measured on the search benchmark: a fresh database whose
  // statistics tipped the search into a Parallel Append served 134 searches/s instead of ~800.
  // A bounded wait for a connection: a database that does not answer (a network partition) fails
  // the request with DATABASE_UNAVAILABLE in seconds instead of holding it for minutes.
  const pool = new KeepingPool({ connectionString, max: poolSize, options: NO_PARALLEL_QUERY, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.onIdleError = opts.onIdleError;
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client = opts.onQuery
    ? new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter });
  if (opts.onQuery) (client as PrismaClient<'query'>).$on('query', (e) => opts.onQuery!(e.query));
  raw.set(client, { pool, onQuery: opts.onQuery });
  return client;
}

/** Whether `db` is an app client (createPrisma) rather than a transaction's: only those run queryPrepared. */
export function isAppClient(db: unknown): db is PrismaClient {
  return raw.has(db as PrismaClient);
}

/**
 * Runs one SQL statement as a named prepared statement on the client's own pool. Prisma's raw
 * queries are planned anew on every call; a hot statement with a costly plan (search: planning
 * took as long as running it) is parsed and planned once per connection instead, and
 * PostgreSQL may settle on a generic plan. The name is derived from the text, so each distinct
 * SQL shape is its own statement. Values come back as node-postgres parses them (numeric as a
 * string, timestamptz as a Date, json parsed unless `jsonAsText`), each row as an array in the
 * order of `fields` (building objects with the caller's own fixed shape is much cheaper than
 * node-postgres' object per row, whose keys are set one by one).
 */
export async function queryPrepared(
  prisma: PrismaClient,
  text: string,
  values: unknown[],
  opts: { /** Leave json columns as text (the caller parses the one it needs). */ jsonAsText?: boolean } = {},
): Promise<{ fields: pg.FieldDef[]; rows: unknown[][] }> {
  const entry = raw.get(prisma);
  if (!entry) throw new Error('queryPrepared needs a client made by createPrisma');
  entry.onQuery?.(text);
  let name = statementNames.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    // The texts are a handful of shapes built by the code (values are parameters), so this stays small.
    statementNames.set(text, name);
  }
  const result = await entry.pool.query<unknown[]>({
    name,
    text,
    values,
    rowMode: 'array',
    ...(opts.jsonAsText ? { types: JSON_AS_TEXT } : {}),
  });
  return { fields: result.fields, rows: result.rows };
}
