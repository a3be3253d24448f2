import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';
import { findUnacceptableText, toAcceptableText, withAcceptableText } from '../../src/shared/characters.ts';

/**
 * One rule at the edge (docs/decisions/032): a string holding NUL or an unpaired surrogate, in any
 * part of any request, is refused with 400 before a handler runs, and nothing is written. Issue 23
 * point 3: a lone surrogate in a contact message's subject used to fail the outbox insert (500).
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const MESSAGE = 'The request holds a character that is not allowed (NUL or an unpaired surrogate).';
const LONE = 'a\ud800b';
const NUL = 'a\u0000b';
const SEND = 'mutation($i: SendContactMessageInput!) { sendContactMessage(input: $i) { sent } }';

const outboxCount = () => db.prisma.mailOutbox.count();
const contact = (subject: string) => ({ from: 'visitor@example.com', to: 'desk@example.com', subject, message: 'Hello there', isContactForm: true });

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', randomIp());
  const res = await fetch(`${server.baseUrl}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as Record<string, any>) : undefined };
}
const postJson = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function expectRestRefusal(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.json).toEqual({ error: 'BAD_USER_INPUT', message: MESSAGE, messageCode: 'INVALID_CHARACTERS', fieldErrors: { [field]: 'INVALID_CHARACTERS' }, requestId: expect.any(String) });
}
function expectGraphQLRefusal(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.json).toEqual({ errors: [{ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT', messageCode: 'INVALID_CHARACTERS', fieldErrors: { [field]: 'INVALID_CHARACTERS' } } }] });
}

describe('the contact form (issue 23 point 3)', () => {
  it('a clean message is queued (the control: the refusals below would otherwise write a row)', async () => {
    const before = await outboxCount();
    expect((await postJson('/api/send-email', contact('Hello'))).status).toBe(200);
    expect((await postJson('/graphql', { query: SEND, variables: { i: { email: 'visitor@example.com', subject: 'Hello', message: 'Hi' } } })).status).toBe(200);
    expect(await outboxCount()).toBe(before + 2);
  });

  it.each([
    ['a lone surrogate', LONE],
    ['a NUL', NUL],
    ['a lone low surrogate', 'x\udc00'],
  ])('POST /api/send-email with %s in the subject: 400, nothing queued', async (_what, subject) => {
    const before = await outboxCount();
    expectRestRefusal(await postJson('/api/send-email', contact(subject)), 'subject');
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['a lone surrogate', LONE],
    ['a NUL', NUL],
  ])('GraphQL sendContactMessage with %s in the subject: 400 BAD_USER_INPUT, nothing queued', async (_what, subject) => {
    const before = await outboxCount();
    const res = await postJson('/graphql', { query: SEND, variables: { i: { email: 'visitor@example.com', subject, message: 'Hi' } } });
    expectGraphQLRefusal(res, 'subject');
    expect(await outboxCount()).toBe(before);
  });
});

describe('every part of a request', () => {
  it('a key, a nested value and a list item of a JSON body', async () => {
    // The field is named with the bad character replaced (never echoed back as sent).
    expectRestRefusal(await postJson('/api/send-email', { ...contact('Hi'), [`x${LONE}`]: 1 }), 'xa\ufffdb');
    expectRestRefusal(await postJson('/api/checkout', { driver: { fullName: NUL } }), 'driver.fullName');
    expectRestRefusal(await postJson('/api/checkout', { booking: { extras: ['ok', LONE] } }), 'booking.extras.1');
  });

  it('a form-encoded body (%00 decodes to NUL)', async () => {
    const res = await call('/api/send-email', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'from=visitor%40example.com&subject=a%00b&message=Hi' });
    expectRestRefusal(res, 'subject');
  });

  it('a query value or name, and a path parameter (%00)', async () => {
    expectRestRefusal(await call('/api/locations/1/30/en?s=erb%00'), 's');
    expectRestRefusal(await call('/api/location-id/Erbil%00/en'), 'name');
  });

  it('an invalid UTF-8 sequence (a percent-encoded lone surrogate) in a path is refused by the router; in a query it stays as sent', async () => {
    const path = await call('/api/location-id/a%ED%A0%80b/en');
    expect(path.status).toBe(400);
    expect(path.json).toMatchObject({ error: 'BAD_REQUEST', message: 'The path is not a valid URL.' });
    // fast-querystring keeps an undecodable value as its text: a search for it, answered normally.
    expect((await call('/api/locations/1/30/en?s=a%ED%A0%80b')).status).toBe(200);
  });

  it('GraphQL: variables and extensions in a POST and in a GET, and the document itself', async () => {
    expectGraphQLRefusal(await postJson('/graphql', { query: '{ settings { openingHour } }', extensions: { note: NUL } }), 'extensions.note');
    expectGraphQLRefusal(await postJson('/graphql', { query: 'query($a: String) { cars(first: 1, after: $a) { totalCount } }', variables: { a: LONE } }), 'a');
    expectGraphQLRefusal(await postJson('/graphql', { query: `{ settings { openingHour } } # ${LONE}` }), 'query');
    const variables = encodeURIComponent(JSON.stringify({ a: LONE }));
    const get = await call(`/graphql?query=${encodeURIComponent('query($a: String) { cars(first: 1, after: $a) { totalCount } }')}&variables=${variables}`, { headers: { 'apollo-require-preflight': 'true' } });
    expectGraphQLRefusal(get, 'a');
  });

  it('GraphQL multipart upload: the operations JSON is checked like a JSON body', async () => {
    const f = new FormData();
    f.append('operations', JSON.stringify({ query: 'mutation($i: UploadLicenceInput!, $n: String) { uploadLicence(input: $i) { fileName } }', variables: { i: { file: null }, n: LONE } }));
    f.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
    f.append('0', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'l.png');
    const before = await db.prisma.licenceDocument.count();
    const res = await call('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: f });
    expectGraphQLRefusal(res, 'n');
    expect(await db.prisma.licenceDocument.count()).toBe(before);
  });

  it('clean text of every script and emoji passes', async () => {
    const res = await postJson('/graphql', { query: 'query($a: String) { cars(first: 1, after: $a) { totalCount } }', variables: { a: 'هەولێر 🚗 Érbil' } });
    expect(res.status).not.toBe(400);
    expect(res.text).not.toContain('INVALID_CHARACTERS');
  });
});

describe('shared/characters', () => {
  it('finds the first bad string at any depth, keys included, without recursion', () => {
    expect(findUnacceptableText({ a: [1, { b: 'ok' }, { c: NUL }] })).toEqual(['a', 2, 'c']);
    expect(findUnacceptableText({ [LONE]: 1 })).toEqual([LONE]);
    expect(findUnacceptableText({ a: '🚗', b: ['x', null, true, 3] })).toBeNull();
    let deep: unknown = LONE;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnacceptableText(deep)).toHaveLength(200_000);
  });

  it('replaces NUL and unpaired surrogates with U+FFFD, keeping pairs', () => {
    expect(toAcceptableText('a\u0000b\ud800c\udc00🚗')).toBe('a\ufffdb\ufffdc\ufffd🚗');
    expect(withAcceptableText({ [`k${NUL}`]: [LONE, 1, null] })).toEqual({ 'ka\ufffdb': ['a\ufffdb', 1, null] });
  });
});
