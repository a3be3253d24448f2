// untyped on purpose: oversized and invalid input through GraphQL, sent as plain strings.
import { describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';
import { SIGN_UP, signUpInput, uniqueEmail } from '../accounts/helpers.ts';

/**
 * Bad input never reaches the database unchecked (issue 11, point 8): text with a NUL byte or
 * over the product's field lengths, and numbers beyond what SQL holds, answer a clear 400 (or a
 * GraphQL BAD_USER_INPUT) and change nothing; never a 500.
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const NUL = '\u0000';
const post = (path: string, body: unknown) => server.client().fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const restSignUp = (overrides: Record<string, unknown>) =>
  post('/api/sign-up', { email: uniqueEmail('limits'), password: 'secret123', fullName: 'Aram Salih', phone: '07501234567', birthDate: '1990-01-01', ...overrides });

function at(days: number): string {
  const d = new Date(inject('seedNow'));
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}
const criteria = { pickupLocation: scenario.location.airport, from: at(50), to: at(53) };

describe('text inputs', () => {
  it('REST sign-up refuses a NUL byte or an over-long field, field by field, and creates no account', async () => {
    const users = await db.prisma.user.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: `Aram${NUL}Salih` }, 'fullName', 'INVALID_CHARACTERS'],
      [{ fullName: 'A'.repeat(101) }, 'fullName', 'TOO_LONG'],
      [{ email: `aram${NUL}@example.com` }, 'email', 'INVALID_CHARACTERS'],
      [{ email: `${'a'.repeat(243)}@example.com` }, 'email', 'INVALID_EMAIL'],
      [{ phone: `0750${NUL}1234567` }, 'phone', 'INVALID_CHARACTERS'],
      [{ phone: '0'.repeat(21) }, 'phone', 'TOO_LONG'],
      [{ password: `secret${NUL}123` }, 'password', 'INVALID_CHARACTERS'],
      [{ password: 'p'.repeat(129) }, 'password', 'PASSWORD_TOO_LONG'],
      [{ password: 'p'.repeat(5) }, 'password', 'PASSWORD_TOO_SHORT'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await restSignUp(overrides);
      expect(res.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { [field]: code } });
    }
    const nul = await restSignUp({ fullName: `Aram${NUL}` });
    // The edge rule's answer (http/characters.ts, docs/decisions/032), before the handler runs.
    expect(await nul.json()).toMatchObject({ message: 'The request holds a character that is not allowed (NUL or an unpaired surrogate).', messageCode: 'INVALID_CHARACTERS' });
    // The limits themselves are allowed: 100 characters of name, 254 of email, 128 of password.
    const longest = await restSignUp({ fullName: 'A'.repeat(100), email: `${'a'.repeat(242)}@example.com`, password: 'p'.repeat(128) });
    expect(longest.status).toBe(200);
    expect(await db.prisma.user.count()).toBe(users + 1);
  });

  it('GraphQL refuses the same, with the same codes', async () => {
    const users = await db.prisma.user.count();
    const res = await server.gql(SIGN_UP, { input: signUpInput({ fullName: `Rebaz${NUL}Ahmed` }) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'INVALID_CHARACTERS' } });
    const long = await server.gql(SIGN_UP, { input: signUpInput({ fullName: 'R'.repeat(101) }) });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'TOO_LONG' } });
    const social = await server.gql(`mutation($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id } } }`, {
      i: { provider: 'google', token: 'x', fullName: `Rebaz${NUL}` },
    });
    expect(social.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'INVALID_CHARACTERS' } });
    expect(await db.prisma.user.count()).toBe(users);
  });

  it('sign-in, validate-email and path values with a NUL are refused at the edge as bad input, never 500', async () => {
    const signIn = await post('/api/sign-in/frontend', { email: `driver${NUL}@erbil-rental.test`, password: 'x' });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { email: 'INVALID_CHARACTERS' } });
    const gqlSignIn = await server.gql(`mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }`, { i: { email: `a${NUL}@b.co`, password: 'x' } });
    expect(gqlSignIn.status).toBe(400);
    expect(gqlSignIn.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: 'INVALID_CHARACTERS' } });
    expect((await post('/api/validate-email', { email: `new${NUL}@example.com` })).status).toBe(400);
    const path = await server.client().fetch('/api/location-id/Erbil%00/en');
    expect(path.status).toBe(400);
    expect(await path.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { name: 'INVALID_CHARACTERS' } });
    const cursor = Buffer.from(JSON.stringify([`a${NUL}`, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const cars = await server.gql(`query($after: String) { cars(first: 2, after: $after) { totalCount } }`, { after: cursor });
    expect(cars.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('numbers', () => {
  it('pages and sizes are bounded before SQL', async () => {
    const huge = await post('/api/frontend-cars/21474838/100', criteria);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: 'page must be at most 100000.' });
    for (const [page, size] of [['0', '10'], ['1', '101'], ['1', '0'], ['abc', '10'], ['1.5', '10'], ['1e400', '10']]) {
      expect((await post(`/api/frontend-cars/${page}/${size}`, criteria)).status, `${page}/${size}`).toBe(400);
    }
    expect((await server.client().fetch('/api/locations/99999999999/30/en')).status).toBe(400);
    expect((await server.client().fetch('/api/countries-with-locations/en/true/1e12')).status).toBe(400);
    // The last allowed page is simply empty.
    expect(await (await post('/api/frontend-cars/100000/100', criteria)).json()).toEqual([]);
  });

  it('filter amounts are bounded', async () => {
    for (const [field, value, message] of [
      ['deposit', 1e20, 'deposit must be at most 1000000000.'],
      ['rating', 6, 'rating must be at most 5.'],
      ['seats', 1e12, 'seats must be at most 60.'],
      ['deposit', '250', 'deposit must be a number.'],
    ] as const) {
      const res = await post('/api/frontend-cars/1/15', { ...criteria, [field]: value });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message });
    }
  });
});
