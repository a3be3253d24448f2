import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadUserInputError, NotFoundError } from '../errors.ts';
import { requestBookingCancellation } from '../services/bookings/driverBookings.ts';
import { parse, text } from './http.ts';

/**
 * Bookings paths of the REST shim (issue 13 point 6). `POST /api/cancel-booking/{id}` (no body):
 * the driver's cancel request, as GraphQL requestBookingCancellation. 200 when requested (or
 * already requested); 404 for an unknown id and another's booking alike; 400
 * BOOKING_NOT_CANCELLABLE when it can no longer be cancelled.
 */
const IdParams = z.object({ id: text(100) });

export function registerBookingRoutes(api: FastifyInstance): void {
  api.post('/api/cancel-booking/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const [result] = await requestBookingCancellation(request.ctx, { ids: [id] });
    if (result.skipped === 'NOT_FOUND') throw new NotFoundError('No such booking.');
    if (result.skipped === 'NOT_CANCELLABLE') throw new BadUserInputError('This booking can no longer be cancelled.', {}, 'BOOKING_NOT_CANCELLABLE');
    return reply.code(200).send();
  });
}
