// untyped on purpose: the authorization matrix sends every operation by name from a table of plain query strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { buildSchema, getDirectiveValues, type GraphQLDirective, type GraphQLField } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createContextFactory, recordingSessionCookie } from '../../src/context.ts';
import { parseEnv, ROOT_DIR } from '../../src/env.ts';
import * as accounts from '../../src/services/accounts/accounts.ts';
import { createRateLimits } from '../../src/services/accounts/rateLimits.ts';
import { createRefreshMemo } from '../../src/services/currency/exchangeRates.ts';
import { createApiKey, revokeApiKey } from '../../src/services/accounts/apiKeys.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { issueToken } from '../../src/services/accounts/tokens.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createBooking, createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, staffCookie, withTestServer, type TestServer } from '../http.ts';

/**
 * The authorization matrix: every /api route and every GraphQL root field, with who may call it,
 * checked with real requests through the real server. "Every new REST path and GraphQL operation
 * joins the fuzz test and the authorization matrix the day it is added": the first tests fail when
 * a route or field is missing from the tables below, or when a table names one that is gone.
 *
 * Access classes (the truth is in the services' guards, services/guards.ts, in schema.graphql's
 * directives and in http/apiKeys.ts):
 * - `public`:   anyone. Anonymous callers and signed-in drivers get the route's business answer.
 * - `signedIn`: any signed-in user (requireSignedIn / `@auth`); anonymous: 401 / UNAUTHENTICATED.
 * - `owner`:    a signed-in user acting on a user id in the path or body, which must be their own
 *               (requireOwner). Another driver's id answers 403/404 and reveals nothing
 *               (product-decisions: "Path ids of other users answer 403/404, never their data").
 * - `driver`:   `@auth(types: [driver])`: signed-in drivers only; staff get FORBIDDEN.
 * `keyRead`: a partner API key may call it (reads: GET, READ_ONLY_POSTS, GraphQL queries); any other
 * request with a key answers 403 (REST) / FORBIDDEN (GraphQL). A bad or revoked key answers 401.
 *
 * Callers: anonymous; driver A (signed in through GraphQL signIn); driver A aimed at driver B's id;
 * staff (an admin's session); a partner key, also on the path spelled as the router matches it
 * (`/%61pi/...`, `/API/...`); a revoked and a made-up key. B's rows (user, tokens, sessions,
 * identities, mail, rate-limit counters) are compared before and after every entry, and no answer
 * to anyone but B holds B's email or name.
 */

type Access = 'public' | 'signedIn' | 'owner' | 'driver' | 'staff';

/** The user a request is aimed at: driver A himself, or (cross-user) driver B. */
interface Target {
  id: string;
  email: string;
  password: string;
}

interface RestRequest {
  path: string;
  body?: unknown;
  /** Headers the route itself needs (a Stripe signature over the JSON body). */
  headers?: Record<string, string>;
}

interface RestEntry {
  access: Exclude<Access, 'driver'>;
  keyRead: boolean;
  /** The request; owner routes put the target's id where the user id goes. */
  request: (t: Target) => RestRequest;
  /** Statuses an allowed caller gets (the route's business answer). */
  ok: number[];
  /** Owner routes: the same aim at B with input the service would refuse: still 403/404, authorization first. */
  crossInvalid?: (t: Target) => RestRequest;
  /**
   * What `crossInvalid` answers when the shim's type-level parse (rest/http.ts: sizes, types)
   * refuses the input before the service's guard runs: a 400 that holds nothing of B's.
   */
  crossInvalidAnswers?: number[];
  /** Owner routes that answer with the owner's record: A's own answer must hold A's email. */
  showsOwner?: boolean;
  /** The call ends the caller's session: driver A makes it with a spare session. */
  endsSession?: boolean;
  /** Drivers only (the service's requireType, as GraphQL's `@auth(types: [driver])`): staff get 403. */
  driversOnly?: boolean;
}

interface GraphQLEntry {
  access: Exclude<Access, 'owner'>;
  keyRead: boolean;
  document: string;
  variables?: () => Record<string, unknown>;
  /** Error codes an allowed caller may get (business answers to the minimal input); none: data. */
  okCodes?: string[];
  endsSession?: boolean;
}

// ── Values the requests use

let seq = 0;
const unique = (what: string) => `authz.${what}.${Date.now().toString(36)}.${++seq}@example.com`;

/** 10:00 in Baghdad (07:00 UTC), some days ahead: a valid rental instant. */
function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}
const search = () => ({ pickupLocation: scenario.location.airport, from: inDays(10), to: inDays(13) });
const signUpFields = () => ({ fullName: 'Matrix Newcomer', email: unique('signup'), phone: '+964 750 123 4567', birthDate: '1990-05-14', password: 'secret123', language: 'en' });

/** Verified drivers that public, email-based routes aim at: each route its own (per-account limits). */
const bystanders = new Map<string, User>();
const bystander = (name: string) => bystanders.get(name)!.email;

/** Notifications written for A and B before the matrix runs (beforeAll), by user id; none for others. */
const notificationIds = new Map<string, string[]>();
const notificationIdsOf = (userId: string) => notificationIds.get(userId) ?? [];

// ── The REST table: every route registered under /api

