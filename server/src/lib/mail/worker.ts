import nodemailer from 'nodemailer';
import pg from 'pg';
import { MAIL_OUTBOX_CHANNEL } from './outbox.ts';
import { extractLinks, type MailAttachment } from './templates.ts';

/**
 * Delivers the mail_outbox (docs: outbox.ts). Every server instance may run one: rows are
 * claimed atomically, so instances never send the same row at the same time.
 *
 * Claim and lease: one statement marks up to BATCH_SIZE due rows as attempted and pushes their
 * send_after LEASE into the future (FOR UPDATE SKIP LOCKED: concurrent claimers skip each
 * other's rows). Until the lease runs out no other worker picks the row up; if the instance
 * dies mid-send, another one sends it after the lease (at-least-once: a crash between the SMTP
 * "250 OK" and the status update means the message goes out twice, never zero times).
 * Sends are bounded by SMTP timeouts well below the lease, so a live worker does not lose its
 * lease while sending.
 *
 * Retry: a failed send is retried after 15 s × 2^(attempts−1), capped at 1 h (15 s, 30 s, 1 min,
 * 2, 4, 8, 16 min); the 8th failed attempt marks the row `failed` (kept with last_error).
 *
 * Wake-up: LISTEN mail_outbox (enqueueMail NOTIFYs inside the writing transaction, so it fires
 * on commit) plus a poll every pollMs, which also picks up retries whose time has come and
 * anything missed while the LISTEN connection was down.
 */

export const BATCH_SIZE = 10;
export const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/** SMTP timeouts: together well under the lease (see above). */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 };
/** How long stop() lets an in-flight send finish before aborting it (an aborted row is retried later). */
const STOP_GRACE_MS = 5_000;
const RECONNECT_MAX_MS = 30_000;

/** Delay before the next try after `attempts` failed attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

export interface MailWorkerLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface MailWorkerOptions {
  databaseUrl: string;
  /** smtp(s)://user:pass@host:port. Unset: messages are logged with their links and marked sent. */
  smtpUrl?: string;
  /** From header, e.g. 'Erbil Car Rental <no-reply@example.com>'. */
  mailFrom: string;
  log: MailWorkerLog;
  /** Safety-net poll interval (default 5000 ms). */
  pollMs?: number;
  /** How long stop() lets in-flight sends finish before aborting them (default 5000 ms; keep it under SHUTDOWN_TIMEOUT_MS). */
  stopGraceMs?: number;
}

export interface MailWorker {
  /** Waits for an in-flight batch (aborting sends after a grace period) and releases everything. */
  stop(): Promise<void>;
  /** Looks for due mail now (the worker also does so on NOTIFY and every pollMs). */
  kick(): void;
  /**
   * Looks for due mail now and resolves once a look that began after this call is over, its
   * sends done and recorded, with how many rows that look claimed. A positive sign that the
   * worker has had its chance at the outbox (tests wait for it instead of sleeping); rejects if
   * that look fails or the worker stops first.
   */
  sweep(): Promise<number>;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
  reply_to: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

const CLAIM_SQL = `
UPDATE mail_outbox
   SET attempts = attempts + 1,
       send_after = now() + make_interval(secs => $1)
 WHERE id IN (SELECT id FROM mail_outbox
               WHERE status = 'pending' AND send_after <= now()
               ORDER BY send_after, created_at
               FOR UPDATE SKIP LOCKED
               LIMIT $2)
RETURNING id, to_address, subject, html, text, attachments, reply_to, headers, attempts`;

export async function startMailWorker(opts: MailWorkerOptions): Promise<MailWorker> {
  const { log, mailFrom } = opts;
  const pollMs = opts.pollMs ?? 5000;
  // Two connections: one held for LISTEN, one for claims and updates.
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: 2,
    application_name: 'mail-worker',
    // Bounded waits, so that neither a claim nor stop() can hang on an unreachable database.
    connectionTimeoutMillis: 10_000,
    statement_timeout: 30_000,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (err) => log.warn({ err, component: 'mail' }, 'mail worker: idle database connection lost'));

