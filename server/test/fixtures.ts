import { inject } from 'vitest';

/** The seed's "now" (global-setup.ts): test dates are counted from it, so they stay in the seed's future. */
export const seedNow = (): Date => new Date(inject('seedNow'));

/** `hour`:00 in Erbil (Asia/Baghdad, UTC+3 all year) `daysAhead` days after the seed's day. */
export function erbilTime(daysAhead: number, hour = 10): Date {
  const d = seedNow();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(hour - 3, 0, 0, 0);
  return d;
}

let emails = 0;
/** An address no other test (file, worker or run) uses: `prefix.<pid>.<n>.<time>@example.com`. */
export function uniqueEmail(prefix = 'driver'): string {
  return `${prefix}.${process.pid}.${++emails}.${Date.now() % 100000}@example.com`;
}

/** Polls `probe` until it answers something truthy, or fails after `timeoutMs` naming `what` (tests never sleep blindly). */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

type PgQueryable = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Waits until the backend `waiterPid` is blocked by `holderPid` (pg_blocking_pids), so a test of
 * two transactions proves the second one really waits for the first's lock instead of assuming
 * it after a sleep. `observer` is any other connection to the same database.
 */
export async function waitUntilBlocked(observer: PgQueryable, waiterPid: number, holderPid: number, what: string, timeoutMs = 5000): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await observer.query('SELECT $2::int = ANY (pg_blocking_pids($1::int)) AS blocked', [waiterPid, holderPid]);
      return rows[0].blocked === true;
    },
    what,
    timeoutMs,
  );
}
