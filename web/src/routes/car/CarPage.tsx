import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Container, Grid, Group, Image, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, use, useMemo, type ReactNode } from 'react';
import { HydrateLater } from '../../components/HydrateLater.tsx';
import { RawIntlProvider, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { graphql } from '../../__generated__';
import type { CarPageQuery } from '../../__generated__/graphql.ts';
import { Picture } from '../../components/car/Picture.tsx';
import { SpecIcon, type SpecIconName } from '../../components/car/SpecIcon.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useMoney } from '../../hooks/useMoney.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { usePageDescription } from '../../hooks/usePageDescription.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { loadCarCatalog } from '../../i18n/carCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError, formatMessageCode } from '../../lib/errors.ts';
import { criteriaSearch, readCriteria, type Criteria } from '../../lib/search.ts';
import { periodErrors, periodRulesOf, utcOffsetLabel } from '../../lib/rentalRules.ts';
import { formatWhen } from '../../lib/dates.ts';
import NotFoundPage from '../NotFoundPage.tsx';
import { useNow } from '../../hooks/useNow.ts';
import { EXTRAS, FLAT_EXTRAS } from '@shared/extras.ts';

const LocationsMap = lazy(() => import('../home/LocationsMap.tsx'));
// The search form's fields (locations and the date pickers): only when the dates need setting.
const SearchForm = lazy(() => import('../../components/search/SearchForm.tsx').then((m) => ({ default: m.SearchForm })));

/**
 * The car page's one request: the car with everything the page shows, its price for the dates
 * when they pass the date rules, and the drop-off place when it is not one of the car's.
 */
export const CarPageDocument = graphql(`
  query CarPage($id: ID!, $language: String, $offer: CarOfferInput!, $withOffer: Boolean!, $withPlaces: Boolean!) {
    car(id: $id) {
      id
      name
      imageUrl
      images { width url }
      supplier { id name logoUrl rating carCount }
      payLaterAllowed
      seats
      doors
      gearbox
      fuelType
      aircon
      rating
      trips
      mileage
      unlimitedMileage
      fuelPolicy
      deposit
      range
      multimedia
      minimumAge
      available
      extras {
        cancellation { available included price }
        amendments { available included price }
        theftProtection { available included price }
        collisionDamageWaiver { available included price }
        fullInsurance { available included price }
        additionalDriver { available included price }
      }
      locations(language: $language) { ...CarPagePlace }
      offer(input: $offer) @include(if: $withOffer) {
        cancellationDeadline
        quote {
          days
          rental
          total
          perDay
          blocks { size count unitPrice discounted amount }
          extras { kind included chosen perDay amount }
        }
      }
    }
    locations(language: $language) @include(if: $withPlaces) { ...CarPagePlace }
  }
  fragment CarPagePlace on Location {
    id
    name
    address
    latitude
    longitude
    openingHours { opens closes timeZone }
  }
`);

type Car = NonNullable<CarPageQuery['car']>;
type Place = Car['locations'][number];

const MAP_HEIGHT = 280;
/** Ratings are out of 5 (a number of the message, so it is written in the reader's digits). */
const RATING_SCALE = 5;

/** The criteria in the link as far as they go: a missing pick-up or date stays undefined. */
function partialCriteria(params: URLSearchParams): Partial<Criteria> {
  const valid = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);
  return {
    pickup: params.get('pickup') || undefined,
    dropoff: params.get('dropoff') || undefined,
    from: valid(params.get('from')),
    to: valid(params.get('to')),
  };
}

/**
 * /car/{id}?pickup=..&dropoff=..&from=..&to=.. (the search's criteria, as /search has them): the
 * car, its conditions, its supplier, its places on a map, and the server's price for the dates
 * with "Book". Dates that are missing or break a rule: the car all the same, the rule named and
 * a small form to set them. An unknown car: the not-found page (the server answers 404 too).
 */
export default function CarPage() {
  return (
    <DataProvider>
      <Suspense fallback={<CarPageSkeleton label="" />}>
        <CarMessages>
          <CarPageContent />
        </CarMessages>
      </Suspense>
    </DataProvider>
  );
}

