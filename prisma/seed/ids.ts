import { createHash } from 'node:crypto';

/**
 * Namespace of every seeded id. Changing it re-keys the whole seed (every row would be
 * created anew next to the old ones), so it is fixed forever.
 */
const SEED_NAMESPACE = 'b6f3c1de-7a4e-4f0a-9d2c-5e8a1f2b3c4d';

const namespaceBytes = Buffer.from(SEED_NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * A deterministic UUID (RFC 4122 version 5: SHA-1 of namespace + name) for a seeded row,
 * e.g. `stableId('car', 'hawler-drive/kia-picanto')`. Re-running the seed computes the
 * same ids, so it updates the rows it created instead of adding duplicates, and tests
 * can name seeded rows without querying for them.
 */
export function stableId(kind: string, key: string): string {
  const digest = createHash('sha1')
    .update(namespaceBytes)
    .update(`${kind}:${key}`, 'utf8')
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
