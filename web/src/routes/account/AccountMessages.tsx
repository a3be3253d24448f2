import { use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadAccountCatalog } from '../../i18n/routeCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the account pages' messages (i18n/messages/account/*.json) on top of the
 * app's, in the interface language. Suspends while that catalog loads: put it under a Suspense
 * boundary whose fallback needs no account message.
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const account = use(loadAccountCatalog(language));
  const intl = useMemo(() => createAppIntl(language, account, digits), [language, account, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
