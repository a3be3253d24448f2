import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { NotFoundError } from '../errors.ts';
import { startSession, stopSession } from '../http/session.ts';
import * as accounts from '../services/accounts/accounts.ts';
import type { Context } from '../context.ts';

/** The signed-in user's id (the @auth directive has already checked there is one). */
function userId(ctx: Context): string {
  if (ctx.viewer?.kind !== 'user') throw new NotFoundError();
  return ctx.viewer.id;
}

export const Mutation: MutationResolvers = {
  signUp: async (_, { input }, ctx) => ({ user: await accounts.signUp(ctx.accounts, input, ctx.meta) }),

  activateAccount: async (_, { input }, ctx) => {
    const user = await accounts.activateAccount(ctx.accounts, input.token);
    await startSession(ctx.request, ctx.reply, ctx.accounts, user, false);
    return { user };
  },

  resendActivation: async (_, { input }, ctx) => ({
    sent: await accounts.resendActivation(ctx.accounts, input, ctx.viewer?.kind === 'user' ? ctx.viewer.id : null, ctx.meta),
  }),

  signIn: async (_, { input }, ctx) => {
    const user = await accounts.signIn(ctx.accounts, input, ctx.meta);
    await startSession(ctx.request, ctx.reply, ctx.accounts, user, input.stayConnected ?? false);
    return { user };
  },

  socialSignIn: async (_, { input }, ctx) => {
    const user = await accounts.socialSignIn(ctx.accounts, input, ctx.meta);
    await startSession(ctx.request, ctx.reply, ctx.accounts, user, input.stayConnected ?? false);
    return { user };
  },

  signOut: async (_, __, ctx) => ({ signedOut: await stopSession(ctx.request, ctx.reply, ctx.accounts, ctx.viewer) }),

  requestPasswordReset: async (_, { input }, ctx) => ({ sent: await accounts.requestPasswordReset(ctx.accounts, input, ctx.meta) }),

  resetPassword: async (_, { input }, ctx) => ({ user: await accounts.resetPassword(ctx.accounts, input) }),

  changePassword: async (_, { input }, ctx) => ({
    user: await accounts.changePassword(
      ctx.accounts,
      { userId: userId(ctx), sessionId: ctx.viewer?.kind === 'user' ? ctx.viewer.sessionId : undefined },
      input,
    ),
  }),

  updateLanguage: async (_, { input }, ctx) => ({ user: await accounts.updateLanguage(ctx.accounts, userId(ctx), input.language) }),
};
