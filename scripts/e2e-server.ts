// The server Playwright starts: a fresh embedded PostgreSQL (migrated and seeded) in a new
// temporary folder, the built web app, on E2E_PORT. Removes the folder when it stops.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'erbil-e2e-'));
chmodSync(dir, 0o755); // reachable by the postgres OS user when we run as root
const port = process.env.E2E_PORT ?? '3100';
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    EMBEDDED_PG_DIR: path.join(dir, 'pg'),
    STORAGE_DIR: path.join(dir, 'storage'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
