// Before any zod schema is created (see the file).
import './lib/zodConfig.ts';
// Mantine's styles first, so the app's own styles override them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { loadCatalog } from './i18n/catalogs.ts';
import { createAppRouter } from './router.tsx';
import { readStartupPreferences } from './startup.ts';

const { language, currency } = readStartupPreferences(window.location.search);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// French and Spanish catalogs are separate chunks (i18n/catalogs.ts): render once the start-up
// language's is here, so the first paint is in the right language. English is already bundled.
// Should the chunk fail to load, the app still starts (in English).
loadCatalog(language)
  .catch((error: unknown) => console.error(error))
  .finally(() =>
    root.render(
      <StrictMode>
        {/* No ApolloProvider here on purpose: see components/DataProvider.tsx. */}
        <AppProviders language={language} currency={currency}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
