import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useCurrency } from '../hooks/useCurrency.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { CURRENCIES, CURRENCY_SYMBOLS, isCurrency } from '../lib/currency.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: CURRENCY_SYMBOLS[code] ? `${code} ${CURRENCY_SYMBOLS[code]}` : code }));

/** Everything but what the select itself owns; the caller gives its label (or aria-label). */
type SelectProps = Omit<NativeSelectProps, 'value' | 'data' | 'onChange'> & { ref?: Ref<HTMLSelectElement> };

/**
 * The interface language choice, as the header and the footer show it: a native select
 * (docs/decisions/005), applied at once and stored under the spec's `language` key.
 */
export function LanguageSelect(props: SelectProps) {
  const { language, setLanguage } = useLanguage();
  return (
    <NativeSelect
      {...props}
      value={language}
      data={LANGUAGE_OPTIONS}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) setLanguage(value);
      }}
    />
  );
}

/** The display currency choice (USD, EUR, GBP, IQD), stored under the spec's `currency` key. */
export function CurrencySelect(props: SelectProps) {
  const { currency, setCurrency } = useCurrency();
  return (
    <NativeSelect
      {...props}
      value={currency}
      data={CURRENCY_OPTIONS}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isCurrency(value)) setCurrency(value);
      }}
    />
  );
}
