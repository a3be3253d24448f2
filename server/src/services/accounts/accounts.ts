import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Env } from '../../env.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { Prisma } from '../../db/prisma.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, ForbiddenError, NotFoundError, userError } from '../../errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { recaptchaEnabled, verifyRecaptcha } from '../../lib/recaptcha.ts';
import { SocialTokenError, verifySocialToken } from '../../lib/social.ts';
import {
  changePasswordSchema,
  fieldErrorsOf,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../shared/accounts.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { DEFAULT_LANGUAGE, isLanguage, parseLanguage, type Language } from '../i18n/language.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { clear, consume, refund, type RateLimits } from './rateLimits.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { endAllSessions } from './sessions.ts';
import type { z } from 'zod';

/**
 * Everything a driver does with an account. Order inside each function: validate input,
 * authorise, then apply state rules (checking state first would leak whether an account exists).
 */
export interface AccountDeps {
  prisma: PrismaClient;
  env: Env;
  limits: RateLimits;
}

/** Who is asking, as far as abuse controls care. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export type SocialProvider = 'google' | 'apple' | 'facebook';

/** Today's date where the business is (date rules are checked there). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function invalid(error: z.ZodError): BadUserInputError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0] as MessageCode | undefined;
  return new BadUserInputError(first ? MESSAGES[first] : MESSAGES.REQUIRED, fieldErrors, first);
}

function link(env: Env, path: string, token: string): string {
  return `${env.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
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
export async function checkBot(deps: AccountDeps, token: string | null | undefined, action: string, meta: RequestMeta) {
  if (!recaptchaEnabled(deps.env)) return;
  if (!token) {
    await consume(deps.limits.noBotCheckByIp, meta.ip);
    return;
  }
  const result = await verifyRecaptcha(deps.env, { token, action, ip: meta.ip });
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

export async function signUp(deps: AccountDeps, args: SignUpArgs, meta: RequestMeta): Promise<User> {
  // Reference clients send no type; an empty one is a missing field, anything but a driver is refused.
  if (args.type !== undefined && args.type !== null) {
    if (args.type.trim() === '') throw userError('TYPE_REQUIRED', { type: 'TYPE_REQUIRED' });
    if (!['user', 'driver'].includes(args.type)) throw userError('SIGN_UP_ERROR', { type: 'SIGN_UP_ERROR' });
  }
  const parsed = signUpSchema({ minAge: deps.env.MIN_AGE, today: todayIn(deps.env.BUSINESS_TIME_ZONE) }).safeParse({
    ...args,
    language: args.language ?? undefined,
    acceptTerms: args.acceptTerms ?? false,
  });
  if (!parsed.success) throw invalid(parsed.error);
  await consume(deps.limits.signUpByIp, meta.ip);
  await checkBot(deps, args.recaptchaToken, 'signup', meta);

  const input = parsed.data;
  const phone = parsePhoneNumberWithError(input.phone, 'IQ').number;
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.prisma.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
        throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
      }
      const user = await tx.user.create({
        data: {
          type: 'driver',
          email: input.email,
          fullName: input.fullName,
          phone,
          birthDate: new Date(`${input.birthDate}T00:00:00Z`),
          language: input.language,
          passwordHash,
          verified: false,
        },
      });
      const token = await issueToken(tx, user.id, 'activation');
      await enqueueMail(tx, {
        to: user.email,
        template: 'activation',
        language: input.language,
        data: { fullName: user.fullName, link: link(deps.env, '/activate', token) },
      });
      return user;
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique constraint decides.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
      throw userError('EMAIL_ALREADY_REGISTERED', { email: 'EMAIL_ALREADY_REGISTERED' });
    }
    throw err;
  }
}

/** Uses the emailed token: the account becomes verified (the caller then signs it in). */
export async function activateAccount(deps: AccountDeps, token: string): Promise<User> {
  const user = await deps.prisma.$transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'activation');
    if (!userId) throw userError('ACTIVATION_LINK_EXPIRED');
    return tx.user.update({ where: { id: userId }, data: { verified: true, verifiedAt: new Date() } });
  });
  if (user.suspended) throw new ForbiddenError(MESSAGES.ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  return user;
}

