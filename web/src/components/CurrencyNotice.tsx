import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Money } from '../hooks/useMoney.ts';
import { BASE_CURRENCY } from '../lib/currency.ts';

/**
 * Under prices shown in another currency than USD (search, checkout): they are approximate,
 * converted from the USD prices at today's rate, and the card is charged in the currency shown
 * at checkout (issue 14 point 6). Nothing in USD, the prices' own currency.
 */
export function CurrencyNotice({ money }: { money: Pick<Money, 'currency'> }) {
  const intl = useIntl();
  if (money.currency === BASE_CURRENCY) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="currency-notice">
      {intl.formatMessage({ id: 'currency.approximate' }, { currency: money.currency })}
    </Text>
  );
}