const REST: Record<string, RestEntry> = {
  // Accounts (rest/accounts.ts, services/accounts/accounts.ts)
  'POST /api/sign-up': { access: 'public', keyRead: false, request: () => ({ path: '/api/sign-up', body: signUpFields() }), ok: [200] },
  // The emailed token is the credential: a bogus one for B answers 204 (not valid) and reveals nothing.
  'GET /api/check-token/:type/:userId/:email/:token': {
    access: 'public',
    keyRead: true,
    request: (t) => ({ path: `/api/check-token/activation/${t.id}/${encodeURIComponent(t.email)}/bogus-token` }),
    ok: [204],
  },
  'DELETE /api/delete-tokens/:userId': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/delete-tokens/${t.id}` }),
    ok: [200],
  },
  'POST /api/resend/:type/:email/:reset': {
    access: 'public',
    keyRead: false,
    // A verified account: nothing to resend (200, no change).
    request: () => ({ path: `/api/resend/user/${encodeURIComponent(bystander('resend'))}/false` }),
    ok: [200],
  },
  // A reset mail to a bystander's address (its own account, so B's rows stay as they were).
  'POST /api/forgot-password': { access: 'public', keyRead: false, request: () => ({ path: '/api/forgot-password', body: { email: bystander('forgot-password') } }), ok: [200] },
  // The token is the credential; B's id with a bogus token is refused like any bogus token.
  'POST /api/activate': { access: 'public', keyRead: false, request: (t) => ({ path: '/api/activate', body: { userId: t.id, token: 'bogus-token' } }), ok: [400] },
  'POST /api/validate-email': { access: 'public', keyRead: false, request: () => ({ path: '/api/validate-email', body: { email: unique('free') } }), ok: [200] },
  'POST /api/sign-in/frontend': {
    access: 'public',
    keyRead: false,
    // An unknown pair: the reference's 204 (a right pair would replace the caller's session).
    request: () => ({ path: '/api/sign-in/frontend', body: { email: unique('nobody'), password: 'Wrong123!' } }),
    ok: [204],
  },
  // The staff sign-in: an unknown pair answers 204 (a right pair would replace the caller's session).
  'POST /api/sign-in/backend': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/sign-in/backend', body: { email: unique('nobody'), password: 'Wrong123!' } }),
    ok: [204],
  },
  // No provider is configured in tests: a clear 400 for anyone allowed to try.
  'POST /api/social-sign-in': { access: 'public', keyRead: false, request: () => ({ path: '/api/social-sign-in', body: { socialSignInType: 'google', accessToken: 'x' } }), ok: [400] },
  'POST /api/sign-out': { access: 'public', keyRead: false, request: () => ({ path: '/api/sign-out' }), ok: [200], endsSession: true },
  'POST /api/validate-access-token': { access: 'signedIn', keyRead: false, request: () => ({ path: '/api/validate-access-token' }), ok: [200] },
  'POST /api/resend-link': { access: 'signedIn', keyRead: false, request: () => ({ path: '/api/resend-link' }), ok: [200] },
  'GET /api/user/:id': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/user/${t.id}` }), ok: [200], showsOwner: true },
  'POST /api/update-language': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: '/api/update-language', body: { id: t.id, language: 'fr' } }),
    crossInvalid: (t) => ({ path: '/api/update-language', body: { _id: t.id, language: 'zz' } }),
    ok: [200],
  },
  'GET /api/check-password/:userId/:password': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/check-password/${t.id}/${encodeURIComponent(t.password)}` }),
    // A NUL byte is refused by the path's parse (rest/http.ts text()), before the guard.
    crossInvalid: (t) => ({ path: `/api/check-password/${t.id}/bad%00password` }),
    crossInvalidAnswers: [400],
    ok: [200],
  },
  'POST /api/change-password': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: '/api/change-password', body: { _id: t.id, password: t.password, newPassword: 'Changed123!', confirmPassword: 'Changed123!' } }),
    crossInvalid: (t) => ({ path: '/api/change-password', body: { _id: t.id } }),
    ok: [200],
    driversOnly: true,
  },
  'GET /api/has-password/:userId': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/has-password/${t.id}` }), ok: [200] },
  // No bot check is configured in tests: every token passes (200).
  'POST /api/verify-recaptcha/:token/:ip': { access: 'public', keyRead: false, request: () => ({ path: '/api/verify-recaptcha/some-token/10.0.0.1' }), ok: [200, 204] },

  // Locations (rest/locations.ts)
  'GET /api/locations-with-position/:language': { access: 'public', keyRead: true, request: () => ({ path: '/api/locations-with-position/en' }), ok: [200] },
  'GET /api/locations/:page/:size/:language': { access: 'public', keyRead: true, request: () => ({ path: '/api/locations/1/5/en?s=a' }), ok: [200] },
  'GET /api/location/:id/:language': { access: 'public', keyRead: true, request: () => ({ path: `/api/location/${scenario.location.airport}/fr` }), ok: [200] },
  'GET /api/location-id/:name/:language': { access: 'public', keyRead: true, request: () => ({ path: '/api/location-id/Nowhere/en' }), ok: [204] },
  'GET /api/countries-with-locations/:language/:imageRequired/:minLocations': {
    access: 'public',
    keyRead: true,
    request: () => ({ path: '/api/countries-with-locations/en/false/1' }),
    ok: [200],
  },

  // Catalogue and search (rest/catalog.ts): the search POSTs are reads (READ_ONLY_POSTS)
  'POST /api/frontend-cars/:page/:size': { access: 'public', keyRead: true, request: () => ({ path: '/api/frontend-cars/1/5', body: search() }), ok: [200] },
  'POST /api/frontend-suppliers': { access: 'public', keyRead: true, request: () => ({ path: '/api/frontend-suppliers', body: search() }), ok: [200] },
  'GET /api/all-suppliers': { access: 'public', keyRead: true, request: () => ({ path: '/api/all-suppliers' }), ok: [200] },
  'GET /api/car/:id/:language': { access: 'public', keyRead: true, request: () => ({ path: `/api/car/${scenario.car.miniAtAirport.id}/en` }), ok: [200] },

  // Settings (rest/settings.ts)
  'GET /api/settings': { access: 'public', keyRead: true, request: () => ({ path: '/api/settings' }), ok: [200] },

  // Stripe (rest/stripe.ts): Stripe is the caller, the signature the credential. A signed event of a
  // type we do not apply is recorded (200); keys may not call it (it records and changes state).
  'POST /api/stripe/webhook': {
    access: 'public',
    keyRead: false,
    request: () => {
      const body = { id: `evt_matrix_${++seq}_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_matrix', object: 'customer' } } };
      return { path: '/api/stripe/webhook', body, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(body), secret: STRIPE_WEBHOOK_SECRET }) } };
    },
    ok: [200],
  },
  // Licences (rest/licences.ts, services/licences/licences.ts). Without a file the uploads answer
  // 'Please add an image.' (400) to those allowed; the guards run before the body is read.
  'POST /api/create-license': { access: 'public', keyRead: false, request: () => ({ path: '/api/create-license' }), ok: [400] },
  'POST /api/update-license/:id': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/update-license/${t.id}` }), ok: [400] },
  'POST /api/delete-license/:id': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/delete-license/${t.id}` }), ok: [200] },
  // The random name is the capability; an unknown one deletes nothing (200, as the reference).
  'POST /api/delete-temp-license/:name': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/delete-temp-license/00000000-0000-4000-8000-000000000000.png' }),
    ok: [200],
  },
  // Checkout, pay later (rest/checkout.ts): an unknown car is bad input to anyone allowed (test/checkout books).
  'POST /api/checkout': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/checkout', body: { booking: { car: 'unknown', pickupLocation: 'unknown', dropOffLocation: 'unknown', from: inDays(10), to: inDays(12) }, payLater: true } }),
    ok: [400],
  },
  // Payments (rest/payments.ts, services/payments/checkoutSessions.ts): the unguessable session id is
  // the capability; unknown ids answer as the reference does (204, or 200 changing nothing).
  'POST /api/create-checkout-session': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/create-checkout-session', body: { amount: 120.5, currency: 'usd', locale: 'en', receiptEmail: 'payer@example.com', name: 'Kia Picanto', description: 'Matrix', customerName: 'Matrix Payer' } }),
    ok: [200],
  },
  'POST /api/check-checkout-session/:sessionId': { access: 'public', keyRead: false, request: () => ({ path: '/api/check-checkout-session/test_unknown' }), ok: [204] },
  'GET /api/booking-id/:sessionId': { access: 'public', keyRead: true, request: () => ({ path: '/api/booking-id/test_unknown' }), ok: [204] },
  // The confirmation's calendar file: the session id is the key; an unknown one is 404 to anyone (test/payments/session-booking.test.ts).
  'GET /api/checkout-session-calendar/:sessionId': { access: 'public', keyRead: true, request: () => ({ path: '/api/checkout-session-calendar/booked_unknown' }), ok: [404] },
  'DELETE /api/delete-temp-booking/:bookingId/:sessionId': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/delete-temp-booking/00000000-0000-4000-8000-000000000000/test_unknown' }),
    ok: [200],
  },
  // Private serving: the owner, staff (admin; a supplier with a booking of that driver). Nobody here has one: 404.
  'GET /api/license/:id': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/license/${t.id}` }), ok: [404] },
  // Notifications (rest/notifications.ts, services/notifications): the path's user only; the body
  // names the target's own notifications (none for staff), so only the path decides.
  'GET /api/notification-counter/:userId': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/notification-counter/${t.id}` }), ok: [200] },
  'GET /api/notifications/:userId/:page/:size': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/notifications/${t.id}/1/30` }), ok: [200] },
  'POST /api/mark-notifications-as-read/:userId': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/mark-notifications-as-read/${t.id}`, body: { ids: notificationIdsOf(t.id) } }),
    // A's path with B's ids: B's notifications are not A's (404, nothing changed).
    crossInvalid: (t) => ({ path: `/api/mark-notifications-as-read/${driverA.id}`, body: { ids: notificationIdsOf(t.id) } }),
    ok: [200],
  },
  'POST /api/mark-notifications-as-unread/:userId': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/mark-notifications-as-unread/${t.id}`, body: { ids: notificationIdsOf(t.id) } }),
    crossInvalid: (t) => ({ path: `/api/mark-notifications-as-unread/${driverA.id}`, body: { ids: notificationIdsOf(t.id) } }),
    ok: [200],
  },
  'POST /api/delete-notifications/:userId': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/delete-notifications/${t.id}`, body: { ids: notificationIdsOf(t.id) } }),
    crossInvalid: (t) => ({ path: `/api/delete-notifications/${driverA.id}`, body: { ids: notificationIdsOf(t.id) } }),
    ok: [200],
  },
  // Settings (rest/profile.ts, services/accounts/profile.ts, avatar.ts): the body's `_id` or the path's id must be the caller's.
  'POST /api/update-user': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: '/api/update-user', body: { _id: t.id, fullName: 'Matrix Person', phone: '+964 750 123 4567', birthDate: '1990-05-14T21:00:00.000Z', location: 'Erbil', bio: 'Hi' } }),
    crossInvalid: (t) => ({ path: '/api/update-user', body: { _id: t.id, fullName: '', phone: 'bad', birthDate: '2020-01-01' } }),
    ok: [200],
  },
  'POST /api/update-email-notifications': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: '/api/update-email-notifications', body: { _id: t.id, enableEmailNotifications: true } }),
    ok: [200],
  },
  // A JSON request carries no file: 'Please add an image.' (400) to the owner; the guard runs before the body is read.
  'POST /api/update-avatar/:userId': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/update-avatar/${t.id}` }), ok: [400] },
  'POST /api/delete-avatar/:userId': { access: 'owner', keyRead: false, request: (t) => ({ path: `/api/delete-avatar/${t.id}` }), ok: [200] },
  // Bookings (rest/bookings.ts): aimed at the target's booking; A at B's gets 404, staff 403 (drivers' action).
  'POST /api/cancel-booking/:id': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/cancel-booking/${t.id === driverB.id ? bookingOfB.id : bookingOfA.id}` }),
    ok: [200],
    driversOnly: true,
  },
  // ── booking changes (rest/bookings.ts, services/bookings/bookingChanges.ts): aimed at the target's booking.
  // The list names the target in `user`: a driver still sees only their own (A's answer holds nothing of B's).
  'POST /api/bookings/:page/:size/:language': {
    access: 'signedIn',
    keyRead: false,
    request: (t) => ({ path: '/api/bookings/1/20/en', body: { suppliers: [], statuses: ['pending', 'paid', 'paidInFull'], user: t.id } }),
    ok: [200],
  },
  'GET /api/booking/:id/:language': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/booking/${t.id === driverB.id ? bookingOfB.id : bookingOfA.id}/fr` }),
    ok: [200],
  },
  'PUT /api/update-booking': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({
      path: '/api/update-booking',
      body: {
        booking: {
          _id: t.id === driverB.id ? bookingOfB.id : editableOfA.id,
          pickupLocation: scenario.location.airport,
          dropOffLocation: scenario.location.airport,
          from: inDays(200),
          to: inDays(202 + ++seq % 5),
          theftProtection: true,
        },
      },
    }),
    // Dates the service would refuse (drop-off before pick-up): B's booking is still not found.
    crossInvalid: (t) => ({ path: '/api/update-booking', body: { booking: { _id: t.id === driverB.id ? bookingOfB.id : editableOfA.id, pickupLocation: 'x', dropOffLocation: 'y', from: inDays(20), to: inDays(10) } } }),
    ok: [200],
    driversOnly: true,
  },
  'GET /api/booking-calendar/:id': {
    access: 'owner',
    keyRead: false,
    request: (t) => ({ path: `/api/booking-calendar/${t.id === driverB.id ? bookingOfB.id : bookingOfA.id}` }),
    ok: [200],
    driversOnly: true,
  },
  // ── places (rest/suppliers.ts)
  'GET /api/suppliers/:page/:size': { access: 'public', keyRead: true, request: () => ({ path: '/api/suppliers/1/30?s=' }), ok: [200] },
  // ── contact and newsletter (rest/contact.ts): anyone but a key; `to` is ignored (test/mail/contact-newsletter.test.ts).
  'POST /api/send-email': {
    access: 'public',
    keyRead: false,
    request: () => ({ path: '/api/send-email', body: { from: unique('contact'), to: 'someone@example.com', subject: 'Authz', message: 'Hello', isContactForm: true } }),
    ok: [200],
  },
  'POST /api/newsletter/subscribe': { access: 'public', keyRead: false, request: () => ({ path: '/api/newsletter/subscribe', body: { email: unique('newsletter') } }), ok: [200] },
  'POST /api/newsletter/unsubscribe': { access: 'public', keyRead: false, request: () => ({ path: '/api/newsletter/unsubscribe?token=bogus-token' }), ok: [400] },
};

