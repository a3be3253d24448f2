import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookingIdOfSession,
  checkCheckoutSession,
  createPaymentSession,
  deleteTempBooking,
} from '../services/payments/checkoutSessions.ts';
import { sessionCalendarFile } from '../services/payments/sessionBooking.ts';
import { parse, text } from './http.ts';

/**
 * The reference platform's payment paths (docs/decisions/021), over the same services as GraphQL's
 * checkout and checkoutSession:
 *
 * - `POST /api/create-checkout-session` `{amount, currency, locale, receiptEmail, name,
 *   description, customerName}` -> `{sessionId, customerId, clientSecret}`: a session not yet
 *   tied to a booking (Stripe's with a customer when configured, else a local test session with
 *   null customerId and clientSecret). POST /api/checkout then names it.
 * - `POST /api/check-checkout-session/{sessionId}`: 200 paid (the booking is paid now), 400 not
 *   paid (the hold is released), 204 unknown session.
 * - `GET /api/booking-id/{sessionId}`: the booking id as a JSON string, 204 when none.
 * - `DELETE /api/delete-temp-booking/{bookingId}/{sessionId}`: releases that hold when both ids
 *   match a hold; otherwise changes nothing. Always 200.
 * - `GET /api/checkout-session-calendar/{sessionId}`: the `.ics` file of the booking the session
 *   made, for the confirmation page's holder (a guest is not signed in): 404 whenever the session
 *   shows no booking (unknown, failed, cancelled, older than 7 days; docs/decisions/037).
 */
// text(): a NUL byte in a path id is refused (400) before it reaches PostgreSQL (it answered 500).
const SessionParams = z.object({ sessionId: text(255) });
const TempBookingParams = z.object({ bookingId: text(100), sessionId: text(255) });

export function registerPaymentRoutes(api: FastifyInstance): void {
  api.post('/api/create-checkout-session', async (request) => createPaymentSession(request.ctx, request.body));

  api.post('/api/check-checkout-session/:sessionId', async (request, reply) => {
    const { sessionId } = parse(SessionParams, request.params);
    const outcome = await checkCheckoutSession(request.ctx, { sessionId });
    return reply.code(outcome === 'paid' ? 200 : outcome === 'unpaid' ? 400 : 204).send();
  });

  api.get('/api/booking-id/:sessionId', async (request, reply) => {
    const { sessionId } = parse(SessionParams, request.params);
    const bookingId = await bookingIdOfSession(request.ctx, { sessionId });
    if (!bookingId) return reply.code(204).send();
    return reply.type('application/json').send(JSON.stringify(bookingId));
  });

  api.delete('/api/delete-temp-booking/:bookingId/:sessionId', async (request, reply) => {
    const { bookingId, sessionId } = parse(TempBookingParams, request.params);
    await deleteTempBooking(request.ctx, { bookingId, sessionId });
    return reply.code(200).send();
  });

  api.get('/api/checkout-session-calendar/:sessionId', async (request, reply) => {
    const { sessionId } = parse(SessionParams, request.params);
    const file = await sessionCalendarFile(request.ctx, { sessionId });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(file.content);
  });
}
