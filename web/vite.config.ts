/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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
 * Build only: the message catalogs (src/i18n/messages/*.json, messages/home/*.json and
 * messages/checkout/*.json) ship already parsed (ICU ASTs, which react-intl formats as they
 * are), so react-intl's message
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
      // The app catalogs (messages/*.json) and every section's own (messages/<section>/*.json): a
      // catalog left out here would reach the browser as text that the parser-less runtime cannot read.
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/](?:\w+[\\/])?\w+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Build only: each `graphql(\`query Name …\`)` call becomes the generated document it names
 * (`NameDocument`, `NameFragmentDoc` in src/__generated__/graphql.ts), as a module of its own, as
 * the client preset's Babel/SWC plugins do. `graphql()` looks its text up in __generated__/gql.ts's
 * map of every document of the app (63, about 7 KB gzipped), and graphql.ts is one module (the
 * bundler never splits a module between chunks): either way the first chunk that used a document
 * carried them all. Now each chunk carries the documents it uses (docs/decisions/044, L5).
 * Development and tests keep `graphql()`, which returns the same documents. A name the generated
 * file does not have fails the build.
 */
function namedDocuments(): Plugin {
  const generated = fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url));
  const call = /\bgraphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\)/g;
  const PREFIX = 'named-document:';
  let documents = new Map<string, string>();
  return {
    name: 'named-documents',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // One line per document: `export const NameDocument = {…json…} as unknown as DocumentNode<…>;`
      const source = await readFile(generated, 'utf8');
      documents = new Map([...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [m[1]!, m[2]!]));
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const document = documents.get(name);
      if (!document) throw new Error(`${name} is not in ${generated}: run \`npm run codegen\``);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('__generated__') || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const replaced = code.replace(call, (_match, kind: string, name: string) => {
        const document = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        names.add(document);
        return `__named_${document}`;
      });
      if (!names.size) return null;
      const imports = [...names].map((name) => `import __named_${name} from '${PREFIX}${name}';\n`).join('');
      return { code: imports + replaced, map: null };
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Build only: writes `name.br` and `name.gz` beside every text file of the build, once, at the
 * strongest settings (brotli 11, gzip 9), which would cost too much per request. The server
 * sends them to browsers that accept them (@fastify/static `preCompressed`, with
 * `Vary: Accept-Encoding`; docs/decisions/017). Files under 1 KB, or that would not shrink, are
 * left alone (compressing them buys nothing).
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'precompress',
    // Not the server's bundle (web/dist-ssr): nothing sends it to a browser.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Build only: the router's chunk sets `X.displayName = "X"` on its components at the top level,
 * which the bundler must keep (an assignment to an object it cannot see into), and with it `Link`,
 * `NavLink`, `Form` and their prefetching code, unused here (the app's own components/Link.tsx):
 * about 4 kB gzipped of every page's first load (docs/decisions/044, L12). Those assignment lines
 * go, and the top-level `forwardRef`/`memo`/`createContext` calls are annotated pure; nothing else
 * of the router changes. (Marking every React call pure was tried: it also dropped the router's
 * bare `useLayoutEffect` calls, and no link navigated.)
 */
function routerDisplayNames(): Plugin {
  return {
    name: 'router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]\w+[\\/]chunk-\w+\.mjs$/.test(id)) return null;
      const code2 = code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        // Component factories at the top level are pure; said so, the bundler drops the unused ones.
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1');
      return { code: code2, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [precompiledMessages(), namedDocuments(), routerDisplayNames(), react(), precompress()],
  // The server's bundle (`vite build --ssr src/entry-server.tsx`, docs/decisions/043) carries
  // its dependencies, React's production build among them, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
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
    rollupOptions: {
      output: {
        // Keeps together small Mantine modules that the home route loads anyway. Without this,
        // each new lazy page that shares only some of them (the FAQ's accordion shares the button
        // base and the id hook) makes the bundler split them into more, smaller chunks of the home
        // route's first load: same code, more requests and gzip overhead. Measured with the FAQ
        // (npm run size): 145.96 kB before first paint without this, 144.50 kB with it (145.49 kB
        // before the content pages existed).
        // Lazy chunks are named by their hash only: the entry carries, for every lazy page, the
        // list of files to preload with it, and the readable names made that list 1 kB of the
        // home route's first load once issue 14's pages and footer joined (150.30 kB in French
        // with names, over the 150 kB budget). The manifest still maps each file to its module.
        chunkFileNames: 'assets/[hash].js',
        manualChunks(id) {
          if (/@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:UnstyledButton|Loader)[\\/]/.test(id)) return 'Loader';
          if (/@mantine[\\/]hooks[\\/]esm[\\/](?:use-id|utils[\\/]random-id)[\\/]/.test(id)) return 'use-id';
          return undefined;
        },
      },
    },
  },
}));
