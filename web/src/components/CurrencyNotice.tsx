import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isChargeCurrency } from '@shared/currency.ts';
import { useDates } from '../hooks/useDates.ts';
import type { Money } from '../hooks/useMoney.ts';
import { BASE_CURRENCY } from '../lib/currency.ts';

/**
 * Under prices shown in another currency than USD (search, checkout): they are approximate,
 * converted from the USD prices at today's rate, and the card is charged in the currency shown
 * at checkout (issue 14 point 6). Nothing in USD, the prices' own currency. In dinars, which
 * no card is charged in, it names the rate's source and date, and says that a card is charged in
 * US dollars while pay at pick-up can be in dinars (ADR 051).
 */
export function CurrencyNotice({ money }: { money: Pick<Money, 'currency' | 'source'> }) {
  const intl = useIntl();
  const dates = useDates();
  if (money.currency === BASE_CURRENCY) return null;
  if (!isChargeCurrency(money.currency) && money.source) {
    return (
      <Text size="sm" c="dimmed" data-testid="currency-notice">
        {intl.formatMessage(
          { id: 'currency.approximateIqd' },
          // The source is a host name: isolated so it reads left to right in a right-to-left sentence.
          { source: <bdi key="source">{money.source.provider}</bdi>, date: dates.day(money.source.fetchedAt) },
        )}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="currency-notice">
      {intl.formatMessage({ id: 'currency.approximate' }, { currency: money.currency })}
    </Text>
  );
}
