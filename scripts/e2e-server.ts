// The world Playwright tests run in: a fresh PostgreSQL (embedded, durability off) in a new
// temporary folder, a real SMTP server and an exchange-rate provider (the test stand-ins, so
// nothing reaches the internet), then the real server on E2E_PORT, built web app included,
// wired to them. The tests find the database and the received mail through a small JSON file
// and a mailbox endpoint (see e2e/harness.ts).
// Removes everything when it stops.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded.ts';
import { ensureDatabase } from '../server/src/db/migrate.ts';
import { startSmtpStandin } from '../server/test/standins/smtp.ts';
import { startExchangeRateStandin } from '../server/test/standins/exchangeRates.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const mailboxPort = port + 1;
const dir = mkdtempSync(path.join(os.tmpdir(), 'erbil-e2e-'));
chmodSync(dir, 0o755); // reachable by the postgres OS user when we run as root

const cluster = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), fast: true });
await ensureDatabase(cluster.adminUrl, 'erbil_e2e');
const databaseUrl = cluster.urlFor('erbil_e2e');
const smtp = await startSmtpStandin();
// Fixed rates, so prices in EUR, GBP and IQD are known to the tests (e2e/currency.spec.ts, journey.spec.ts).
const rates = await startExchangeRateStandin({ shape: 'frankfurter', rates: { EUR: 0.9234, GBP: 0.7891, IQD: 1478.25 } });

// GET /messages: every message the SMTP stand-in received, newest last.
const mailbox = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(req.url?.startsWith('/messages') ? smtp.messages.map(({ to, subject, text, html, envelope }) => ({ to, subject, text, html, envelope })) : []));
});
await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));
writeFileSync(
  path.join(os.tmpdir(), `erbil-e2e-${port}.json`),
  JSON.stringify({ databaseUrl, mailboxUrl: `http://127.0.0.1:${mailboxPort}/messages` }),
);

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Erbil Car Rental <no-reply@erbil-rental.test>',
    EXCHANGE_RATE_PROVIDERS: rates.template,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    STORAGE_DIR: path.join(dir, 'storage'),
    // Tests play many drivers from one machine: each names its address in X-Forwarded-For (e2e/harness.ts).
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', async (code) => {
  mailbox.close();
  await smtp.close();
  await rates.close();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
