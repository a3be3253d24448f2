import { defineConfig } from 'vitest/config';

// `npm run test:unit`: the server project (units, database, HTTP against real PostgreSQL)
// and the web project (components in happy-dom), in parallel workers.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
