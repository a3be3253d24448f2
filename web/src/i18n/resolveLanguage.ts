import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { languageFromTimeZone } from './locationLanguage.ts';

/** Raw values the start-up language is chosen from, as read from the URL and localStorage. */
export interface LanguageSources {
  /** The `l` URL parameter, or null when absent. */
  urlLanguage: string | null;
  /** The stored `user` entry (JSON of the signed-in user), or null when signed out. */
  storedUser: string | null;
  /** The stored `language` entry, or null. */
  storedLanguage: string | null;
  /** The "set language from location" option (off by default: locationLanguage.ts). */
  fromLocation?: boolean;
  /** The browser's IANA time zone, read only when `fromLocation` is on. */
  timeZone?: string | null;
}

/**
 * Language resolution at start (spec §2), first match wins:
 * 1. the URL parameter `l` when it is a supported language;
 * 2. the signed-in user's language (the stored user object's `language` field);
 * 3. the stored language, when it is supported (two letters, or three for Sorani Kurdish `ckb`);
 * 4. the default language; or, with the set-language-from-location option on (nothing being
 *    stored), the language of the browser time zone's country: France or Morocco give French,
 *    anything else the default.
 * Pure: the caller reads the URL and storage, so every branch is testable without a browser.
 */
export function resolveLanguage({ urlLanguage, storedUser, storedLanguage, fromLocation = false, timeZone = null }: LanguageSources): Language {
  const fromUrl = normalize(urlLanguage);
  if (isLanguage(fromUrl)) return fromUrl;

  const fromUser = normalize(userLanguage(storedUser));
  if (isLanguage(fromUser)) return fromUser;

  const stored = normalize(storedLanguage);
  if (isLanguage(stored)) return stored;

  return fromLocation ? languageFromTimeZone(timeZone) : DEFAULT_LANGUAGE;
}

function normalize(value: string | null | undefined): string | null {
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/** The `language` field of the stored user, or null when absent or the entry is not valid JSON. */
function userLanguage(storedUser: string | null): string | null {
  if (!storedUser) return null;
  try {
    const user: unknown = JSON.parse(storedUser);
    if (user && typeof user === 'object' && 'language' in user && typeof user.language === 'string') {
      return user.language;
    }
  } catch {
    // A corrupt entry must not stop the app from starting.
  }
  return null;
}
