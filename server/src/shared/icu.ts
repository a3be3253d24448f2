import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Every element of a parsed ICU message in document order, the branches of plurals and selects and
 * the contents of tags included: the one walk over the syntax tree, for the server's notification
 * variants (i18n/messages.ts), the web's numbers in the reader's digits (web/src/i18n/plainNumbers.ts)
 * and the catalog tests (web/test/icu.ts). Browser-safe; types only from the parser.
 */
export function walkMessage(elements: readonly MessageFormatElement[], visit: (element: MessageFormatElement) => void): void {
  for (const element of elements) {
    visit(element);
    if ('options' in element) for (const option of Object.values(element.options)) walkMessage(option.value, visit);
    else if ('children' in element) walkMessage(element.children, visit);
  }
}

/** The name an argument element reads (plain, number, date, time, select, plural); undefined for the others. */
export function argumentName(element: MessageFormatElement): string | undefined {
  // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (the parser's TYPE).
  return element.type >= 1 && element.type <= 6 ? (element as { value: string }).value : undefined;
}
