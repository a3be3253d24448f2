import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

/**
 * Rate limits shared by every instance (counters in PostgreSQL, table rate_limits).
 * Reset requests are counted per account and per IP: at most 10 in 15 minutes. Sign-in failures
 * are counted per client, per (account, client) and per account, and only the first two ever
 * refuse: the account's count never locks its owner out (docs/decisions/034-sign-in-limits.md).
 * Every attempt spends its point before it is evaluated (`consume`): reading the count first and
 * recording a failure afterwards let 60 parallel sign-ins have 20 passwords checked against a
 * limit of 10 (docs/decisions/018-abuse-limits.md).
 */
const FIFTEEN_MINUTES = 15 * 60;

export function createRateLimits(pool: pg.Pool, opts: { apiKeyPerMinute?: number; anonymousGraphqlPerMinute?: number } = {}) {
  const make = (keyPrefix: string, points: number, duration: number, extra: { inMemoryBlockOnConsumed?: number } = {}) =>
    new RateLimiterPostgres({
      ...extra,
      storeClient: pool,
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
    });
  const anonymousPerMinute = opts.anonymousGraphqlPerMinute ?? 1200;
  return {
    /** Sign-in failures of one client, whatever the accounts (password spraying). */
    signInFailuresByIp: make('signin_ip', 10, FIFTEEN_MINUTES),
    /** Sign-in failures of one client on one account (key `email ip`): 429 for that client only. */
    signInFailuresByAccountClient: make('signin_acct_ip', 5, FIFTEEN_MINUTES),
    /**
     * Sign-in failures on one account from every client: a high-water mark, never a refusal. Past
     * it the account is under attack and each client must prove itself (services/accounts/signInLimits.ts).
     */
    signInFailuresByAccount: make('signin_acct', 10, FIFTEEN_MINUTES),
    resetByIp: make('reset_ip', 10, FIFTEEN_MINUTES),
    resetByAccount: make('reset_acct', 10, FIFTEEN_MINUTES),
    signUpByIp: make('signup_ip', 20, 60 * 60),
    passwordCheckByUser: make('pwcheck_user', 10, FIFTEEN_MINUTES),
    /** Protected requests sent without a bot-check token (the Safari exception): much tighter. */
    noBotCheckByIp: make('nobot_ip', 5, 60 * 60),
    /** Temporary licence uploads (checkout, guests included): disk space is not free. */
    licenceUploadsByIp: make('licence_ip', 30, 60 * 60),
    /** Card attempts on the local test payment page (payTestSession), per IP. */
    testPaymentsByIp: make('testpay_ip', 30, FIFTEEN_MINUTES),
    /** Payment sessions opened before a booking (REST create-checkout-session), per IP. */
    paymentSessionsByIp: make('paysession_ip', 30, 60 * 60),
    /** The contact form, per IP (services/contact). */
    contactByIp: make('contact_ip', 10, 60 * 60),
    /** The contact form, per signed-in account (product-decisions: per account and per IP). */
    contactByAccount: make('contact_acct', 10, 60 * 60),
    /** Newsletter subscriptions, per IP (services/newsletter). */
    newsletterByIp: make('newsletter_ip', 10, 60 * 60),
    /**
     * Confirmation mails to one address: subscribing someone else's address again and again must
     * not flood their mailbox. Past the limit the subscription answers the same, without a mail.
     */
    newsletterMailsByAddress: make('newsletter_addr', 3, 24 * 60 * 60),
    /** Partner API keys: requests per minute. */
    apiKey: make('apikey', opts.apiKeyPerMinute ?? 600, 60),
    /** GraphQL requests without a session or API key, per client address: requests per minute. */
    anonymousGraphql: make('gql_anon_ip', anonymousPerMinute, 60, blockedInMemoryWhenSpent(anonymousPerMinute)),
  };
}

/**
 * Once a key has spent its budget, this instance refuses it from memory until the window ends
 * (rate-limiter-flexible's in-memory block, as long as the stored window's rest), without a
 * statement per refusal: a client looping requests past its limit costs a lookup in a map. The
 * count itself stays in PostgreSQL, shared by every instance; each instance learns of the block
 * from its own next spend.
 */
