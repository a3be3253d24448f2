import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { User } from '../__generated__/prisma/client.ts';
import * as accounts from '../services/accounts/accounts.ts';
import { imageUrl } from '../lib/urls.ts';
import { licenceNameOf } from '../services/licences/licences.ts';
import { flag, input, parse, text } from './http.ts';

/**
 * Account paths of the reference platform's REST API (spec §7), answering in its shapes:
 * records carry `_id`, "not found / no" answers are 204 with an empty body, and a path id of
 * another user is refused (403), never answered with their data. Bodies and paths are parsed
 * here for their types; the services' shared schemas (shared/accounts.ts) judge the values.
 */

/** The user as the reference sign-in returns it (stored in browser storage: no secrets). */
function publicUser(user: User) {
  return {
    _id: user.id,
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    enableEmailNotifications: user.enableEmailNotifications,
    blacklisted: user.suspended,
    avatar: user.avatar,
  };
}

/**
 * GET /api/user/{id}: the owner's own record, with `license`, the stored name of their licence on
 * file or null (reference clients then ask for one at checkout and upload it with update-license).
 */
function ownUser(user: User, publicUrl: string, license: string | null) {
  return {
    ...publicUser(user),
    verified: user.verified,
    phone: user.phone,
    birthDate: accounts.birthDateText(user),
    bio: user.bio,
    location: user.location,
    type: user.type === 'driver' ? 'user' : user.type,
    avatarUrl: imageUrl(publicUrl, 'users', user.avatar),
    license,
  };
}

// Generous type-level bounds: the services' schemas apply the product's field lengths.
const EMAIL = 320;
const SECRET = 4096;
const NAME = 200;

const SignUpBody = z.object({
  fullName: input(NAME),
  email: input(EMAIL),
  phone: input(50),
  // Reference clients send a serialised Date: the service reads it in the business time zone (shared/birthDate.ts).
  birthDate: input(50),
  password: input(SECRET),
  confirmPassword: input(SECRET),
  acceptTerms: flag.optional(),
  language: input(10),
  recaptchaToken: input(SECRET),
  type: z.union([text(20), z.null()]).optional(),
});
const UserIdParams = z.object({ userId: text(100) });
const IdParams = z.object({ id: text(100) });
const CheckTokenParams = z.object({ type: text(50), userId: text(100), email: text(EMAIL), token: text(SECRET) });
const ResendParams = z.object({ type: text(50), email: text(EMAIL), reset: flag });
const ActivateBody = z.object({ userId: input(100), token: input(SECRET), password: input(SECRET) });
const EmailBody = z.object({ email: input(EMAIL) });
const ForgotPasswordBody = z.object({ email: input(EMAIL), language: input(10), recaptchaToken: input(SECRET) });
const SignInBody = z.object({ email: input(EMAIL), password: input(SECRET), stayConnected: flag.optional(), recaptchaToken: input(SECRET) });
const SocialBody = z.object({
  socialSignInType: input(20),
  provider: input(20),
  accessToken: input(16_384),
  token: input(16_384),
  fullName: input(NAME),
  language: input(10),
  stayConnected: flag.optional(),
});
const LanguageBody = z.object({ id: input(100), _id: input(100), language: text(10) });
/** The reference's password check: a GET, yet it spends the account's check limit (rest/index.ts). */
export const CHECK_PASSWORD_ROUTE = '/api/check-password/:userId/:password';
const CheckPasswordParams = z.object({ userId: text(100), password: text(SECRET) });
const ChangePasswordBody = z.object({
  _id: input(100),
  id: input(100),
  password: input(SECRET),
  currentPassword: input(SECRET),
  newPassword: input(SECRET),
  confirmPassword: input(SECRET),
});
const RecaptchaParams = z.object({ token: text(SECRET), ip: text(100) });

