import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { z } from 'zod';
import type { Prisma } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { fieldErrorsOf } from '../../shared/accounts.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { profileSchema } from '../../shared/profile.ts';
import { requireOwner, requireSignedIn, type SignedInUser } from '../guards.ts';
import { todayIn } from './accounts.ts';
import { endAllSessions } from './sessions.ts';
import { deleteLicence } from '../licences/licences.ts';

/**
 * The settings page's account changes (issue 13 point 5), called as `(ctx, input)` by GraphQL
 * (always the signed-in user's own account) and the REST shim (whose bodies and paths name a user
 * id: it must be the caller's, `requireOwner`, checked before anything is read). The e-mail
 * address change is in emailChange.ts, the avatar in avatar.ts, deleting the account in
 * deletion.ts.
 */

/** BAD_USER_INPUT naming each invalid field's message code (shared/messages.ts). */
export function invalidInput(error: z.ZodError): BadUserInputError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0] as MessageCode | undefined;
  return new BadUserInputError(first ? MESSAGES[first] : MESSAGES.REQUIRED, fieldErrors, first);
}

/** The caller when the caller is `userId`, else null (for fields of a User that only its owner sees). */
export function ownerOrNull(ctx: Pick<ServiceContext, 'viewer'>, userId: string): SignedInUser | null {
  return ctx.viewer?.kind === 'user' && ctx.viewer.id === userId ? ctx.viewer : null;
}

/** The caller, who must be the user named when a transport names one (REST). */
export function self(ctx: ServiceContext, userId: string | null | undefined): SignedInUser {
  return userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, userId);
}

export interface ProfileArgs {
  /** REST only: the user the body names (must be the caller). */
  userId?: string | null;
  fullName?: string | null;
  phone?: string | null;
  birthDate?: string | null;
  bio?: string | null;
  location?: string | null;
}

/**
 * Full name, phone, birth date, bio and location of the caller's account. A field left out is
 * kept; phone, birth date, bio and location are cleared by null or an empty string. The phone is
 * stored in international format (as sign-up stores it).
 */
export async function updateProfile(ctx: ServiceContext, args: ProfileArgs): Promise<User> {
  const me = self(ctx, args.userId);
  const parsed = profileSchema({ minAge: ctx.settings.minimumAge, today: todayIn(ctx.settings.timeZone, ctx.clock.now()), timeZone: ctx.settings.timeZone }).safeParse({
    fullName: args.fullName,
    phone: args.phone,
    birthDate: args.birthDate,
    bio: args.bio,
    location: args.location,
  });
  if (!parsed.success) throw invalidInput(parsed.error);
  const p = parsed.data;
  const data: Prisma.UserUpdateManyMutationInput = {};
  if (p.fullName !== undefined) data.fullName = p.fullName;
  if (p.phone !== undefined) data.phone = p.phone === null ? null : parsePhoneNumberWithError(p.phone, 'IQ').number;
  if (p.birthDate !== undefined) data.birthDate = p.birthDate === null ? null : new Date(`${p.birthDate}T00:00:00Z`);
  if (p.bio !== undefined) data.bio = p.bio || null;
  if (p.location !== undefined) data.location = p.location || null;
  return updateLiveUser(ctx, me.id, data);
}

/**
 * Updates a user that has not been deleted. A request already under way when the account was
 * deleted (ADR 025) must not write a name or phone back onto the tombstone: it answers NOT_FOUND.
 */
async function updateLiveUser(ctx: ServiceContext, id: string, data: Prisma.UserUpdateManyMutationInput): Promise<User> {
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id, deletedAt: null }, data });
    if (count === 0) throw new NotFoundError();
    return tx.user.findUniqueOrThrow({ where: { id } });
  });
}

/** The "email notifications" switch (settings, "Network settings"). */
export async function updateEmailNotifications(ctx: ServiceContext, args: { userId?: string | null; enabled: boolean }): Promise<User> {
  const me = self(ctx, args.userId);
  return updateLiveUser(ctx, me.id, { enableEmailNotifications: args.enabled });
}

/** Ends every session of the caller but the one making the request; answers how many ended. */
export async function signOutOtherSessions(ctx: ServiceContext): Promise<number> {
  const me = requireSignedIn(ctx);
  return endAllSessions(ctx.db, me.id, me.sessionId);
}

/** The caller's licence on file, as the settings page shows it (the file itself: GET /api/license/{id}). */
export interface LicenceInfo {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  /** The private route that serves it to its owner and staff (rest/licences.ts). */
  url: string;
}

/**
 * The licence of `userId` for its owner, or null when there is none. Anyone else gets null, never
 * an error: a User object is shown to others right after it signs in (signIn's payload, before the
 * session is the caller's), and the field must not fail the answer there.
 */
export async function licenceOnFile(ctx: ServiceContext, userId: string): Promise<LicenceInfo | null> {
  const me = ownerOrNull(ctx, userId);
  if (!me) return null;
  const row = await ctx.db.licenceDocument.findFirst({
    where: { userId: me.id, temporary: false },
    orderBy: { createdAt: 'desc' },
    select: { fileName: true, mimeType: true, sizeBytes: true, createdAt: true },
  });
  if (!row) return null;
  const url = `${ctx.publicUrl.replace(/\/$/, '')}/api/license/${encodeURIComponent(me.id)}`;
  return { fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes, uploadedAt: row.createdAt, url };
}

/** Deletes the caller's licence on file (settings); true when there was one. */
export function deleteOwnLicence(ctx: ServiceContext): Promise<boolean> {
  return deleteLicence(ctx, requireSignedIn(ctx).id);
}