function blockedInMemoryWhenSpent(points: number): { inMemoryBlockOnConsumed: number } {
  return { inMemoryBlockOnConsumed: points + 1 };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * A per-minute budget spent from PostgreSQL in chunks: the instance takes `chunk` points of a
 * key's shared count in one statement and hands them out from memory, one per request, until
 * they are gone or the counter's window ends (docs/decisions/018-abuse-limits.md). The shared
 * count always holds every point an instance has taken, so instances together never pass the
 * limit; a client is at most refused `chunk - 1` requests early per instance whose points it has
 * not used. Requests that find the chunk spent while another request is taking the next one
 * wait for that one statement instead of sending their own. The chunk near the limit is no
 * larger than what the count said was left, so one instance alone grants the whole budget.
 */
export function chunkedBudget(limiter: Limiter, chunk: number) {
  type Grant = { left: number; until: number; remaining: number; taking?: Promise<void> };
  const grants = new Map<string, Grant>();
  let sinceSweep = 0;
  const sweep = (now: number) => {
    for (const [key, grant] of grants) if (grant.until <= now && !grant.taking) grants.delete(key);
  };
  const take = (key: string, grant: Grant): Promise<void> => {
    const points = Math.max(1, Math.min(chunk, grant.remaining));
    grant.taking = limiter
      .consume(key, points)
      .then(
        (res) => {
          grant.left += points;
          grant.until = Date.now() + res.msBeforeNext;
          grant.remaining = res.remainingPoints;
        },
        (err: unknown) => {
          if (err instanceof RateLimiterRes) {
            grant.left = 0;
            grant.remaining = 0;
            throw tooMany(err);
          }
          throw err;
        },
      )
      .finally(() => {
        grant.taking = undefined;
      });
    return grant.taking;
  };
  return {
    /** Spends one point of `key`'s budget; throws TOO_MANY_REQUESTS when none is left. */
    async consume(key: string): Promise<void> {
      for (;;) {
        const now = Date.now();
        let grant = grants.get(key);
        if (grant && grant.until <= now && !grant.taking) {
          // The window ended: what is left of the chunk belonged to it.
          grant.left = 0;
          grant.remaining = chunk;
        }
        if (!grant) {
          if (++sinceSweep >= 1000) {
            sinceSweep = 0;
            sweep(now);
          }
          grant = { left: 0, until: 0, remaining: chunk };
          grants.set(key, grant);
        }
        if (grant.left > 0) {
          grant.left -= 1;
          return;
        }
        if (grant.taking) {
          // Someone is taking the next chunk: wait for it, then try again (a refusal refuses all).
          await grant.taking;
          continue;
        }
        await take(key, grant);
      }
    },
  };
}

export type Budget = ReturnType<typeof chunkedBudget>;
export type Limiter = RateLimits[keyof RateLimits];

/** The 429 for a spent counter: the message and Retry-After say when its window ends. */
export function tooMany(res: Pick<RateLimiterRes, 'msBeforeNext'>): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(MESSAGES.TOO_MANY_ATTEMPTS.replace('{minutes}', String(minutes)), seconds);
}

/**
 * Spends a point; throws TOO_MANY_REQUESTS when none is left. Check and spend are one statement
 * (an upsert that returns the new count), so parallel attempts can never pass the limit together:
 * spend before the attempt is evaluated, then `refund` what a success should not cost.
 */
export async function consume(limiter: Limiter, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err);
    throw err;
  }
}

/**
 * Spends a point and says whether the count is now past the limit, without refusing: for a
 * high-water mark that changes how an attempt is judged rather than stopping it. One statement,
 * like `consume`, so parallel attempts each see their own count.
 */
export async function spend(limiter: Limiter, key: string): Promise<{ count: number; over: boolean }> {
  try {
    const res = await limiter.consume(key);
    return { count: res.consumedPoints, over: false };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { count: err.consumedPoints, over: true };
    throw err;
  }
}

/** Gives back a point spent by `consume` (a sign-in that succeeded is not a failure). */
export async function refund(limiter: Limiter, key: string): Promise<void> {
  await limiter.reward(key, 1);
}

export async function clear(limiter: Limiter, key: string): Promise<void> {
  await limiter.delete(key);
}
