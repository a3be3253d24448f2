import { Anchor, Checkbox, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@shared/dates.ts';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import type { CheckoutDriverQuery } from '../../__generated__/graphql.ts';
import { PersonFields, type PersonField, type TextFieldProps } from '../../components/PersonFields.tsx';

type Me = NonNullable<CheckoutDriverQuery['me']>;

/**
 * Driver details: a read-only summary for a signed-in driver (with the birth date asked for
 * when none is on file), or the guest's details, the Terms of Use and a way to sign in instead.
 */
export function DriverDetails({
  me,
  field,
  acceptTerms,
  maxBirthDate,
  signInHref,
}: {
  me: Me | null;
  /** The form's props for each of the driver's inputs. */
  field: (name: PersonField) => TextFieldProps;
  /** The form's props for the Terms of Use checkbox. */
  acceptTerms: { name: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error: string | undefined };
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
                <Table.Td>
                  <span dir="ltr">{me.email}</span>
                </Table.Td>
              </Table.Tr>
              {me.phone && (
                <Table.Tr>
                  <Table.Th>{intl.formatMessage({ id: 'form.phone' })}</Table.Th>
                  <Table.Td>
                    <span dir="ltr">{me.phone}</span>
                  </Table.Td>
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
          {!me.birthDate && <PersonFields field={field} fields={['birthDate']} required maxBirthDate={maxBirthDate} />}
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
          <PersonFields field={field} required columns={2} maxBirthDate={maxBirthDate} />
          <Checkbox
            {...acceptTerms}
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
