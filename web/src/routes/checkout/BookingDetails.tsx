import { Divider, Group, Image, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@shared/dates.ts';
import { useIntl } from 'react-intl';
import type { CheckoutCarQuery, CheckoutQuoteQuery } from '../../__generated__/graphql.ts';
import { utcOffsetLabel } from '../../lib/rentalRules.ts';

type Car = NonNullable<CheckoutCarQuery['car']>;
type Quote = CheckoutQuoteQuery['quote'];

/**
 * Booking details: the car, its supplier, where and when (in the business time zone, labelled),
 * the rental days and the server's breakdown.
 */
export function BookingDetails({
  car,
  pickupName,
  dropoffName,
  from,
  to,
  timeZone,
  quote,
  money,
}: {
  car: Car;
  pickupName: string;
  dropoffName: string;
  from: string;
  to: string;
  timeZone: string;
  quote: Quote | undefined;
  money: (usd: string) => string;
}) {
  const intl = useIntl();
  // The one date format (shared/dates.ts), in the business zone; the zone is named beside it.
  const when = (instant: string) => formatDateTime(instant, intl.locale, timeZone);
  const zone = intl.formatMessage({ id: 'checkout.details.zone' }, { zone: timeZone, offset: utcOffsetLabel(timeZone, new Date(from)) });
  const chosenExtras = quote?.extras.filter((e) => e.chosen && e.available) ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checkout-details">
      <Title order={2} size="h4" id="checkout-details" mb="sm">
        {intl.formatMessage({ id: 'checkout.details.title' })}
      </Title>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={car.imageUrl} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" w={150} h={100} fit="contain" />
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700}>
            <bdi>{car.name}</bdi>
          </Text>
          <Text size="sm">
            {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'checkout.details.supplier' }), value: car.supplier.name })}
          </Text>
        </Stack>
      </Group>
      <Table mt="sm" variant="vertical" withRowBorders={false} layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{intl.formatMessage({ id: 'checkout.details.pickup' })}</Table.Th>
            <Table.Td>
              {pickupName}
              <br />
              <time dateTime={from}>{when(from)}</time>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{intl.formatMessage({ id: 'checkout.details.dropoff' })}</Table.Th>
            <Table.Td>
              {dropoffName}
              <br />
              <time dateTime={to}>{when(to)}</time>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{intl.formatMessage({ id: 'checkout.details.days' })}</Table.Th>
            <Table.Td>{quote ? intl.formatMessage({ id: 'checkout.details.dayCount' }, { count: quote.days }) : <Skeleton h={16} w={80} />}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {zone}
      </Text>
      <Divider my="sm" />
      <Title order={3} size="h5" mb={4}>
        {intl.formatMessage({ id: 'checkout.details.breakdown' })}
      </Title>
      {quote ? (
        <Table data-testid="breakdown">
          <Table.Tbody>
            {quote.blocks.map((block) => (
              <Table.Tr key={block.size}>
                <Table.Td>
                  {intl.formatMessage({ id: 'checkout.details.block' }, { count: block.count, size: block.size, price: money(block.unitPrice) })}
                </Table.Td>
                <Table.Td ta="end">{money(block.amount)}</Table.Td>
              </Table.Tr>
            ))}
            {chosenExtras.map((extra) => (
              <Table.Tr key={extra.kind}>
                <Table.Td>{intl.formatMessage({ id: `extra.${extra.kind}` })}</Table.Td>
                <Table.Td ta="end">{extra.included ? intl.formatMessage({ id: 'car.extra.included' }) : money(extra.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{intl.formatMessage({ id: 'checkout.details.total' })}</Table.Th>
              <Table.Th ta="end" data-testid="checkout-total" data-total={quote.total}>
                {money(quote.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Skeleton h={80} />
      )}
    </Paper>
  );
}
