import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/**
 * The "set language from location" option (spec §2): off unless the web build is made with
 * VITE_SET_LANGUAGE_FROM_LOCATION=true (the build's environment or web/.env; .env.example). A
 * build-time switch because the language is chosen before the first paint, when nothing has
 * been asked of the server yet (docs/decisions/007).
 */
export const SET_LANGUAGE_FROM_LOCATION = import.meta.env.VITE_SET_LANGUAGE_FROM_LOCATION === 'true';

/**
 * The IANA time zones of the two countries the spec names (France, Morocco), from the tz
 * database's zone1970.tab / zone.tab. No zone-to-country library is installed and the whole
 * table (about 400 zones, 15 KB) would weigh on the first paint for two countries, so only
 * their zones are listed:
 * - France: Europe/Paris (metropolitan France and Corsica), and the overseas departments, which
 *   are France though the tz database files them under their own ISO codes (GF, GP, MQ, RE, YT).
 * - Morocco: Africa/Casablanca. (Africa/El_Aaiun is Western Sahara, EH, in the tz database.)
 * Legacy aliases the browser may report are listed too.
 */
const FRENCH_SPEAKING_ZONES: ReadonlySet<string> = new Set([
  // France
  'Europe/Paris',
  'America/Cayenne',
  'America/Guadeloupe',
  'America/Martinique',
  'Indian/Reunion',
  'Indian/Mayotte',
  // Morocco
  'Africa/Casablanca',
]);

/** France or Morocco give French; any other zone (or none) gives the default language. */
export function languageFromTimeZone(timeZone: string | null | undefined): Language {
  return timeZone && FRENCH_SPEAKING_ZONES.has(timeZone) ? 'fr' : DEFAULT_LANGUAGE;
}

/** The browser's time zone (e.g. "Europe/Paris"), or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
