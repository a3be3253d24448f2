import { use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadCheckoutCatalog } from '../../i18n/routeCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the checkout's messages (i18n/messages/checkout/*.json) on top of the
 * app's, in the interface language. Suspends while that catalog loads: put it under a
 * Suspense boundary whose fallback needs no checkout message.
 */
export function CheckoutMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const checkout = use(loadCheckoutCatalog(language));
  const intl = useMemo(() => createAppIntl(language, checkout, digits), [language, checkout, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
