import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestClient, type TestServer, withTestServer } from '../http.ts';
import { uniqueEmail } from '../accounts/helpers.ts';

/** validate-email tells drivers' addresses only, and spends forgot-password's per-IP budget. */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const validate = (client: TestClient, email: string) =>
  client.fetch('/api/validate-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
const FORGOT = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent } }`;

describe('POST /api/validate-email', () => {
  it('answers staff addresses as it answers unknown ones; a driver’s is taken', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('taken') });
    const admin = await db.prisma.user.findFirstOrThrow({ where: { type: 'admin' } });
    const supplier = await db.prisma.user.findFirstOrThrow({ where: { type: 'supplier' } });
    expect((await validate(server.client(), driver.email)).status).toBe(204);
    expect((await validate(server.client(), uniqueEmail('unknown'))).status).toBe(200);
    expect((await validate(server.client(), admin.email)).status).toBe(200);
    expect((await validate(server.client(), supplier.email)).status).toBe(200);
  });

  it('shares one per-IP limit with forgot-password (10 in 15 minutes)', async () => {
    const client = server.client();
    for (let i = 0; i < 5; i++) expect((await validate(client, uniqueEmail('probe'))).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await client.gql(FORGOT, { input: { email: uniqueEmail('probe') } });
      expect(res.errors?.[0].extensions?.messageCode).toBe('EMAIL_NOT_REGISTERED');
    }
    const limited = await validate(client, uniqueEmail('probe'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS' });
    expect((await client.gql(FORGOT, { input: { email: uniqueEmail('probe') } })).status).toBe(429);
    // Another address is not affected.
    expect((await validate(server.client(), uniqueEmail('other'))).status).toBe(200);
  });
});
