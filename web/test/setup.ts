import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalog } from '../src/i18n/catalogs.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { loadShellCatalog } from '../src/i18n/shellCatalogs.ts';

// Pages are lazy chunks: the first test to open one also waits for Vite to transform it, which
// can pass Testing Library's default 1 s when the machine is busy with parallel test files.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's must not show in the next.
  act(() => notifications.clean());
  localStorage.clear();
  document.documentElement.lang = '';
});

// French and Spanish catalogs load on demand in the app (src/i18n/catalogs.ts); tests render
// any language synchronously, as the app does once main.tsx has loaded the start-up one.
await Promise.all(LANGUAGES.map((language) => loadCatalog(language)));

// ── shell (issue 14): the footer and the consent banner are lazy chunks under every page. Loaded
// here, with their catalogs, so the first test of each file does not pay for transforming them
// inside its own timeout, and the footer renders as soon as its chunk is asked for.
await Promise.all([
  import('../src/components/Footer.tsx'),
  import('../src/components/analytics/Analytics.tsx'),
  ...LANGUAGES.map((language) => loadShellCatalog(language)),
]);
