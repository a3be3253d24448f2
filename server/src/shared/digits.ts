import { languageEntry } from './languages.ts';

/**
 * Which digits numbers are written with (issue 27 point 4). Sorani Kurdish and Arabic readers in
 * Erbil read Western digits (0-9) on screens and prices, so they are the default; Eastern Arabic
 * digits (٠-٩, with the Arabic thousands and decimal marks ٬ ٫) are a reader's setting
 * (docs/decisions/050). English, French and Spanish always use Western digits.
 *
 * The choice travels as a BCP 47 locale's numbering system, as Intl reads it: `ar-u-nu-latn`,
 * `ckb-u-nu-arab`. The one money and date formats (money.ts, dates.ts) take such a locale where
 * they take a language, so an intl object's `locale` carries the reader's digits to every amount
 * and date. Browser-safe (the web bundles it through @shared/digits.ts).
 */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_DIGITS: Digits = 'latn';

export function isDigits(value: unknown): value is Digits {
  return value === 'latn' || value === 'arab';
}

/** Whether the digits setting means anything in `language`: Arabic script (ckb, ar; shared/languages.ts). */
export function hasDigitsChoice(language: string): boolean {
  return languageEntry(language)?.arabicScript ?? false;
}

/**
 * The locale that formats `language` with `digits`: the language itself for en, fr and es (their
 * formats are unchanged), `<language>-u-nu-<digits>` for ckb and ar, so Intl never falls back to
 * the Eastern digits its data gives ckb by default.
 */
export function localeOf(language: string, digits: Digits = DEFAULT_DIGITS): string {
  return hasDigitsChoice(language) ? `${language}-u-nu-${digits}` : language;
}

/** A locale's language and digits: `ar-u-nu-arab` -> ar, arab; `fr` -> fr, latn. */
export function splitLocale(locale: string): { language: string; digits: Digits } {
  const language = locale.split('-')[0]!.toLowerCase();
  const nu = /-u(?:-[a-z0-9]{2,8})*?-nu-([a-z0-9]{3,8})/i.exec(locale)?.[1]?.toLowerCase();
  return { language, digits: nu === 'arab' && hasDigitsChoice(language) ? 'arab' : 'latn' };
}

const EASTERN = '٠١٢٣٤٥٦٧٨٩';

/**
 * `text` with its Western digits written in `digits`: for Eastern Arabic digits, each 0-9 becomes
 * ٠-٩, and a comma or point between two digits the Arabic thousands (٬) or decimal (٫) mark.
 * Western digits leave the text as it is.
 */
export function withDigits(text: string, digits: Digits): string {
  if (digits !== 'arab') return text;
  return text
    .replace(/(?<=\d)[,.](?=\d)/g, (mark) => (mark === ',' ? '٬' : '٫'))
    .replace(/\d/g, (d) => EASTERN[Number(d)]!);
}
