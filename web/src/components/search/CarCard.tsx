import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from '../Link.tsx';
import { graphql } from '../../__generated__';
import type { CarCardFragment } from '../../__generated__/graphql.ts';
import { useMoney } from '../../hooks/useMoney.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { criteriaSearch, type Criteria } from '../../lib/search.ts';
import { formatWhen } from '../../lib/dates.ts';
import { Picture, type PicturePriority } from '../car/Picture.tsx';

/** The fields a CarCard shows: a search result with its price for the period and its marks. */
export const CarCardFields = graphql(`
  fragment CarCard on CarSearchEdge {
    node {
      id
      name
      imageUrl
      supplier {
        id
        name
      }
      seats
      gearbox
      fuelType
      aircon
      mileage
      unlimitedMileage
    }
    quote {
      total
      perDay
      days
    }
    payAtPickUp
    freeCancellationUntil
  }
`);

/** Every amount a card shows, in USD: a results list decides on cents from all of them. */
export function carCardAmounts({ quote }: CarCardFragment): string[] {
  return [quote.total, quote.perDay];
}

/** The car page of a result, with the search's dates and places (as checkout gets them). */
export function carPageLink(carId: string, criteria: Criteria): string {
  return `/car/${encodeURIComponent(carId)}?${criteriaSearch(criteria)}`;
}

/**
 * How soon the result at `index` (0-based, in the page's order) fetches its picture: the first is
 * the page's largest element on a phone (fetched first and preloaded by the server, ADR 045), the
 * next two are in the first screen too; the rest load as they scroll into view.
 */
export function resultPicturePriority(index: number): PicturePriority | undefined {
  if (index === 0) return 'high';
  return index < 3 ? 'eager' : undefined;
}

/**
 * One search result, small enough for a phone (about 250 px at 390 px wide): picture, name, the
 * specs that decide (seats, gearbox, fuel, air conditioning, mileage), the marks, the total and
 * the price per day, and one button to the car page, where everything else is.
 */
export function CarCard({
  result,
  criteria,
  withCents = false,
  priority,
}: {
  result: CarCardFragment;
  criteria: Criteria;
  withCents?: boolean;
  /** The first results' pictures are not lazy (resultPicturePriority). */
  priority?: PicturePriority;
}) {
  const intl = useIntl();
  // Prices come in USD; shown in the header's currency once its rate is here. `withCents`: the
  // list (carCardAmounts) has a fractional amount, so every amount shows its cents.
  const { format } = useMoney();
  const { settings } = useSettings();
  const money = (usd: string) => format(usd, withCents);
  const { node: car, quote } = result;
  const specs = [
    intl.formatMessage({ id: 'car.seats' }, { count: car.seats }),
    intl.formatMessage({ id: `gearbox.${car.gearbox}` }),
    intl.formatMessage({ id: `fuelType.${car.fuelType}` }),
    ...(car.aircon ? [intl.formatMessage({ id: 'card.aircon' })] : []),
    car.unlimitedMileage || car.mileage == null
      ? intl.formatMessage({ id: 'card.unlimitedMileage' })
      : intl.formatMessage({ id: 'car.kmPerDay' }, { km: car.mileage }),
  ];
  const deadline = result.freeCancellationUntil && settings ? formatWhen(intl, result.freeCancellationUntil, settings.timeZone) : null;

  return (
    <Card withBorder padding="sm" component="article" aria-label={car.name} data-car-id={car.id} data-total={quote.total} data-testid="car-card">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {/* width and height: the box is reserved before the picture (or any CSS) arrives. */}
        <Picture url={car.imageUrl} layout="card" priority={priority} alt="" width={120} height={90} w={120} h={90} fit="contain" style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* Right under the page's h1: the results are its sections (no level skipped). */}
          <Title order={2} size="h5" lineClamp={2}>
            <bdi>{car.name}</bdi>
          </Title>
          <Text size="xs" c="dimmed" truncate>
            {car.supplier.name}
          </Text>
          <Text size="sm" data-testid="car-specs">
            {specs.join(' · ')}
          </Text>
        </Stack>
      </Group>
      {(result.payAtPickUp || result.freeCancellationUntil) && (
        <Group gap={6} mt="xs">
          {result.payAtPickUp && (
            <Badge color="teal" variant="light" tt="none" data-mark="payAtPickUp">
              {intl.formatMessage({ id: 'card.payAtPickUp' })}
            </Badge>
          )}
          {result.freeCancellationUntil && (
            // Badges do not wrap: this one is text, so a long French date still fits a phone.
            <Text size="xs" fw={600} c="teal.9" data-mark="freeCancellation">
              {deadline
                ? intl.formatMessage({ id: 'card.freeCancellationUntil' }, { date: deadline })
                : intl.formatMessage({ id: 'card.freeCancellation' })}
            </Text>
          )}
        </Group>
      )}
      <Group justify="space-between" align="flex-end" mt="xs" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text size="lg" fw={700} lh={1.2}>
            {money(quote.total)}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'card.totalFor' }, { count: quote.days, perDay: money(quote.perDay) })}
          </Text>
        </Stack>
        <Button component={Link} to={carPageLink(car.id, criteria)} style={{ flexShrink: 0 }}>
          {intl.formatMessage({ id: 'card.view' })}
        </Button>
      </Group>
    </Card>
  );
}
