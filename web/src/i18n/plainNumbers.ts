import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { withDigits, type Digits } from '@shared/digits.ts';
import { argumentName, walkMessage } from '@shared/icu.ts';
import { providePlainNumbers } from './intl.ts';

// Loaded only for a reader who chose Eastern Arabic digits (issue 27 point 4): importing this
// module installs it in every intl object made from then on (intl.ts createAppIntl). The page's
// start (main.tsx) and the server's render (entry-server.tsx) load it before the first render
// when the `digits` cookie asks for them; the digits choices load it before switching.

/**
 * A number given to a message as a plain argument (`{count} seats`, `{km} km`) is written by the
 * message formatter as it is, in Western digits whatever the locale; with Eastern Arabic digits
 * chosen it is written in them here. A number a plural, select, number or date element reads is
 * left a number (they format it in the locale's digits themselves).
 */
export function plainNumbersIn(intl: IntlShape, digits: Digits): IntlShape {
  const chosen = new Map<string, Set<string>>();
  const plainNames = (id: string) => {
    let names = chosen.get(id);
    if (!names) {
      const source = (intl.messages as Record<string, unknown>)[id];
      const plain = new Set<string>();
      const read = new Set<string>();
      const visit = (element: MessageFormatElement) => {
        const name = argumentName(element);
        // A plain argument (1) is written as it is; the others read the number themselves.
        if (name !== undefined) (element.type === 1 ? plain : read).add(name);
      };
      // Parsed already in the production build (vite.config.ts precompiledMessages), text in development and tests.
      if (Array.isArray(source)) walkMessage(source as MessageFormatElement[], visit);
      else if (typeof source === 'string') walkMessage(intl.formatters.getMessageFormat(source, intl.locale).getAst(), visit);
      names = new Set([...plain].filter((name) => !read.has(name)));
      chosen.set(id, names);
    }
    return names;
  };
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, ...rest: unknown[]) => {
    if (values && descriptor.id) {
      const names = plainNames(String(descriptor.id));
      values = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' && names.has(name) ? withDigits(String(value), digits) : value]));
    }
    return (intl.formatMessage as (...args: unknown[]) => unknown)(descriptor, values, ...rest);
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}

providePlainNumbers(plainNumbersIn);
