import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import * as accounts from '../services/accounts/accounts.ts';
import * as licences from '../services/licences/licences.ts';
import { checkout } from '../services/checkout/checkout.ts';
import { payTestSession } from '../services/payments/checkoutSessions.ts';
import { readUpload } from '../graphql/uploads.ts';
import * as notifications from '../services/notifications/notifications.ts';
import * as staff from '../services/bookings/staff.ts';
import { profileMutations } from './Profile.ts';
import { deleteBookings, requestBookingCancellation } from '../services/bookings/driverBookings.ts';
import { updateBooking } from '../services/bookings/bookingChanges.ts';
import { newsletterMutations } from './Newsletter.ts';

export const Mutation: MutationResolvers = {
  signUp: async (_, { input }, ctx) => ({ user: await accounts.signUp(ctx, input) }),
  activateAccount: async (_, { input }, ctx) => ({ user: await accounts.activateAccount(ctx, input) }),
  resendActivation: async (_, { input }, ctx) => ({ sent: await accounts.resendActivation(ctx, input) }),
  signIn: async (_, { input }, ctx) => ({ user: await accounts.signIn(ctx, input, 'frontend') }),
  signInStaff: async (_, { input }, ctx) => ({ user: await accounts.signIn(ctx, input, 'backend') }),
  socialSignIn: async (_, { input }, ctx) => ({ user: await accounts.socialSignIn(ctx, input) }),
  signOut: async (_, __, ctx) => ({ signedOut: await accounts.signOut(ctx) }),
  requestPasswordReset: async (_, { input }, ctx) => ({ sent: await accounts.requestPasswordReset(ctx, input) }),
  resetPassword: async (_, { input }, ctx) => ({ user: await accounts.resetPassword(ctx, input) }),
  changePassword: async (_, { input }, ctx) => ({ user: await accounts.changePassword(ctx, input) }),
  uploadLicence: async (_, { input }, ctx) => licences.uploadLicence(ctx, await readUpload(input.file)),
  checkout: async (_, { input }, ctx) => checkout(ctx, input),
  payTestSession: (_, { input }, ctx) => payTestSession(ctx, input),
  updateLanguage: async (_, { input }, ctx) => ({ user: await accounts.updateLanguage(ctx, { language: input.language }) }),
  markNotifications: (_, { input }, ctx) => notifications.markNotifications(ctx, input),
  markAllNotificationsRead: (_, __, ctx) => notifications.markAllNotificationsRead(ctx),
  deleteNotifications: (_, { input }, ctx) => notifications.deleteNotifications(ctx, input),
  deleteAllNotifications: (_, __, ctx) => notifications.deleteAllNotifications(ctx),
  // ── staff (ADR 023)
  setBookingStatus: async (_, { input }, ctx) => ({ change: staff.statusChangeOut(await staff.setBookingStatus(ctx, input)) }),
  finaliseCancellation: async (_, { input }, ctx) => staff.finalisedOut(await staff.finaliseCancellation(ctx, input)),
  // The settings page (resolvers/Profile.ts): updateProfile, updateAvatar, deleteAvatar, updateEmailNotifications,
  // requestEmailChange, confirmEmailChange, signOutOtherSessions, deleteAccount, deleteLicence.
  ...profileMutations,
  deleteBookings: async (_, { ids }, ctx) => {
    const results = (await deleteBookings(ctx, { ids })).map((r) => ({ ...r, feeMayApply: false }));
    return { results, done: results.filter((r) => r.done).length, skipped: results.filter((r) => !r.done).length, feeMayApply: false };
  },
  requestBookingCancellation: async (_, { ids }, ctx) => {
    const results = await requestBookingCancellation(ctx, { ids });
    return { results, done: results.filter((r) => r.done).length, skipped: results.filter((r) => !r.done).length, feeMayApply: results.some((r) => r.feeMayApply) };
  },
  // ── booking changes
  updateBooking: (_, { input }, ctx) => updateBooking(ctx, input),
  // ── contact and newsletter (resolvers/Newsletter.ts)
  ...newsletterMutations,
};
