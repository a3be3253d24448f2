import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ExtraKind } from '../../__generated__/graphql.ts';
import { EXTRA_KINDS } from './checkoutForm.ts';

/** One extra as the server's quote describes it for the chosen payment option. */
export interface ExtraLine {
  kind: ExtraKind;
  available: boolean;
  included: boolean;
  chosen: boolean;
  perDay: boolean;
  unitPrice?: string | null;
}

/**
 * Booking options: the car's extras. Included ones are on and locked, unavailable ones
 * disabled; the price beside each is the server's (per day or per booking).
 */
export function BookingOptions({
  extras,
  chosen,
  onChange,
  money,
}: {
  extras: ExtraLine[];
  chosen: Partial<Record<ExtraKind, boolean>>;
  onChange: (kind: ExtraKind, on: boolean) => void;
  money: (usd: string) => string;
}) {
  const intl = useIntl();
  const byKind = new Map(extras.map((e) => [e.kind, e]));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-options">
      <Title order={2} size="h4" id="checkout-options" mb="sm">
        {intl.formatMessage({ id: 'checkout.options.title' })}
      </Title>
      <Stack gap="xs">
        {EXTRA_KINDS.map((kind) => {
          const line = byKind.get(kind);
          if (!line) return null;
          const price = !line.available
            ? intl.formatMessage({ id: 'car.extra.unavailable' })
            : line.included
              ? intl.formatMessage({ id: 'car.extra.included' })
              : intl.formatMessage({ id: line.perDay ? 'checkout.options.perDay' : 'checkout.options.perBooking' }, { amount: money(line.unitPrice ?? '0') });
          return (
            <Checkbox
              key={kind}
              name={`extra.${kind}`}
              label={intl.formatMessage({ id: `extra.${kind}` })}
              description={<Text span size="xs">{price}</Text>}
              checked={line.available && (line.included || chosen[kind] === true)}
              disabled={!line.available || line.included}
              onChange={(event) => onChange(kind, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
