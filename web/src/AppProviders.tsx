import { MantineProvider, useDirection, type MantineColorSchemeManager } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider.tsx';
import type { SessionUser } from './auth/sessionUser.ts';
import { ClientOnly } from './components/ClientOnly.tsx';
import { CurrencyProvider } from './components/CurrencyProvider.tsx';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import type { Language } from './i18n/languages.ts';
import { BASE_CURRENCY, type Currency } from './lib/currency.ts';
import type { Digits } from '@shared/digits.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The app is light only. Mantine's default manager reads and writes its own localStorage key,
// and the spec allows only user, language, currency and stayConnected: keep it out of storage.
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

// The toast container (with its drag and transition code) loads after the first paint: no page
// needs it to render. Toasts raised before it arrives wait in Mantine's store. (Mounted at the
// reader's first sign of life instead, a mutation's refetch of the page's query was lost when its
// toast was the first sign: end-to-end licence and e-mail tests.)
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

interface AppProvidersProps {
  language: Language;
  currency?: Currency;
  /** What the browser's storage asks for, applied after hydration when the server chose otherwise. */
  preferred?: { language: Language; currency: Currency };
  /** The signed-in user the server rendered the page for (undefined: not server-rendered). */
  user?: SessionUser | null;
  /** The reader's digits in ckb and ar (the `digits` cookie; lib/digits.ts). */
  digits?: Digits;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * Theme, language, currency, the signed-in user and toasts: everything a page needs apart from
 * data and routing.
 */
export function AppProviders({ language, currency = BASE_CURRENCY, preferred, user, digits, env, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={lightOnly} defaultColorScheme="light" env={env}>
      <LanguageProvider initialLanguage={language} preferredLanguage={preferred?.language} initialDigits={digits}>
        <CurrencyProvider initialCurrency={currency} preferredCurrency={preferred?.currency}>
          <ClientOnly>
            <Toasts />
          </ClientOnly>
          <AuthProvider initialUser={user}>{children}</AuthProvider>
        </CurrencyProvider>
      </LanguageProvider>
    </MantineProvider>
  );
}

/**
 * Spec §9: bottom-right, 5000 ms; pausing on hover is Mantine's default. Mantine places toasts by
 * physical side, so a right-to-left page mirrors it: bottom-left, the end of its lines.
 */
function Toasts() {
  const { dir } = useDirection();
  return (
    <Suspense fallback={null}>
      <Notifications position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} autoClose={5000} />
    </Suspense>
  );
}
