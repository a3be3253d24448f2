/**
 * Booking references for the benchmarks' bulk inserts. The column's default draws a random one
 * per row and skips those already committed (migration 20261202010000_booking_references), but a
 * statement inserting thousands of rows cannot see its own, nor a parallel stream's: among a
 * million random draws from 30^6 a few hundred clash, failing the load on the unique constraint
 * (or deadlocking two streams). The benchmarks give each row a reference of its own instead: the
 * number `n` (0 to 30^6 - 1, distinct per row) written in the references' alphabet, so the rows
 * stay valid under the format check.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SQL for the reference of the bigint SQL expression `n`. */
export function referenceSql(n: string): string {
  return `('EBL-' || (SELECT string_agg(substr('${ALPHABET}', (((${n})::bigint / power(30, k)::bigint) % 30)::int + 1, 1), '' ORDER BY k DESC) FROM generate_series(0, 5) k))`;
}
