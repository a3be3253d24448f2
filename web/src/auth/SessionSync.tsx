import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { DataProvider } from '../components/DataProvider.tsx';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { useUpdateLanguage } from '../mutations/useUpdateLanguage.ts';
import { useAuth } from './AuthContext.ts';
import { MeQuery } from './documents.ts';

/**
 * Keeps the remembered user honest, for as long as someone is signed in (rendered by
 * AuthProvider, loaded after the first paint):
 *
 * 1. At start, validates the session (spec §7 'validate-access-token'): the browser may
 *    remember a user whose session expired or was ended elsewhere. `me` null -> forget them.
 * 2. Then keeps the account's language equal to the interface language: after a start with a
 *    different `l` in the URL (spec §2), and after each choice in the header.
 */
function SessionSync() {
  const client = useApolloClient();
  const { user, sessionChecked, refreshed, signedOut } = useAuth();
  const { language } = useLanguage();
  const { updateLanguage } = useUpdateLanguage();

  useEffect(() => {
    if (sessionChecked) return;
    let current = true;
    client.query({ query: MeQuery, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        if (!current) return;
        if (data?.me) refreshed(data.me);
        else signedOut();
      },
      (error: unknown) => {
        // Server unreachable: we cannot tell, so the remembered user stays until a call says otherwise.
        if (current) console.error(error);
      },
    );
    return () => {
      current = false;
    };
  }, [client, sessionChecked, refreshed, signedOut]);

  // The language last sent, so a failure is not retried on every render (the spec shows the
  // error once and keeps the interface language).
  const requested = useRef<string | null>(null);
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!sessionChecked || !accountLanguage) return;
    if (accountLanguage === language) {
      requested.current = null;
      return;
    }
    if (requested.current === language) return;
    requested.current = language;
    void updateLanguage(language);
  }, [sessionChecked, accountLanguage, language, updateLanguage]);

  return null;
}

export default function SessionSyncWithData() {
  return (
    <DataProvider>
      <SessionSync />
    </DataProvider>
  );
}
