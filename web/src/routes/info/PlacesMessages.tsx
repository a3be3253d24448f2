import { use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadPlacesCatalog } from '../../i18n/placesCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the /locations and /suppliers pages' messages (i18n/messages/places/*.json)
 * on top of the app's, in the interface language. Suspends while that catalog loads: put it under
 * a Suspense boundary whose fallback needs no places message.
 */
export function PlacesMessages({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const places = use(loadPlacesCatalog(language));
  const intl = useMemo(() => createAppIntl(language, places), [language, places]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
