import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadUserInputError, UnauthenticatedError } from '../errors.ts';
import { checkout } from '../services/checkout/checkout.ts';
import { requirePerson } from '../services/guards.ts';
import { parse } from './http.ts';

/**
 * `POST /api/checkout` in the reference platform's shape: `{booking: {car, pickupLocation,
 * dropOffLocation, from, to, <extras as booleans>, price, status, driver?, ...}, driver?,
 * additionalDriver?, payLater, licence?|license?}`, answering `{bookingId}`. The booking's price,
 * status, driver and supplier are never read: the server quotes, the session names the driver
 * (a driver id without a session is 401), and a guest's details come in `driver`. `payLater:
 * false` names the payment session the client opened first (`sessionId`, from
 * POST /api/create-checkout-session; `customerId` is the session's own and not read): its amount
 * and currency must equal the server's quote, else 400 PAYMENT_AMOUNT_MISMATCH, the session is
 * expired and nothing is booked; on a match the booking is a hold tied to that session
 * (docs/decisions/021).
 */
const flag = z.union([z.boolean(), z.literal('true').transform(() => true), z.literal('false').transform(() => false)]).nullish();
const id = z.string().max(100);

const Body = z.object({
  booking: z.object({
    car: id,
    pickupLocation: id,
    dropOffLocation: id,
    from: z.union([z.string().max(100), z.number()]),
    to: z.union([z.string().max(100), z.number()]),
    cancellation: flag,
    amendments: flag,
    theftProtection: flag,
    collisionDamageWaiver: flag,
    fullInsurance: flag,
    additionalDriver: flag,
    driver: z.unknown().optional(),
  }),
  driver: z.record(z.string(), z.unknown()).nullish(),
  additionalDriver: z.record(z.string(), z.unknown()).nullish(),
  payLater: flag,
  licence: z.string().max(200).nullish(),
  license: z.string().max(200).nullish(),
  acceptTerms: flag,
  currency: z.string().max(10).nullish(),
  sessionId: z.string().max(255).nullish(),
  customerId: z.string().max(255).nullish(),
  recaptchaToken: z.string().max(10_000).nullish(),
});

export function registerCheckoutRoutes(api: FastifyInstance): void {
  api.post('/api/checkout', async (request) => {
    requirePerson(request.ctx); // a partner key: 403 before the body is read
    const body = parse(Body, request.body);
    const { booking } = body;
    if (request.ctx.viewer?.kind !== 'user' && !body.driver && booking.driver !== undefined && booking.driver !== null && booking.driver !== '') {
      throw new UnauthenticatedError();
    }
    if (body.payLater !== true && !body.sessionId) {
      throw new BadUserInputError('Pay online needs the payment session (sessionId) opened by create-checkout-session.', { sessionId: 'PAYMENT_SESSION_REQUIRED' }, 'PAYMENT_SESSION_REQUIRED');
    }
    // A reference client asks for the Terms in its own form and sends no flag: absent means accepted
    // there; an explicit false is still refused (ADR 021).
    const driver = body.driver ? { ...body.driver, acceptTerms: body.driver.acceptTerms ?? body.acceptTerms ?? true } : null;
    const driverLicence = typeof body.driver?.license === 'string' ? body.driver.license : typeof body.driver?.licence === 'string' ? body.driver.licence : null;
    const result = await checkout(request.ctx, {
      carId: booking.car,
      pickupLocationId: booking.pickupLocation,
      dropoffLocationId: booking.dropOffLocation,
      from: booking.from,
      to: booking.to,
      extras: {
        cancellation: booking.cancellation,
        amendments: booking.amendments,
        theftProtection: booking.theftProtection,
        collisionDamageWaiver: booking.collisionDamageWaiver,
        fullInsurance: booking.fullInsurance,
        additionalDriver: booking.additionalDriver,
      },
      driver,
      additionalDriver: body.additionalDriver,
      licence: body.licence ?? body.license ?? driverLicence,
      currency: body.currency,
      recaptchaToken: body.recaptchaToken,
      paymentOption: body.payLater === true ? 'payLater' : 'payOnline',
      paymentSessionId: body.payLater === true ? null : body.sessionId,
    });
    return { bookingId: result.bookingId };
  });
}
