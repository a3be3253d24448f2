import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/AppProviders.tsx';
import type { Language } from '../src/i18n/languages.ts';
import { routes } from '../src/router.tsx';

interface Options {
  language?: Language;
}

/** Renders a component with the app's providers (Mantine in test mode) inside a memory router. */
export function renderWithProviders(ui: ReactNode, { language = 'en' }: Options = {}): RenderResult {
  return render(
    <AppProviders language={language} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders the app's real route table at `path`, as a visitor landing there would see it. */
export function renderRoute(path: string, { language = 'en' }: Options = {}): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProviders language={language} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
