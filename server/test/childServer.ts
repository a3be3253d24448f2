import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { waitUntil } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ChildServer {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit signal, or the exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
}

const started = new Set<ChildProcess>();

/**
 * The real server (server/src/index.ts, as `npm run dev` loads it) in its own process on the test
 * database, for what only a separate process shows: signals (SIGTERM's graceful shutdown, SIGKILL's
 * lost memory) and restarts. Resolves once it says it is ready; fails with its output otherwise.
 */
export async function startChildServer(opts: { databaseUrl: string; port: number; env?: Record<string, string> }): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      SEED: 'never',
      STORAGE_DIR: inject('storageDir'),
      LOG_LEVEL: 'info',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      resolve(signal ?? code);
    }),
  );
  await waitUntil(() => output.includes('is ready at') || child.exitCode !== null, 'the server to start', 60_000);
  if (!output.includes('is ready at')) throw new Error(`the server did not start:\n${output}`);
  return { child, port: opts.port, exited, output: () => output };
}

/** SIGKILLs every child server still running (for afterEach/afterAll). */
export async function killChildServers(): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }),
  );
}
