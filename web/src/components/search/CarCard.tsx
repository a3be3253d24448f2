import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { CarCardFragment } from '../../__generated__/graphql.ts';
import { useMoney } from '../../hooks/useMoney.ts';
import { criteriaSearch, type Criteria } from '../../lib/search.ts';

/** The fields a CarCard shows: a search result with its price for the period. */
export const CarCardFields = graphql(`
  fragment CarCard on CarSearchEdge {
    node {
      id
      name
      imageUrl
      supplier {
        id
        name
        logoUrl
      }
      seats
      doors
      gearbox
      fuelType
      aircon
      rating
      mileage
      unlimitedMileage
      fuelPolicy
      deposit
      extras {
        cancellation { available included price }
        amendments { available included price }
        theftProtection { available included price }
        collisionDamageWaiver { available included price }
        fullInsurance { available included price }
        additionalDriver { available included price }
      }
    }
    quote {
      total
      perDay
      days
    }
  }
`);

/** Every amount a card shows, in USD: a results list decides on cents from all of them. */
export function carCardAmounts({ node: car, quote }: CarCardFragment): string[] {
  return [quote.total, quote.perDay, car.deposit, ...EXTRAS.map((extra) => car.extras[extra].price ?? null)].filter((a): a is string => a != null);
}

const EXTRAS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const;

/** One search result: picture, price for the period and per day, specs, details, Book. */
export function CarCard({ result, criteria, withCents = false }: { result: CarCardFragment; criteria: Criteria; withCents?: boolean }) {
  const intl = useIntl();
  // Prices come in USD; shown in the header's currency once its rate is here. `withCents`: the
  // list (carCardAmounts) has a fractional amount, so every amount shows its cents.
  const { format } = useMoney();
  const money = (usd: string) => format(usd, withCents);
  const { node: car, quote } = result;
  const extraText = ({ available, included, price }: { available: boolean; included: boolean; price?: string | null }) =>
    !available || price == null
      ? intl.formatMessage({ id: 'car.extra.unavailable' })
      : included
        ? intl.formatMessage({ id: 'car.extra.included' })
        : money(price);
  const book = `/checkout?car=${encodeURIComponent(car.id)}&${criteriaSearch(criteria)}`;

  return (
    <Card withBorder padding="md" component="article" aria-label={car.name} data-car-id={car.id} data-total={quote.total}>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Image
          src={car.imageUrl}
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
          alt=""
          w={300}
          h={200}
          maw="100%"
          fit="contain"
          loading="lazy"
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          <Group justify="space-between" align="flex-start">
            {/* Right under the page's h1: the results are its sections (no level skipped). */}
            <Title order={2} size="h4">
              {car.name}
            </Title>
            {car.supplier.logoUrl ? (
              <Image src={car.supplier.logoUrl} alt={car.supplier.name} w={60} h={30} fit="contain" />
            ) : (
              <Text size="sm">{car.supplier.name}</Text>
            )}
          </Group>
          <Group gap={6}>
            <Badge variant="light">{intl.formatMessage({ id: 'car.seats' }, { count: car.seats })}</Badge>
            <Badge variant="light">{intl.formatMessage({ id: 'car.doors' }, { count: car.doors })}</Badge>
            <Badge variant="light">{intl.formatMessage({ id: `gearbox.${car.gearbox}` })}</Badge>
            <Badge variant="light">{intl.formatMessage({ id: `fuelType.${car.fuelType}` })}</Badge>
            {car.aircon && <Badge variant="light">{intl.formatMessage({ id: 'spec.aircon' })}</Badge>}
            <Badge variant="light">
              {car.rating == null
                ? intl.formatMessage({ id: 'car.notRated' })
                : intl.formatMessage({ id: 'car.rating' }, { rating: intl.formatNumber(car.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
            </Badge>
          </Group>
          <List size="sm" spacing={2}>
            <List.Item>
              {intl.formatMessage(
                { id: 'common.labelValue' },
                {
                  label: intl.formatMessage({ id: 'car.mileage' }),
                  value:
                    car.unlimitedMileage || car.mileage == null
                      ? intl.formatMessage({ id: 'mileage.unlimited' })
                      : intl.formatMessage({ id: 'car.kmPerDay' }, { km: car.mileage }),
                },
              )}
            </List.Item>
            <List.Item>
              {intl.formatMessage(
                { id: 'common.labelValue' },
                { label: intl.formatMessage({ id: 'filters.fuelPolicy' }), value: intl.formatMessage({ id: `fuelPolicy.${car.fuelPolicy}` }) },
              )}
            </List.Item>
            {EXTRAS.map((extra) => (
              <List.Item key={extra}>
                {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: `extra.${extra}` }), value: extraText(car.extras[extra]) })}
              </List.Item>
            ))}
            <List.Item>
              {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'filters.deposit' }), value: money(car.deposit) })}
            </List.Item>
          </List>
        </Stack>
        <Stack gap={4} align="flex-end" miw={160}>
          <Text size="xl" fw={700}>
            {money(quote.total)}
          </Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'car.forDays' }, { count: quote.days })}
          </Text>
          <Text size="sm">{intl.formatMessage({ id: 'car.perDay' }, { amount: money(quote.perDay) })}</Text>
          <Button component={Link} to={book} mt="sm">
            {intl.formatMessage({ id: 'car.book' })}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
