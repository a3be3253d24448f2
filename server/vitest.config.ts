import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node loads the CJS build for everyone, as
    // do our CJS dependencies (@graphql-tools); Vite would pick the ESM one for our own files
    // and two copies of graphql cannot share a schema. Use the one Node uses.
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // The web app's name for server/src/shared (web/vite.config.ts): tests that render an amount
      // through the web's own helpers beside the server's (test/mail/money-surfaces.test.ts).
      { find: /^@shared\//, replacement: `${fileURLToPath(new URL('./src/shared/', import.meta.url))}` },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the run and one migrated, seeded template database;
    // every test file clones its own database from it (server/test/db.ts).
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
