import type { AuthConfigResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import { imageUrl } from '../lib/urls.ts';

/** A user as its owner sees it: never the password hash. */
export const User: UserResolvers = {
  phone: (user) => user.phone,
  birthDate: (user) => user.birthDate?.toISOString().slice(0, 10) ?? null,
  avatarUrl: (user, _, { publicUrl }) => imageUrl(publicUrl, 'users', user.avatar),
  hasPassword: (user) => user.passwordHash !== null,
};

export const AuthConfig: AuthConfigResolvers = {};