export function registerAccountRoutes(api: FastifyInstance): void {
  api.post('/api/sign-up', async (request, reply) => {
    const b = parse(SignUpBody, request.body);
    await accounts.signUp(request.ctx, {
      ...b,
      // Reference clients check the confirmation and terms in the form; they send neither.
      confirmPassword: b.confirmPassword ?? b.password,
      acceptTerms: b.acceptTerms ?? true,
      type: b.type === null ? '' : b.type,
    });
    return reply.code(200).send();
  });

  api.get('/api/check-token/:type/:userId/:email/:token', async (request, reply) => {
    const { userId, token } = parse(CheckTokenParams, request.params);
    return reply.code((await accounts.checkActivationToken(request.ctx, { userId, token })) ? 200 : 204).send();
  });

  api.delete('/api/delete-tokens/:userId', async (request, reply) => {
    await accounts.deleteTokens(request.ctx, parse(UserIdParams, request.params));
    return reply.code(200).send();
  });

  api.post('/api/resend/:type/:email/:reset', async (request, reply) => {
    const { email, reset } = parse(ResendParams, request.params);
    if (reset) await accounts.requestPasswordReset(request.ctx, { email });
    else await accounts.resendActivation(request.ctx, { email });
    return reply.code(200).send();
  });

  // product-decisions.md names it beside the reference's resend/{type}/{email}/true: the same
  // reset request from a JSON body, with the /forgot-password page's bot check when one is set.
  api.post('/api/forgot-password', async (request, reply) => {
    const b = parse(ForgotPasswordBody, request.body);
    await accounts.requestPasswordReset(request.ctx, { email: b.email, language: b.language, recaptchaToken: b.recaptchaToken });
    return reply.code(200).send();
  });

  api.post('/api/activate', async (request, reply) => {
    const user = await accounts.activateAccount(request.ctx, parse(ActivateBody, request.body));
    return reply.code(200).send(publicUser(user));
  });

  api.post('/api/validate-email', async (request, reply) => {
    const { email } = parse(EmailBody, request.body);
    // 200: free to register; 204: already registered (the reference's answers).
    return reply.code((await accounts.isEmailRegistered(request.ctx, { email: email ?? '' })) ? 204 : 200).send();
  });

  // The reference's two sign-ins, one body and one answer: `frontend` for drivers, `backend` for
  // admin and supplier accounts (the staff API). Each refuses the other's accounts as a wrong pair.
  for (const app of ['frontend', 'backend'] as const) {
    api.post(`/api/sign-in/${app}`, async (request, reply) => {
      try {
        const user = await accounts.signIn(request.ctx, parse(SignInBody, request.body), app);
        return reply.code(200).send(publicUser(user));
      } catch (err) {
        // The reference answers a wrong pair with 204 and no body.
        if ((err as { extensions?: { messageCode?: string } }).extensions?.messageCode === 'INCORRECT_CREDENTIALS') {
          return reply.code(204).send();
        }
        throw err;
      }
    });
  }

  api.post('/api/social-sign-in', async (request, reply) => {
    const b = parse(SocialBody, request.body);
    const user = await accounts.socialSignIn(request.ctx, {
      provider: b.socialSignInType ?? b.provider,
      token: b.accessToken ?? b.token,
      fullName: b.fullName,
      language: b.language,
      stayConnected: b.stayConnected,
    });
    return reply.code(200).send(publicUser(user));
  });

  api.post('/api/sign-out', async (request, reply) => {
    await accounts.signOut(request.ctx);
    return reply.code(200).send();
  });

  api.post('/api/validate-access-token', async (request, reply) => {
    const { userId } = accounts.validateSession(request.ctx);
    return reply.code(200).send({ _id: userId });
  });

  api.post('/api/resend-link', async (request, reply) => {
    await accounts.resendActivation(request.ctx, {});
    return reply.code(200).send();
  });

  api.get('/api/user/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const user = await accounts.getOwnUser(request.ctx, { userId: id });
    if (!user) return reply.code(204).send();
    return reply.send(ownUser(user, request.ctx.publicUrl, await licenceNameOf(request.ctx, user.id)));
  });

  api.post('/api/update-language', async (request, reply) => {
    const b = parse(LanguageBody, request.body);
    await accounts.updateLanguage(request.ctx, { userId: b.id ?? b._id ?? '', language: b.language });
    return reply.code(200).send();
  });

  api.get(CHECK_PASSWORD_ROUTE, async (request, reply) => {
    const params = parse(CheckPasswordParams, request.params);
    return reply.code((await accounts.checkPassword(request.ctx, params)) ? 200 : 204).send();
  });

  api.post('/api/change-password', async (request, reply) => {
    const b = parse(ChangePasswordBody, request.body);
    await accounts.changePassword(request.ctx, {
      userId: b._id ?? b.id ?? '',
      currentPassword: b.password ?? b.currentPassword,
      newPassword: b.newPassword,
      confirmPassword: b.confirmPassword ?? b.newPassword,
    });
    return reply.code(200).send();
  });

  api.get('/api/has-password/:userId', async (request, reply) => {
    const params = parse(UserIdParams, request.params);
    return reply.code(accounts.ownHasPassword(request.ctx, params) ? 200 : 204).send();
  });

  api.post('/api/verify-recaptcha/:token/:ip', async (request, reply) => {
    const params = parse(RecaptchaParams, request.params);
    return reply.code((await accounts.verifyBotToken(request.ctx, params)) ? 200 : 204).send();
  });
}