// ── The GraphQL table: every root field of schema.graphql

const GRAPHQL: Record<string, GraphQLEntry> = {
  'query locations': { access: 'public', keyRead: true, document: '{ locations(language: "fr") { id name } }' },
  'query suppliers': { access: 'public', keyRead: true, document: '{ suppliers { id name } }' },
  // The car page's one query (issue 24 point 1), with the Car, Supplier and Location fields it added.
  'query car': {
    access: 'public',
    keyRead: true,
    document:
      'query($id: ID!, $o: CarOfferInput!) { car(id: $id) { id payLaterAllowed images { url } supplier { rating carCount } locations { address openingHours { opens } } offer(input: $o) { cancellationDeadline quote { total } } } }',
    variables: () => ({ id: scenario.car.miniAtAirport.id, o: { from: inDays(20), to: inDays(23) } }),
  },
  'query cars': { access: 'public', keyRead: true, document: '{ cars(first: 2) { totalCount } }' },
  'query searchCars': {
    access: 'public',
    keyRead: true,
    document: 'query($i: SearchCarsInput!) { searchCars(input: $i, first: 2) { totalCount } }',
    variables: () => ({ i: search() }),
  },
  'query quote': {
    access: 'public',
    keyRead: true,
    document: 'query($i: QuoteInput!) { quote(input: $i) { total } }',
    variables: () => ({ i: { carId: scenario.car.miniAtAirport.id, from: inDays(20), to: inDays(23) } }),
  },
  'query exchangeRates': { access: 'public', keyRead: true, document: '{ exchangeRates { base stale } }' },
  'query convertAmount': {
    access: 'public',
    keyRead: true,
    document: 'query($i: ConvertAmountInput!) { convertAmount(input: $i) { amount } }',
    variables: () => ({ i: { amount: '10', from: 'USD', to: 'USD' } }),
  },
  // Answers the caller's own record (null for anonymous callers and keys): checked below.
  'query me': { access: 'public', keyRead: true, document: '{ me { id email fullName } }' },
  'query authConfig': { access: 'public', keyRead: true, document: '{ authConfig { recaptchaSiteKey } }' },
  'query settings': { access: 'public', keyRead: true, document: '{ settings { timeZone } }' },

  'mutation signUp': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }',
    variables: () => ({ i: { ...signUpFields(), confirmPassword: 'secret123', acceptTerms: true } }),
  },
  'mutation activateAccount': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: ActivateAccountInput!) { activateAccount(input: $i) { user { id } } }',
    variables: () => ({ i: { token: 'bogus-token' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation resendActivation': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: ResendActivationInput!) { resendActivation(input: $i) { sent } }',
    variables: () => ({ i: { email: bystander('resendActivation') } }),
  },
  'mutation signIn': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }',
    variables: () => ({ i: { email: unique('nobody'), password: 'Wrong123!' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation signInStaff': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SignInInput!) { signInStaff(input: $i) { user { id } } }',
    variables: () => ({ i: { email: unique('nobody'), password: 'Wrong123!' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation socialSignIn': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id } } }',
    variables: () => ({ i: { provider: 'google', token: 'x' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation signOut': { access: 'public', keyRead: false, document: 'mutation { signOut { signedOut } }', endsSession: true },
  'mutation requestPasswordReset': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }',
    variables: () => ({ i: { email: bystander('requestPasswordReset') } }),
  },
  'mutation resetPassword': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }',
    // Refused on the (too short) password before any hashing: the token is the credential.
    variables: () => ({ i: { token: 'bogus-token', password: 'x', confirmPassword: 'x' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation changePassword': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { user { id } } }',
    // A wrong current password: past authorization, refused on the password (no argon2 hashing).
    variables: () => ({ i: { currentPassword: 'Not-the-password1', newPassword: 'Changed456!', confirmPassword: 'Changed456!' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation updateLanguage': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: UpdateLanguageInput!) { updateLanguage(input: $i) { user { id language } } }',
    variables: () => ({ i: { language: 'es' } }),
  },
  // An unknown car: bad input or not found to anyone allowed (the booking itself: test/checkout).
  'mutation checkout': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: CheckoutInput!) { checkout(input: $i) { bookingId status total } }',
    variables: () => ({ i: { carId: '00000000-0000-4000-8000-000000000000', pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport, from: inDays(10), to: inDays(12) } }),
    okCodes: ['BAD_USER_INPUT', 'NOT_FOUND'],
  },
  // The status page and the test payment page: an unknown session is NOT_FOUND to anyone (test/payments).
  'query checkoutSession': { access: 'public', keyRead: true, document: '{ checkoutSession(id: "test_unknown") { id state booking { id guestAccount { email } } } }', okCodes: ['NOT_FOUND'] },
  'mutation payTestSession': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: PayTestSessionInput!) { payTestSession(input: $i) { id state } }',
    variables: () => ({ i: { sessionId: 'test_unknown', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } }),
    okCodes: ['NOT_FOUND'],
  },
  // A JSON request carries no file: 'Please add an image.' to anyone allowed (the upload itself: test/licences).
  'mutation uploadLicence': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: UploadLicenceInput!) { uploadLicence(input: $i) { name temporary } }',
    variables: () => ({ i: {} }),
    okCodes: ['BAD_USER_INPUT'],
  },
  // Notifications (services/notifications): the caller's own only. The id calls name B's
  // notifications: NOT_FOUND to everyone else, nothing changed (issue 13 point 8).
  'query notifications': { access: 'signedIn', keyRead: false, document: '{ notifications(first: 5) { totalCount edges { node { id message } } } }' },
  'query unreadNotificationCount': { access: 'signedIn', keyRead: false, document: '{ unreadNotificationCount }' },
  'mutation markNotifications': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }',
    variables: () => ({ i: { ids: notificationIdsOf(driverB.id), read: true } }),
    okCodes: ['NOT_FOUND'],
  },
  'mutation markAllNotificationsRead': { access: 'signedIn', keyRead: false, document: 'mutation { markAllNotificationsRead { count unreadCount } }' },
  'mutation deleteNotifications': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }',
    variables: () => ({ i: { ids: notificationIdsOf(driverB.id) } }),
    okCodes: ['NOT_FOUND'],
  },
  'mutation deleteAllNotifications': { access: 'signedIn', keyRead: false, document: 'mutation { deleteAllNotifications { count unreadCount } }' },
  // ── staff (ADR 023): `@auth(types: [admin, supplier])`; drivers FORBIDDEN. An unknown booking is
  // NOT_FOUND to the admin (the moves themselves, and another supplier's booking: test/staff).
  'mutation setBookingStatus': {
    access: 'staff',
    keyRead: false,
    document: 'mutation($i: SetBookingStatusInput!) { setBookingStatus(input: $i) { change { from to } } }',
    variables: () => ({ i: { id: '00000000-0000-4000-8000-000000000000', status: 'cancelled' } }),
    okCodes: ['NOT_FOUND'],
  },
  'mutation finaliseCancellation': {
    access: 'staff',
    keyRead: false,
    document: 'mutation($i: FinaliseCancellationInput!) { finaliseCancellation(input: $i) { refundDue } }',
    variables: () => ({ i: { id: '00000000-0000-4000-8000-000000000000' } }),
    okCodes: ['NOT_FOUND'],
  },
  // The settings page (resolvers/Profile.ts; the operations themselves: test/profile). No ids: always the caller's own account.
  'mutation updateProfile': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id bio location } } }',
    variables: () => ({ i: { bio: 'Matrix bio', location: 'Erbil' } }),
  },
  // A JSON request carries no file: 'Please add an image.'.
  'mutation updateAvatar': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }',
    variables: () => ({ i: {} }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation deleteAvatar': { access: 'signedIn', keyRead: false, document: 'mutation { deleteAvatar { user { avatarUrl } } }' },
  'mutation updateEmailNotifications': {
    access: 'signedIn',
    keyRead: false,
    document: 'mutation($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }',
    variables: () => ({ i: { enabled: true } }),
  },
  // A wrong password: past authorization, refused on it (nothing mailed).
  'mutation requestEmailChange': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent } }',
    variables: () => ({ i: { email: unique('newaddress'), password: 'Not-the-password1' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  // The token is the credential: a bogus one is refused for anyone.
  'mutation confirmEmailChange': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }',
    variables: () => ({ i: { token: 'bogus-token' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  // Run with the caller's main session: it ends only the caller's other sessions (spares made by the table).
  'mutation signOutOtherSessions': { access: 'signedIn', keyRead: false, document: 'mutation { signOutOtherSessions { ended } }' },
  // A wrong password: past authorization, refused on it (the account stays).
  'mutation deleteAccount': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }',
    variables: () => ({ i: { password: 'Not-the-password1' } }),
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation deleteLicence': { access: 'signedIn', keyRead: false, document: 'mutation { deleteLicence { deleted } }' },
  // Bookings (services/bookings/driverBookings.ts): aimed at B's booking. A driver gets NOT_FOUND
  // (another's booking answers as an unknown one), staff (an admin) see it; the lists are scoped.
  // Searched by B's booking reference (issue 24 point 4): a driver finds nothing of B's.
  'query bookings': {
    access: 'signedIn',
    keyRead: false,
    document: 'query($filter: BookingFilter) { bookings(first: 5, filter: $filter) { edges { node { id reference status } } pageInfo { hasNextPage } } }',
    variables: () => ({ filter: { reference: bookingOfB.reference.toLowerCase() } }),
  },
  'query booking': {
    access: 'signedIn',
    keyRead: false,
    document: 'query($id: ID!) { booking(id: $id) { id status } }',
    variables: () => ({ id: bookingOfB.id }),
    okCodes: ['NOT_FOUND'],
  },
  // B's booking: skipped as not found for A, nothing of B's changes.
  'mutation deleteBookings': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($ids: [ID!]!) { deleteBookings(ids: $ids) { done skipped results { id skipped } } }',
    variables: () => ({ ids: [bookingOfB.id] }),
  },
  'mutation requestBookingCancellation': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($ids: [ID!]!) { requestBookingCancellation(ids: $ids) { done skipped results { id skipped } } }',
    variables: () => ({ ids: [bookingOfB.id] }),
  },
  // ── booking changes: aimed at B's booking (NOT_FOUND for A, nothing of B's changes); staff FORBIDDEN.
  'query bookingChangeQuote': {
    access: 'driver',
    keyRead: false,
    document: 'query($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { available currentTotal quote { total } } }',
    variables: () => ({ i: { id: bookingOfB.id, pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport, from: inDays(200), to: inDays(202) } }),
    okCodes: ['NOT_FOUND'],
  },
  'mutation updateBooking': {
    access: 'driver',
    keyRead: false,
    document: 'mutation($i: UpdateBookingInput!) { updateBooking(input: $i) { id from to price } }',
    variables: () => ({ i: { id: bookingOfB.id, pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport, from: inDays(200), to: inDays(202) } }),
    okCodes: ['NOT_FOUND'],
  },
  // ── places
  'query locationDirectory': {
    access: 'public',
    keyRead: true,
    document: '{ locationDirectory(language: "fr", page: 1) { totalCount countries { country { name } locations { name carCount } } } }',
  },
  // ── contact and newsletter (services/contact, services/newsletter): anyone but a key; a bogus link token is bad input.
  'mutation sendContactMessage': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SendContactMessageInput!) { sendContactMessage(input: $i) { sent } }',
    variables: () => ({ i: { email: unique('contact'), subject: 'Authz', message: 'Hello' } }),
  },
  'mutation subscribeNewsletter': {
    access: 'public',
    keyRead: false,
    document: 'mutation($i: SubscribeNewsletterInput!) { subscribeNewsletter(input: $i) { subscribed } }',
    variables: () => ({ i: { email: unique('newsletter') } }),
  },
  'mutation confirmNewsletterSubscription': {
    access: 'public',
    keyRead: false,
    document: 'mutation { confirmNewsletterSubscription(input: { token: "bogus-token" }) { done } }',
    okCodes: ['BAD_USER_INPUT'],
  },
  'mutation unsubscribeNewsletter': {
    access: 'public',
    keyRead: false,
    document: 'mutation { unsubscribeNewsletter(input: { token: "bogus-token" }) { done } }',
    okCodes: ['BAD_USER_INPUT'],
  },
};

