import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

/**
 * Fastify's `trustProxy` for the parsed TRUST_PROXY (docs/decisions/018-abuse-limits.md).
 *
 * A hop count is given as a function: Fastify 5.12 no longer counts hops itself (a number now
 * trusts nothing). With n proxies, the client is the address n hops back from the socket: the
 * proxies append what they saw, so whatever a client wrote into X-Forwarded-For sits further left
 * and is never read. A hop count believes the socket's peer unchecked, so the server must be
 * reachable only through those proxies; a list of the proxies' addresses does not need that.
 */
export function trustProxyOption(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
