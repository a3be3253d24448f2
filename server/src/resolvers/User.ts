import type { AuthConfigResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { imageUrl } from '../lib/urls.ts';
import { birthDateText, hasPassword } from '../services/accounts/accounts.ts';
import { hasLicenceOnFile } from '../services/licences/licences.ts';
import { profileUserFields } from './Profile.ts';

/** A user as its owner sees it: never the password hash. */
export const User: UserResolvers = {
  phone: (user) => user.phone,
  birthDate: (user) => birthDateText(user),
  avatarUrl: (user, _, { publicUrl }) => imageUrl(publicUrl, 'users', user.avatar),
  hasPassword: (user) => hasPassword(user),
  hasLicence: (user, _, ctx) => hasLicenceOnFile(ctx, user.id),
  // pendingEmail, licence (resolvers/Profile.ts)
  ...profileUserFields,
};

export const AuthConfig: AuthConfigResolvers = {};