// ── The server, the callers and the two drivers

let db: TestDatabase;
let server: TestServer;
/** Set so the webhook route is really there (without it, it answers 404). */
const STRIPE_WEBHOOK_SECRET = 'whsec_authz_matrix';
let driverA: User;
let driverB: User;
const PASSWORD_A = 'DriverA123!';
const PASSWORD_B = 'DriverB123!';
const PASSWORD_STAFF = 'Staff123!';
let cookieA = '';
let staff: User;
let cookieStaff = '';
/** A booking of driver B's, which the bookings fields are aimed at. */
let bookingOfB: { id: string; reference: string };
/** Driver A's booking, which A's own calls are aimed at. */
let bookingOfA: { id: string };
/** Driver A's booking that stays editable (bookingOfA gets a cancel request from cancel-booking). */
let editableOfA: { id: string };
let validKey = '';
let revokedKey = '';
const BAD_KEY = 'erk_made-up-key';

const targetA = (): Target => ({ id: driverA.id, email: driverA.email, password: PASSWORD_A });
const targetB = (): Target => ({ id: driverB.id, email: driverB.email, password: PASSWORD_B });

/** A session of driver A made directly (no argon2): A needs spares to sign out with. Staff sign in (staffCookie). */
async function sessionCookie(userId: string): Promise<string> {
  const { token } = await createSession(db.prisma, userId, { persistent: false });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Everything of B's a request could read or change: B's row, tokens, sessions, identities, mail,
 * and B's rate-limit counters (spending them would lock B out of his own account).
 */
async function fingerprintB(): Promise<string> {
  const { rows } = await db.query<{ fp: string }>(
    `SELECT md5(
       (SELECT coalesce(string_agg(md5(x::text), ''), '') FROM users x WHERE id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM tokens x WHERE user_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM sessions x WHERE user_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM user_identities x WHERE user_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM mail_outbox x WHERE to_address = $2::text) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM rate_limits x WHERE strpos(x.key, $1::text) > 0 OR strpos(lower(x.key), $2::text) > 0) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM notifications x WHERE user_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM bookings x WHERE driver_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM additional_drivers x JOIN bookings b ON b.id = x.booking_id WHERE b.driver_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM booking_changes x JOIN bookings b ON b.id = x.booking_id WHERE b.driver_id = $1::uuid)
     ) AS fp`,
    [driverB.id, driverB.email],
  );
  return rows[0].fp;
}

withTestServer((made) => ({ db, server } = made), { env: { STRIPE_WEBHOOK_SECRET } });
beforeAll(async () => {
  [driverA, driverB] = await Promise.all([
    createDriver(db.prisma, { email: unique('driver-a'), fullName: 'Avin Aziz', password: PASSWORD_A, verified: true }),
    createDriver(db.prisma, { email: unique('driver-b'), fullName: 'Bahar Barzani', password: PASSWORD_B, verified: true }),
  ]);
  for (const name of ['resend', 'forgot-password', 'resendActivation', 'requestPasswordReset']) bystanders.set(name, await createDriver(db.prisma, { email: unique(name), verified: true }));
  // B has something to lose: a pending reset link and a live session.
  await issueToken(db.prisma, driverB.id, 'passwordReset');
  await createSession(db.prisma, driverB.id, { persistent: true });
  // A and B have notifications, unread: marking or deleting B's would show in B's fingerprint.
  for (const user of [driverA, driverB]) {
    const rows = await db.prisma.notification.createManyAndReturn({
      data: [1, 2].map((n) => ({ userId: user.id, code: 'BOOKING_STATUS_CHANGED', values: { reference: `matrix-${n}`, status: 'paid' } })),
      select: { id: true },
    });
    notificationIds.set(user.id, rows.map((r) => r.id));
  }
  bookingOfB = await createBooking(db.prisma, { carId: scenario.car.miniAtAirport.id, driverId: driverB.id });
  bookingOfA = await createBooking(db.prisma, { carId: scenario.car.miniAtAirport.id, driverId: driverA.id });
  editableOfA = await createBooking(db.prisma, { carId: scenario.car.miniAtAirport.id, driverId: driverA.id });
  staff = await createAdmin(db.prisma, { email: unique('staff'), password: PASSWORD_STAFF });
  cookieStaff = await staffCookie(server, staff.email, PASSWORD_STAFF);
  validKey = (await createApiKey(db.prisma, 'Matrix partner')).key;
  const revoked = await createApiKey(db.prisma, 'Matrix revoked partner');
  await revokeApiKey(db.prisma, revoked.id);
  revokedKey = revoked.key;

  // Driver A signs in the way a browser does.
  const client = server.client();
  const signIn = await client.gql('mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', { i: { email: driverA.email, password: PASSWORD_A } });
  expect(signIn.errors).toBeUndefined();
  cookieA = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  expect(cookieA).toContain(SESSION_COOKIE);
}, 60_000);

// ── Requests

interface Answer {
  status: number;
  text: string;
}

type Caller = { label: string; headers: Record<string, string> };
const anonymous = (): Caller => ({ label: 'anonymous', headers: {} });
const withKey = (label: string, key: string): Caller => ({ label, headers: { authorization: `Bearer ${key}` } });
const withCookie = (label: string, cookie: string): Caller => ({ label, headers: { cookie } });

async function rest(method: string, req: RestRequest, caller: Caller): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), ...req.headers, ...caller.headers };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${req.path}`, { method, headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) });
  return { status: res.status, text: await res.text() };
}

interface GqlAnswer extends Answer {
  codes: string[];
  data: Record<string, any> | null | undefined;
}

async function gql(entry: GraphQLEntry, caller: Caller): Promise<GqlAnswer> {
  const res = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...caller.headers },
    body: JSON.stringify({ query: entry.document, variables: entry.variables?.() ?? {} }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, text, data: body.data, codes: (body.errors ?? []).map((e) => String(e.extensions?.code)) };
}

const show = (a: Answer) => `${a.status} ${a.text.slice(0, 300)}`;

/** Nothing of B's in an answer to someone else. */
function expectNothingOfB(label: string, a: Answer) {
  expect(a.text.includes(driverB.email), `${label} revealed B's email: ${show(a)}`).toBe(false);
  expect(a.text.includes(driverB.fullName), `${label} revealed B's name: ${show(a)}`).toBe(false);
}

