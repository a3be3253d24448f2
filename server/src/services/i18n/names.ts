/**
 * Names in several languages, stored one row per language (location_names, country_names;
 * docs/decisions/049): read as one object keyed by language code. The type and the English
 * fallback (nameIn) live in shared/names.ts, where the mails read them too.
 */
import { FALLBACK_LANGUAGE, type Names } from '../../shared/names.ts';

export { FALLBACK_LANGUAGE, nameIn, type Names } from '../../shared/names.ts';

/** A language code as stored: lower-case letters, 2 or 3 (the tables' CHECK). */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** The rows of a *_names table (Prisma's include) as one object. */
export function namesOf(rows: readonly { language: string; name: string }[]): Names {
  return Object.fromEntries(rows.map((r) => [r.language, r.name]));
}

/** A record with its name rows (Prisma's `include: { names: true }`) with them as one object. */
export function withNames<T extends { names: readonly { language: string; name: string }[] }>(row: T): Omit<T, 'names'> & { names: Names } {
  return { ...row, names: namesOf(row.names) };
}

/** The rows of a Names object, for an insert ({ language, name }[]), English first. */
export function nameRows(names: Names): { language: string; name: string }[] {
  return Object.entries(names)
    .map(([language, name]) => ({ language, name }))
    .sort((a, b) => (a.language === FALLBACK_LANGUAGE ? -1 : b.language === FALLBACK_LANGUAGE ? 1 : a.language.localeCompare(b.language)));
}
