import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/lib/mail/outbox.ts';
import { MAX_ATTEMPTS, startMailWorker, type MailWorker, type MailWorkerOptions } from '../../src/lib/mail/worker.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startSmtpStandin, type SmtpStandin } from '../standins/smtp.ts';
import { waitUntil } from '../fixtures.ts';

/**
 * The outbox end to end: a service's transaction writes the mail, the worker delivers it over
 * real SMTP to a local stand-in, with retries, leases and no SMTP at all in development.
 */

const FROM = 'Erbil Car Rental <no-reply@erbil-rental.test>';
const LINK = 'https://rent.example.com/activate?token=t0k3n';

let db: TestDatabase;
let smtp: SmtpStandin;
const workers: MailWorker[] = [];

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object | string;
  msg?: string;
}
function memoryLog() {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object | string, msg?: string) => void entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

async function worker(opts: Partial<MailWorkerOptions> = {}): Promise<MailWorker> {
  const w = await startMailWorker({ databaseUrl: db.url, smtpUrl: smtp.url, mailFrom: FROM, log: memoryLog(), pollMs: 100, ...opts });
  workers.push(w);
  return w;
}

/**
 * A look at the outbox by `w` that began now, over (its sends done and recorded): resolves with
 * how many rows it claimed, fails naming `what` after `ms` (a claim stuck behind a lock).
 */
function sweep(w: MailWorker, what = 'a look at the outbox', ms = 5000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), ms);
  });
  return Promise.race([w.sweep(), late]).finally(() => clearTimeout(timer));
}

interface Row {
  id: string;
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  due_in_future: boolean;
}
async function row(id: string): Promise<Row> {
  const { rows } = await db.query<Row>('SELECT *, send_after > now() AS due_in_future FROM mail_outbox WHERE id = $1', [id]);
  return rows[0];
}

function activation(to: string, link = LINK) {
  return { to, template: 'activation' as const, language: 'en' as const, data: { fullName: 'Dilan Ahmed', link } };
}

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpStandin();
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});
beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  smtp.messages.length = 0;
  smtp.rejectNext(0);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe('enqueueMail in a transaction', () => {
  it('writes nothing and sends nothing when the transaction rolls back', async () => {
    await worker();
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueMail(tx, activation('rolled-back@example.com'));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect((await db.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(0);

    // A later committed mail goes out, so the worker was running all along: the first never will.
    await db.prisma.$transaction((tx) => enqueueMail(tx, activation('committed@example.com')));
    await smtp.waitFor((m) => m.to === 'committed@example.com');
    expect(smtp.messages.map((m) => m.to)).toEqual(['committed@example.com']);
  });

  it('is delivered over SMTP once committed, woken by NOTIFY (no polling needed)', async () => {
    // A poll every minute: delivery within seconds proves the LISTEN/NOTIFY wake-up.
    const w = await worker({ pollMs: 60_000 });
    await sweep(w); // the worker's start-up look at the outbox is over: only a NOTIFY can wake it now
    const { id } = await db.prisma.$transaction(async (tx) => {
      // ...the change that causes the mail would be written here, in the same transaction...
      return enqueueMail(tx, {
        to: 'lea@example.fr',
        template: 'passwordReset',
        language: 'fr',
        data: { fullName: 'Léa Martin', link: 'https://rent.example.com/reset?token=r3s3t' },
      });
    });
    const message = await smtp.waitFor((m) => m.to === 'lea@example.fr', 3000);
    expect(message.from).toBe('no-reply@erbil-rental.test');
    expect(message.headers.from).toContain('Erbil Car Rental');
    expect(message.envelope).toEqual({ from: 'no-reply@erbil-rental.test', to: ['lea@example.fr'] });
    expect(message.subject).toBe('Réinitialisez votre mot de passe Erbil Car Rental');
    expect(message.text).toContain('https://rent.example.com/reset?token=r3s3t');
    expect(message.text).toContain('Bonjour Léa Martin,');
    expect(message.html).toContain('href="https://rent.example.com/reset?token=r3s3t"');

    const r = await waitUntil(async () => {
      const current = await row(id);
      return current.status === 'sent' && current;
    }, 'the row to be marked sent');
    expect(r.attempts).toBe(1);
    expect(r.sent_at).toBeInstanceOf(Date);
    expect(r.last_error).toBeNull();
  });
});

describe('retries', () => {
  it('keeps the row pending with a backoff after a 451, then delivers it when due', async () => {
    smtp.rejectNext(1);
    const w = await worker();
    const { id } = await enqueueMail(db.prisma, activation('retry@example.com'));

    const failed = await waitUntil(async () => {
      const r = await row(id);
      return r.last_error !== null && r;
    }, 'the first attempt to fail');
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/451/);
    expect(failed.due_in_future).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    // Not retried before its time: a look at the outbox made after the failure claims nothing.
    expect(await sweep(w)).toBe(0);
    expect((await row(id)).attempts).toBe(1);
    expect(smtp.messages).toHaveLength(0);

    // Its time has come.
    await db.query('UPDATE mail_outbox SET send_after = now() WHERE id = $1', [id]);
    w.kick();
    const message = await smtp.waitFor((m) => m.to === 'retry@example.com');
    expect(message.text).toContain(LINK);
    const sent = await waitUntil(async () => {
      const r = await row(id);
      return r.status === 'sent' && r;
    }, 'the row to be marked sent');
    expect(sent.attempts).toBe(2);
    expect(sent.last_error).toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: the row is marked failed and kept`, async () => {
    smtp.rejectNext(1);
    const { id } = await enqueueMail(db.prisma, activation('doomed@example.com'));
    await db.query('UPDATE mail_outbox SET attempts = $2 WHERE id = $1', [id, MAX_ATTEMPTS - 1]);
    await worker();
    const r = await waitUntil(async () => {
      const current = await row(id);
      return current.status === 'failed' && current;
    }, 'the row to be marked failed');
    expect(r.attempts).toBe(MAX_ATTEMPTS);
    expect(r.last_error).toMatch(/451/);
  });
});

describe('leases and several workers', () => {
  it('does not send a row whose lease is still running (claimed by another instance)', async () => {
    const { id } = await enqueueMail(db.prisma, activation('leased@example.com'));
    // What a claim by an instance that is still sending (or died) looks like.
    await db.query(`UPDATE mail_outbox SET attempts = 1, send_after = now() + interval '2 minutes' WHERE id = $1`, [id]);
    const w = await worker();
    expect(await sweep(w)).toBe(0); // it looked, and left the leased row alone
    expect(smtp.messages).toHaveLength(0);
    expect((await row(id)).attempts).toBe(1);

    // The lease runs out (the other instance died): this worker delivers it.
    await db.query('UPDATE mail_outbox SET send_after = now() WHERE id = $1', [id]);
    w.kick();
    await smtp.waitFor((m) => m.to === 'leased@example.com');
    expect((await waitUntil(async () => (await row(id)).status === 'sent' && row(id), 'sent')).attempts).toBe(2);
  });

  it('two workers on one database deliver each of 20 messages exactly once', async () => {
    await db.prisma.$transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await enqueueMail(tx, activation(`driver${i}@example.com`, `${LINK}${i}`));
    });
    // Line the two workers up: while another transaction holds the rows, both try to claim them
    // (a claim without SKIP LOCKED would queue behind the lock and then take the same rows twice).
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    let a!: MailWorker, b!: MailWorker;
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM mail_outbox FOR UPDATE');
      a = await worker();
      b = await worker();
      // Each has looked while the rows are locked, and skipped them (without SKIP LOCKED the
      // claims would wait for the locker and these looks would never end).
      expect(await Promise.all([sweep(a, "a's look past the locked rows"), sweep(b, "b's look past the locked rows")])).toEqual([0, 0]);
      expect(smtp.messages).toHaveLength(0);
      await locker.query('COMMIT');
      a.kick();
      b.kick();
    } finally {
      await locker.end();
    }
    await waitUntil(
      async () => (await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`)).rows[0].n === 20,
      '20 rows marked sent',
      8000,
    );
    // No row is left to claim; a look begun now by each worker ends after any send either had
    // in flight, so a duplicate would be in the stand-in's mailbox by then.
    await Promise.all([sweep(a), sweep(b)]);
    const recipients = smtp.messages.map((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: 20 }, (_, i) => `driver${i}@example.com`).sort());
    for (const m of smtp.messages) expect(m.text).toContain(`${LINK}${m.to.match(/\d+/)![0]}`);
    const { rows } = await db.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM mail_outbox GROUP BY 1, 2',
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 20 }]);
  });
});