/** A caller refused outright: 403 FORBIDDEN (a key on a route it may not use, staff on a drivers' route). */
function expectForbidden(label: string, a: Answer) {
  expect(a.status, `${label}: ${show(a)}`).toBe(403);
  expect(JSON.parse(a.text).error, `${label}: ${show(a)}`).toBe('FORBIDDEN');
}
function expectBadKey(label: string, a: Answer) {
  expect(a.status, `${label}: ${show(a)}`).toBe(401);
  expect(a.text, label).toContain('UNAUTHENTICATED');
}

// ── Completeness: the tables name exactly what exists

function registeredRestRoutes(): string[] {
  // The app's own record of its routes, as the fuzz test reads it (server/test/fuzz/api-fuzz.test.ts).
  const routes = new Set<string>();
  for (const { method, url } of server.app.registeredRoutes) {
    if (url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${url}`);
  }
  return [...routes].sort();
}

const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
function rootFields(): { key: string; field: GraphQLField<unknown, unknown> }[] {
  return (['query', 'mutation'] as const).flatMap((kind) =>
    Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) => ({ key: `${kind} ${field.name}`, field })),
  );
}

/** What schema.graphql declares for a root field, in the matrix's classes. */
function declaredAccess(field: GraphQLField<unknown, unknown>): Access | 'undeclared' {
  const directive = (name: string) => schema.getDirective(name) as GraphQLDirective;
  if (field.astNode && getDirectiveValues(directive('public'), field.astNode)) return 'public';
  const auth = field.astNode ? (getDirectiveValues(directive('auth'), field.astNode) as { types?: string[] } | undefined) : undefined;
  if (!auth) return 'undeclared';
  if (!auth.types?.length) return 'signedIn';
  if (auth.types.length === 1 && auth.types[0] === 'driver') return 'driver';
  if (auth.types.length === 2 && auth.types.includes('admin') && auth.types.includes('supplier')) return 'staff';
  return 'undeclared';
}

describe('authorization matrix: the tables name every route and root field', () => {
  it('every /api route is in the REST table, and the table names no route that is gone', () => {
    const registered = registeredRestRoutes();
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter((r) => !(r in REST));
    const gone = Object.keys(REST).filter((r) => !registered.includes(r));
    expect(missing, 'routes to add to the authorization matrix').toEqual([]);
    expect(gone, 'routes the matrix names that no longer exist').toEqual([]);
  });

  it('every Query and Mutation field is in the GraphQL table, and the table names no field that is gone', () => {
    const fields = rootFields().map((f) => f.key);
    const missing = fields.filter((f) => !(f in GRAPHQL));
    const gone = Object.keys(GRAPHQL).filter((f) => !fields.includes(f));
    expect(missing, 'root fields to add to the authorization matrix').toEqual([]);
    expect(gone, 'root fields the matrix names that no longer exist').toEqual([]);
  });

  it("the GraphQL table agrees with schema.graphql's @public / @auth, and keys read queries only", () => {
    for (const { key, field } of rootFields()) {
      const entry = GRAPHQL[key];
      if (!entry) continue;
      expect(`${key}: ${declaredAccess(field)}`).toBe(`${key}: ${entry.access}`);
      expect(`${key}: keyRead ${entry.keyRead}`).toBe(`${key}: keyRead ${key.startsWith('query ') && entry.access === 'public'}`);
    }
  });
});

// ── The REST routes, each as every caller

describe('authorization matrix: REST', () => {
  for (const [route, entry] of Object.entries(REST)) {
    const method = route.split(' ')[0];
    it(`${route}: ${entry.access}${entry.keyRead ? ', keys read' : ''}`, async () => {
      const before = await fingerprintB();
      // Refused callers are aimed at B: whatever they get, it holds nothing of B's.
      const atB = entry.request(targetB());

      const anon = await rest(method, atB, anonymous());
      if (entry.access === 'public') expect(entry.ok, `anonymous: ${show(anon)}`).toContain(anon.status);
      else {
        expect(anon.status, `anonymous: ${show(anon)}`).toBe(401);
        expect(JSON.parse(anon.text).error).toBe('UNAUTHENTICATED');
      }
      if (entry.access !== 'public') expectNothingOfB('anonymous', anon);

      for (const [label, key] of [['revoked key', revokedKey], ['bad key', BAD_KEY]] as const) {
        const a = await rest(method, atB, withKey(label, key));
        expectBadKey(label, a);
        expectNothingOfB(label, a);
      }

      // The path as written, and spelled as the router also matches it (an encoded letter once took
      // `/%61pi/sign-up` past the key guard: a key signed a driver up).
      const spellings = [atB.path, `/%61pi${atB.path.slice(4)}`, `/API${atB.path.slice(4)}`];
      for (const spelling of spellings) {
        const label = `partner key on ${spelling.slice(0, 40)}`;
        const keyed = await rest(method, { ...atB, path: spelling }, withKey(label, validKey));
        if (entry.keyRead) expect(entry.ok, `${label}: ${show(keyed)}`).toContain(keyed.status);
        else expectForbidden(label, keyed);
        if (entry.access !== 'public') expectNothingOfB(label, keyed);
      }
      expectBadKey('bad key, encoded path', await rest(method, { ...atB, path: spellings[1] }, withKey('bad key', BAD_KEY)));

      if (entry.access === 'owner') {
        const cross = await rest(method, atB, withCookie('driver A at B', cookieA));
        expect([403, 404], `driver A at B: ${show(cross)}`).toContain(cross.status);
        expect(['FORBIDDEN', 'NOT_FOUND']).toContain(JSON.parse(cross.text).error);
        expectNothingOfB('driver A at B', cross);
        if (entry.crossInvalid) {
          const invalid = await rest(method, entry.crossInvalid(targetB()), withCookie('driver A at B, invalid input', cookieA));
          expect(entry.crossInvalidAnswers ?? [403, 404], `driver A at B, invalid input: ${show(invalid)}`).toContain(invalid.status);
          expectNothingOfB('driver A at B, invalid input', invalid);
        }
      }
      expect(await fingerprintB(), `${route} changed B's rows`).toBe(before);

      // Staff (a signed-in admin) on their own behalf: allowed, unless the route is for drivers.
      if (entry.access !== 'public') {
        const staffBefore = await db.prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
        const own = await rest(method, entry.request({ id: staff.id, email: staff.email, password: PASSWORD_STAFF }), withCookie('staff', cookieStaff));
        if (entry.driversOnly) {
          expectForbidden('staff', own);
          expect(await db.prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).toEqual(staffBefore);
        } else expect(entry.ok, `staff: ${show(own)}`).toContain(own.status);
        expectNothingOfB('staff', own);
      }

      // Driver A on his own behalf: allowed.
      const cookie = entry.endsSession ? await sessionCookie(driverA.id) : cookieA;
      const own = await rest(method, entry.request(targetA()), withCookie('driver A', cookie));
      expect(entry.ok, `driver A: ${show(own)}`).toContain(own.status);
      if (entry.showsOwner) expect(own.text).toContain(driverA.email);
      expectNothingOfB('driver A', own);
      expect(await fingerprintB(), `${route} changed B's rows`).toBe(before);
    });
  }
});

