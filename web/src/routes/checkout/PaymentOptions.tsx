import { List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PaymentOption } from '../../__generated__/graphql.ts';

/**
 * Payment options: pay later (free amendments and cancellation; only when the car's supplier
 * allows it) or pay online (amendments and cancellation under conditions).
 */
export function PaymentOptions({
  value,
  onChange,
  payLaterAllowed,
  error,
}: {
  value: PaymentOption | null;
  onChange: (option: PaymentOption) => void;
  payLaterAllowed: boolean;
  error?: string;
}) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-payment">
      <Title order={2} size="h4" id="checkout-payment" mb="sm">
        {intl.formatMessage({ id: 'checkout.payment.title' })}
      </Title>
      <Radio.Group
        name="paymentOption"
        value={value}
        onChange={(next) => onChange(next as PaymentOption)}
        label={intl.formatMessage({ id: 'checkout.payment.label' })}
        error={error}
      >
        <Stack gap="sm" mt="xs">
          {payLaterAllowed && (
            <Radio
              value="payLater"
              label={intl.formatMessage({ id: 'checkout.payment.payLater' })}
              description={intl.formatMessage({ id: 'checkout.payment.payLaterText' })}
            />
          )}
          <Radio
            value="payOnline"
            label={intl.formatMessage({ id: 'checkout.payment.payOnline' })}
            description={intl.formatMessage({ id: 'checkout.payment.payOnlineText' })}
          />
        </Stack>
      </Radio.Group>
      {!payLaterAllowed && (
        <Text size="sm" c="dimmed" mt="xs">
          {intl.formatMessage({ id: 'checkout.payment.payLaterUnavailable' })}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The pick-up checklist: arrive on time, bring a passport or national ID and the licence, and
 * what is paid where (cash at pick-up for pay later; the deposit at pick-up for pay online).
 */
export function PickupChecklist({ paymentOption, deposit }: { paymentOption: PaymentOption | null; deposit: string }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-checklist">
      <Title order={2} size="h4" id="checkout-checklist" mb="sm">
        {intl.formatMessage({ id: 'checkout.checklist.title' })}
      </Title>
      <List spacing={4} size="sm">
        <List.Item>{intl.formatMessage({ id: 'checkout.checklist.onTime' })}</List.Item>
        <List.Item>{intl.formatMessage({ id: 'checkout.checklist.documents' })}</List.Item>
        {paymentOption === 'payLater' && <List.Item>{intl.formatMessage({ id: 'checkout.checklist.payCash' })}</List.Item>}
        {paymentOption === 'payOnline' && <List.Item>{intl.formatMessage({ id: 'checkout.checklist.paidDeposit' }, { deposit })}</List.Item>}
      </List>
    </Paper>
  );
}
