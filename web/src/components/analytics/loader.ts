/**
 * Starting the analytics script (issue 14 point 7, spec §2 "Analytics starts on the first mouse
 * move or touch"). Called only once the visitor has accepted (Analytics.tsx); with no id
 * configured or consent declined nothing here runs, so no script element and no request exist.
 */

export interface AnalyticsConfig {
  id: string;
  scriptUrl: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The first interaction that starts analytics. A key press counts too: a keyboard-only visitor
 * (or one using a screen reader) never moves a mouse or touches the screen, and would otherwise
 * be the one visitor whose accepted consent is never honoured. Like a mouse move, it shows a
 * person is there (not a crawler) and comes after the first paint.
 */
const FIRST_INTERACTION = ['mousemove', 'touchstart', 'keydown'] as const;

/** Marks the script element, so a second call (StrictMode, a remount) never adds another. */
const SCRIPT_MARK = 'data-analytics';

/**
 * Waits for the first mouse move, touch or key press, then loads the analytics script once.
 * Returns a function that stops waiting (nothing loaded if no interaction came first).
 */
export function startAnalyticsOnFirstInteraction(config: AnalyticsConfig): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, onFirst, options));
  function onFirst() {
    stop();
    loadAnalytics(config);
  }
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, onFirst, options));
  return stop;
}

/** Adds the script (once) and queues gtag's start-up calls, which it reads when it arrives. */
export function loadAnalytics({ id, scriptUrl }: AnalyticsConfig): void {
  if (document.querySelector(`script[${SCRIPT_MARK}]`)) return;
  // gtag.js's documented start-up, from our own bundle rather than an inline script (the
  // Content-Security-Policy allows none). gtag reads the `arguments` objects themselves.
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // The page's address without its query string: some pages carry one-time tokens there (reset
  // password, activation, newsletter links), which must never reach a third party.
  window.gtag('config', id, { page_location: `${window.location.origin}${window.location.pathname}` });
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.setAttribute(SCRIPT_MARK, id);
  document.head.append(script);
}

/**
 * Consent withdrawn after the script started (the footer's "Analytics choices"): gtag's own
 * switch stops it sending anything more in this visit, and its cookies (`_ga`, `_ga_<id>`) are
 * removed. Nothing to do when it never loaded.
 */
export function stopAnalytics(id: string): void {
  if (!document.querySelector(`script[${SCRIPT_MARK}]`)) return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0] ?? '';
    if (name === '_ga' || name.startsWith('_ga_')) {
      // gtag sets them on the site's top domain: clear both that and this host's.
      const domain = window.location.hostname.split('.').slice(-2).join('.');
      document.cookie = `${name}=; Max-Age=0; Path=/`;
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${domain}`;
    }
  }
}
