/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `@shared/*` is server/src/shared/*: the account rules (zod schemas) and message codes the
 * server and the forms share, so both say the same thing. Those files import only zod and
 * libphonenumber-js/min (browser-safe). Mirrored in tsconfig.json `paths` and vitest.config.ts.
 */
export const sharedAlias = { '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)) };

// In development the API server runs beside Vite; everything it serves is proxied so the
// browser sees one origin (session cookies and `credentials: 'include'` then just work).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

// One anchored pattern rather than plain prefixes: a prefix such as '/dev' would also catch
// '/devices' or '/api' would catch '/apidocs' if the web app ever had such a page.
const apiPaths = '^/(?:graphql|api|cdn|healthz|readyz|dev)(?:[/?]|$)';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedAlias },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      [apiPaths]: { target: apiTarget },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      [apiPaths]: { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bundle-size.mjs follow the home route's static imports.
    manifest: true,
  },
});