describe('without SMTP (development)', () => {
  it('logs the message with its links and marks it sent', async () => {
    const log = memoryLog();
    await worker({ smtpUrl: undefined, log });
    const { id } = await db.prisma.$transaction((tx) => enqueueMail(tx, activation('dev@example.com')));
    await waitUntil(async () => (await row(id)).status === 'sent', 'the row to be marked sent');
    const entry = log.entries.find((e) => typeof e.obj === 'object' && (e.obj as { to?: string }).to === 'dev@example.com');
    expect(entry?.level).toBe('info');
    expect(entry?.obj).toMatchObject({ to: 'dev@example.com', subject: 'Activate your Erbil Car Rental account', links: [LINK] });
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('resilience', () => {
  it('reconnects its LISTEN connection when the database drops it', async () => {
    const log = memoryLog();
    const w = await worker({ pollMs: 60_000, log });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'mail-worker' AND query ILIKE 'LISTEN%'`,
    );
    expect(rows[0].n).toBe(1);
    await waitUntil(async () => log.entries.some((e) => e.msg?.includes('LISTEN connection restored')), 'the LISTEN reconnection');
    expect(log.entries.some((e) => e.level === 'warn' && e.msg?.includes('LISTEN connection lost'))).toBe(true);
    await sweep(w); // the look that follows the reconnection is over
    // Woken by NOTIFY again (the poll is a minute away).
    await db.prisma.$transaction((tx) => enqueueMail(tx, activation('after-reconnect@example.com')));
    await smtp.waitFor((m) => m.to === 'after-reconnect@example.com', 3000);
  });

  it('a send in flight holds a lease that other workers respect; stop() does not hang on an SMTP server that never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => void sockets.add(s)); // accepts, never greets
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const w = await startMailWorker({ databaseUrl: db.url, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, log: memoryLog(), pollMs: 100, stopGraceMs: 300 });
      const { id } = await enqueueMail(db.prisma, activation('stuck@example.com'));
      await waitUntil(async () => sockets.size > 0, 'the worker to connect');
      const leased = await row(id);
      expect(leased.attempts).toBe(1);
      expect(leased.due_in_future).toBe(true);
      // Another instance, with a working SMTP server, leaves the claimed row alone.
      const other = await worker();
      expect(await sweep(other)).toBe(0); // it looked, and left the leased row alone
      expect(smtp.messages).toHaveLength(0);

      const started = Date.now();
      await w.stop();
      expect(Date.now() - started).toBeLessThan(3000);
      const r = await row(id);
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.due_in_future).toBe(true);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});
