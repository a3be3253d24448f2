import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Env } from '../../env.ts';
import { Prisma } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, ForbiddenError, NotFoundError, userError } from '../../errors.ts';
import { recaptchaEnabled, verifyRecaptcha } from '../../lib/recaptcha.ts';
import { SocialTokenError, verifySocialToken } from '../../lib/social.ts';
import {
  activateSchema,
  changePasswordSchema,
  fieldErrorsOf,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  socialSignInSchema,
} from '../../shared/accounts.ts';
import { signUpSchema } from '../../shared/signUp.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { zoneToday } from '../../shared/rentalPeriod.ts';
import { DEFAULT_LANGUAGE, isLanguage, parseLanguage, type Language } from '../i18n/language.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { consume, refund } from './rateLimits.ts';
import { refundSignInAttempt, spendSignInAttempt } from './signInLimits.ts';
import { consumeToken, isTokenValid, issueToken } from './tokens.ts';
import { createSession, endAllSessions, endSession } from './sessions.ts';
import { requireOwner, requirePerson, requireSignedIn, requireType } from '../guards.ts';
import { z } from 'zod';

/**
 * Everything a driver does with an account, called as `(ctx, input)` by GraphQL and the REST
 * shim alike. Order inside each function: validate input, authorise (a named guard), then apply
 * state rules (checking state first would leak whether an account exists).
 */

export type SocialProvider = 'google' | 'apple' | 'facebook';

/** Whether the account can sign in with a password (social accounts may have none yet). */
export function hasPassword(user: Pick<User, 'passwordHash'>): boolean {
  return user.passwordHash !== null;
}

/** The birth date as the API shows it: YYYY-MM-DD (stored as midnight UTC), or null. */
export function birthDateText(user: Pick<User, 'birthDate'>): string | null {
  return user.birthDate?.toISOString().slice(0, 10) ?? null;
}

/**
 * Starts a server-side session for the user; the transport carries its token (a cookie). A live
 * session the request carried ends first: signing in again (perhaps as someone else, on a shared
 * computer) must not leave the old cookie's session answering.
 */
async function startSession(ctx: ServiceContext, user: User, persistent: boolean): Promise<void> {
  if (ctx.viewer?.kind === 'user') await endSession(ctx.db, ctx.viewer.sessionId);
  const { token } = await createSession(ctx.db, user.id, { persistent, ip: ctx.meta.ip, userAgent: ctx.meta.userAgent });
  ctx.sessionCookie.set(token, persistent);
}

/** Today's date where the business is (date rules are checked there). */
export function todayIn(timeZone: string, now = new Date()): string {
  return zoneToday(timeZone, now); // the shared rules' wall clock (one time-zone library, ADR 019)
}

function invalid(error: z.ZodError): BadUserInputError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0] as MessageCode | undefined;
  return new BadUserInputError(first ? MESSAGES[first] : MESSAGES.REQUIRED, fieldErrors, first);
}

