import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';
import { killChildServers, startChildServer } from '../childServer.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * SIGTERM (a deploy, a scale-in) must not cut a driver's request: the server stops taking new
 * connections, finishes what is in flight, closes the database and exits 0.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(killChildServers);
afterAll(() => db?.drop());

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const { child, exited, output } = await startChildServer({ databaseUrl: db.url, port });

    // A request whose body is still arriving when SIGTERM lands: it is in flight for sure.
    const body = JSON.stringify({ query: '{ suppliers { name } }' });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });

    const { status, text } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.suppliers.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(output()).toContain('shutdown complete');

    // Nothing listens any more.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
