import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, inject } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/services/accounts/apiKeys.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/** Partners read public data with an API key; keys are stored hashed and rate limited. */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made), { env: { API_KEY_RATE_LIMIT: '5' } });

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('read public data; only a hash is stored', async () => {
    const { key, id } = await createApiKey(db.prisma, 'Kurdistan Travel Hub');
    const res = await server.gql(graphql(`query AccountApiKeysOp1 { suppliers { name } }`), {}, bearer(key));
    expect(res.errors).toBeUndefined();
    expect(res.data!.suppliers.length).toBeGreaterThan(0);
    const row = await db.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.keyHash).not.toContain(key);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('cannot change anything or act as a user', async () => {
    const { key } = await createApiKey(db.prisma, 'Read only');
    const mutation = await server.gql(graphql(`mutation AccountApiKeysOp2 { signOut { signedOut } }`), {}, bearer(key));
    expect(mutation.status).toBe(403);
    expect(mutation.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const me = await server.gql(graphql(`query AccountApiKeysOp3 { me { id } }`), {}, bearer(key));
    expect(me.data!.me).toBeNull();
  });

  it('refuses an unknown or revoked key with UNAUTHENTICATED', async () => {
    const { key, id } = await createApiKey(db.prisma, 'Soon revoked');
    await revokeApiKey(db.prisma, id);
    for (const value of [key, 'erk_made-up', 'garbage']) {
      const res = await server.gql(graphql(`query AccountApiKeysOp4 { suppliers { name } }`), {}, bearer(value));
      expect(res.status, value).toBe(401);
      expect(res.errors?.[0].extensions?.code, value).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    }
  });

  it('limits each key separately (here 5 a minute)', async () => {
    const a = await createApiKey(db.prisma, 'Busy partner');
    const b = await createApiKey(db.prisma, 'Quiet partner');
    for (let i = 0; i < 5; i++) expect((await server.gql(graphql(`query AccountApiKeysOp5 { suppliers { id } }`), {}, bearer(a.key))).status).toBe(200);
    const limited = await server.gql(graphql(`query AccountApiKeysOp6 { suppliers { id } }`), {}, bearer(a.key));
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await server.gql(graphql(`query AccountApiKeysOp7 { suppliers { id } }`), {}, bearer(b.key))).status).toBe(200);
  });

  it('are created, listed and revoked with the npm script', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/api-keys.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: db.url, STORAGE_DIR: inject('storageDir') },
      });
    const created = await run('create', 'Script partner');
    const key = /Key \(shown once, store it now\): (erk_\S+)/.exec(created.stdout)![1];
    expect((await server.gql(graphql(`query AccountApiKeysOp8 { suppliers { id } }`), {}, bearer(key))).status).toBe(200);
    expect((await run('list')).stdout).toMatch(/Script partner\s+created .* active/);
    await run('revoke', key.slice(0, 12));
    expect((await server.gql(graphql(`query AccountApiKeysOp9 { suppliers { id } }`), {}, bearer(key))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
