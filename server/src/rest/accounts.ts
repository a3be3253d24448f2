import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../__generated__/prisma/client.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import { requestMeta, startSession, stopSession, viewerFromRequest, type SessionDeps, type Viewer } from '../http/session.ts';
import { verifyRecaptcha } from '../lib/recaptcha.ts';
import * as accounts from '../services/accounts/accounts.ts';
import { isTokenValid } from '../services/accounts/tokens.ts';
import { imageUrl } from '../lib/urls.ts';
import { sendError } from './http.ts';

/**
 * Account paths of the reference platform's REST API (spec §7), answering in its shapes:
 * records carry `_id`, "not found / no" answers are 204 with an empty body, and a path id of
 * another user is refused (403), never answered with their data.
 */

type Body = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown): boolean => v === true || v === 'true';

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

/** GET /api/user/{id}: the owner's own record. */
function ownUser(user: User) {
  return {
    ...publicUser(user),
    verified: user.verified,
    phone: user.phone,
    birthDate: user.birthDate?.toISOString().slice(0, 10) ?? null,
    bio: user.bio,
    location: user.location,
    type: user.type === 'driver' ? 'user' : user.type,
  };
}

export function registerAccountRoutes(app: FastifyInstance, deps: SessionDeps): void {
  /** Runs a handler with the caller resolved; AppErrors become the shim's JSON errors. */
  const route =
    <P = Record<string, string>>(
      handler: (request: FastifyRequest<{ Params: P }>, reply: FastifyReply, viewer: Viewer | null) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      try {
        return await handler(request, reply, await viewerFromRequest(request, deps));
      } catch (err) {
        return sendError(reply, err);
      }
    };

  /** The signed-in user, who must be the one named in the path. */
  const owner = (viewer: Viewer | null, userId: string): Extract<Viewer, { kind: 'user' }> => {
    if (viewer?.kind !== 'user') throw new UnauthenticatedError();
    if (viewer.id !== userId) throw new ForbiddenError();
    return viewer;
  };

  const body = (request: { body: unknown }): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

  app.post(
    '/api/sign-up',
    route(async (request, reply) => {
      const b = body(request);
      await accounts.signUp(
        deps,
        {
          fullName: str(b.fullName),
          email: str(b.email),
          phone: str(b.phone),
          birthDate: str(b.birthDate)?.slice(0, 10),
          password: str(b.password),
          // Reference clients check the confirmation and terms in the form; they send neither.
          confirmPassword: str(b.confirmPassword) ?? str(b.password),
          acceptTerms: b.acceptTerms === undefined ? true : bool(b.acceptTerms),
          language: str(b.language),
          recaptchaToken: str(b.recaptchaToken),
          type: 'type' in b ? (str(b.type) ?? '') : undefined,
        },
        requestMeta(request),
      );
      return reply.code(200).send();
    }),
  );

  app.get(
    '/api/check-token/:type/:userId/:email/:token',
    route<{ type: string; userId: string; email: string; token: string }>(async (request, reply) => {
      const { userId, token } = request.params;
      const valid = /^[0-9a-f-]{36}$/.test(userId) && (await isTokenValid(deps.prisma, userId, token, 'activation'));
      return reply.code(valid ? 200 : 204).send();
    }),
  );

  app.delete(
    '/api/delete-tokens/:userId',
    route<{ userId: string }>(async (request, reply, viewer) => {
      owner(viewer, request.params.userId);
      await deps.prisma.token.deleteMany({ where: { userId: request.params.userId } });
      return reply.code(200).send();
    }),
  );

  app.post(
    '/api/resend/:type/:email/:reset',
    route<{ type: string; email: string; reset: string }>(async (request, reply) => {
      const { email, reset } = request.params;
      if (bool(reset)) await accounts.requestPasswordReset(deps, { email }, requestMeta(request));
      else await accounts.resendActivation(deps, { email }, null, requestMeta(request));
      return reply.code(200).send();
    }),
  );

  app.post(
    '/api/activate',
    route(async (request, reply) => {
      const b = body(request);
      const user = await accounts.activateAccount(deps, str(b.token) ?? '');
      await startSession(request, reply, deps, user, false);
      return reply.code(200).send(publicUser(user));
    }),
  );

  app.post(
    '/api/validate-email',
    route(async (request, reply) => {
      const email = str(body(request).email) ?? '';
      // 200: free to register; 204: already registered (the reference's answers).
      return reply.code((await accounts.isEmailRegistered(deps, email)) ? 204 : 200).send();
    }),
  );

  app.post(
    '/api/sign-in/frontend',
    route(async (request, reply) => {
      const b = body(request);
      const stayConnected = bool(b.stayConnected);
      try {
        const user = await accounts.signIn(deps, { email: str(b.email), password: str(b.password), stayConnected }, requestMeta(request));
        await startSession(request, reply, deps, user, stayConnected);
        return reply.code(200).send(publicUser(user));
      } catch (err) {
        // The reference answers a wrong pair with 204 and no body.
        if ((err as { extensions?: { messageCode?: string } }).extensions?.messageCode === 'INCORRECT_CREDENTIALS') {
          return reply.code(204).send();
        }
        throw err;
      }
    }),
  );

  app.post(
    '/api/social-sign-in',
    route(async (request, reply) => {
      const b = body(request);
      const provider = str(b.socialSignInType) ?? str(b.provider);
      if (provider !== 'google' && provider !== 'apple' && provider !== 'facebook') {
        return reply.code(400).send({ error: 'BAD_USER_INPUT', message: 'socialSignInType must be google, apple or facebook.' });
      }
      const stayConnected = bool(b.stayConnected);
      const user = await accounts.socialSignIn(
        deps,
        { provider, token: str(b.accessToken) ?? str(b.token) ?? '', fullName: str(b.fullName), language: str(b.language) },
        requestMeta(request),
      );
      await startSession(request, reply, deps, user, stayConnected);
      return reply.code(200).send(publicUser(user));
    }),
  );

  app.post(
    '/api/sign-out',
    route(async (request, reply, viewer) => {
      await stopSession(request, reply, deps, viewer);
      return reply.code(200).send();
    }),
  );

  app.post(
    '/api/validate-access-token',
    route(async (_request, reply, viewer) => {
      if (viewer?.kind !== 'user') return reply.code(401).send({ error: 'UNAUTHENTICATED', message: 'Not signed in.' });
      return reply.code(200).send({ _id: viewer.id });
    }),
  );

  app.post(
    '/api/resend-link',
    route(async (request, reply, viewer) => {
      if (viewer?.kind !== 'user') throw new UnauthenticatedError();
      await accounts.resendActivation(deps, {}, viewer.id, requestMeta(request));
      return reply.code(200).send();
    }),
  );

  app.get(
    '/api/user/:id',
    route<{ id: string }>(async (request, reply, viewer) => {
      const me = owner(viewer, request.params.id);
      const user = await accounts.getUser(deps, me.id);
      return user ? reply.send({ ...ownUser(user), avatar: user.avatar, avatarUrl: imageUrl(deps.env.PUBLIC_URL, 'users', user.avatar) }) : reply.code(204).send();
    }),
  );

  app.post(
    '/api/update-language',
    route(async (request, reply, viewer) => {
      const b = body(request);
      const me = owner(viewer, str(b.id) ?? str(b._id) ?? '');
      await accounts.updateLanguage(deps, me.id, str(b.language) ?? '');
      return reply.code(200).send();
    }),
  );

  app.get(
    '/api/check-password/:userId/:password',
    route<{ userId: string; password: string }>(async (request, reply, viewer) => {
      const me = owner(viewer, request.params.userId);
      return reply.code((await accounts.checkPassword(deps, me.id, request.params.password)) ? 200 : 204).send();
    }),
  );

  app.post(
    '/api/change-password',
    route(async (request, reply, viewer) => {
      const b = body(request);
      const me = owner(viewer, str(b._id) ?? str(b.id) ?? '');
      const newPassword = str(b.newPassword);
      await accounts.changePassword(deps, { userId: me.id, sessionId: me.sessionId }, {
        currentPassword: str(b.password) ?? str(b.currentPassword),
        newPassword,
        confirmPassword: str(b.confirmPassword) ?? newPassword,
      });
      return reply.code(200).send();
    }),
  );

  app.get(
    '/api/has-password/:userId',
    route<{ userId: string }>(async (request, reply, viewer) => {
      const me = owner(viewer, request.params.userId);
      return reply.code(me.user.passwordHash ? 200 : 204).send();
    }),
  );

  app.post(
    '/api/verify-recaptcha/:token/:ip',
    route<{ token: string; ip: string }>(async (request, reply) => {
      const result = await verifyRecaptcha(deps.env, { token: request.params.token, action: 'submit', ip: request.params.ip });
      return reply.code(result.ok ? 200 : 204).send();
    }),
  );
}
