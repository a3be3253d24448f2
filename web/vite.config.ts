/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Build only: the message catalogs (src/i18n/messages/*.json, and messages/home/*.json) ship
 * already parsed (ICU ASTs, which react-intl formats as they are), so react-intl's message
 * parser (about 6 KB gzipped) leaves the bundle: its imports resolve to the parser package's
 * `no-parser` build. This is the step docs/decisions/007 planned for when the home route's
 * budget ran out.
 *
 * Trap: with this, any message that reaches react-intl as a string at runtime throws. Every
 * message must come from the catalogs (conventions: no inline defaultMessage). Development and
 * tests keep the parser and string catalogs.
 */
function precompiledMessages(): Plugin {
  const noParser = fileURLToPath(
    new URL('../node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
  );
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@formatjs/icu-messageformat-parser' ? noParser : null;
    },
    transform(code, id) {
      // The app catalogs and the home sections' ones (messages/home/*.json).
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/](?:home[\\/])?\w+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig({
  plugins: [precompiledMessages(), react()],
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
