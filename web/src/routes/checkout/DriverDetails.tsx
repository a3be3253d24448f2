import { Anchor, Checkbox, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatCalendarDate } from '@shared/dates.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CheckoutDriverQuery } from '../../__generated__/graphql.ts';
import type { PersonValues } from './checkoutForm.ts';
import { PersonFields } from './PersonFields.tsx';

type Me = NonNullable<CheckoutDriverQuery['me']>;

/**
 * Driver details: a read-only summary for a signed-in driver (with the birth date asked for
 * when none is on file), or the guest's details, the Terms of Use and a way to sign in instead.
 */
export function DriverDetails({
  me,
  values,
  acceptTerms,
  errors,
  onChange,
  onBlur,
  onAcceptTerms,
  maxBirthDate,
  signInHref,
}: {
  me: Me | null;
  values: PersonValues;
  acceptTerms: boolean;
  errors: Partial<Record<keyof PersonValues | 'acceptTerms', string>>;
  onChange: (field: keyof PersonValues, value: string) => void;
  onBlur: (field: keyof PersonValues) => void;
  onAcceptTerms: (accepted: boolean) => void;
  maxBirthDate?: string;
  signInHref: string;
}) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-driver">
      <Title order={2} size="h4" id="checkout-driver" mb="sm">
        {intl.formatMessage({ id: 'checkout.driver.title' })}
      </Title>
      {me ? (
        <Stack gap="xs">
          <Table variant="vertical" withRowBorders={false} data-testid="driver-summary">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{intl.formatMessage({ id: 'form.fullName' })}</Table.Th>
                <Table.Td>{me.fullName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{intl.formatMessage({ id: 'form.email' })}</Table.Th>
                <Table.Td>{me.email}</Table.Td>
              </Table.Tr>
              {me.phone && (
                <Table.Tr>
                  <Table.Th>{intl.formatMessage({ id: 'form.phone' })}</Table.Th>
                  <Table.Td>{me.phone}</Table.Td>
                </Table.Tr>
              )}
              {me.birthDate && (
                <Table.Tr>
                  <Table.Th>{intl.formatMessage({ id: 'form.birthDate' })}</Table.Th>
                  <Table.Td>{formatCalendarDate(me.birthDate, intl.locale)}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {!me.birthDate && (
            <TextInput
              id="driver-birthDate"
              name="driver.birthDate"
              label={intl.formatMessage({ id: 'form.birthDate' })}
              type="date"
              autoComplete="bday"
              max={maxBirthDate}
              value={values.birthDate}
              onChange={(event) => onChange('birthDate', event.currentTarget.value)}
              onBlur={() => onBlur('birthDate')}
              error={errors.birthDate}
              required
            />
          )}
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="checkout.driver.settingsHint"
              values={{ link: (chunks) => <Anchor component={Link} to="/settings" inherit>{chunks}</Anchor> }}
            />
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            <FormattedMessage
              id="checkout.driver.haveAccount"
              values={{ link: (chunks) => <Anchor component={Link} to={signInHref} inherit>{chunks}</Anchor> }}
            />
          </Text>
          <PersonFields prefix="driver" values={values} errors={errors} onChange={onChange} onBlur={onBlur} maxBirthDate={maxBirthDate} />
          <Checkbox
            id="driver-acceptTerms"
            name="driver.acceptTerms"
            checked={acceptTerms}
            onChange={(event) => onAcceptTerms(event.currentTarget.checked)}
            error={errors.acceptTerms}
            label={
              <FormattedMessage
                id="form.acceptTerms"
                values={{
                  link: (chunks) => (
                    <Anchor component={Link} to="/tos" target="_blank" inherit>
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            }
          />
        </Stack>
      )}
    </Paper>
  );
}
