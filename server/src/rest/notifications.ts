import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as notifications from '../services/notifications/notifications.ts';
import { PageParams, paged, parse, text } from './http.ts';

/**
 * Notification paths of the REST shim (product-decisions "Endpoints the spec leaves unnamed"), in
 * the reference platform's shapes. Each acts on the path's user, who must be the caller (another
 * user's id: 403, nothing read or changed). The unread count is derived from the notifications:
 * the reference's counter record is answered as `{ _id, user, count }` with the user's id as `_id`
 * (there is no counter row to have an id of its own).
 */

const UserIdParams = z.object({ userId: text(100) });
const PageOfUserParams = PageParams.extend({ userId: text(100) });
const IdsBody = z.object({
  ids: z.array(text(100), { error: 'ids must be a list of notification ids.' }).max(notifications.MAX_NOTIFICATION_IDS, `ids: at most ${notifications.MAX_NOTIFICATION_IDS} at a time.`),
});

export function registerNotificationRoutes(api: FastifyInstance): void {
  api.get('/api/notification-counter/:userId', async (request, reply) => {
    const { userId } = parse(UserIdParams, request.params);
    const count = await notifications.unreadNotificationCount(request.ctx, { userId });
    return reply.send({ _id: userId, user: userId, count });
  });

  api.get('/api/notifications/:userId/:page/:size', async (request, reply) => {
    const { userId, page, size } = parse(PageOfUserParams, request.params);
    const { rows, total } = await notifications.notificationPage(request.ctx, { userId, page, size });
    return reply.send(
      paged(
        rows.map((n) => ({
          _id: n.id,
          user: n.userId,
          message: n.message,
          ...(n.bookingId ? { booking: n.bookingId } : {}),
          isRead: n.isRead,
          createdAt: n.createdAt.toISOString(),
        })),
        total,
      ),
    );
  });

  for (const [path, read] of [
    ['/api/mark-notifications-as-read/:userId', true],
    ['/api/mark-notifications-as-unread/:userId', false],
  ] as const) {
    api.post(path, async (request, reply) => {
      const { userId } = parse(UserIdParams, request.params);
      const { ids } = parse(IdsBody, request.body);
      await notifications.markNotifications(request.ctx, { userId, ids, read });
      return reply.code(200).send();
    });
  }

  api.post('/api/delete-notifications/:userId', async (request, reply) => {
    const { userId } = parse(UserIdParams, request.params);
    const { ids } = parse(IdsBody, request.body);
    await notifications.deleteNotifications(request.ctx, { userId, ids });
    return reply.code(200).send();
  });
}
