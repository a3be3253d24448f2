/** The visitor's answer to the consent banner; null until they answer. */
export type Consent = 'accepted' | 'declined';

/**
 * The answer lives in a first-party cookie, not in localStorage: browser storage holds only the
 * spec's four keys (product-decisions "Messages, limits and constants"), and a consent cookie is
 * what visitors and regulators expect. Kept 180 days, then the banner asks again. Never sent to a
 * third party; the server ignores it.
 */
export const CONSENT_COOKIE = 'analytics_consent';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

export function readConsent(): Consent | null {
  try {
    const pair = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
    const value = pair?.slice(CONSENT_COOKIE.length + 1);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: Consent): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the banner asks again next visit, nothing loads meanwhile.
  }
}

/** The window event that brings the consent banner back (the footer's "Analytics choices"). */
export const REOPEN_CONSENT_EVENT = 'erbil:analytics-consent';

export function reopenConsent(): void {
  window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT));
}
