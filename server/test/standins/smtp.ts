import { EventEmitter } from 'node:events';
import net from 'node:net';

/**
 * A real SMTP server on 127.0.0.1 for tests: our worker talks to it with nodemailer over TCP,
 * exactly as it talks to a provider. No TLS, no authentication required (authOptional).
 *
 * Written on node:net with a small MIME reader rather than with smtp-server and mailparser:
 * those packages are not installed in this repository. It speaks the subset of RFC 5321 a
 * client needs (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT, AUTH accepted for any
 * credentials) and reads what nodemailer writes (multipart, quoted-printable, base64,
 * RFC 2047 encoded words, UTF-8).
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
  /** What the client said in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
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

export async function startSmtpStandin(): Promise<SmtpStandin> {
  const messages: ParsedMessage[] = [];
  const received = new EventEmitter();
  received.setMaxListeners(0);
  const sockets = new Set<net.Socket>();
  let toReject = 0;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const reply = (line: string) => socket.write(`${line}\r\n`);

    let buffer = Buffer.alloc(0);
    let envelope: { from: string; to: string[] } | null = null;
    let data: string[] | null = null; // lines of DATA, latin1 so that bytes survive
    let authLogin = 0; // AUTH LOGIN steps still expected

    const command = (line: string) => {
      if (authLogin > 0) {
        authLogin--;
        reply(authLogin > 0 ? '334 UGFzc3dvcmQ6' : '235 2.7.0 Authentication successful');
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write('250-127.0.0.1 greets you\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250-AUTH PLAIN LOGIN\r\n250 SIZE 10485760\r\n');
          return;
        case 'HELO':
          return reply('250 127.0.0.1');
        case 'AUTH':
          if (/^LOGIN/i.test(arg)) {
            authLogin = /^LOGIN\s+\S/i.test(arg) ? 1 : 2;
            return reply(authLogin === 2 ? '334 VXNlcm5hbWU6' : '334 UGFzc3dvcmQ6');
          }
          if (/^PLAIN\s+\S/i.test(arg)) return reply('235 2.7.0 Authentication successful');
          if (/^PLAIN/i.test(arg)) {
            authLogin = 1;
            return reply('334 ');
          }
          return reply('504 5.5.4 Unrecognized authentication type');
        case 'MAIL':
          envelope = { from: angle(arg.replace(/^FROM:/i, '')), to: [] };
          return reply('250 2.1.0 Ok');
        case 'RCPT':
          if (!envelope) return reply('503 5.5.1 Error: need MAIL command');
          envelope.to.push(angle(arg.replace(/^TO:/i, '')));
          return reply('250 2.1.5 Ok');
        case 'DATA':
          if (!envelope || envelope.to.length === 0) return reply('503 5.5.1 Error: need RCPT command');
          data = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = null;
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          return reply('502 5.5.2 Error: command not recognized');
      }
    };

    const endOfData = () => {
      const raw = data!.join('\r\n');
      const env = envelope!;
      data = null;
      envelope = null;
      if (toReject > 0) {
        toReject--;
        return reply('451 4.3.0 Temporary failure (the test told the stand-in to refuse)');
      }
      let message: ParsedMessage;
      try {
        message = parseMessage(raw, env);
      } catch (err) {
        return reply(`554 5.6.0 Could not parse the message: ${(err as Error).message}`);
      }
      messages.push(message);
      reply('250 2.0.0 Ok: queued');
      received.emit('message', message);
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.subarray(0, end).toString('latin1');
        buffer = buffer.subarray(end + 2);
        if (data) {
          if (line === '.') endOfData();
          else data.push(line.startsWith('.') ? line.slice(1) : line); // dot-unstuffing
        } else {
          command(line);
        }
      }
    });
    reply('220 127.0.0.1 ESMTP test stand-in');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (m: ParsedMessage) => {
          if (!predicate(m)) return;
          clearTimeout(timer);
          received.off('message', onMessage);
          resolve(m);
        };
        const timer = setTimeout(() => {
          received.off('message', onMessage);
          reject(new Error(`No matching message within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => `${m.to}: ${m.subject}`))}`));
        }, timeoutMs);
        received.on('message', onMessage);
      });
    },
    rejectNext(n) {
      toReject = n;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function angle(value: string): string {
  const m = value.match(/<([^>]*)>/);
  return (m ? m[1] : value.trim().split(/\s/)[0]).trim();
}

// ── A small MIME reader: enough for what nodemailer writes.

interface Part {
  headers: Map<string, string>;
  body: string; // latin1 ("binary") string of the raw body
}

function splitPart(raw: string): Part {
  const sep = raw.search(/\r\n\r\n/);
  const head = sep === -1 ? raw : raw.slice(0, sep);
  const body = sep === -1 ? '' : raw.slice(sep + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: Part): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (part.headers.get('content-type') ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function charsetDecode(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(s: string): Buffer {
  const unfolded = s.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'latin1');
  return charsetDecode(bytes, contentType(part).params.charset);
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=); raw 8-bit header bytes as UTF-8. */
function decodeHeader(value: string): string {
  const plain = charsetDecode(Buffer.from(value, 'latin1'));
  return plain
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, text: string) => {
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return charsetDecode(bytes, charset);
    });
}

function addresses(value: string): string {
  const found = value.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return found.join(', ');
}

function collect(part: Part, into: { text?: string; html?: string }): void {
  const { type, params } = contentType(part);
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    // The CRLF before a delimiter belongs to the delimiter (RFC 2046 §5.1.1).
    const chunks = `\r\n${part.body}`.split(`\r\n${delimiter}`);
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith('--')) break; // closing delimiter
      collect(splitPart(chunk.replace(/^[ \t]*\r\n/, '')), into);
    }
    return;
  }
  if (/attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  if (type === 'text/plain' && into.text === undefined) into.text = decodeBody(part);
  else if (type === 'text/html' && into.html === undefined) into.html = decodeBody(part);
}

function parseMessage(raw: string, envelope: { from: string; to: string[] }): ParsedMessage {
  const root = splitPart(raw);
  const headers: Record<string, string> = {};
  for (const [name, value] of root.headers) headers[name] = decodeHeader(value);
  const bodies: { text?: string; html?: string } = {};
  collect(root, bodies);
  return {
    from: addresses(headers.from ?? ''),
    to: addresses(headers.to ?? ''),
    subject: headers.subject ?? '',
    text: bodies.text ?? '',
    html: bodies.html ?? '',
    headers,
    envelope,
  };
}
