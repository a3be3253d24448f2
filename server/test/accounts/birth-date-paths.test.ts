import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { SIGN_UP, signUpInput, uniqueEmail } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * One birth-date reading on every path (issue 23 point 8, docs/decisions/031): a date, or an ISO
 * instant read as its date in Erbil time. `1990-05-14T22:00:00.000Z` is midnight of 15 May in a
 * UTC+2 browser: 15 May on sign-up and profile changes, through GraphQL and REST alike (REST
 * sign-up used to keep the UTC date part, 14 May). Checkout's guest and additional driver are in
 * server/test/rest/reference-client.test.ts and the shared unit tests.
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const INSTANT = '1990-05-14T22:00:00.000Z';
const stored = async (email: string) => (await db.prisma.user.findUniqueOrThrow({ where: { email } })).birthDate?.toISOString().slice(0, 10);
const UPDATE = graphql(`mutation BirthDateUpdate($input: UpdateProfileInput!) { updateProfile(input: $input) { user { birthDate } } }`);

describe('a birth date sent as an instant', () => {
  it('is read as its Erbil date by sign-up, GraphQL and REST', async () => {
    const viaGraphql = signUpInput({ email: uniqueEmail('bdgql'), birthDate: INSTANT });
    expect((await server.gql(SIGN_UP, { input: viaGraphql })).errors).toBeUndefined();
    expect(await stored(viaGraphql.email.toLowerCase())).toBe('1990-05-15');

    const email = uniqueEmail('bdrest');
    const res = await server.client().fetch('/api/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', fullName: 'Hana Aziz', phone: '07501234567', birthDate: INSTANT, language: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(await stored(email.toLowerCase())).toBe('1990-05-15');
  });

  it('is read as its Erbil date by updateProfile and POST /api/update-user; unreadable is INVALID_DATE and changes nothing', async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('bdprofile') });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
    const gql = await server.gql(UPDATE, { input: { birthDate: '1991-01-01T21:00:00.000Z' } }, { cookie });
    expect(gql.data!.updateProfile.user.birthDate).toBe('1991-01-02');

    const rest = await server.client().fetch('/api/update-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ _id: user.id, fullName: user.fullName, phone: '+9647501234567', birthDate: INSTANT, bio: '', location: '' }),
    });
    expect(rest.status).toBe(200);
    expect(await stored(user.email)).toBe('1990-05-15');

    const bad = await server.gql(UPDATE, { input: { birthDate: '1990-02-30T10:00:00Z' } }, { cookie });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { birthDate: 'INVALID_DATE' } });
    expect(await stored(user.email)).toBe('1990-05-15');
  });
});
