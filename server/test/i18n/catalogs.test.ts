import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/i18n/messages.ts';
import { directionOf } from '../../src/shared/direction.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { literals, pluralBranches, slots } from '../../../web/test/icu.ts';

/**
 * The server's message catalogs (server/src/i18n/messages/<language>.json: mail, .ics texts,
 * notifications, status names), held to the rules of the web's (web/test/allCatalogs.test.ts):
 * - one catalog per language of the one list (shared/languages.ts), and no catalog outside it;
 * - the same keys as English, in the same order, none empty;
 * - valid ICU with the same arguments (and their kinds: plural, select...) as English;
 * - every plural's branches are categories of the language (Arabic has zero, one, two, few, many;
 *   Kurdish one and other), `other` always there;
 * - translated: a message equal to English fails unless it is on the short list below, and a
 *   right-to-left language's messages are written in its script.
 */

const DIR = path.resolve(import.meta.dirname, '../../src/i18n/messages');

/** Messages rightly the same as in English, with the reason. */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  fr: { 'booking.rateEquation': 'an equation: "1 USD = {rate} {currency}"', 'booking.total': 'French "Total"', 'mail.dateTimeWithZone': 'a date and a zone name in brackets', 'booking.placeAddress': 'a place and its country, a comma between', 'booking.rentalDays': '"{rental} ({days})"', 'booking.whenWhere': 'a date, a comma, a place' },
  es: { 'booking.rateEquation': 'an equation: "1 USD = {rate} {currency}"', 'booking.total': 'Spanish "Total"', 'mail.colon': 'the same colon', 'mail.dateTimeWithZone': 'a date and a zone name in brackets', 'booking.placeAddress': 'a place and its country, a comma between', 'booking.rentalDays': '"{rental} ({days})"', 'booking.whenWhere': 'a date, a comma, a place' },
  ar: { 'booking.rateEquation': 'an equation: "1 USD = {rate} {currency}"', 'mail.colon': 'Arabic writes the same colon', 'mail.dateTimeWithZone': 'a date and a zone name in brackets', 'booking.rentalDays': '"{rental} ({days})"' },
  ckb: { 'booking.rateEquation': 'an equation: "1 USD = {rate} {currency}"', 'mail.colon': 'Kurdish writes the same colon', 'mail.dateTimeWithZone': 'a date and a zone name in brackets', 'booking.rentalDays': '"{rental} ({days})"' },
};

const english = CATALOGS.en as Record<string, string>;
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

describe('server message catalogs', () => {
  it('has one catalog per language of the list, and none other', () => {
    const files = readdirSync(DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('reads arguments and their kinds, so a mismatch cannot pass', () => {
    expect(slots('{count, plural, one {# day} other {# days}} at {place}')).toEqual(['{count, plural}', '{place}']);
    expect(slots('{count} days')).not.toEqual(slots('{count, plural, one {# day} other {# days}}'));
  });

  it.each(LANGUAGES)('%s: every message parses, none empty', (language) => {
    for (const [key, message] of Object.entries(CATALOGS[language] as Record<string, string>)) {
      expect(message.trim(), `${language} ${key}`).not.toBe('');
      expect(() => parse(message), `${language} ${key}`).not.toThrow();
    }
  });

  it.each(TRANSLATED)('%s has every English key, in the same order, and no other', (language) => {
    expect(Object.keys(CATALOGS[language])).toEqual(Object.keys(english));
  });

  it.each(TRANSLATED)('%s uses the same arguments as English in every message', (language) => {
    const catalog = CATALOGS[language] as Record<string, string>;
    for (const key of Object.keys(english)) expect(slots(catalog[key] ?? ''), `${language} ${key}`).toEqual(slots(english[key]));
  });

  it.each(LANGUAGES)('%s: plural branches are categories of the language, with other', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    for (const [key, message] of Object.entries(CATALOGS[language] as Record<string, string>)) {
      for (const branches of pluralBranches(message)) {
        expect(branches, `${language} ${key}`).toContain('other');
        for (const branch of branches) if (!branch.startsWith('=')) expect(categories, `${language} ${key}: "${branch}"`).toContain(branch);
      }
    }
  });

  it.each(TRANSLATED)('%s is translated: no message left in English unless listed', (language) => {
    const catalog = CATALOGS[language] as Record<string, string>;
    const allowed = SAME_AS_ENGLISH[language] ?? {};
    const same = Object.keys(english).filter((key) => catalog[key] === english[key] && !(key in allowed));
    expect(same).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => directionOf(language) === 'rtl'))('%s (right to left) is written in Arabic script', (language) => {
    const catalog = CATALOGS[language] as Record<string, string>;
    // The words of a message (its literal text, plural branches included), without the brand (kept in Latin letters).
    const words = (message: string) => literals(message).replace(/Erbil Car Rental|USD/g, ' ');
    const latin = Object.entries(catalog).filter(([, message]) => /[A-Za-z]{2,}/.test(words(message)) || (/\p{L}/u.test(words(message)) && !/\p{Script=Arabic}/u.test(words(message))));
    expect(latin.map(([key]) => key)).toEqual([]);
  });
});