// ── The GraphQL root fields, each as every caller

describe('authorization matrix: GraphQL', () => {
  const allowed = (entry: GraphQLEntry, label: string, a: GqlAnswer) => {
    expect(a.status, `${label}: ${show(a)}`).toBe(200);
    expect(a.codes.filter((c) => !(entry.okCodes ?? []).includes(c)), `${label}: ${show(a)}`).toEqual([]);
  };

  for (const [key, entry] of Object.entries(GRAPHQL)) {
    it(`${key}: ${entry.access}${entry.keyRead ? ', keys read' : ''}`, async () => {
      const before = await fingerprintB();

      const anon = await gql(entry, anonymous());
      if (entry.access === 'public') allowed(entry, 'anonymous', anon);
      else {
        expect(anon.codes, `anonymous: ${show(anon)}`).toEqual(['UNAUTHENTICATED']);
        expect(Object.values(anon.data ?? {}).filter((v) => v !== null)).toEqual([]);
      }
      expectNothingOfB('anonymous', anon);

      for (const [label, k] of [['revoked key', revokedKey], ['bad key', BAD_KEY]] as const) {
        const a = await gql(entry, withKey(label, k));
        expect(a.status, `${label}: ${show(a)}`).toBe(401);
        expect(a.codes, label).toEqual(['UNAUTHENTICATED']);
        expect(a.data ?? null, label).toBeNull();
      }

      const keyed = await gql(entry, withKey('partner key', validKey));
      if (entry.keyRead) allowed(entry, 'partner key', keyed);
      else {
        // Mutations are refused for the request as a whole (403, graphql/apollo.ts); an `@auth` query
        // field refuses a key itself (graphql/directives.ts): FORBIDDEN, no data, status 200.
        expect(key.startsWith('query ') ? [200, 403] : [403], `partner key: ${show(keyed)}`).toContain(keyed.status);
        // A mutation is refused as a whole (HTTP 403); an @auth query at its field (the directive's
        // FORBIDDEN, HTTP 200, data null).
        expect(keyed.status, `partner key: ${show(keyed)}`).toBe(key.startsWith('query ') ? 200 : 403);
        expect(keyed.codes, `partner key: ${show(keyed)}`).toEqual(['FORBIDDEN']);
        expect(keyed.data ?? null).toBeNull();
      }
      expectNothingOfB('partner key', keyed);

      // Staff (a signed-in admin): allowed unless the field is for drivers.
      const asStaff = await gql(entry, withCookie('staff', entry.endsSession ? await staffCookie(server, staff.email, PASSWORD_STAFF) : cookieStaff));
      if (entry.access === 'driver') expect(asStaff.codes, `staff: ${show(asStaff)}`).toEqual(['FORBIDDEN']);
      else allowed(entry, 'staff', asStaff);
      expectNothingOfB('staff', asStaff);

      const cookie = entry.endsSession ? await sessionCookie(driverA.id) : cookieA;
      const own = await gql(entry, withCookie('driver A', cookie));
      // Staff-only fields (ADR 023): a driver is refused outright.
      if (entry.access === 'staff') expect(own.codes, `driver A: ${show(own)}`).toEqual(['FORBIDDEN']);
      else allowed(entry, 'driver A', own);
      expectNothingOfB('driver A', own);
      expect(await fingerprintB(), `${key} changed B's rows`).toBe(before);

      if (key === 'query me') {
        // The one field that answers a user's record: the caller's own, nobody else's.
        expect(anon.data?.me).toBeNull();
        expect(keyed.data?.me).toBeNull();
        expect(own.data?.me).toMatchObject({ id: driverA.id, email: driverA.email });
      }
    });
  }

  it("driver A's main session survived the matrix (the checks above ran signed in)", async () => {
    const me = await gql(GRAPHQL['query me'], withCookie('driver A', cookieA));
    expect(me.data?.me?.id).toBe(driverA.id);
  });
});

