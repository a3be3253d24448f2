import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/**
 * Every web message catalog, found on disk (web/src/i18n/messages/*.json and every folder under
 * it, including folders added later), held to the English one (issue 14 point 5):
 * - the same keys (none missing, none extra), no empty message;
 * - valid ICU, with the same placeholders (and their kinds: plural, select, number...) and the
 *   same rich-text tags as English;
 * - French and Spanish translated: a message identical to English fails unless it is on the
 *   short, justified list below;
 * - no English key in two catalogs (the app's and the areas' are merged over one another).
 * What is particular to one area (its loader, the spec's wording) stays in that area's test.
 * The server's mail texts are held to the same rules by server/test/mail/catalogs.test.ts.
 */

const LANGUAGES = ['en', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
type Catalog = Record<string, unknown>;

// (jsdom gives import.meta.url an http: scheme: the test file's own path is the reliable anchor.)
const ROOT = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/messages');

/** "app" for the root files (en.json...), else the folder's name. */
function catalogs(): { area: string; files: Record<Language, Catalog> }[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  const areas = [{ area: 'app', dir: ROOT }];
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isDirectory()) areas.push({ area: entry.name, dir: path.join(ROOT, entry.name) });
  }
  return areas.map(({ area, dir }) => ({
    area,
    files: Object.fromEntries(LANGUAGES.map((language) => [language, read(path.join(dir, `${language}.json`))])) as Record<Language, Catalog>,
  }));
}

/**
 * Messages rightly the same as in English, as `area/key`, each with its reason. Keep it short:
 * a brand, a code, a trade name, or a word the language really shares with English.
 */
const SAME_AS_ENGLISH: Record<'fr' | 'es', Record<string, string>> = {
  fr: {
    'app/app.name': 'the brand, Erbil Car Rental',
    'app/app.documentTitle': 'the brand in the title bar',
    'app/page.notifications.title': 'French "Notifications"',
    'app/fuelType.diesel': 'French "Diesel"',
    'app/search.minutes': 'a number and the unit symbol "min"',
    'app/range.scooter': 'French "Scooter"',
    'search/search.summaryPlaces': 'two place names and an arrow: "{pickup} → {dropoff}"',
    'search/search.summaryDates': 'two dates and a dash: "{from} – {to}"',
    'app/multimedia.bluetooth': 'trade name',
    'app/multimedia.androidAuto': 'trade name',
    'app/multimedia.appleCarPlay': 'trade name',
    'bookings/bookings.approximate': 'a symbol and an amount: "≈ {amount}"',
    'checkout/checkout.details.total': 'French "Total"',
    'car/car.page.total': 'French "Total"',
    'checkout/confirmation.total': 'French "Total"',
    'tos/tos.contact.h': 'French "Contact"',
    'contact/contact.message': 'French "Message"',
    'shell/footer.blog': 'French "Blog"',
    'places/places.pagination.label': 'French "Pages"',
    'places/places.pagination.page': 'French "Page {page}"',
  },
  es: {
    'search/search.summaryPlaces': 'two place names and an arrow: "{pickup} → {dropoff}"',
    'search/search.summaryDates': 'two dates and a dash: "{from} – {to}"',
    'app/app.name': 'the brand, Erbil Car Rental',
    'app/app.documentTitle': 'the brand in the title bar',
    'search/filters.multimedia': 'Spanish "Multimedia"',
    'app/gearbox.manual': 'Spanish "Manual"',
    'app/range.scooter': 'Spanish "Scooter"',
    'app/multimedia.bluetooth': 'trade name',
    'app/multimedia.androidAuto': 'trade name',
    'app/multimedia.appleCarPlay': 'trade name',
    'bookings/bookings.approximate': 'a symbol and an amount: "≈ {amount}"',
    'bookings/bookings.skip.line': 'a placeholder only',
    'app/common.labelValue': 'placeholders and a colon: "{label}: {value}"',
    'shell/footer.blog': 'Spanish "Blog"',
    'checkout/checkout.details.total': 'Spanish "Total"',
    'car/car.page.total': 'Spanish "Total"',
    'checkout/confirmation.total': 'Spanish "Total"',
  },
};

/** Placeholders with their kind, and rich-text tags, of an ICU message (sorted, unique). */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`{${element.value}}`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`{${element.value}, ${TYPE[element.type]}}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`{${element.value}, ${TYPE[element.type]}}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const all = catalogs();

describe('every message catalog', () => {
  it('reads placeholders, their kinds and tags, so a mismatch cannot pass', () => {
    expect(slots('{count, plural, one {# car} other {# cars}} from <b>{name}</b>')).toEqual(['<b>', '{count, plural}', '{name}']);
    expect(slots('{count} voitures')).not.toEqual(slots('{count, plural, one {# voiture} other {# voitures}}'));
  });

  it('finds the app catalog and the area folders', () => {
    const areas = ['app', 'home', 'shell', 'checkout', 'bookings', 'account', 'places', 'contact', 'newsletter', 'tos', 'privacy', 'faq', 'about', 'blog', 'car'];
    expect(all.map((c) => c.area)).toEqual(expect.arrayContaining(areas));
  });

  // The area catalogs are merged over the app one (and over each other on the pages that load
  // several), so a key in two of them would have one text silently replace the other.
  it('has no English key in two catalogs', () => {
    const areasOf = new Map<string, string[]>();
    for (const { area, files } of all) for (const key of Object.keys(files.en)) areasOf.set(key, [...(areasOf.get(key) ?? []), area]);
    expect([...areasOf].filter(([, areas]) => areas.length > 1).map(([key, areas]) => `${key}: ${areas.join(', ')}`)).toEqual([]);
  });

  describe.each(all.map((c) => [c.area, c.files] as const))('%s', (area, files) => {
    const englishKeys = Object.keys(files.en).sort();

    it.each(['fr', 'es'] as const)('%s has every English key and no other', (language) => {
      const keys = Object.keys(files[language]);
      expect({ missing: englishKeys.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !(k in files.en)) }).toEqual({ missing: [], extra: [] });
    });

    it.each(LANGUAGES)('%s: every message is a non-empty string of valid ICU', (language) => {
      const bad = Object.entries(files[language]).filter(([, value]) => {
        if (typeof value !== 'string' || value.trim() === '') return true;
        try {
          parse(value);
          return false;
        } catch {
          return true;
        }
      });
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it.each(['fr', 'es'] as const)('%s has the same placeholders and tags as English', (language) => {
      const mismatches = englishKeys
        .filter((key) => typeof files[language][key] === 'string')
        .flatMap((key) => {
          const want = slots(files.en[key] as string);
          const got = slots(files[language][key] as string);
          return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ key, en: want, [language]: got }];
        });
      expect(mismatches).toEqual([]);
    });

    it.each(['fr', 'es'] as const)('%s is translated, not left in English', (language) => {
      const copies = englishKeys.filter((key) => files[language][key] === files.en[key] && !(`${area}/${key}` in SAME_AS_ENGLISH[language]));
      expect(copies).toEqual([]);
    });
  });

  it.each(['fr', 'es'] as const)('the %s allow-list names only messages that exist and are still identical', (language) => {
    const stale = Object.keys(SAME_AS_ENGLISH[language]).filter((id) => {
      const [area, key] = [id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1)];
      const files = all.find((c) => c.area === area)?.files;
      return !files || files[language][key] === undefined || files[language][key] !== files.en[key];
    });
    expect(stale).toEqual([]);
  });
});
