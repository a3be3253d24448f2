import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * SIGTERM (a deploy, a scale-in) must not cut a driver's request: the server stops taking new
 * connections, finishes what is in flight, closes the database and exits 0.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        SEED: 'never',
        STORAGE_DIR: inject('storageDir'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    // Wait until ready.
    for (let i = 0; i < 100 && !output.includes('is ready at'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('is ready at');

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
    expect(output).toContain('shutdown complete');

    // Nothing listens any more.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
