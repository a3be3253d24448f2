import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AvatarTooLargeError, deleteAvatar, MAX_AVATAR_BYTES, updateAvatar } from '../services/accounts/avatar.ts';
import { updateEmailNotifications, updateProfile } from '../services/accounts/profile.ts';
import { requireOwner } from '../services/guards.ts';
import { acceptMultipart, readMultipartFile } from './multipart.ts';
import { flag, input, parse, sendError, text } from './http.ts';
import { logRefusal } from '../logger.ts';

/**
 * The settings paths of the reference platform's REST API (spec §7), in its shapes: the user id
 * in the body (`_id`) or the path must be the caller's (403 otherwise, nothing read or changed);
 * updates answer 200 with no body; the avatar upload (multipart field `image`) answers the stored
 * file name as a JSON string, served at /cdn/users/{name}. `POST /api/update-language` and
 * `GET /api/user/{id}` are in rest/accounts.ts. Bodies are parsed here for their types; the
 * services' shared schemas (shared/profile.ts) judge the values.
 */

// Generous type-level bounds: the services' schemas apply the product's field lengths.
const UpdateUserBody = z.object({
  _id: input(100),
  id: input(100),
  fullName: input(200),
  phone: input(50),
  birthDate: input(50),
  location: input(200),
  bio: input(1000),
});
const NotificationsBody = z.object({ _id: input(100), id: input(100), enableEmailNotifications: flag });
const UserIdParams = z.object({ userId: text(100) });

/** Absent stays absent (kept); null and '' clear (the service reads both as "no value"). */
const field = (body: Record<string, unknown>, key: string, parsed: string | undefined) => (parsed !== undefined ? parsed : body[key] === null ? null : undefined);

export async function registerProfileRoutes(api: FastifyInstance): Promise<void> {
  // This plugin's scope only: the avatar upload reads multipart.
  acceptMultipart(api);

  api.post('/api/update-user', async (request, reply) => {
    const b = parse(UpdateUserBody, request.body);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    await updateProfile(request.ctx, {
      userId: b._id ?? b.id ?? '',
      fullName: field(raw, 'fullName', b.fullName),
      phone: field(raw, 'phone', b.phone),
      // A date or a serialised Date: the service reads both (shared/birthDate.ts).
      birthDate: field(raw, 'birthDate', b.birthDate),
      bio: field(raw, 'bio', b.bio),
      location: field(raw, 'location', b.location),
    });
    return reply.code(200).send();
  });

  api.post('/api/update-email-notifications', async (request, reply) => {
    const b = parse(NotificationsBody, request.body);
    await updateEmailNotifications(request.ctx, { userId: b._id ?? b.id ?? '', enabled: b.enableEmailNotifications });
    return reply.code(200).send();
  });

  /** Too large: 413 with the service's message (GraphQL answers it BAD_USER_INPUT), as the licence uploads. */
  const refuse = (reply: FastifyReply, err: unknown) =>
    err instanceof AvatarTooLargeError
      ? (logRefusal(reply.request.log, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: err.message }), reply.code(413).send({ error: 'PAYLOAD_TOO_LARGE', message: err.message, messageCode: 'IMAGE_TOO_LARGE' }))
      : sendError(reply, err);

  api.post('/api/update-avatar/:userId', async (request, reply) => {
    try {
      const { userId } = parse(UserIdParams, request.params);
      // The guard runs before the body is read: another user's id never gets a byte stored.
      requireOwner(request.ctx, userId);
      const file = await readMultipartFile(request, 'image', MAX_AVATAR_BYTES);
      const user = await updateAvatar(request.ctx, { userId, file });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(user.avatar));
    } catch (err) {
      return refuse(reply, err);
    }
  });

  api.post('/api/delete-avatar/:userId', async (request, reply) => {
    const { userId } = parse(UserIdParams, request.params);
    await deleteAvatar(request.ctx, { userId });
    return reply.code(200).send();
  });
}
