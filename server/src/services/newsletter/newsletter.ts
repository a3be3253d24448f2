import type { ServiceContext } from '../../context.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { ScheduledJob } from '../../lib/jobs/boss.ts';
import { userError } from '../../errors.ts';
import { newsletterSchema, newsletterTokenSchema } from '../../shared/contact.ts';
import { hashSecret, newSecret } from '../accounts/secrets.ts';
import { consume } from '../accounts/rateLimits.ts';
import { languageOr } from '../contact/contact.ts';
import { requirePerson } from '../guards.ts';
import { confirmSubscription } from './queries.ts';

/**
 * The newsletter (issue 14 point 4): a stored subscription (email, language, date) with double
 * opt-in. Subscribing writes the row and, in the same transaction, the confirmation mail (ADR
 * 006) in the subscriber's language; only a confirmed subscription counts (`confirmed_at`).
 * Tokens are stored as hashes, like every other token: the links carry them, never the address.
 *
 * Subscribing is idempotent and says nothing about the address: every valid address gets the
 * same answer, whether new, pending or confirmed. A confirmed subscription is left as it is (no
 * mail); a pending one is kept (same language and date) and its confirmation mail sent again with
 * fresh links, because the first one may have been lost; only the latest mail's links work.
 * Confirmation mails to one address are capped (rateLimits.newsletterMailsByAddress), silently,
 * so nobody can flood a mailbox by subscribing it over and over.
 *
 * Unsubscribing deletes the row: the privacy policy keeps the address "until you unsubscribe".
 */

export interface SubscribeArgs {
  email?: string | null;
  /** The subscriber's interface language (mails to them use it); unknown values read as English. */
  language?: string | null;
}

