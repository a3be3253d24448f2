import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The visitor's answer to the consent banner; null until they answer. */
export type Consent = 'accepted' | 'declined';

export function readConsent(): Consent | null {
  const stored = readStorage('analyticsConsent');
  return stored === 'accepted' || stored === 'declined' ? stored : null;
}

export function writeConsent(consent: Consent): void {
  writeStorage('analyticsConsent', consent);
}

/** The window event that brings the consent banner back (the footer's "Analytics choices"). */
export const REOPEN_CONSENT_EVENT = 'erbil:analytics-consent';

export function reopenConsent(): void {
  window.dispatchEvent(new Event(REOPEN_CONSENT_EVENT));
}
