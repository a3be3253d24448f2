import type { ServiceContext } from '../../context.ts';
import { userError } from '../../errors.ts';
import { recaptchaEnabled, verifyRecaptcha } from '../../lib/recaptcha.ts';
import { clear, consume, refund, spend, tooMany } from './rateLimits.ts';

/**
 * How a password attempt is limited (docs/decisions/034-sign-in-limits.md). A stranger must never
 * be able to lock an owner out, so nothing here refuses every client of an account:
 *
 * - a client (IP) gets 10 failures in 15 minutes, whatever the accounts (spraying);
 * - a client gets 5 failures in 15 minutes on one account: 429 for that client only;
 * - past 10 failures on one account from all clients together the account is "under attack" and
 *   every attempt must prove itself: a bot-check token that passes (when the bot check is set), or
 *   else come from a client that has not failed on this account in the window (the attacker's
 *   clients have). Without a token, and with the bot check set, the tight no-token budget of the
 *   client is spent too (the Safari exception of product-decisions.md).
 *
 * So the owner's correct password from a new client still signs in while an attacker keeps
 * failing from others. Every counter is spent before the password is checked, each in one
 * statement, and refunded after a success (ADR 018: parallel attempts cannot pass a limit
 * together). Do not reorder: the checks must run before the password is looked at.
 */
export async function spendSignInAttempt(ctx: ServiceContext, email: string, recaptchaToken?: string | null): Promise<void> {
  const { ip } = ctx.meta;
  await consume(ctx.limits.signInFailuresByIp, ip);
  const mine = await consume(ctx.limits.signInFailuresByAccountClient, accountClientKey(email, ip));
  const account = await spend(ctx.limits.signInFailuresByAccount, email);
  if (!account.over) return;

  if (recaptchaEnabled(ctx.env) && recaptchaToken) {
    if (recaptchaToken.length > 4096) throw userError('RECAPTCHA_ERROR');
    const result = await verifyRecaptcha(ctx.env, { token: recaptchaToken, action: 'sign_in', ip });
    if (!result.ok) throw userError('RECAPTCHA_ERROR');
    return;
  }
  // Unproven: only a client that has not failed on this account in the window (its first point is
  // this attempt's). The count is this request's own, from the same statement that spent it.
  if (mine.consumedPoints > 1) throw tooMany(mine);
  if (recaptchaEnabled(ctx.env)) await consume(ctx.limits.noBotCheckByIp, ip);
}

/** A correct password: this attempt was not a failure (the client's own count on the account starts over). */
export async function refundSignInAttempt(ctx: ServiceContext, email: string): Promise<void> {
  const { ip } = ctx.meta;
  await Promise.all([
    refund(ctx.limits.signInFailuresByIp, ip),
    clear(ctx.limits.signInFailuresByAccountClient, accountClientKey(email, ip)),
    // Refunded, not cleared: the owner signing in must not wipe the attacker's count and hand
    // them a fresh allowance.
    refund(ctx.limits.signInFailuresByAccount, email),
  ]);
}

/** An email has no space, so the pair cannot collide with another pair. */
function accountClientKey(email: string, ip: string): string {
  return `${email} ${ip}`;
}
