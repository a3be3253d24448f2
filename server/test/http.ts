import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import type { TestDatabase } from './db.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** POSTs a GraphQL operation the way a partner would (JSON, real HTTP). */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The real Fastify app on a real port, over the test file's database. */
export async function startTestServer(db: TestDatabase, env: Record<string, string> = {}): Promise<TestServer> {
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    STORAGE_DIR: inject('storageDir'),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp({ env: config, prisma: db.prisma });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    async gql(query, variables, headers = {}) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as GraphQLResponse;
      return { status: res.status, data: body.data as any, errors: body.errors };
    },
    close: () => app.close(),
  };
}
