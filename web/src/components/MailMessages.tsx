import { use, useCallback, useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogs.ts';
import { createAppIntl } from '../i18n/intl.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { loadMailCatalog, type ContactMessageId, type MailSection, type NewsletterMessageId } from '../i18n/mailCatalogs.ts';

/**
 * Gives its children the contact or newsletter catalog (i18n/mailCatalogs.ts) on top of the
 * app's, in the interface language. Suspends while it loads: put it under a Suspense boundary
 * whose fallback needs none of its messages.
 */
export function MailMessages({ section, children }: { section: MailSection; children: ReactNode }) {
  const { language, digits } = useLanguage();
  const catalog = use(loadMailCatalog(section, language));
  const intl = useMemo(() => createAppIntl(language, catalog, digits), [language, catalog, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

type Values = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

/** A typed `formatMessage` for the ids of a mail catalog (inside MailMessages). */
export function useMailText<Id extends NewsletterMessageId | ContactMessageId>() {
  const intl = useIntl();
  return useCallback(
    (id: Id, values?: Values) => intl.formatMessage({ id: id as unknown as MessageId }, values as never) as unknown as string,
    [intl],
  );
}
