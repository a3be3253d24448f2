import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Code, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert.tsx';
import { cardErrors, formatCardNumber, formatExpiry, type CardField, type CardValues, CARD_MESSAGES } from '../../lib/card.ts';
import { formatError } from '../../lib/errors.ts';
import { PayTestSessionMutation } from './documents.ts';

const FIELDS: CardField[] = ['cardNumber', 'expiry', 'cvc'];

/** The server's field errors on the card, whatever their code: each field has the spec's one message. */
export function serverCardErrors(error: unknown): Partial<Record<CardField, (typeof CARD_MESSAGES)[CardField]>> {
  const out: Partial<Record<CardField, (typeof CARD_MESSAGES)[CardField]>> = {};
  if (!CombinedGraphQLErrors.is(error)) return out;
  for (const { extensions } of error.errors) {
    const fieldErrors = extensions?.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object') continue;
    for (const field of FIELDS) if (field in fieldErrors) out[field] = CARD_MESSAGES[field];
  }
  return out;
}

/**
 * The local test payment page (no Stripe keys configured): clearly test mode, no money moves.
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; either way the status page says
 * how it ended (payTestSession then /checkout-session/{id}).
 */
export function TestPaymentForm({ sessionId }: { sessionId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pay, { loading }] = useMutation(PayTestSessionMutation);
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  const show = (codes: Partial<Record<CardField, string>>) => {
    setErrors(codes);
    const first = FIELDS.find((field) => codes[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first;
  };

  const set = (field: keyof CardValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once submitted, a fixed field loses its message as the driver types.
    if (submitted.current) setErrors(cardErrors(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    submitted.current = true;
    setFormError(null);
    if (show(cardErrors(values))) return;
    try {
      await pay({
        variables: {
          input: { sessionId, cardNumber: values.cardNumber, expiry: values.expiry, cvc: values.cvc, cardholderName: values.cardholderName.trim() || null },
        },
      });
      // Paid or declined, the status page tells (it asks the server again).
      await navigate(`/checkout-session/${encodeURIComponent(sessionId)}`);
    } catch (error) {
      const fields = serverCardErrors(error);
      if (show(Object.fromEntries(Object.entries(fields).map(([k, id]) => [k, intl.formatMessage({ id })])))) return;
      setFormError(formatError(intl, error));
    }
  }

  const message = (field: CardField) => (errors[field] ? intl.formatMessage({ id: CARD_MESSAGES[field] }) : undefined);

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="test-payment-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="orange" size="lg" variant="filled">
            {intl.formatMessage({ id: 'testPayment.badge' })}
          </Badge>
          <Text fw={700} id="test-payment-title">
            {intl.formatMessage({ id: 'testPayment.title' })}
          </Text>
        </Group>
        <Alert color="orange" variant="light">
          <Text size="sm">{intl.formatMessage({ id: 'testPayment.noMoney' })}</Text>
          <List size="sm" mt={4}>
            <List.Item>
              <Code>4242 4242 4242 4242</Code> {intl.formatMessage({ id: 'testPayment.pays' })}
            </List.Item>
            <List.Item>
              <Code>4000 0000 0000 0002</Code> {intl.formatMessage({ id: 'testPayment.declined' })}
            </List.Item>
          </List>
        </Alert>
        <TextInput
          name="cardNumber"
          label={intl.formatMessage({ id: 'testPayment.cardNumber' })}
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.currentTarget.value))}
          error={message('cardNumber')}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            name="expiry"
            label={intl.formatMessage({ id: 'testPayment.expiry' })}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={intl.formatMessage({ id: 'testPayment.expiryPlaceholder' })}
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value))}
            error={message('expiry')}
            required
          />
          <TextInput
            name="cvc"
            label={intl.formatMessage({ id: 'testPayment.cvc' })}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvc}
            onChange={(event) => set('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            error={message('cvc')}
            required
          />
        </SimpleGrid>
        <TextInput
          name="cardholderName"
          label={intl.formatMessage({ id: 'testPayment.name' })}
          autoComplete="cc-name"
          value={values.cardholderName}
          onChange={(event) => set('cardholderName', event.currentTarget.value)}
        />
        <FormAlert message={formError} />
        <Button type="submit" loading={loading}>
          {intl.formatMessage({ id: 'testPayment.submit' })}
        </Button>
      </Stack>
    </form>
  );
}
