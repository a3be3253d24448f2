import type { ServiceContext } from '../../context.ts';
import { NotFoundError, userError } from '../../errors.ts';
import { STORED_NAME } from '../../lib/storage/index.ts';
import { deleteAccountSchema } from '../../shared/profile.ts';
import { requireSignedIn, requireType } from '../guards.ts';
import { removeAvatarFile } from './avatar.ts';
import { verifyPassword } from './passwords.ts';
import { invalidInput } from './profile.ts';
import { blankAdditionalDriverInChanges, blankDriverNameInNotifications, lockUserForDeletion } from './queries.ts';
import { consume, refund } from './rateLimits.ts';
import { FIRM_STATUSES } from '../bookings/lifecycle.ts';

/**
 * Deleting the driver's account (issue 13 point 5; docs/decisions/025-account-deletion.md).
 *
 * The driver's personal data is erased; the bookings stay for the business (accounts, disputes,
 * the supplier's records), anonymised. The `users` row is NOT deleted: bookings, their status
 * history and checkout sessions reference it (bookings.driver_id is NOT NULL, ON DELETE
 * RESTRICT), so it stays as an anonymous tombstone:
 *
 * - email `deleted-<id>@deleted.invalid` (unique, and `.invalid` can never receive mail), full
 *   name empty, phone, birth date, bio, location, avatar, password hash cleared, not verified,
 *   e-mail notifications off, `deleted_at` set and `suspended` on (every path that refuses a
 *   suspended account refuses it: sign-in, sessions, guest checkout into an unclaimed account);
 * - deleted: sessions (the current one too), tokens, social identities, notifications, licence
 *   documents and their files, the avatar file, the additional drivers' details of the bookings,
 *   the mail still addressed to the old address in the outbox (pending and sent copies), and the
 *   newsletter subscription of that address;
 * - kept, anonymised: the bookings (car, supplier, places, dates, price, status), their status
 *   history, checkout sessions and payment ids; the driver's name is removed from the `driver`
 *   value of the staff notifications about those bookings.
 *
 * Refused (ACCOUNT_HAS_ACTIVE_BOOKINGS) while a booking is not over: pending, deposit, paid or
 * reserved with its drop-off still ahead, or a payment hold still live; the supplier must still be
 * able to reach the driver. Cancelled and finished bookings do not stand in the way.
 *
 * The current password is required when the account has one. Drivers only (staff accounts are
 * not managed by this application).
 */

/** The tombstone's address: unique per account, and in a top-level domain that never receives mail (RFC 2606). */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export async function deleteAccount(ctx: ServiceContext, args: { password?: string | null }): Promise<boolean> {
  const me = requireType(requireSignedIn(ctx), ['driver']);
  const parsed = deleteAccountSchema.safeParse({ password: args.password ?? undefined });
  if (!parsed.success) throw invalidInput(parsed.error);
  const user = await ctx.db.user.findUnique({ where: { id: me.id } });
  if (!user || user.deletedAt) throw new NotFoundError();
  if (user.passwordHash) {
    await consume(ctx.limits.passwordCheckByUser, user.id);
    if (!(await verifyPassword(user.passwordHash, parsed.data.password ?? ''))) throw userError('WRONG_PASSWORD', { password: 'WRONG_PASSWORD' });
    await refund(ctx.limits.passwordCheckByUser, user.id);
  }

  const now = ctx.clock.now();
  const { avatar, licenceKeys } = await ctx.db.$transaction(async (tx) => {
    // Lock the row: an avatar upload or e-mail change racing the deletion waits, then finds a tombstone.
    const row = await lockUserForDeletion(tx, user.id);
    if (!row) throw new NotFoundError();
    // A booking not over yet (or a payment in progress) still needs a driver the supplier can reach.
    const active = await tx.booking.count({
      where: {
        driverId: user.id,
        OR: [
          { status: { in: FIRM_STATUSES }, to: { gt: now } },
          { status: 'void', holdExpiresAt: { gt: now } },
        ],
      },
    });
    if (active > 0) throw userError('ACCOUNT_HAS_ACTIVE_BOOKINGS');
    const licences = await tx.licenceDocument.findMany({ where: { userId: user.id }, select: { storageKey: true } });
    await tx.licenceDocument.deleteMany({ where: { userId: user.id } });
    await tx.session.deleteMany({ where: { userId: user.id } });
    await tx.token.deleteMany({ where: { userId: user.id } });
    await tx.userIdentity.deleteMany({ where: { userId: user.id } });
    await tx.notification.deleteMany({ where: { userId: user.id } });
    await tx.additionalDriver.deleteMany({ where: { booking: { driverId: user.id } } });
    await tx.mailOutbox.deleteMany({ where: { toAddress: row.email } });
    await tx.newsletterSubscription.deleteMany({ where: { email: row.email } });
    // Staff notifications about the driver's bookings carry the driver's name as a value.
    await blankDriverNameInNotifications(tx, user.id);
    // The history of the bookings' changes (ADR 026) names the additional driver, a person too.
    await blankAdditionalDriverInChanges(tx, user.id);
    await tx.user.update({
      where: { id: user.id },
      data: {
        email: deletedEmail(user.id),
        fullName: '',
        phone: null,
        birthDate: null,
        bio: null,
        location: null,
        avatar: null,
        passwordHash: null,
        verified: false,
        verifiedAt: null,
        enableEmailNotifications: false,
        suspended: true,
        deletedAt: now,
      },
    });
    return { avatar: row.avatar, licenceKeys: licences.map((l) => l.storageKey) };
  });

  // Files go after the commit: a rolled-back deletion leaves them in place.
  await removeAvatarFile(ctx.storage, avatar);
  for (const key of licenceKeys) {
    const name = key.slice('licences/'.length);
    if (key.startsWith('licences/') && STORED_NAME.test(name)) await ctx.storage.remove('licences', name);
  }
  ctx.sessionCookie.clear();
  return true;
}
