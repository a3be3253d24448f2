import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import type { Language } from './languages.ts';

/** Every message id, taken from the English catalog. */
export type MessageId = keyof typeof en;

/**
 * The three catalogs. Typing them as `Record<MessageId, string>` makes a key missing from the
 * French or Spanish catalog a compile error; test/catalogs.test.ts also catches extra keys.
 * All three are bundled: together they are a few KB, less than a round trip to fetch one.
 */
export const catalogs: Record<Language, Record<MessageId, string>> = { en, fr, es };

// Registers the ids with react-intl, so `<FormattedMessage id="...">` and `formatMessage`
// reject an id that is not in the catalogs at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
