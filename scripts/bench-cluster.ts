// Runs a bench server as `workers` processes sharing one port (node:cluster), the way a Node
// service uses every core of a host: the primary only forks and relays "READY <port>" once
// every worker listens. One worker runs the server in this process, as before.
import cluster from 'node:cluster';

export async function serveOnWorkers(workers: number, start: () => Promise<number>): Promise<void> {
  if (workers <= 1) {
    console.log(`READY ${await start()}`);
    return;
  }
  if (cluster.isPrimary) {
    let stopping = false;
    let ready = 0;
    let port = 0;
    for (let i = 0; i < workers; i++) {
      const worker = cluster.fork();
      worker.on('message', (m: unknown) => {
        if (typeof m === 'object' && m !== null && 'ready' in m) {
          port = (m as { ready: number }).ready;
          if (++ready === workers) console.log(`READY ${port}`);
        }
      });
      worker.on('exit', (code) => {
        if (code !== 0 && !stopping) {
          console.error(`bench worker exited with ${code}`);
          process.exit(1);
        }
      });
    }
    process.on('SIGTERM', () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      setTimeout(() => process.exit(0), 2000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
    return;
  }
  // In a worker, listening on port 0 gets the port the primary shares with every worker.
  process.send!({ ready: await start() });
}
