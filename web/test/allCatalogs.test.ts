import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { pluralBranches, slots } from './icu.ts';

/**
 * Every web message catalog, found on disk (web/src/i18n/messages/*.json and every folder under
 * it, including folders added later), held to the English one (issue 14 point 5):
 * - the same keys (none missing, none extra), no empty message;
 * - valid ICU, with the same placeholders (and their kinds: plural, select, number...) and the
 *   same rich-text tags as English;
 * - every other language translated: a message identical to English fails unless it is on the
 *   short, justified list below;
 * - the languages are the <lang>.json files beside the app's en.json (a new language is held to
 *   all of this as soon as its root catalog exists, and must then exist in every area);
 * - no English key in two catalogs (the app's and the areas' are merged over one another).
 * What is particular to one area (its loader, the spec's wording) stays in that area's test.
 * The server's mail texts are held to the same rules by server/test/mail/catalogs.test.ts.
 */

type Catalog = Record<string, unknown>;

// (jsdom gives import.meta.url an http: scheme: the test file's own path is the reliable anchor.)
const ROOT = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/messages');

/** Every language with a root catalog (en.json, fr.json...), English first. */
const LANGUAGES = readdirSync(ROOT)
  .filter((name) => /^[a-z]{2,3}\.json$/.test(name))
  .map((name) => name.slice(0, -'.json'.length))
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
/** The languages held to English. */
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
type Language = string;

/** "app" for the root files (en.json...), else the folder's name. */
function catalogs(): { area: string; files: Record<Language, Catalog> }[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  const areas = [{ area: 'app', dir: ROOT }];
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isDirectory()) areas.push({ area: entry.name, dir: path.join(ROOT, entry.name) });
  }
  return areas.map(({ area, dir }) => ({
    area,
    // A language missing from an area reads as an empty catalog, so the key test names every missing key.
    files: Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = path.join(dir, `${language}.json`);
        return [language, existsSync(file) ? read(file) : {}];
      }),
    ) as Record<Language, Catalog>,
  }));
}

/**
 * Messages rightly the same as in English, as `area/key`, each with its reason. Keep it short:
 * a brand, a code, a trade name, or a word the language really shares with English.
 */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
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
  ar: {
    'app/app.name': 'the brand, Erbil Car Rental, kept in Latin letters',
    'app/app.documentTitle': 'the brand in the title bar',
    'app/common.labelValue': 'placeholders and a colon: "{label}: {value}"',
    'app/multimedia.bluetooth': 'trade name',
    'app/multimedia.androidAuto': 'trade name',
    'app/multimedia.appleCarPlay': 'trade name',
    'bookings/bookings.approximate': 'a symbol and an amount: "≈ {amount}"',
    'checkout/testPayment.cvc': 'the code printed on cards, written in Latin letters on the card itself',
    'newsletter/newsletter.placeholder': 'an e-mail address, which stays in Latin letters',
    'search/search.summaryDates': 'two dates and a dash: "{from} – {to}"',
  },
  ckb: {
    'app/app.name': 'the brand, Erbil Car Rental, kept in Latin letters',
    'app/app.documentTitle': 'the brand in the title bar',
    'app/common.labelValue': 'placeholders and a colon: "{label}: {value}"',
    'app/multimedia.androidAuto': 'trade name',
    'app/multimedia.appleCarPlay': 'trade name',
    'bookings/bookings.approximate': 'a symbol and an amount: "≈ {amount}"',
    'checkout/testPayment.expiryPlaceholder': 'the card expiry as printed on cards, MM/YY',
    'checkout/testPayment.cvc': 'the code printed on cards, written in Latin letters on the card itself',
    'newsletter/newsletter.placeholder': 'an e-mail address, which stays in Latin letters',
    'search/search.summaryDates': 'two dates and a dash: "{from} – {to}"',
  },
};

const all = catalogs();

describe('every message catalog', () => {
  it('reads placeholders, their kinds and tags, so a mismatch cannot pass', () => {
    expect(slots('{count, plural, one {# car} other {# cars}} from <b>{name}</b>')).toEqual(['<b>', '{count, plural}', '{name}']);
    expect(slots('{count} voitures')).not.toEqual(slots('{count, plural, one {# voiture} other {# voitures}}'));
  });

  it('finds the app catalog and the area folders', () => {
    const areas = ['app', 'home', 'shell', 'checkout', 'bookings', 'account', 'places', 'contact', 'newsletter', 'tos', 'privacy', 'faq', 'about', 'blog', 'car'];
    expect(all.map((c) => c.area)).toEqual(expect.arrayContaining(areas));
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'fr', 'es', 'ar']));
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

    it.each(TRANSLATED)('%s has every English key and no other', (language) => {
      const keys = Object.keys(files[language]);
      expect({ missing: englishKeys.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !(k in files.en)) }).toEqual({ missing: [], extra: [] });
    });

    // The same order as English, so that a catalog reads side by side with the English one.
    it.each(TRANSLATED)('%s keeps the English order', (language) => {
      const order = Object.keys(files.en);
      expect(Object.keys(files[language]).filter((k) => k in files.en)).toEqual(order.filter((k) => k in files[language]));
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

    it.each(TRANSLATED)('%s has the same placeholders and tags as English', (language) => {
      const mismatches = englishKeys
        .filter((key) => typeof files[language][key] === 'string')
        .flatMap((key) => {
          const want = slots(files.en[key] as string);
          const got = slots(files[language][key] as string);
          return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ key, en: want, [language]: got }];
        });
      expect(mismatches).toEqual([]);
    });

    // Arabic needs zero/one/two/few/many, French one/many: a branch the language does not have
    // would never be chosen, and a missing "other" breaks the message for the numbers left over.
    it.each(LANGUAGES)('%s: every plural uses the language\'s own categories and has "other"', (language) => {
      const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      const bad = Object.entries(files[language]).flatMap(([key, value]) =>
        typeof value === 'string' ? pluralBranches(value).filter((branches) => !branches.includes('other') || branches.some((b) => !categories.has(b as Intl.LDMLPluralRule) && !/^=\d+$/.test(b))).map((branches) => `${key}: ${branches.join(' ')}`) : [],
      );
      expect(bad).toEqual([]);
    });

    it.each(TRANSLATED)('%s is translated, not left in English', (language) => {
      const copies = englishKeys.filter((key) => files[language][key] === files.en[key] && !(`${area}/${key}` in (SAME_AS_ENGLISH[language] ?? {})));
      expect(copies).toEqual([]);
    });
  });

  it.each(TRANSLATED)('the %s allow-list names only messages that exist and are still identical', (language) => {
    const stale = Object.keys(SAME_AS_ENGLISH[language] ?? {}).filter((id) => {
      const [area, key] = [id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1)];
      const files = all.find((c) => c.area === area)?.files;
      return !files || files[language][key] === undefined || files[language][key] !== files.en[key];
    });
    expect(stale).toEqual([]);
  });
});
