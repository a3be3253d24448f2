import type { MutationResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { readUpload } from '../graphql/uploads.ts';
import { MAX_AVATAR_BYTES, deleteAvatar, updateAvatar } from '../services/accounts/avatar.ts';
import { deleteAccount } from '../services/accounts/deletion.ts';
import { confirmEmailChange, pendingEmail, requestEmailChange } from '../services/accounts/emailChange.ts';
import { deleteOwnLicence, licenceOnFile, signOutOtherSessions, updateEmailNotifications, updateProfile } from '../services/accounts/profile.ts';

/**
 * The settings page's fields (schema.graphql "Profile"): Mutation fields spread into Mutation.ts,
 * User fields into User.ts. Each is a one-line call into a service.
 */
export const profileMutations = {
  updateProfile: async (_, { input }, ctx) => ({ user: await updateProfile(ctx, input) }),
  updateAvatar: async (_, { input }, ctx) => ({ user: await updateAvatar(ctx, { file: await readUpload(input.file, MAX_AVATAR_BYTES) }) }),
  deleteAvatar: async (_, __, ctx) => ({ user: await deleteAvatar(ctx) }),
  updateEmailNotifications: async (_, { input }, ctx) => ({ user: await updateEmailNotifications(ctx, { enabled: input.enabled }) }),
  requestEmailChange: (_, { input }, ctx) => requestEmailChange(ctx, input),
  confirmEmailChange: async (_, { input }, ctx) => ({ email: (await confirmEmailChange(ctx, input)).email }),
  signOutOtherSessions: async (_, __, ctx) => ({ ended: await signOutOtherSessions(ctx) }),
  deleteAccount: async (_, { input }, ctx) => ({ deleted: await deleteAccount(ctx, input) }),
  deleteLicence: async (_, __, ctx) => ({ deleted: await deleteOwnLicence(ctx) }),
} satisfies MutationResolvers;

export const profileUserFields = {
  pendingEmail: (user, _, ctx) => pendingEmail(ctx, user.id),
  licence: (user, _, ctx) => licenceOnFile(ctx, user.id),
} satisfies UserResolvers;