/** The pages open in the subscriber's language (`l`), even in a browser that never saw the site. */
function links(ctx: Pick<ServiceContext, 'publicUrl'>, confirmToken: string, unsubscribeToken: string, language: string) {
  const base = ctx.publicUrl.replace(/\/$/, '');
  return {
    confirmLink: `${base}/newsletter/confirm?token=${confirmToken}&l=${language}`,
    unsubscribeLink: `${base}/newsletter/unsubscribe?token=${unsubscribeToken}&l=${language}`,
    oneClickUnsubscribeLink: `${base}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  };
}

/** Whether one more confirmation mail may go to `email` today (never throws: the answer must not differ). */
async function mayMail(ctx: ServiceContext, email: string): Promise<boolean> {
  try {
    await consume(ctx.limits.newsletterMailsByAddress, email);
    return true;
  } catch {
    return false;
  }
}

/** Subscribes `email` (double opt-in). Answers true, 'Subscription successful!', for every valid address. */
export async function subscribeNewsletter(ctx: ServiceContext, args: SubscribeArgs): Promise<true> {
  requirePerson(ctx); // authorization first: a partner key subscribes nobody
  const parsed = newsletterSchema.safeParse({ email: args.email ?? '' });
  // The spec's one message for the box: 'Invalid email address' (empty included).
  if (!parsed.success) throw userError('INVALID_EMAIL', { email: 'INVALID_EMAIL' });
  await consume(ctx.limits.newsletterByIp, ctx.meta.ip);
  const { email } = parsed.data;
  const language = languageOr(args.language);
  const now = ctx.clock.now();

  await ctx.db.$transaction(async (tx) => {
    const existing = await tx.newsletterSubscription.findUnique({ where: { email }, select: { confirmedAt: true, language: true } });
    if (existing?.confirmedAt) return; // already counted: nothing changes, no mail
    if (!(await mayMail(ctx, email))) {
      // Over the cap: keep a new address pending without a mail (a later try within the cap mails it).
      if (!existing) {
        await tx.newsletterSubscription.createMany({
          data: [{ email, language, unsubscribeTokenHash: hashSecret(newSecret()), createdAt: now }],
          skipDuplicates: true,
        });
      }
      return;
    }
    const confirmToken = newSecret();
    const unsubscribeToken = newSecret();
    const hashes = { confirmTokenHash: hashSecret(confirmToken), unsubscribeTokenHash: hashSecret(unsubscribeToken), confirmSentAt: now };
    let mailLanguage = language;
    if (existing) {
      // Pending: same subscription (language, date), fresh links. The condition keeps a
      // confirmation that landed meanwhile untouched.
      const { count } = await tx.newsletterSubscription.updateMany({ where: { email, confirmedAt: null }, data: hashes });
      if (!count) return;
      mailLanguage = languageOr(existing.language);
    } else {
      // Two first subscriptions at once: the unique email lets one write; the other mails nothing.
      const { count } = await tx.newsletterSubscription.createMany({ data: [{ email, language, createdAt: now, ...hashes }], skipDuplicates: true });
      if (!count) return;
    }
    await ctx.mail.enqueue(tx, { to: email, template: 'newsletterConfirmation', language: mailLanguage, data: { email, ...links(ctx, confirmToken, unsubscribeToken, mailLanguage) } });
  });
  return true;
}

function parseToken(token: string | null | undefined): string {
  const parsed = newsletterTokenSchema.safeParse({ token: token ?? '' });
  // Unknown, used and malformed links are answered alike.
  if (!parsed.success) throw userError('INVALID', { token: 'INVALID' });
  return parsed.data.token;
}

/**
 * Confirms a subscription with the token of the confirmation mail. Following the link again
 * answers the same (the first confirmation date is kept). An unknown or superseded token:
 * BAD_USER_INPUT `INVALID` (field `token`).
 */
export async function confirmNewsletterSubscription(ctx: ServiceContext, args: { token?: string | null }): Promise<true> {
  requirePerson(ctx);
  const tokenHash = hashSecret(parseToken(args.token));
  const now = ctx.clock.now();
  const updated = await confirmSubscription(ctx.db, tokenHash, now);
  if (!updated) throw userError('INVALID', { token: 'INVALID' });
  return true;
}

/**
 * Ends a subscription with the token of any mail's unsubscribe link, without signing in: the row
 * is deleted. A second use, or an unknown token: BAD_USER_INPUT `INVALID` (field `token`).
 */
export async function unsubscribeNewsletter(ctx: ServiceContext, args: { token?: string | null }): Promise<true> {
  requirePerson(ctx);
  const tokenHash = hashSecret(parseToken(args.token));
  const { count } = await ctx.db.newsletterSubscription.deleteMany({ where: { unsubscribeTokenHash: tokenHash } });
  if (!count) throw userError('INVALID', { token: 'INVALID' });
  return true;
}

/** Unconfirmed subscriptions are kept this long (the confirmation mail's link with them), then deleted. */
export const UNCONFIRMED_DAYS = 30;
export const PURGE_UNCONFIRMED_JOB = 'newsletter.purge-unconfirmed';
export const PURGE_UNCONFIRMED_CRON = '43 3 * * *';

/**
 * Deletes subscriptions never confirmed within UNCONFIRMED_DAYS: an address someone typed in (maybe
 * not its owner's) is not kept once the double opt-in has not happened. Returns how many went.
 */
export async function purgeUnconfirmedSubscriptions(deps: { db: PrismaClient; clock?: Clock }): Promise<number> {
  const cutoff = new Date((deps.clock ?? systemClock).now().getTime() - UNCONFIRMED_DAYS * 24 * 3600 * 1000);
  const { count } = await deps.db.newsletterSubscription.deleteMany({
    where: { confirmedAt: null, createdAt: { lt: cutoff }, OR: [{ confirmSentAt: null }, { confirmSentAt: { lt: cutoff } }] },
  });
  return count;
}

/** The purge, daily (lib/jobs runs it once across instances). */
export function purgeUnconfirmedSubscriptionsJob(deps: { db: PrismaClient; clock?: Clock }): ScheduledJob {
  return { name: PURGE_UNCONFIRMED_JOB, cron: PURGE_UNCONFIRMED_CRON, run: () => purgeUnconfirmedSubscriptions(deps) };
}
