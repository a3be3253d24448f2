// The app's Content-Security-Policy has no 'unsafe-eval' (docs/decisions/017). Left to itself,
// zod probes `new Function` when a schema is created (the shared account schemas are created
// when their module loads): the throw is caught, but browsers still report a CSP violation.
// Interpreted parsing is plenty for forms, so zod runs "jitless".
//
// zod keeps its configuration on globalThis.__zod_globalConfig (zod/v4/core/core.js) precisely
// so that it is shared; setting it there, before zod loads, keeps zod out of the entry chunk
// (importing zod's `config` here cost the home route 3.7 kB gzipped). web/test/zod-config.test.ts
// holds zod to this. Imported first by main.tsx.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
