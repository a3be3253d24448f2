import { memo, useEffect, useState } from 'react';
import { useSettings } from '../../hooks/useSettings.ts';
import { DataProvider } from '../DataProvider.tsx';
import { ShellMessages } from '../ShellMessages.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';
import { readConsent, REOPEN_CONSENT_EVENT, writeConsent, type Consent } from './consent.ts';
import { startAnalyticsOnFirstInteraction, stopAnalytics } from './loader.ts';

/**
 * Analytics (issue 14 point 7), mounted by RootLayout at the visitor's first interaction (its
 * question too: a page only looked at runs none of this). With no id in the
 * server's settings (ANALYTICS_ID unset) it renders nothing and loads nothing more. With one, it
 * asks for consent (remembered in a first-party cookie, consent.ts), and once accepted starts the script on the
 * visitor's first mouse move, touch or key press (loader.ts).
 */
// Memoised: the layout re-renders on every navigation, this need not.
export default memo(function Analytics() {
  return (
    <DataProvider>
      <AnalyticsWithSettings />
    </DataProvider>
  );
});

function AnalyticsWithSettings() {
  // A failed settings request means no analytics this visit: nothing to retry for the visitor.
  const { settings } = useSettings();
  const config = settings?.analytics;
  // Read in an effect: no cookie reading during render (pages will be server-rendered).
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);

  useEffect(() => {
    if (!config) return;
    setConsent(readConsent());
    // The footer's "Analytics choices" asks again.
    const reopen = () => setConsent(null);
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen);
  }, [config]);

  const accepted = config && consent === 'accepted';
  const id = config?.id;
  const scriptUrl = config?.scriptUrl;
  useEffect(() => {
    if (!accepted || !id || !scriptUrl) return;
    return startAnalyticsOnFirstInteraction({ id, scriptUrl });
  }, [accepted, id, scriptUrl]);

  if (!config || consent !== null) return null;
  return (
    <ShellMessages>
      <ConsentBanner
        onAnswer={(answer) => {
          writeConsent(answer);
          if (answer === 'declined' && id) stopAnalytics(id);
          setConsent(answer);
        }}
      />
    </ShellMessages>
  );
}