// ── Past the HTTP guards: the services themselves refuse a key (services/guards.ts requirePerson)

describe('authorization matrix: services', () => {
  it('a partner key changes nothing through the public account services, whatever transport carried it', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    try {
      const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
      const build = createContextFactory({ env, db: db.prisma, limits: createRateLimits(pool), rateRefresh: createRefreshMemo() });
      const key = await db.prisma.apiKey.findFirstOrThrow({ where: { name: 'Matrix partner' } });
      const ctx = build({ viewer: { kind: 'partner', apiKeyId: key.id, name: key.name }, meta: { ip: randomIp() }, log: console, sessionCookie: recordingSessionCookie() });
      // Someone each call would act on, were it allowed: unverified, with live activation and reset links.
      const victim = await createDriver(db.prisma, { email: unique('victim'), password: PASSWORD_A, verified: false });
      const activation = await issueToken(db.prisma, victim.id, 'activation');
      const reset = await issueToken(db.prisma, victim.id, 'passwordReset');
      const counts = async () =>
        (await db.query(`SELECT (SELECT count(*) FROM users) u, (SELECT count(*) FROM tokens) t, (SELECT count(*) FROM sessions) s, (SELECT count(*) FROM mail_outbox) m, (SELECT count(*) FROM rate_limits) r`)).rows[0];
      const before = await counts();
      const victimBefore = await db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } });

      const calls: [string, () => Promise<unknown>][] = [
        ['signUp', () => accounts.signUp(ctx, { ...signUpFields(), confirmPassword: 'secret123', acceptTerms: true })],
        ['activateAccount', () => accounts.activateAccount(ctx, { token: activation, password: 'Taken123!' })],
        ['resendActivation', () => accounts.resendActivation(ctx, { email: victim.email })],
        ['signIn', () => accounts.signIn(ctx, { email: victim.email, password: PASSWORD_A })],
        ['signIn (staff)', () => accounts.signIn(ctx, { email: victim.email, password: PASSWORD_A }, 'backend')],
        ['socialSignIn', () => accounts.socialSignIn(ctx, { provider: 'google', token: 'x' })],
        ['requestPasswordReset', () => accounts.requestPasswordReset(ctx, { email: victim.email })],
        ['resetPassword', () => accounts.resetPassword(ctx, { token: reset, password: 'Taken123!', confirmPassword: 'Taken123!' })],
      ];
      for (const [name, call] of calls) {
        await expect(call(), name).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' } });
      }
      expect(await counts()).toEqual(before);
      expect(await db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).toEqual(victimBefore);
      expect(await db.prisma.token.count({ where: { userId: victim.id, usedAt: null } })).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