/** A new activation link for an unverified account (the signed-in user's, or by email). */
export async function resendActivation(
  deps: AccountDeps,
  args: { email?: string | null; language?: string | null },
  viewerUserId: string | null,
  meta: RequestMeta,
): Promise<boolean> {
  let user: User | null;
  if (viewerUserId) {
    user = await deps.prisma.user.findUnique({ where: { id: viewerUserId } });
  } else {
    const parsed = forgotPasswordSchema.safeParse({ email: args.email ?? '' });
    if (!parsed.success) throw invalid(parsed.error);
    await consume(deps.limits.resetByIp, meta.ip);
    await consume(deps.limits.resetByAccount, parsed.data.email);
    user = await deps.prisma.user.findUnique({ where: { email: parsed.data.email } });
    if (!user || user.type !== 'driver') throw userError('EMAIL_NOT_REGISTERED', { email: 'EMAIL_NOT_REGISTERED' });
  }
  if (!user) throw new NotFoundError();
  if (user.verified) return false;
  const language = languageOr(args.language, user.language);
  await deps.prisma.$transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'activation');
    await enqueueMail(tx, {
      to: user.email,
      template: 'activation',
      language,
      data: { fullName: user.fullName, link: link(deps.env, '/activate', token) },
    });
  });
  return true;
}

// ───────────── Sign-in ─────────────

export async function signIn(
  deps: AccountDeps,
  args: { email?: string | null; password?: string | null; stayConnected?: boolean | null },
  meta: RequestMeta,
): Promise<User> {
  const parsed = signInSchema.safeParse({ email: args.email ?? '', password: args.password ?? '', stayConnected: args.stayConnected ?? false });
  if (!parsed.success) throw userError('INCORRECT_CREDENTIALS');
  const { email, password } = parsed.data;
  // Spend first (atomic), refund on success: parallel attempts cannot exceed the limit.
  await consume(deps.limits.signInFailuresByIp, meta.ip);
  await consume(deps.limits.signInFailuresByAccount, email);

  const user = await deps.prisma.user.findUnique({ where: { email } });
  // This is the drivers' application: admin and supplier accounts get the same answer as a wrong pair.
  const ok = user && user.type === 'driver' ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!ok || !user) throw userError('INCORRECT_CREDENTIALS');
  await Promise.all([refund(deps.limits.signInFailuresByIp, meta.ip), clear(deps.limits.signInFailuresByAccount, email)]);
  if (user.suspended) throw new ForbiddenError(MESSAGES.ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  return user;
}

export async function socialSignIn(
  deps: AccountDeps,
  args: { provider: SocialProvider; token: string; fullName?: string | null; language?: string | null },
  meta: RequestMeta,
): Promise<User> {
  await consume(deps.limits.signInFailuresByIp, meta.ip); // spent first, refunded unless the token is refused
  let identity;
  try {
    identity = await verifySocialToken(deps.env, args.provider, args.token);
  } catch (err) {
    if (err instanceof SocialTokenError) {
      throw new BadUserInputError(`${args.provider} sign-in failed: ${err.message}`, {}, 'UNHANDLED');
    }
    await refund(deps.limits.signInFailuresByIp, meta.ip);
    throw err;
  }
  await refund(deps.limits.signInFailuresByIp, meta.ip);
  if (!identity.emailVerified) throw new BadUserInputError(`${args.provider} sign-in failed: email not verified`, {}, 'UNHANDLED');

  const user = await deps.prisma.$transaction(async (tx) => {
    const linked = await tx.userIdentity.findUnique({
      where: { provider_providerUserId: { provider: args.provider, providerUserId: identity.providerUserId } },
      include: { user: true },
    });
    if (linked) return linked.user;
    const existing = await tx.user.findUnique({ where: { email: identity.email } });
    if (existing) {
      if (existing.type !== 'driver') throw userError('INCORRECT_CREDENTIALS');
      await tx.userIdentity.create({ data: { userId: existing.id, provider: args.provider, providerUserId: identity.providerUserId } });
      // The provider vouches for the address.
      return existing.verified ? existing : tx.user.update({ where: { id: existing.id }, data: { verified: true, verifiedAt: new Date() } });
    }
    const fullName = (identity.fullName || args.fullName || identity.email.split('@')[0]).trim().slice(0, 100);
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
  return user;
}

// ───────────── Passwords ─────────────

export async function requestPasswordReset(
  deps: AccountDeps,
  args: { email?: string | null; language?: string | null; recaptchaToken?: string | null },
  meta: RequestMeta,
): Promise<boolean> {
  const parsed = forgotPasswordSchema.safeParse({ email: args.email ?? '' });
  if (!parsed.success) throw invalid(parsed.error);
  await checkBot(deps, args.recaptchaToken, 'forgot_password', meta);
  await consume(deps.limits.resetByIp, meta.ip);
  await consume(deps.limits.resetByAccount, parsed.data.email);
  const user = await deps.prisma.user.findUnique({ where: { email: parsed.data.email } });
  // The spec answers 'Email address not registered' for unknown addresses.
  if (!user || user.type !== 'driver') throw userError('EMAIL_NOT_REGISTERED', { email: 'EMAIL_NOT_REGISTERED' });
  await deps.prisma.$transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'passwordReset');
    await enqueueMail(tx, {
      to: user.email,
      template: 'passwordReset',
      language: languageOr(args.language, user.language),
      data: { fullName: user.fullName, link: link(deps.env, '/reset-password', token) },
    });
  });
  return true;
}

