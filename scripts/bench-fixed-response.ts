// The floor for `npm run bench:bookings`: a plain node:http server that answers every request
// with one recorded response body (BENCH_BODY_FILE), no framework, no database. Measured with the
// same load generator and connections as the app, it shows what HTTP on this machine and the load
// generator cost by themselves. Prints READY <port>.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '', 'utf8');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
});