  const transport = opts.smtpUrl ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: opts.smtpUrl }) : null;
  const abort = new AbortController();

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.PoolClient | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reconnectDelay = 1000;
  let stopping: Promise<void> | null = null;
  /** Looks at the outbox begun so far, and the sweep() calls waiting for one begun after theirs. */
  let looks = 0;
  let sweepers: { after: number; resolve: (claimed: number) => void; reject: (err: unknown) => void }[] = [];

  function looked(look: number, outcome: { claimed: number } | { err: unknown }): void {
    const done = sweepers.filter((s) => s.after < look);
    sweepers = sweepers.filter((s) => s.after >= look);
    for (const s of done) {
      if ('err' in outcome) s.reject(outcome.err);
      else s.resolve(outcome.claimed);
    }
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    try {
      if (transport) {
        await transport.sendMail({
          from: mailFrom,
          to: row.to_address,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          ...(row.headers && Object.keys(row.headers).length ? { headers: row.headers } : {}),
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: (row.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.encoding ? { encoding: a.encoding } : {}),
          })),
          signal: abort.signal,
        });
      } else {
        // Development without SMTP: the log is the mailbox (and /dev/mail, see devViewer.ts).
        log.info({ component: 'mail', to: row.to_address, subject: row.subject, links: extractLinks(row.text), attachments: (row.attachments ?? []).map((a) => a.filename) }, 'mail (no SMTP_URL set: logged, not sent)');
      }
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const failed = row.attempts >= MAX_ATTEMPTS;
      // `attempts = $n` guard: if our lease ran out and another worker claimed the row since, its
      // outcome wins over ours.
      await pool.query(
        failed
          ? `UPDATE mail_outbox SET status = 'failed', last_error = $2 WHERE id = $1 AND attempts = $3 AND status = 'pending'`
          : `UPDATE mail_outbox SET send_after = now() + make_interval(secs => $4), last_error = $2
              WHERE id = $1 AND attempts = $3 AND status = 'pending'`,
        failed ? [row.id, error.slice(0, 2000), row.attempts] : [row.id, error.slice(0, 2000), row.attempts, retryDelayMs(row.attempts) / 1000],
      );
      const context = { component: 'mail', id: row.id, to: row.to_address, attempts: row.attempts, error };
      if (failed) log.error(context, `mail delivery failed ${row.attempts} times; giving up`);
      else log.warn({ ...context, retryInMs: retryDelayMs(row.attempts) }, 'mail delivery failed; will retry');
      return;
    }
    await pool.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      if (stopped) return;
      const look = ++looks;
      let rows: ClaimedRow[];
      try {
        rows = (await pool.query<ClaimedRow>(CLAIM_SQL, [LEASE_SECONDS, BATCH_SIZE])).rows;
      } catch (err) {
        looked(look, { err });
        throw err;
      }
      // In parallel: a batch takes as long as its slowest send, well within the lease.
      const results = await Promise.allSettled(rows.map(deliver));
      for (const r of results) {
        if (r.status === 'rejected') log.error({ err: r.reason, component: 'mail' }, 'mail worker: could not record a delivery');
      }
      looked(look, { claimed: rows.length });
      if (rows.length === BATCH_SIZE) again = true;
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => log.error({ err, component: 'mail' }, 'mail worker: could not claim mail'))
      .finally(() => {
        running = null;
        if (again && !stopped) kick();
      });
  }

  async function listen(): Promise<void> {
    const client = await pool.connect();
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('notification');
      client.release(err ?? new Error('LISTEN connection ended'));
      if (stopped) return;
      log.warn({ err, component: 'mail' }, 'mail worker: LISTEN connection lost; reconnecting');
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => kick());
    listener = client;
    try {
      await client.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen()
        .then(() => {
          reconnectDelay = 1000;
          log.info({ component: 'mail' }, 'mail worker: LISTEN connection restored');
          kick(); // whatever was committed while we were deaf
        })
        .catch(() => {
          reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        });
    }, reconnectDelay);
    reconnectTimer.unref();
  }

  try {
    await listen();
  } catch (err) {
    stopped = true;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    await pool.end().catch(() => {});
    transport?.close();
    throw err;
  }

  const poll = setInterval(kick, pollMs);
  poll.unref();
  log.info({ component: 'mail', smtp: Boolean(transport), pollMs }, transport ? 'mail worker started' : 'mail worker started without SMTP_URL: mail is logged, not sent');
  kick();

  return {
    kick,
    sweep() {
      if (stopped) return Promise.reject(new Error('mail worker stopped'));
      const swept = new Promise<number>((resolve, reject) => sweepers.push({ after: looks, resolve, reject }));
      kick();
      return swept;
    },
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
  };

  async function shutdown(): Promise<void> {
    stopped = true;
    clearInterval(poll);
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (running) {
      const grace = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), opts.stopGraceMs ?? STOP_GRACE_MS).unref());
      if ((await Promise.race([running, grace])) === 'timeout') {
        log.warn({ component: 'mail' }, 'mail worker: aborting in-flight sends to stop (they are retried later)');
        abort.abort();
        await Promise.race([running, new Promise((r) => setTimeout(r, 2000).unref())]);
      }
    }
    if (listener) {
      const client = listener;
      listener = null;
      client.removeAllListeners('notification');
      client.release(true); // destroy: a LISTENing connection must not go back to a pool
    }
    transport?.close();
    await Promise.race([pool.end(), new Promise((r) => setTimeout(r, 2000).unref())]);
    looked(Infinity, { err: new Error('mail worker stopped') });
  }
}