/** Sets a new password with the emailed token and ends every session of the account. */
export async function resetPassword(
  deps: AccountDeps,
  args: { token?: string | null; password?: string | null; confirmPassword?: string | null },
): Promise<User> {
  const parsed = resetPasswordSchema.safeParse({ token: args.token ?? '', password: args.password ?? '', confirmPassword: args.confirmPassword ?? '' });
  if (!parsed.success) throw invalid(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  return deps.prisma.$transaction(async (tx) => {
    const userId = await consumeToken(tx, parsed.data.token, 'passwordReset');
    if (!userId) throw userError('RESET_LINK_EXPIRED');
    // Following the emailed link proves the address too.
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, verified: true, verifiedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId } });
    return user;
  });
}

/** Changes (or, for a social account without one, sets) the password; other sessions end. */
export async function changePassword(
  deps: AccountDeps,
  viewer: { userId: string; sessionId?: string },
  args: { currentPassword?: string | null; newPassword?: string | null; confirmPassword?: string | null },
): Promise<User> {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: args.currentPassword ?? undefined,
    newPassword: args.newPassword ?? '',
    confirmPassword: args.confirmPassword ?? '',
  });
  if (!parsed.success) throw invalid(parsed.error);
  const user = await deps.prisma.user.findUnique({ where: { id: viewer.userId } });
  if (!user) throw new NotFoundError();
  if (user.passwordHash) {
    await consume(deps.limits.passwordCheckByUser, user.id);
    if (!(await verifyPassword(user.passwordHash, parsed.data.currentPassword ?? ''))) {
      throw userError('WRONG_PASSWORD', { currentPassword: 'WRONG_PASSWORD' });
    }
    await refund(deps.limits.passwordCheckByUser, user.id);
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  const updated = await deps.prisma.user.update({ where: { id: user.id }, data: { passwordHash } });
  await endAllSessions(deps.prisma, user.id, viewer.sessionId);
  return updated;
}

/** The reference API's check-password: whether a password is the user's own (owner only, rate limited). */
export async function checkPassword(deps: AccountDeps, userId: string, password: string): Promise<boolean> {
  await consume(deps.limits.passwordCheckByUser, userId);
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash, password);
  if (ok) await refund(deps.limits.passwordCheckByUser, userId);
  return ok;
}

export async function updateLanguage(deps: AccountDeps, userId: string, language: string): Promise<User> {
  const lang = parseLanguage(language);
  return deps.prisma.user.update({ where: { id: userId }, data: { language: lang } });
}

export async function getUser(deps: Pick<AccountDeps, 'prisma'>, userId: string): Promise<User | null> {
  return deps.prisma.user.findUnique({ where: { id: userId } });
}

/**
 * Whether an email is taken by a driver (the reference API's validate-email). Staff accounts answer
 * as unknown addresses do, as in sign-in and forgot-password: this application never tells them
 * apart. Rate limited per IP with forgot-password (server/src/http/limits.ts).
 */
export async function isEmailRegistered(deps: Pick<AccountDeps, 'prisma'>, email: string): Promise<boolean> {
  const user = await deps.prisma.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { type: true } });
  return user?.type === 'driver';
}
