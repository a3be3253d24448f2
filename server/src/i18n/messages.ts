import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { directionOf } from '../shared/direction.ts';
import { argumentName, walkMessage } from '../shared/icu.ts';
import { LANGUAGES, type Language } from '../shared/languages.ts';
import type en from './messages/en.json';

/**
 * Everything the server writes to a person (mail subjects and bodies, the booking mails' .ics
 * texts, in-app notifications, status names) comes from one ICU MessageFormat catalog per
 * language, server/src/i18n/messages/<language>.json, formatted with intl-messageformat as the
 * web formats its own (react-intl). docs/decisions/048-server-message-catalogs.md.
 *
 * The catalogs are found by file name for every language of the one list (shared/languages.ts),
 * read once at start-up: a new language is its `<code>.json` here plus its entry there, no code
 * (server/tsconfig.build.json lists the folder, so the build copies it). A language in the list without its
 * file stops the server at start-up, naming the file. server/test/i18n/catalogs.test.ts holds
 * every catalog to the English one (keys, ICU arguments, plural categories).
 */

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;

function readCatalog(language: Language): Catalog {
  const file = new URL(`./messages/${language}.json`, import.meta.url);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  } catch (error) {
    throw new Error(`The server's ${language} catalog ${file.pathname} is missing or not JSON`, { cause: error });
  }
}

export const CATALOGS: Readonly<Record<Language, Catalog>> = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalog(language)])) as Record<Language, Catalog>;

/** First-strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
export const FSI = '\u2068';
export const PDI = '\u2069';
/** Left-to-right isolate. */
export const LRI = '\u2066';

/**
 * A value placed inside a right-to-left sentence, isolated so its own direction cannot reorder
 * the sentence around it (a reference EBL-7K3Q9M, "+964 750 123 4567", "$150.00", a car name).
 * Left-to-right languages get the value untouched.
 */
export function isolate(language: string, value: string): string {
  if (directionOf(language) !== 'rtl' || value === '') return value;
  // A value formatted by another message keeps its own isolates; stray ones (typed into a name)
  // are dropped, so the pairs stay balanced and the mail's <bdi> elements well formed.
  const text = balancedIsolates(value) ? value : value.replace(/[\u2066-\u2069]/g, '');
  // A value without letters (an amount, a phone number, a time) has no direction of its own:
  // isolated left to right (LRI), since a first-strong isolate with nothing to go by follows the
  // surrounding right-to-left text in browsers' <bdi> and "$120" would read "120$".
  return `${/\p{L}/u.test(text) ? FSI : LRI}${text}${PDI}`;
}

/** Whether every isolate initiator (LRI, RLI, FSI) in `value` is closed by its own PDI, in order. */
export function balancedIsolates(value: string): boolean {
  let depth = 0;
  for (const c of value) {
    if (c === '\u2066' || c === '\u2067' || c === FSI) depth++;
    else if (c === PDI && --depth < 0) return false;
  }
  return depth === 0;
}

export type MessageValues = Record<string, string | number>;

const formatters = new Map<string, IntlMessageFormat>();

/**
 * The compiled message (cached). Western digits in every language (issue 27 point 4: Eastern
 * Arabic digits are a setting, not the default), so numbers in plurals read like the amounts and
 * dates beside them.
 */
function formatter(language: Language, source: string): IntlMessageFormat {
  const id = `${language}\u0000${source}`;
  let compiled = formatters.get(id);
  if (!compiled) {
    compiled = new IntlMessageFormat(source, `${language}-u-nu-latn`);
    formatters.set(id, compiled);
  }
  return compiled;
}

/** The raw ICU text of a key (tests, the notification variants). */
export function messageSource(language: Language, key: MessageKey): string {
  return (CATALOGS[language] ?? CATALOGS.en)[key];
}

/** The names of the arguments an ICU message uses (plural and select included). */
export function messageArguments(language: Language, source: string): string[] {
  const found = new Set<string>();
  walkMessage(formatter(language, source).getAst(), (element) => {
    const name = argumentName(element);
    if (name !== undefined) found.add(name);
  });
  return [...found];
}

/** Formats an ICU source in a language; string values are isolated in right-to-left languages. */
export function formatSource(language: Language, source: string, values: MessageValues = {}): string {
  const shown: MessageValues = {};
  for (const [name, value] of Object.entries(values)) shown[name] = typeof value === 'string' ? isolate(language, value) : value;
  return String(formatter(language, source).format(shown));
}

/** A message of the server catalog in `language`, its values filled in. */
export function t(language: Language, key: MessageKey, values?: MessageValues): string {
  if (values) return formatSource(language, messageSource(language, key), values);
  // A text without values is the same every time: formatted once.
  const id = `${language}\u0000${key}`;
  let text = plainTexts.get(id);
  if (text === undefined) {
    text = formatSource(language, messageSource(language, key));
    plainTexts.set(id, text);
  }
  return text;
}

const plainTexts = new Map<string, string>();

/** Languages whose catalogs the server holds (every interface language). */
export const MESSAGE_LANGUAGES: readonly Language[] = LANGUAGES;
