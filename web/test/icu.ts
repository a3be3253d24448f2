import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { walkMessage } from '@shared/icu.ts';

// What the catalog tests compare between a language and English, read from the ICU syntax tree:
// the web's (test/allCatalogs.test.ts) and the server's (server/test/i18n/catalogs.test.ts) hold
// their catalogs to the same rules with these.

/** Placeholders with their kind (plain, number, date, time, plural, select) and rich-text tags: sorted, unique. */
export function slots(message: string): string[] {
  const found = new Set<string>();
  walkMessage(parse(message), (element) => {
    switch (element.type) {
      case TYPE.argument:
        found.add(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
      case TYPE.plural:
      case TYPE.select:
        found.add(`{${element.value}, ${TYPE[element.type]}}`);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        break;
      default:
        break;
    }
  });
  return [...found].sort();
}

/** The branch names of every plural in an ICU message, nested ones included. */
export function pluralBranches(message: string): string[][] {
  const found: string[][] = [];
  walkMessage(parse(message), (element) => {
    if (element.type === TYPE.plural) found.push(Object.keys(element.options));
  });
  return found;
}

/** The literal text of an ICU message, arguments left out, parts joined by a space. */
export function literals(message: string): string {
  const parts: string[] = [];
  walkMessage(parse(message), (element) => {
    if (element.type === TYPE.literal) parts.push(element.value);
  });
  return parts.join(' ');
}
