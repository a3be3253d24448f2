import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import type { CheckoutMutation } from '../../__generated__/graphql.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { timeLeft } from '../../lib/card.ts';
import { isCurrency } from '../../lib/currency.ts';
import { formatMoney } from '../../lib/money.ts';
import { TestPaymentForm } from './TestPaymentForm.tsx';

// Stripe's code is fetched only for a Stripe session (a chunk of its own).
const StripePayment = lazy(() => import('./StripePayment.tsx'));

/**
 * The secure card payment section after a pay-online checkout: the amount and currency charged,
 * how long the car stays held, then Stripe's embedded checkout or the local test payment form
 * (gone once the hold has ended: the server would refuse the payment).
 */
export type PaymentSession = NonNullable<CheckoutMutation['checkout']['payment']>;

export function PaymentPanel({ session }: { session: PaymentSession }) {
  const intl = useIntl();
  const { locale: language } = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const amount = isCurrency(session.currency) ? formatMoney(session.amount, language, session.currency) : `${session.amount} ${session.currency}`;
  const expired = new Date(session.expiresAt).getTime() <= now;
  const stripeReady = session.provider === 'STRIPE' && session.clientSecret && session.publishableKey;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-card">
      <Title order={2} size="h4" id="checkout-card" mb="sm">
        {intl.formatMessage({ id: 'checkout.card.title' })}
      </Title>
      <Stack gap="sm">
        <Text data-testid="amount-charged">
          {intl.formatMessage({ id: 'checkout.card.amount' }, { amount, currency: session.currency })}
        </Text>
        <Text size="sm" c={expired ? 'red' : 'dimmed'} role="timer" aria-live="off">
          {expired
            ? intl.formatMessage({ id: 'checkout.card.expired' })
            : intl.formatMessage({ id: 'checkout.card.holdUntil' }, { time: timeLeft(session.expiresAt, now) })}
        </Text>
        {expired ? (
          <Anchor component={Link} to="/search">
            {intl.formatMessage({ id: 'checkout.backToSearch' })}
          </Anchor>
        ) : session.provider === 'TEST' ? (
          <TestPaymentForm sessionId={session.id} />
        ) : stripeReady ? (
          <Suspense fallback={<Skeleton h={320} />}>
            <StripePayment sessionId={session.id} clientSecret={session.clientSecret!} publishableKey={session.publishableKey!} />
          </Suspense>
        ) : (
          <Alert color="red">{intl.formatMessage({ id: 'checkout.error.PAYMENT_UNAVAILABLE' })}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
