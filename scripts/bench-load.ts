// A lean closed-loop HTTP/1.1 load generator for the benchmarks (docs/decisions/013-bench-load.md).
//
// Each of `connections` keep-alive sockets sends one request, waits for the whole response,
// records the latency and sends the next: the same closed loop as autocannon. The difference is
// the cost per request on the load machine. autocannon builds every request anew, parses with a
// JavaScript HTTP parser and gathers each body into a string; with the benchmarks' 2 CPUs shared
// by the load generator, PostgreSQL and the server, that cost (~0.5 ms of CPU per search,
// measured) was taken away from the server under test. Here the requests are encoded once, and a
// response is read by its length only (Content-Length or chunked framing), so the load
// generator costs a small fraction of that and the latency measured is the server's.
//
// Every response is checked: the status must be 2xx and the body must not start with an
// `{"errors"` or `{"error"` member (GraphQL and REST error bodies). Latencies are kept whole
// and sorted at the end: percentiles are exact.
import net from 'node:net';

export interface LoadOptions {
  url: string;
  /** Request bodies, sent round-robin (each connection takes the next one). */
  bodies: string[];
  connections: number;
  /** Seconds (an upper bound when `limit` is given). */
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  /** Headers of one body only (its signed-in user's cookie), by the body's index. */
  bodyHeaders?: Record<string, string>[];
  /** Stop after this many requests (each body then goes once when it equals bodies.length). */
  limit?: number;
  /** Called with the first failure seen (status and the start of the body). */
  onFailure?: (description: string) => void;
  /** Sees every response (status and the start of the body), to count outcomes. */
  onResponse?: (status: number, bodyStart: string) => void;
}

export interface LoadResult {
  requests: number;
  failures: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Encodes each body once as a whole HTTP/1.1 request. */
function encodeRequests(opts: LoadOptions): Buffer[] {
  const url = new URL(opts.url);
  const headers = { host: url.host, 'content-type': 'application/json', ...opts.headers };
  const head = `${opts.method ?? 'POST'} ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}`;
  return opts.bodies.map((body, i) => {
    const b = Buffer.from(body);
    const own = Object.entries(opts.bodyHeaders?.[i] ?? {})
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    return Buffer.concat([Buffer.from(`${head}${own}content-length: ${b.length}\r\n\r\n`), b]);
  });
}

/**
 * Reads HTTP/1.1 responses off one socket. Returns, for each complete response, its status and
 * the first bytes of its body; keeps partial data for the next chunk.
 */
class ResponseReader {
  private buffer: Buffer = Buffer.alloc(0);
  private status = 0;
  private headerEnd = -1;
  /** Body length when known (Content-Length), -1 for chunked. */
  private length = 0;
  private bodyStart = '';

  /** Feeds data; calls `done` for each complete response. */
  feed(chunk: Buffer, done: (status: number, bodyStart: string) => void): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (this.headerEnd < 0) {
        const end = this.buffer.indexOf(CRLF2);
        if (end < 0) return;
        const head = this.buffer.toString('latin1', 0, end);
        this.status = Number(head.slice(9, 12));
        const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (lengthMatch) this.length = Number(lengthMatch[1]);
        else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) this.length = -1;
        else this.length = 0;
        this.headerEnd = end + 4;
      }
      const body = this.buffer.subarray(this.headerEnd);
      if (this.length >= 0) {
        if (body.length < this.length) return;
        this.bodyStart = body.toString('utf8', 0, Math.min(this.length, 300));
        this.buffer = body.subarray(this.length);
      } else {
        // Chunked: walk the chunks until the last (size 0) and its trailing CRLF.
        let at = 0;
        let first = '';
        for (;;) {
          const lineEnd = body.indexOf(CRLF, at);
          if (lineEnd < 0) return;
          const size = parseInt(body.toString('latin1', at, lineEnd), 16);
          const dataStart = lineEnd + 2;
          if (size === 0) {
            const end = body.indexOf(CRLF, dataStart);
            if (end < 0) return;
            at = end + 2;
            break;
          }
          if (body.length < dataStart + size + 2) return;
          if (!first) first = body.toString('utf8', dataStart, dataStart + Math.min(size, 300));
          at = dataStart + size + 2;
        }
        this.bodyStart = first;
        this.buffer = body.subarray(at);
      }
      this.headerEnd = -1;
      done(this.status, this.bodyStart);
      if (!this.buffer.length) return;
    }
  }
}

const isFailure = (status: number, bodyStart: string) =>
  status < 200 || status >= 300 || bodyStart.startsWith('{"errors"') || bodyStart.startsWith('{"error"');

/** Runs the closed loop for `duration` seconds and gives the figures. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const requests = encodeRequests(opts);
  const url = new URL(opts.url);
  // With a limit, the bodies go in order from the first (each once when limit = bodies.length).
  let next = opts.limit === undefined ? Math.floor(Math.random() * requests.length) : 0;
  let sent = 0;
  const latencies: number[] = [];
  let failures = 0;
  let stopping = false;
  const started = performance.now();

  const runConnection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      const reader = new ResponseReader();
      let sentAt = 0;
      const send = () => {
        if (opts.limit !== undefined && sent >= opts.limit) return void socket.end();
        sent++;
        sentAt = performance.now();
        socket.write(requests[next++ % requests.length]);
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) =>
        reader.feed(chunk, (status, bodyStart) => {
          latencies.push(performance.now() - sentAt);
          opts.onResponse?.(status, bodyStart);
          if (isFailure(status, bodyStart)) {
            if (failures++ === 0) opts.onFailure?.(`${status} ${bodyStart}`);
          }
          if (stopping) socket.end();
          else send();
        }),
      );
      socket.on('error', reject);
      socket.on('close', () => resolve());
    });

  const timer = setTimeout(() => (stopping = true), opts.duration * 1000);
  try {
    await Promise.all(Array.from({ length: opts.connections }, runConnection));
  } finally {
    clearTimeout(timer);
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);
  return {
    requests: sorted.length,
    failures,
    rps: sorted.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}