function link(env: Pick<Env, 'PUBLIC_URL'>, path: string, token: string): string {
  return `${env.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * A new, unverified driver account and its activation mail, in the caller's transaction: sign-up
 * (with a password) and guest checkout (without one; the link sets it) both make accounts here.
 * The caller has validated the details and checked that the email is free.
 */
export async function createUnverifiedDriver(
  ctx: Pick<ServiceContext, 'env' | 'mail'>,
  tx: Prisma.TransactionClient,
  details: { email: string; fullName: string; phone: string; birthDate: string; language: Language; passwordHash: string | null },
): Promise<User> {
  const user = await tx.user.create({
    data: {
      type: 'driver',
      email: details.email,
      fullName: details.fullName,
      phone: details.phone,
      birthDate: new Date(`${details.birthDate}T00:00:00Z`),
      language: details.language,
      passwordHash: details.passwordHash,
      verified: false,
    },
  });
  await queueActivation(ctx, tx, user, details.language);
  return user;
}

/** A fresh activation token and its mail, in the caller's transaction. */
export async function queueActivation(
  ctx: Pick<ServiceContext, 'env' | 'mail'>,
  tx: Prisma.TransactionClient,
  user: Pick<User, 'id' | 'email' | 'fullName'>,
  language: Language,
): Promise<void> {
  const token = await issueToken(tx, user.id, 'activation');
  await ctx.mail.enqueue(tx, {
    to: user.email,
    template: 'activation',
    language,
    data: { fullName: user.fullName, link: link(ctx.env, '/activate', token) },
  });
}

/**
 * The account a guest checkout made and nobody has claimed yet: a driver, not activated, with no
 * password and no social identity. Booking again as that guest (a payment that failed, a second
 * car) adds to it instead of asking to sign in to an account that cannot sign in.
 */
export async function unclaimedGuestAccount(tx: Prisma.TransactionClient, email: string): Promise<{ id: string; email: string; fullName: string; language: string } | 'taken' | null> {
  const user = await tx.user.findUnique({
    where: { email },
    select: { id: true, email: true, fullName: true, language: true, type: true, verified: true, suspended: true, passwordHash: true, _count: { select: { identities: true } } },
  });
  if (!user) return null;
  return isUnclaimedGuest(user) ? { id: user.id, email: user.email, fullName: user.fullName, language: user.language } : 'taken';
}

/**
 * An account a guest checkout made and nobody has claimed yet: a driver, not activated, not
 * suspended, with no password and no social sign-in. Checkout reuses it for the same guest; the
 * confirmation page tells its holder to activate it.
 */
export function isUnclaimedGuest(user: { type: string; verified: boolean; suspended: boolean; passwordHash: string | null; _count: { identities: number } }): boolean {
  return user.type === 'driver' && !user.verified && !user.suspended && user.passwordHash === null && user._count.identities === 0;
}

function languageOr(value: string | null | undefined, fallback: string): Language {
  const v = value?.toLowerCase();
  return isLanguage(v) ? v : isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE;
}

/**
 * The bot check is part of the protected mutation itself. Without a token (the web client
 * skips reCAPTCHA on Safari, as the spec says) the request passes only under a much tighter
 * per-IP limit, so claiming to be Safari gains an attacker little.
 */
export async function checkBot(ctx: ServiceContext, token: string | null | undefined, action: string) {
  if (!recaptchaEnabled(ctx.env)) return;
  if (!token) {
    await consume(ctx.limits.noBotCheckByIp, ctx.meta.ip);
    return;
  }
  if (token.length > 4096) throw userError('RECAPTCHA_ERROR');
  const result = await verifyRecaptcha(ctx.env, { token, action, ip: ctx.meta.ip });
  if (!result.ok) throw userError('RECAPTCHA_ERROR');
}

// ───────────── Sign-up and activation ─────────────

export interface SignUpArgs {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  birthDate?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  acceptTerms?: boolean | null;
  language?: string | null;
  recaptchaToken?: string | null;
  type?: string | null;
}

export async function signUp(ctx: ServiceContext, args: SignUpArgs): Promise<User> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  // Reference clients send no type; an empty one is a missing field, anything but a driver is refused.
  if (args.type !== undefined && args.type !== null) {
    if (args.type.trim() === '') throw userError('TYPE_REQUIRED', { type: 'TYPE_REQUIRED' });
    if (!['user', 'driver'].includes(args.type)) throw userError('SIGN_UP_ERROR', { type: 'SIGN_UP_ERROR' });
  }
  const parsed = signUpSchema({ minAge: ctx.settings.minimumAge, today: todayIn(ctx.settings.timeZone, ctx.clock.now()), timeZone: ctx.settings.timeZone }).safeParse({
    ...args,
    language: args.language ?? undefined,
    acceptTerms: args.acceptTerms ?? false,
  });
  if (!parsed.success) throw invalid(parsed.error);
  await consume(ctx.limits.signUpByIp, ctx.meta.ip);
  await checkBot(ctx, args.recaptchaToken, 'signup');

  const input = parsed.data;
  const phone = parsePhoneNumberWithError(input.phone, 'IQ').number;
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
        throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
      }
      return createUnverifiedDriver(ctx, tx, { ...input, phone, passwordHash });
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique constraint decides.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
      throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
    }
    throw err;
  }
}

/**
 * Uses the emailed token: the account becomes verified and is signed in. Reference clients may
 * send the user id the link was mailed to (it must match) and a password to set (an account made
 * at guest checkout has none); setting one ends the account's other sessions, as a reset does.
 */
export async function activateAccount(
  ctx: ServiceContext,
  args: { token?: string | null; userId?: string | null; password?: string | null },
): Promise<User> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  const parsed = activateSchema.safeParse({ token: args.token ?? '', userId: args.userId ?? undefined, password: args.password ?? undefined });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.password) throw invalid(parsed.error);
    throw userError('ACTIVATION_LINK_EXPIRED');
  }
  const { token, userId: expectedUserId, password } = parsed.data;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const user = await ctx.db.$transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'activation');
    // A token of another account than the one named: the same answer as an unknown token (and rolled back).
    if (!userId || (expectedUserId && expectedUserId !== userId)) throw userError('ACTIVATION_LINK_EXPIRED');
    const now = ctx.clock.now();
    const updated = await tx.user.update({ where: { id: userId }, data: { verified: true, verifiedAt: now, ...(passwordHash ? { passwordHash } : {}) } });
    if (passwordHash) await tx.session.deleteMany({ where: { userId } });
    return updated;
  });
  if (user.suspended) throw new ForbiddenError(MESSAGES.ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  await startSession(ctx, user, false);
  return user;
}

/**
 * A new activation link for an unverified account: by email (the reference's resend path, the
 * sign-in page), else the signed-in user's own.
 */
export async function resendActivation(
  ctx: ServiceContext,
  args: { email?: string | null; language?: string | null },
): Promise<boolean> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  let user: User | null;
  if (args.email === undefined || args.email === null) {
    const me = requireSignedIn(ctx);
    user = await ctx.db.user.findUnique({ where: { id: me.id } });
  } else {
    const parsed = forgotPasswordSchema.safeParse({ email: args.email });
    if (!parsed.success) throw invalid(parsed.error);
    await consume(ctx.limits.resetByIp, ctx.meta.ip);
    await consume(ctx.limits.resetByAccount, parsed.data.email);
    user = await ctx.db.user.findUnique({ where: { email: parsed.data.email } });
    if (!user || user.type !== 'driver') throw userError('EMAIL_NOT_REGISTERED', { email: 'EMAIL_NOT_REGISTERED' });
  }
  if (!user) throw new NotFoundError();
  if (user.verified) return false;
  // In the account's stored language, whatever page asked (issue 14: mail follows the recipient).
  const language = languageOr(user.language, DEFAULT_LANGUAGE);
  await ctx.db.$transaction((tx) => queueActivation(ctx, tx, user, language));
  return true;
}

/** Whether an activation token is valid for that user, without using it (the reference's check-token). */
export async function checkActivationToken(ctx: ServiceContext, args: { userId: string; token: string }): Promise<boolean> {
  if (!z.uuid().safeParse(args.userId).success) return false;
  return isTokenValid(ctx.db, args.userId, args.token, 'activation');
}

/** Withdraws every pending activation and reset link of the owner's account. */
export async function deleteTokens(ctx: ServiceContext, args: { userId: string }): Promise<void> {
  const me = requireOwner(ctx, args.userId);
  await ctx.db.token.deleteMany({ where: { userId: me.id } });
}

// ───────────── Sign-in ─────────────

/**
 * Which accounts each sign-in admits: the drivers' application (the reference's `frontend`) or
 * the staff's (`backend`: admin and supplier accounts). Any other account gets the answer of a
 * wrong pair, so neither sign-in tells which kind of account an address belongs to.
 */
export type SignInApp = 'frontend' | 'backend';
const SIGN_IN_ACCOUNTS: Record<SignInApp, readonly User['type'][]> = { frontend: ['driver'], backend: ['admin', 'supplier'] };

/**
 * Email and password; on success a session starts (persistent with "stay connected"). The bot
 * check token is read only while the account is under attack (signInLimits.ts).
 */
export async function signIn(
  ctx: ServiceContext,
  args: { email?: string | null; password?: string | null; stayConnected?: boolean | null; recaptchaToken?: string | null },
  app: SignInApp = 'frontend',
): Promise<User> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  const parsed = signInSchema.safeParse({ email: args.email ?? '', password: args.password ?? '', stayConnected: args.stayConnected ?? false });
  if (!parsed.success) throw userError('INCORRECT_CREDENTIALS');
  const { email, password, stayConnected } = parsed.data;
  // Spend first (one atomic step each), refund on success: parallel attempts cannot exceed a limit.
  await spendSignInAttempt(ctx, email, args.recaptchaToken);

  const user = await ctx.db.user.findUnique({ where: { email } });
  const admitted = user !== null && SIGN_IN_ACCOUNTS[app].includes(user.type);
  const ok = admitted ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!ok || !user) throw userError('INCORRECT_CREDENTIALS');
  await refundSignInAttempt(ctx, email);
  if (user.suspended) throw new ForbiddenError(MESSAGES.ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  await startSession(ctx, user, stayConnected);
  return user;
}

/** Ends the caller's session (if any) and clears its cookie; true when a session ended. */
export async function signOut(ctx: ServiceContext): Promise<boolean> {
  let ended = false;
  if (ctx.viewer?.kind === 'user') {
    await endSession(ctx.db, ctx.viewer.sessionId);
    ended = true;
  }
  ctx.sessionCookie.clear();
  return ended;
}

export async function socialSignIn(
  ctx: ServiceContext,
  rawArgs: { provider?: string | null; token?: string | null; fullName?: string | null; language?: string | null; stayConnected?: boolean | null },
): Promise<User> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  const { meta } = ctx;
  const parsedArgs = socialSignInSchema.safeParse({
    provider: rawArgs.provider ?? undefined,
    token: rawArgs.token ?? '',
    fullName: rawArgs.fullName ?? undefined,
    language: rawArgs.language ?? undefined,
    stayConnected: rawArgs.stayConnected ?? false,
  });
  if (!parsedArgs.success) {
    const fieldErrors = fieldErrorsOf(parsedArgs.error);
    if (fieldErrors.provider) throw new BadUserInputError('socialSignInType must be google, apple or facebook.', fieldErrors, 'INVALID');
    throw invalid(parsedArgs.error);
  }
  const args = parsedArgs.data;
  await consume(ctx.limits.signInFailuresByIp, meta.ip); // spent first, refunded unless the token is refused
  let identity;
  try {
    identity = await verifySocialToken(ctx.env, args.provider, args.token);
  } catch (err) {
    if (err instanceof SocialTokenError) {
      throw new BadUserInputError(`${args.provider} sign-in failed: ${err.message}`, {}, 'UNHANDLED');
    }
    await refund(ctx.limits.signInFailuresByIp, meta.ip);
    throw err;
  }
  await refund(ctx.limits.signInFailuresByIp, meta.ip);
  if (!identity.emailVerified) throw new BadUserInputError(`${args.provider} sign-in failed: email not verified`, {}, 'UNHANDLED');

  const user = await ctx.db.$transaction(async (tx) => {
    const linked = await tx.userIdentity.findUnique({
      where: { provider_providerUserId: { provider: args.provider, providerUserId: identity.providerUserId } },
      include: { user: true },
    });
    if (linked) return linked.user;
    const existing = await tx.user.findUnique({ where: { email: identity.email } });
    if (existing) {
      if (existing.type !== 'driver') throw userError('INCORRECT_CREDENTIALS');
      await tx.userIdentity.create({ data: { userId: existing.id, provider: args.provider, providerUserId: identity.providerUserId } });
      if (existing.verified) return existing;
      // The provider vouches for the address, which nobody had proven until now: a password set
      // by whoever signed up with it (perhaps not its owner) and that person's sessions end here,
      // as a password reset ends them. The owner can set a password through the reset link.
      await tx.session.deleteMany({ where: { userId: existing.id } });
      return tx.user.update({ where: { id: existing.id }, data: { verified: true, verifiedAt: new Date(), passwordHash: null } });
    }
    // What the provider says is not checked by our schemas: no NUL (PostgreSQL refuses it), 100 characters.
    const fullName = (identity.fullName || args.fullName || identity.email.split('@')[0]).replaceAll('\u0000', '').trim().slice(0, 100);
    return tx.user.create({
      data: {
        type: 'driver',
        email: identity.email,
        fullName,
        language: languageOr(args.language, DEFAULT_LANGUAGE),
        verified: true,
        verifiedAt: new Date(),
        identities: { create: { provider: args.provider, providerUserId: identity.providerUserId } },
      },
    });
  });
  if (user.suspended) throw new ForbiddenError(MESSAGES.ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  await startSession(ctx, user, args.stayConnected);
  return user;
}

// ───────────── Passwords ─────────────

export async function requestPasswordReset(
  ctx: ServiceContext,
  args: { email?: string | null; language?: string | null; recaptchaToken?: string | null },
): Promise<boolean> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  const parsed = forgotPasswordSchema.safeParse({ email: args.email ?? '' });
  if (!parsed.success) throw invalid(parsed.error);
  await checkBot(ctx, args.recaptchaToken, 'forgot_password');
  await consume(ctx.limits.resetByIp, ctx.meta.ip);
  await consume(ctx.limits.resetByAccount, parsed.data.email);
  const user = await ctx.db.user.findUnique({ where: { email: parsed.data.email } });
  // The spec answers 'Email address not registered' for unknown addresses.
  if (!user || user.type !== 'driver') throw userError('EMAIL_NOT_REGISTERED', { email: 'EMAIL_NOT_REGISTERED' });
  await ctx.db.$transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'passwordReset');
    await ctx.mail.enqueue(tx, {
      to: user.email,
      template: 'passwordReset',
      // The account's stored language, not the page's: the mail follows its recipient.
      language: languageOr(user.language, DEFAULT_LANGUAGE),
      data: { fullName: user.fullName, link: link(ctx.env, '/reset-password', token) },
    });
  });
  return true;
}

/** Sets a new password with the emailed token and ends every session of the account. */
export async function resetPassword(
  ctx: ServiceContext,
  args: { token?: string | null; password?: string | null; confirmPassword?: string | null },
): Promise<User> {
  requirePerson(ctx); // authorization first: a partner key changes nothing
  const parsed = resetPasswordSchema.safeParse({ token: args.token ?? '', password: args.password ?? '', confirmPassword: args.confirmPassword ?? '' });
  if (!parsed.success) throw invalid(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  return ctx.db.$transaction(async (tx) => {
    const userId = await consumeToken(tx, parsed.data.token, 'passwordReset');
    if (!userId) throw userError('RESET_LINK_EXPIRED');
    // Following the emailed link proves the address too.
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, verified: true, verifiedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId } });
    return user;
  });
}

/**
 * Changes (or, for a social account without one, sets) the signed-in user's password; their
 * other sessions end. `userId`, when given (the reference's body carries it), must be theirs.
 */
export async function changePassword(
  ctx: ServiceContext,
  args: { userId?: string | null; currentPassword?: string | null; newPassword?: string | null; confirmPassword?: string | null },
): Promise<User> {
  // Drivers only, as schema.graphql's @auth(types: [driver]) says: staff passwords are not managed here.
  const me = requireType(args.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, args.userId), ['driver']);
  const parsed = changePasswordSchema.safeParse({
    currentPassword: args.currentPassword ?? undefined,
    newPassword: args.newPassword ?? '',
    confirmPassword: args.confirmPassword ?? '',
  });
  if (!parsed.success) throw invalid(parsed.error);
  const user = await ctx.db.user.findUnique({ where: { id: me.id } });
  if (!user) throw new NotFoundError();
  if (user.passwordHash) {
    await consume(ctx.limits.passwordCheckByUser, user.id);
    if (!(await verifyPassword(user.passwordHash, parsed.data.currentPassword ?? ''))) {
      throw userError('WRONG_PASSWORD', { currentPassword: 'WRONG_PASSWORD' });
    }
    await refund(ctx.limits.passwordCheckByUser, user.id);
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  const updated = await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash } });
  await endAllSessions(ctx.db, user.id, me.sessionId);
  return updated;
}

/** The reference API's check-password: whether a password is the user's own (owner only, rate limited). */
export async function checkPassword(ctx: ServiceContext, args: { userId: string; password: string }): Promise<boolean> {
  const me = requireOwner(ctx, args.userId);
  if (args.password.length > 128) return false;
  await consume(ctx.limits.passwordCheckByUser, me.id);
  const user = await ctx.db.user.findUnique({ where: { id: me.id }, select: { passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash, args.password);
  if (ok) await refund(ctx.limits.passwordCheckByUser, me.id);
  return ok;
}

/** Whether the owner's account has a password (reference: has-password). */
export function ownHasPassword(ctx: ServiceContext, args: { userId: string }): boolean {
  return hasPassword(requireOwner(ctx, args.userId).user);
}

/** The signed-in user's language; `userId`, when given (the reference's body), must be theirs. */
export async function updateLanguage(ctx: ServiceContext, args: { userId?: string | null; language: string }): Promise<User> {
  const me = args.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, args.userId);
  const language = parseLanguage(args.language);
  return ctx.db.user.update({ where: { id: me.id }, data: { language } });
}

/** The owner's own record (a path id of another user is refused). */
export async function getOwnUser(ctx: ServiceContext, args: { userId: string }): Promise<User | null> {
  const me = requireOwner(ctx, args.userId);
  return ctx.db.user.findUnique({ where: { id: me.id } });
}

/** The signed-in user (loaded with the session), or null: never an error. */
export function currentUser(ctx: ServiceContext): User | null {
  return ctx.viewer?.kind === 'user' ? ctx.viewer.user : null;
}

/** The signed-in user's id for a session check (reference: validate-access-token). */
export function validateSession(ctx: ServiceContext): { userId: string } {
  return { userId: requireSignedIn(ctx).id };
}

/**
 * Whether an email is taken by a driver (the reference API's validate-email). Staff accounts answer
 * as unknown addresses do, as in sign-in and forgot-password: this application never tells them
 * apart. It answers the same question as forgot-password and resend, so it spends their per-IP
 * budget and is no cheaper oracle.
 */
export async function isEmailRegistered(ctx: ServiceContext, args: { email: string }): Promise<boolean> {
  const email = args.email.trim().toLowerCase();
  if (!email || email.length > 254 || email.includes('\u0000')) return false;
  await consume(ctx.limits.resetByIp, ctx.meta.ip);
  const user = await ctx.db.user.findUnique({ where: { email }, select: { type: true } });
  return user?.type === 'driver';
}

/** The reference API's verify-recaptcha: whether a token passes the bot check. */
export async function verifyBotToken(ctx: ServiceContext, args: { token: string; ip: string }): Promise<boolean> {
  if (args.token.length > 4096) return false;
  const result = await verifyRecaptcha(ctx.env, { token: args.token, action: 'submit', ip: args.ip.slice(0, 64) });
  return result.ok;
}

/** Which sign-in providers and bot check the web client should offer (public keys only). */
export function authConfig(ctx: Pick<ServiceContext, 'env'>) {
  const { env } = ctx;
  return {
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    appleClientId: env.APPLE_CLIENT_ID ?? null,
    facebookAppId: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? env.FACEBOOK_APP_ID : null,
    recaptchaSiteKey: env.RECAPTCHA_SECRET ? (env.RECAPTCHA_SITE_KEY ?? null) : null,
  };
}
