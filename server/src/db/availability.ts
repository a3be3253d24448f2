/**
 * "The database cannot be reached right now", recognised in every form it takes here
 * (docs/decisions/033-database-unavailable.md). Measured with Prisma 7.10, @prisma/adapter-pg and
 * node-postgres 8 against a real PostgreSQL (server/test/db/availability.test.ts):
 *
 * - node-postgres' own errors: a `DatabaseError` with SQLSTATE 57P01 (admin shutdown: a fast
 *   shutdown ends the open sessions), 57P02 (crash shutdown), 57P03 (cannot connect now: a smart
 *   shutdown or a server still starting refuses new sessions), class 08 (connection exception) or
 *   53300 (too many connections); a socket error (`ECONNREFUSED` once it is down, `ECONNRESET`...);
 *   and codeless errors: "Connection terminated unexpectedly", "Connection terminated due to
 *   connection timeout" (a server that does not answer), "timeout exceeded when trying to connect"
 *   (the pool's wait for a connection).
 * - Prisma's wrapping of those: `PrismaClientKnownRequestError` P1001 (can't reach the server,
 *   `DatabaseNotReachable`), P2039 or P2010 (a query or raw query failed) whose
 *   `meta.driverAdapterError.cause` holds the SQLSTATE (`code`/`originalCode`) or a `kind` such as
 *   `ConnectionClosed`; the codeless node-postgres errors pass through Prisma unchanged.
 */

/** SQLSTATEs that mean "no session now", not "your statement is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Class 08: connection exception. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/** Prisma's own codes for the same: can't reach, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** What @prisma/adapter-pg calls them (`meta.driverAdapterError.cause.kind`). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres' errors without a code: a lost or never-made connection. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly)/;

function unavailableHere(value: Record<string, unknown>): boolean {
  for (const key of ['code', 'originalCode'] as const) {
    const code = value[key];
    if (typeof code !== 'string') continue;
    if (code === 'DATABASE_UNAVAILABLE') return true; // our own DatabaseUnavailableError (errors.ts)
    if (UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code) || SOCKET_CODES.has(code) || PRISMA_CODES.has(code)) return true;
  }
  if (typeof value.kind === 'string' && ADAPTER_KINDS.has(value.kind)) return true;
  return typeof value.message === 'string' && DRIVER_MESSAGES.test(value.message);
}

/**
 * True when `err` (or what it wraps: `cause`, a GraphQL error's `originalError`, Prisma's
 * `meta.driverAdapterError`) says the database is unreachable or refuses sessions.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const value = queue.shift();
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (unavailableHere(record)) return true;
    queue.push(record.cause, record.originalError, (record.meta as Record<string, unknown> | undefined)?.driverAdapterError);
    // AggregateError (a connection tried on several addresses).
    if (Array.isArray(record.errors)) queue.push(...record.errors);
  }
  return false;
}

/** A short description for the log (no stack: the cause is outside the server). */
export function describeUnavailable(err: unknown): string {
  const record = (err ?? {}) as Record<string, unknown>;
  const adapter = (record.meta as { driverAdapterError?: { cause?: Record<string, unknown> } } | undefined)?.driverAdapterError?.cause;
  const code = adapter?.code ?? adapter?.kind ?? record.code;
  const message = adapter?.message ?? (typeof record.message === 'string' ? record.message.trim().split('\n').pop() : String(err));
  return code ? `${String(code)}: ${String(message)}` : String(message);
}

/**
 * Logs "database unavailable" as a warning at most once per `everyMs` (every failing request
 * would otherwise log one, with a stack, while the database is away), counting the others.
 */
export function createUnavailableWarner(everyMs = 10_000) {
  let lastAt = 0;
  let suppressed = 0;
  return (log: { warn: (obj: object, msg: string) => void } | undefined, err: unknown, requestId?: string) => {
    const now = Date.now();
    if (now - lastAt < everyMs) {
      suppressed++;
      return;
    }
    log?.warn({ reason: describeUnavailable(err), requestId, ...(suppressed ? { alsoFailedSinceLastWarning: suppressed } : {}) }, 'database unavailable: answered 503 DATABASE_UNAVAILABLE');
    lastAt = now;
    suppressed = 0;
  };
}

/** One warner for the process: GraphQL and REST share its budget. */
export const warnDatabaseUnavailable = createUnavailableWarner();
