import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), each message parsed with
 * mailparser: our worker talks to it with nodemailer over TCP, exactly as it talks to a
 * provider. No TLS, authentication optional.
 */

export interface ParsedMessage {
  /** Bare address of the From header. */
  from: string;
  /** Bare addresses of the To header, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Decoded top-level headers, lower-case names (last value wins). */
  headers: Record<string, string>;
  /**
   * Top-level headers as sent, unfolded, lower-case names (last value wins): mailparser turns
   * some into objects that drop parts (List-Unsubscribe keeps one of its URLs).
   */
  rawHeaders: Record<string, string>;
  /** What the client said in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Attached files, decoded. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface SmtpStandin {
  /** smtp://127.0.0.1:PORT */
  url: string;
  messages: ParsedMessage[];
  /** Resolves with the first message (received or to come) matching `predicate`. */
  waitFor(predicate: (m: ParsedMessage) => boolean, timeoutMs?: number): Promise<ParsedMessage>;
  /** Answers `451` (temporary failure) at the end of DATA for the next n messages. */
  rejectNext(n: number): void;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .flatMap((a) => a.value)
    .map((a) => a.address ?? '')
    .filter(Boolean)
    .join(', ');
}

export async function startSmtpStandin(): Promise<SmtpStandin> {
  const messages: ParsedMessage[] = [];
  const events = new EventEmitter();
  let rejecting = 0;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (rejecting > 0) {
            rejecting -= 1;
            const err = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
            return callback(err);
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of parsed.headers) headers[name.toLowerCase()] = typeof value === 'string' ? value : JSON.stringify(value);
          const rawHeaders: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) rawHeaders[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
          const message: ParsedMessage = {
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            rawHeaders,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          };
          messages.push(message);
          events.emit('message', message);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectNext(n) {
      rejecting = n;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (m: ParsedMessage) => {
          if (!predicate(m)) return;
          clearTimeout(timer);
          events.off('message', onMessage);
          resolve(m);
        };
        const timer = setTimeout(() => {
          events.off('message', onMessage);
          reject(new Error(`no matching message within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        events.on('message', onMessage);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
