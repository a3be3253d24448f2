import type { PrismaClient } from '../../db/prisma.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { hashSecret, newSecret } from './secrets.ts';

/**
 * Partner API keys: `Authorization: Bearer erk_...`. Read access to public data, rate limited
 * per key; only a SHA-256 of the key is stored, so a lost key is revoked and replaced.
 */
export const API_KEY_PREFIX = 'erk_';

export async function createApiKey(prisma: PrismaClient, name: string): Promise<{ id: string; key: string; prefix: string }> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 100) throw new BadUserInputError('The key needs a name of 1 to 100 characters.', { name: 'REQUIRED' });
  const key = `${API_KEY_PREFIX}${newSecret()}`;
  const prefix = key.slice(0, 12);
  const row = await prisma.apiKey.create({ data: { name: trimmed, keyHash: hashSecret(key), prefix } });
  return { id: row.id, key, prefix };
}

export async function revokeApiKey(prisma: PrismaClient, idOrPrefix: string): Promise<void> {
  const { count } = await prisma.apiKey.updateMany({
    where: { revokedAt: null, OR: [{ prefix: idOrPrefix }, ...(/^[0-9a-f-]{36}$/.test(idOrPrefix) ? [{ id: idOrPrefix }] : [])] },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw new NotFoundError(`No active API key ${idOrPrefix}.`);
}

export function listApiKeys(prisma: PrismaClient) {
  return prisma.apiKey.findMany({
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

/** The active key behind a bearer value, or null. */
export async function resolveApiKey(prisma: PrismaClient, key: string): Promise<{ id: string; name: string } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
  const row = await prisma.apiKey.findUnique({ where: { keyHash: hashSecret(key) } });
  if (!row || row.revokedAt) return null;
  // Coarse last-use stamp (at most once a minute per key) for the key listing.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { id: row.id, name: row.name };
}
