import { Prisma } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { NotFoundError, userError } from '../../errors.ts';
import type { MailLanguage } from '../../lib/mail/templates.ts';
import { emailChangeSchema } from '../../shared/profile.ts';
import { requirePerson, requireSignedIn, requireType } from '../guards.ts';
import { isLanguage } from '../i18n/language.ts';
import { verifyPassword } from './passwords.ts';
import { consume, refund } from './rateLimits.ts';
import { consumeEmailChangeToken, issueToken } from './tokens.ts';
import { invalidInput, ownerOrNull } from './profile.ts';

/**
 * Changing the e-mail address (issue 13 point 5: "re-verified by a link to the new address").
 *
 * 1. `requestEmailChange`: the signed-in driver names the new address and, when the account has a
 *    password, gives it (a stolen session alone must not move the account to another mailbox and
 *    then reset the password there). The address must be free. A one-day, single-use link
 *    (tokens.ts: random, stored hashed, purpose `emailChange`, the new address on the token row) is
 *    mailed to the NEW address; nothing changes yet, and the old address keeps working.
 * 2. `confirmEmailChange`: the link's token is the credential (like activation: the page that
 *    follows the link may be on another device, signed out). The address must still be free
 *    (another account may have taken it meanwhile; the unique index decides a race); the account
 *    takes it, is verified (the link proves the mailbox), earlier unused links of the account
 *    (activation, reset, other changes) stop working, and the OLD address is told, so an owner
 *    whose session was stolen learns of it. Sessions are kept.
 *
 * Drivers only: staff accounts are not managed by this application.
 */

function link(ctx: Pick<ServiceContext, 'env'>, path: string, token: string): string {
  return `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** Where the web app confirms a change (a page with a button: mail scanners follow links, never a GET that changes state). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

const mailLanguage = (language: string): MailLanguage => (isLanguage(language) ? language : 'en');

export async function requestEmailChange(ctx: ServiceContext, args: { email?: string | null; password?: string | null }): Promise<{ sent: boolean; email: string }> {
  const me = requireType(requireSignedIn(ctx), ['driver']);
  const parsed = emailChangeSchema.safeParse({ email: args.email ?? '', password: args.password ?? undefined });
  if (!parsed.success) throw invalidInput(parsed.error);
  const { email, password } = parsed.data;
  const user = await ctx.db.user.findUnique({ where: { id: me.id } });
  if (!user) throw new NotFoundError();
  if (user.passwordHash) {
    // The password check of change-password, with its budget: at most 10 wrong ones in 15 minutes.
    await consume(ctx.limits.passwordCheckByUser, user.id);
    if (!(await verifyPassword(user.passwordHash, password ?? ''))) throw userError('WRONG_PASSWORD', { password: 'WRONG_PASSWORD' });
    await refund(ctx.limits.passwordCheckByUser, user.id);
  }
  if (email === user.email) throw userError('SAME_EMAIL', { email: 'SAME_EMAIL' });
  // Each request mails an address the caller chose: the reset budget per account bounds that.
  await consume(ctx.limits.resetByAccount, `email-change:${user.id}`);
  await ctx.db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) {
      throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
    }
    const token = await issueToken(tx, user.id, 'emailChange', email);
    await ctx.mail.enqueue(tx, {
      to: email,
      template: 'emailChange',
      language: mailLanguage(user.language),
      data: { fullName: user.fullName, email, link: link(ctx, CONFIRM_EMAIL_PATH, token) },
    });
  });
  return { sent: true, email };
}

export async function confirmEmailChange(ctx: ServiceContext, args: { token?: string | null }): Promise<User> {
  requirePerson(ctx); // a partner key changes nothing; the token is the credential
  const token = args.token ?? '';
  try {
    return await ctx.db.$transaction(async (tx) => {
      const found = await consumeEmailChangeToken(tx, token);
      if (!found) throw userError('EMAIL_CHANGE_LINK_EXPIRED');
      const user = await tx.user.findUnique({ where: { id: found.userId } });
      if (!user || user.deletedAt) throw userError('EMAIL_CHANGE_LINK_EXPIRED');
      const holder = await tx.user.findUnique({ where: { email: found.email }, select: { id: true } });
      // Taken meanwhile (or already this account's): refused, and the link stays unused (rolled back).
      if (holder) throw userError(holder.id === user.id ? 'SAME_EMAIL' : 'EMAIL_ALREADY_REGISTERED', { email: holder.id === user.id ? 'SAME_EMAIL' : 'EMAIL_ALREADY_REGISTERED' });
      const now = ctx.clock.now();
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { email: found.email, verified: true, verifiedAt: user.verified ? user.verifiedAt : now },
      });
      // Links mailed to the old address (a reset, another change) must not outlive it.
      await tx.token.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      await ctx.mail.enqueue(tx, {
        to: user.email,
        template: 'emailChanged',
        language: mailLanguage(user.language),
        data: { fullName: user.fullName, email: found.email },
      });
      return updated;
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
      throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
    }
    throw err;
  }
}

/** The address a pending change would move the account to (the settings page says a link was sent), or null. */
export async function pendingEmail(ctx: ServiceContext, userId: string): Promise<string | null> {
  if (!ownerOrNull(ctx, userId)) return null;
  const row = await ctx.db.token.findFirst({
    where: { userId, purpose: 'emailChange', usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
    select: { email: true },
  });
  return row?.email ?? null;
}
