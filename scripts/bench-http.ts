// `npm run bench:http`: throughput of Apollo Server 5 under Fastify 5 and under Express 5
// (and raw Fastify as the ceiling) for a trivial query, autocannon with 20 connections for
// 10 s each. Each server runs in its own process so the load generator does not share its
// event loop. The figures back docs/decisions/002-http-framework.md.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;

function start(kind: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-http-target.ts', kind], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${kind} exited with ${code}`)));
  });
}

async function measure(kind: string) {
  const { child, port } = await start(kind);
  try {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ hello }' }),
        connections: CONNECTIONS,
        duration,
      });
    await run(2); // warm-up (JIT)
    const result = await run(DURATION);
    if (result.non2xx || result.errors) throw new Error(`${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { kind, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
  } finally {
    child.kill('SIGTERM');
  }
}

const rows = [];
for (const kind of ['fastify', 'express', 'raw']) rows.push(await measure(kind));
console.log(`\n{ hello } over HTTP, ${CONNECTIONS} connections, ${DURATION} s each`);
console.log('server                       req/s    p50 ms  p99 ms');
for (const r of rows) {
  const label = r.kind === 'raw' ? 'raw Fastify (no GraphQL)' : `Apollo Server 5 on ${r.kind === 'fastify' ? 'Fastify 5' : 'Express 5'}`;
  console.log(`${label.padEnd(28)} ${String(r.rps).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}`);
}
const [f, e] = rows;
console.log(`\nFastify / Express throughput ratio: ${(f.rps / e.rps).toFixed(2)}`);
process.exit(0);
