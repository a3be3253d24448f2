import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '../server/src/shared/bookingReference.ts';

/**
 * Booking references for the benchmarks' bulk inserts. The column's default draws a random one
 * per row and skips those already committed (migration 20261202010000_booking_references), but a
 * statement inserting thousands of rows cannot see its own, nor a parallel stream's: among a
 * million random draws from 30^6 a few hundred clash, failing the load on the unique constraint
 * (or deadlocking two streams). The benchmarks give each row a reference of its own instead: the
 * number `n` (0 to 30^6 - 1, distinct per row) written in the references' own alphabet
 * (shared/bookingReference.ts), so the rows stay valid under the format check.
 */
const BASE = REFERENCE_ALPHABET.length;

/** SQL for the reference of the bigint SQL expression `n`. */
export function referenceSql(n: string): string {
  return `('${REFERENCE_PREFIX}-' || (SELECT string_agg(substr('${REFERENCE_ALPHABET}', (((${n})::bigint / power(${BASE}, k)::bigint) % ${BASE})::int + 1, 1), '' ORDER BY k DESC) FROM generate_series(0, ${REFERENCE_LENGTH - 1}) k))`;
}
