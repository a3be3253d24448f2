import { use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadBookingsCatalog } from '../../i18n/routeCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the bookings pages' messages (i18n/messages/bookings/*.json) on top of the
 * app's, in the interface language. Suspends while that catalog loads: put it under a Suspense
 * boundary whose fallback needs no bookings message.
 */
export function BookingsMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const bookings = use(loadBookingsCatalog(language));
  const intl = useMemo(() => createAppIntl(language, bookings, digits), [language, bookings, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
