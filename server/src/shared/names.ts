/**
 * Names in several languages, stored one row per language (location_names, country_names;
 * docs/decisions/049): read as one object keyed by language code ({ en: 'Erbil', ckb: 'هەولێر' }),
 * holding only the languages that have a row. A language with no row reads the English name
 * (every place has one), then any name at all. The one rule for it: the services (GraphQL, REST)
 * and the mails (lib/mail/bookingMail.ts placeText) both read names through nameIn.
 */
export type Names = Readonly<Record<string, string>>;

/** The English name stands in for a language with none. */
export const FALLBACK_LANGUAGE = 'en';

/** The name in `language`, else the English one, else the first there is ('' for none). */
export function nameIn(names: Names, language: string): string {
  return names[language] ?? names[FALLBACK_LANGUAGE] ?? Object.values(names)[0] ?? '';
}