/** The car page's messages (i18n/messages/car/*.json) over the app's, in the interface language. */
function CarMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const car = use(loadCarCatalog(language));
  const intl = useMemo(() => createAppIntl(language, car, digits), [language, car, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function CarPageContent() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const criteria = readCriteria(params);
  // Checked against the render's "now" (the server's while hydrating): the server's data step and
  // the browser agree on whether to ask for the price.
  const now = useNow();
  const problems = criteria && settings ? periodErrors(criteria.from, criteria.to, periodRulesOf(settings), now) : null;
  const datesOk = Boolean(criteria && problems && Object.keys(problems).length === 0);
  const withPlaces = Boolean(criteria && criteria.dropoff !== criteria.pickup);
  // The offer's input is required by the schema; with `withOffer` false it is never read.
  const offer = criteria && datesOk ? { from: criteria.from, to: criteria.to } : { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' };
  // With dates in the link, the one request waits for the date rules (the settings, loaded with
  // the app): it then knows whether to ask for the price.
  const waitForRules = Boolean(criteria) && !settings;
  const { data, previousData, loading, error, refetch } = useQuery(CarPageDocument, {
    variables: { id, language, offer, withOffer: datesOk, withPlaces },
    skip: waitForRules,
  });
  const shown = data ?? previousData;
  const car = shown?.car;

  const loadingTitle = intl.formatMessage({ id: 'car.page.loading' });
  usePageTitle(car?.name ?? loadingTitle);
  usePageDescription(
    car
      ? intl.formatMessage(
          { id: 'car.page.description' },
          {
            name: car.name,
            supplier: car.supplier.name,
            seats: car.seats,
            gearbox: intl.formatMessage({ id: `gearbox.${car.gearbox}` }),
            fuel: intl.formatMessage({ id: `fuelType.${car.fuelType}` }),
          },
        )
      : undefined,
  );

  if (!shown && (loading || waitForRules)) return <CarPageSkeleton label={loadingTitle} />;
  if (!shown && error) {
    return (
      <Container size="lg" py="xl">
        <Title order={1} mb="md">
          {loadingTitle}
        </Title>
        <RetryAlert title={intl.formatMessage({ id: 'car.page.loadFailed' })} message={formatError(intl, error)} onRetry={() => void refetch().catch(() => undefined)} />
      </Container>
    );
  }
  if (!car) return <NotFoundPage />;

  const allPlaces = [...car.locations, ...(shown?.locations ?? [])];
  const placeById = new Map(allPlaces.map((place) => [place.id, place]));
  const pickup = criteria ? placeById.get(criteria.pickup) : undefined;
  const dropoff = criteria ? placeById.get(criteria.dropoff) : undefined;
  // The car's places, then the chosen drop-off when it is elsewhere.
  // (The same array while the car and the drop-off are: a part waiting to hydrate must not get new props.)
  const places = dropoff && !car.locations.some((l) => l.id === dropoff.id) ? [...car.locations, dropoff] : car.locations;

  const priced = Boolean(criteria && datesOk && car.offer);
  const setCriteria = (next: Criteria) => setParams(new URLSearchParams(criteriaSearch(next)), { replace: false });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1}>
              <bdi>{car.name}</bdi>
            </Title>
            <Text c="dimmed">{intl.formatMessage({ id: 'car.page.by' }, { supplier: car.supplier.name })}</Text>
          </Stack>
          {!car.available && <Badge color="red">{intl.formatMessage({ id: 'car.page.unavailable' })}</Badge>}
        </Group>
        {/*
          With a price: the photo and the price with Book side by side (phones: one above the
          other), the details below. Without one: the date form first, full width (its fields
          need the room), then the photo beside the supplier.
        */}
        <Grid gap="lg">
          {!priced && (
            <Grid.Col span={12}>
              {criteria && datesOk && loading ? (
                <Skeleton h={240} />
              ) : (
                <DatesPrompt
                  params={params}
                  problems={problems}
                  hasDates={Boolean(criteria)}
                  fallbackPickup={car.locations[0]?.id}
                  maxRentalDays={settings?.maxRentalDays}
                  onSearch={setCriteria}
                  error={datesOk && error ? formatError(intl, error) : undefined}
                />
              )}
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Photo car={car} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {priced ? (
              <PricePanel car={car} offer={car.offer!} criteria={criteria!} pickup={pickup} dropoff={dropoff} timeZone={settings!.timeZone} />
            ) : (
              <Supplier car={car} />
            )}
          </Grid.Col>
          {/* Below a phone's first screen: taken over when near it (HydrateLater). */}
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HydrateLater>
              <Details car={car} deadline={datesOk ? car.offer?.cancellationDeadline : undefined} timeZone={settings?.timeZone} />
            </HydrateLater>
          </Grid.Col>
          {priced && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <HydrateLater>
                <Supplier car={car} />
              </HydrateLater>
            </Grid.Col>
          )}
        </Grid>
        <HydrateLater>
          <Places places={places} pickupId={pickup?.id} dropoffId={dropoff?.id} />
        </HydrateLater>
      </Stack>
    </Container>
  );
}

/** The car's specs and conditions, one part below the photo. */
function Details({ car, deadline, timeZone }: { car: Car; deadline: string | undefined; timeZone: string | undefined }) {
  return (
    <Stack gap="lg">
      <Specs car={car} />
      <Conditions car={car} deadline={deadline} timeZone={timeZone} />
    </Stack>
  );
}

function CarPageSkeleton({ label }: { label: string }) {
  return (
    <Container size="lg" py="xl" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="lg">
        <Skeleton h={36} w="50%" />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton h={300} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton h={240} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Photo({ car }: { car: Car }) {
  // The page's largest element: fetched first, at the width shown (shared/pictures.ts; the server preloads the same URLs).
  return (
    <Box style={{ aspectRatio: '3 / 2', maxWidth: 600 }} w="100%">
      <Picture url={car.imageUrl} layout="page" priority="high" alt={car.name} width={600} height={400} w="100%" h="100%" fit="contain" />
    </Box>
  );
}

function Spec({ icon, children }: { icon: SpecIconName; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <SpecIcon name={icon} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function Specs({ car }: { car: Car }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as never }, values);
  const rating =
    car.rating == null
      ? t('car.notRated')
      : t('car.rating', { rating: intl.formatNumber(car.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), scale: RATING_SCALE });
  return (
    <Section id="car-specs" title={t('car.page.specs')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Spec icon="seats">{t('car.seats', { count: car.seats })}</Spec>
        <Spec icon="doors">{t('car.doors', { count: car.doors })}</Spec>
        <Spec icon="gearbox">{t(`gearbox.${car.gearbox}`)}</Spec>
        <Spec icon="fuel">{t(`fuelType.${car.fuelType}`)}</Spec>
        <Spec icon="aircon">{t(car.aircon ? 'spec.aircon' : 'car.page.noAircon')}</Spec>
        <Spec icon="range">{t('common.labelValue', { label: t('car.page.size'), value: t(`range.${car.range}`) })}</Spec>
        <Spec icon="rating">
          {rating} · {t('car.page.trips', { count: car.trips })}
        </Spec>
        <Spec icon="age">{t('car.page.minimumAge', { age: car.minimumAge })}</Spec>
        {car.multimedia.length > 0 && (
          <Spec icon="multimedia">{intl.formatList(car.multimedia.map((m) => t(`multimedia.${m}`)), { type: 'conjunction' })}</Spec>
        )}
      </SimpleGrid>
    </Section>
  );
}

function Conditions({ car, deadline, timeZone }: { car: Car; deadline: string | undefined; timeZone: string | undefined }) {
  const intl = useIntl();
  const now = useNow();
  const { format, anyCents } = useMoney();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as never }, values);
  const prices = EXTRAS.map((extra) => car.extras[extra].price);
  const withCents = anyCents([car.deposit, ...prices]);
  const money = (usd: string) => format(usd, withCents);
  const extraText = (extra: (typeof EXTRAS)[number]) => {
    const { available, included, price } = car.extras[extra];
    if (!available || price == null) return t('car.page.extra.notOffered');
    if (included) return t('car.extra.included');
    const cost = t(FLAT_EXTRAS.has(extra) ? 'car.page.extra.perBooking' : 'car.page.extra.perDay', { amount: money(price) });
    return FLAT_EXTRAS.has(extra) && car.payLaterAllowed ? t('car.page.extra.freeWithPayLater', { cost }) : cost;
  };
  const zone = timeZone ? ` (${t('car.page.zone', { zone: timeZone, offset: utcOffsetLabel(timeZone, deadline ? new Date(deadline) : now) })})` : '';
  return (
    <Section id="car-conditions" title={t('car.page.conditions')}>
      <Stack gap="xs">
        <Spec icon="deposit">{Number(car.deposit) > 0 ? t('car.page.deposit', { amount: money(car.deposit) }) : t('car.page.noDeposit')}</Spec>
        <Spec icon="mileage">
          {car.unlimitedMileage || car.mileage == null ? t('car.page.mileageUnlimited') : t('car.page.mileageLimited', { km: car.mileage })}
        </Spec>
        <Spec icon="fuelPolicy">{t(`car.page.fuelPolicy.${car.fuelPolicy}`)}</Spec>
        <Spec icon="payment">{t(car.payLaterAllowed ? 'car.page.payLaterAllowed' : 'car.page.payOnlineOnly')}</Spec>
        <Spec icon="cancellation">
          {deadline && timeZone
            ? t('car.page.cancellationUntil', { deadline: `${formatWhen(intl, deadline, timeZone)}${zone}` })
            : t('car.page.cancellationRule')}
        </Spec>
        <Title order={3} size="h5" mt="xs">
          {t('car.page.extras')}
        </Title>
        <List size="sm" spacing={2}>
          {EXTRAS.map((extra) => (
            <List.Item key={extra}>{t('common.labelValue', { label: t(`extra.${extra}`), value: extraText(extra) })}</List.Item>
          ))}
        </List>
      </Stack>
    </Section>
  );
}

function Supplier({ car }: { car: Car }) {
  const intl = useIntl();
  const { supplier } = car;
  return (
    <Section id="car-supplier" title={intl.formatMessage({ id: 'car.page.supplier' })}>
      <Group gap="md" wrap="nowrap" align="center">
        {supplier.logoUrl && <Image src={supplier.logoUrl} alt="" w={60} h={30} fit="contain" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{supplier.name}</Text>
          <Text size="sm">
            {supplier.rating == null
              ? intl.formatMessage({ id: 'car.notRated' })
              : intl.formatMessage({ id: 'car.rating' }, { rating: intl.formatNumber(supplier.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), scale: RATING_SCALE })}
            {' · '}
            {intl.formatMessage({ id: 'car.page.supplierCars' }, { count: supplier.carCount })}
          </Text>
        </Stack>
      </Group>
    </Section>
  );
}

function PricePanel({
  car,
  offer,
  criteria,
  pickup,
  dropoff,
  timeZone,
}: {
  car: Car;
  offer: NonNullable<Car['offer']>;
  criteria: Criteria;
  pickup: Place | undefined;
  dropoff: Place | undefined;
  timeZone: string;
}) {
  const intl = useIntl();
  const { format, anyCents } = useMoney();
  const { quote } = offer;
  const withCents = anyCents([quote.total, quote.perDay, ...quote.blocks.flatMap((b) => [b.unitPrice, b.amount])]);
  const money = (usd: string) => format(usd, withCents);
  const included = quote.extras.filter((extra) => extra.chosen && extra.included);
  // Exactly as a search result's "Book" (CarCard): checkout reads the car and the criteria.
  const book = `/checkout?car=${encodeURIComponent(car.id)}&${criteriaSearch(criteria)}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="car-price">
      <Title order={2} size="h4" id="car-price" mb="sm">
        {intl.formatMessage({ id: 'car.page.price' })}
      </Title>
      <Stack gap={4} mb="sm">
        <Text size="sm">
          {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'car.page.pickup' }), value: pickup?.name ?? '' })}
          <br />
          <time dateTime={criteria.from}>{formatWhen(intl, criteria.from, timeZone)}</time>
        </Text>
        <Text size="sm">
          {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'car.page.dropoff' }), value: dropoff?.name ?? '' })}
          <br />
          <time dateTime={criteria.to}>{formatWhen(intl, criteria.to, timeZone)}</time>
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'car.page.zone' }, { zone: timeZone, offset: utcOffsetLabel(timeZone, new Date(criteria.from)) })}
        </Text>
      </Stack>
      <Table data-testid="car-breakdown" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{intl.formatMessage({ id: 'car.page.days' }, { count: quote.days })}</Table.Td>
            <Table.Td />
          </Table.Tr>
          {quote.blocks.map((block) => (
            <Table.Tr key={block.size}>
              <Table.Td>
                {intl.formatMessage({ id: 'car.page.block' }, { count: block.count, size: block.size, price: money(block.unitPrice) })}
                {block.discounted && (
                  <Badge ms="xs" size="xs" variant="light" color="teal">
                    {intl.formatMessage({ id: 'car.page.discounted' })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="end">{money(block.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {included.map((extra) => (
            <Table.Tr key={extra.kind}>
              <Table.Td>{intl.formatMessage({ id: `extra.${extra.kind}` })}</Table.Td>
              <Table.Td ta="end">{intl.formatMessage({ id: 'car.extra.included' })}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{intl.formatMessage({ id: 'car.page.total' })}</Table.Th>
            <Table.Th ta="end" data-testid="car-total" data-total={quote.total}>
              {money(quote.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs">
        {intl.formatMessage({ id: 'car.perDay' }, { amount: money(quote.perDay) })}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage({ id: 'car.page.extrasAtCheckout' })}
      </Text>
      <Button component={Link} to={book} mt="md" fullWidth size="md" disabled={!car.available}>
        {intl.formatMessage({ id: 'car.book' })}
      </Button>
    </Card>
  );
}

function DatesPrompt({
  params,
  problems,
  hasDates,
  fallbackPickup,
  maxRentalDays,
  onSearch,
  error,
}: {
  params: URLSearchParams;
  problems: ReturnType<typeof periodErrors> | null;
  hasDates: boolean;
  fallbackPickup: string | undefined;
  maxRentalDays: number | undefined;
  onSearch: (criteria: Criteria) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const initial = partialCriteria(params);
  if (!initial.pickup && fallbackPickup) initial.pickup = fallbackPickup;
  // The rules the dates break, in the date form's words (its fields say them too).
  const rules = problems
    ? [...new Set(Object.values(problems))].map((code) => formatMessageCode(intl, code, undefined, code === 'RENTAL_TOO_LONG' ? { days: maxRentalDays ?? 0 } : undefined))
    : [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="car-dates">
      <Title order={2} size="h4" id="car-dates" mb="sm">
        {intl.formatMessage({ id: 'car.page.datesTitle' })}
      </Title>
      <Stack gap="sm">
        {error ? (
          <Alert color="red">{error}</Alert>
        ) : rules.length > 0 ? (
          <Alert color="yellow" title={intl.formatMessage({ id: 'car.page.datesRefused' })} data-testid="car-date-rule">
            {rules.join(' ')}
          </Alert>
        ) : (
          <Text size="sm">{intl.formatMessage({ id: hasDates ? 'car.page.datesChecking' : 'car.page.datesMissing' })}</Text>
        )}
        <Suspense fallback={<Skeleton h={200} />}>
          <SearchForm initial={hasDates || initial.from ? initial : { pickup: initial.pickup, dropoff: initial.dropoff }} onSearch={onSearch} />
        </Suspense>
      </Stack>
    </Card>
  );
}

function Places({ places, pickupId, dropoffId }: { places: Place[]; pickupId: string | undefined; dropoffId: string | undefined }) {
  const intl = useIntl();
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const hours = (place: Place) =>
    intl.formatMessage({ id: 'car.page.hours' }, { opens: place.openingHours.opens, closes: place.openingHours.closes, zone: place.openingHours.timeZone });
  const skeleton = <Skeleton h={MAP_HEIGHT} />;
  return (
    <Section id="car-places" title={intl.formatMessage({ id: 'car.page.places' })}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {places.map((place) => (
              <li key={place.id}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <SpecIcon name="pickup" />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {place.name}
                      </Text>
                      {place.id === pickupId && <Badge size="xs">{intl.formatMessage({ id: 'car.page.pickup' })}</Badge>}
                      {place.id === dropoffId && <Badge size="xs" variant="light">{intl.formatMessage({ id: 'car.page.dropoff' })}</Badge>}
                    </Group>
                    <Text size="sm">{place.address}</Text>
                    <Group gap={4} wrap="nowrap">
                      <SpecIcon name="clock" size={16} />
                      <Text size="sm">{hours(place)}</Text>
                    </Group>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box ref={placeholder} mih={MAP_HEIGHT}>
            {near ? (
              <Suspense fallback={skeleton}>
                <LocationsMap
                  locations={places}
                  height={MAP_HEIGHT}
                  popup={{
                    hint: intl.formatMessage({ id: 'car.page.mapHint' }),
                    label: intl.formatMessage({ id: 'car.page.mapLabel' }),
                    render: (location) => {
                      const place = places.find((p) => p.id === location.id)!;
                      return (
                        <Stack gap={2}>
                          <Text size="sm">{place.address}</Text>
                          <Text size="sm">{hours(place)}</Text>
                        </Stack>
                      );
                    },
                  }}
                />
              </Suspense>
            ) : (
              skeleton
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Section>
  );
}
