/**
 * The newsletter domain's hand-written statements (issue 26, point 5), called by newsletter.ts.
 */
import type { PrismaClient } from '../../db/prisma.ts';

/**
 * Confirms the subscription whose confirmation token hashes to `tokenHash`, keeping the first
 * confirmation date (a second use changes nothing but still counts). Returns how many rows
 * matched: 0 for an unknown or superseded token.
 */
export function confirmSubscription(db: PrismaClient, tokenHash: string, now: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE newsletter_subscriptions SET confirmed_at = coalesce(confirmed_at, ${now}) WHERE confirm_token_hash = ${tokenHash}`;
}
