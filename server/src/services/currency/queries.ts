/**
 * The currency domain's hand-written statements (issue 26, point 5), called by exchangeRates.ts.
 */
import type { Prisma } from '../../db/prisma.ts';

/**
 * Tries to take the transaction-scoped advisory lock `key` (released by PostgreSQL at commit,
 * rollback, or when the session dies); true when this transaction now holds it, false when
 * another holds it (no waiting).
 */
export async function tryTransactionLock(tx: Prisma.TransactionClient, key: number): Promise<boolean> {
  const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS locked`;
  return locked;
}
