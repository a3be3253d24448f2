import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

/**
 * Rate limits shared by every instance (counters in PostgreSQL, table rate_limits).
 * Failures of sign-in and reset are counted per account and per IP: at most 10 in 15 minutes.
 * Every attempt spends its point before it is evaluated (`consume`): reading the count first and
 * recording a failure afterwards let 60 parallel sign-ins have 20 passwords checked against a
 * limit of 10 (docs/decisions/018-abuse-limits.md).
 */
const FIFTEEN_MINUTES = 15 * 60;

export function createRateLimits(pool: pg.Pool, opts: { apiKeyPerMinute?: number; anonymousGraphqlPerMinute?: number } = {}) {
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
    });
  return {
    signInFailuresByIp: make('signin_ip', 10, FIFTEEN_MINUTES),
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
    anonymousGraphql: make('gql_anon_ip', opts.anonymousGraphqlPerMinute ?? 1200, 60),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
export type Limiter = RateLimits[keyof RateLimits];

function tooMany(res: RateLimiterRes): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(MESSAGES.TOO_MANY_ATTEMPTS.replace('{minutes}', String(minutes)), seconds);
}

/**
 * Spends a point; throws TOO_MANY_REQUESTS when none is left. Check and spend are one statement
 * (an upsert that returns the new count), so parallel attempts can never pass the limit together:
 * spend before the attempt is evaluated, then `refund` what a success should not cost.
 */
export async function consume(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err);
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
