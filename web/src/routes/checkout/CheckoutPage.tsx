import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zoneToday } from '@shared/rentalPeriod.ts';
import { isChargeCurrency } from '@shared/currency.ts';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import type { CheckoutCarQuery, CheckoutDriverQuery, CheckoutMutation as CheckoutResult, ExtraKind, PaymentOption } from '../../__generated__/graphql.ts';
import { signInPath } from '../../auth/accountPaths.ts';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { CurrencyNotice } from '../../components/CurrencyNotice.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useMoney } from '../../hooks/useMoney.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings, type Settings } from '../../hooks/useSettings.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { BASE_CURRENCY } from '../../lib/currency.ts';
import { formatError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { criteriaSearch, type Criteria } from '../../lib/search.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingOptions, type ExtraLine } from './BookingOptions.tsx';
import { ChangeDates } from './ChangeDates.tsx';
import { CheckoutMessages } from './CheckoutMessages.tsx';
import {
  checkoutFailure,
  checkoutProblems,
  EXTRA_KINDS,
  initialCheckoutValues,
  minimumAge,
  nestedValues,
  personOf,
  pickupDayOf,
  readCheckoutParams,
  type CheckoutFormValues,
  type CheckoutRules,
  type PersonValues,
} from './checkoutForm.ts';
import { CheckoutCarQuery as CarDocument, CheckoutDriverQuery as DriverDocument, CheckoutMutation as CheckoutDocument, CheckoutQuoteQuery } from './documents.ts';
import { DriverDetails } from './DriverDetails.tsx';
import { LicenceField, type UploadedLicence } from './LicenceField.tsx';
import { PaymentOptions, PickupChecklist } from './PaymentOptions.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';
import { chargedPerDay } from '@shared/extras.ts';

type Car = NonNullable<CheckoutCarQuery['car']>;
type Me = NonNullable<CheckoutDriverQuery['me']>;
type PaymentSession = NonNullable<CheckoutResult['checkout']['payment']>;
type Values = CheckoutFormValues<UploadedLicence, PaymentOption>;


/**
 * /checkout?car=..&pickup=..&dropoff=..&from=..&to=..: booking options, booking details,
 * driver details with the licence, the additional driver, payment options, the pick-up
 * checklist and the bot check (spec §2). Everything the page needs is in the URL, so a reload
 * keeps it. The price is always the server's (`quote`), re-asked as options change.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.checkout.title' });
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <DataProvider>
        <Suspense fallback={<CheckoutSkeleton />}>
          <CheckoutMessages>
            <CheckoutLoader />
          </CheckoutMessages>
        </Suspense>
      </DataProvider>
    </Container>
  );
}

function CheckoutSkeleton() {
  return (
    <Grid data-testid="checkout-loading" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Skeleton h={180} />
          <Skeleton h={260} />
          <Skeleton h={120} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton h={360} />
      </Grid.Col>
    </Grid>
  );
}

function CheckoutProblem({ titleId, textId }: { titleId: 'checkout.badUrl.title' | 'checkout.notFound.title'; textId: 'checkout.badUrl.text' | 'checkout.notFound.text' }) {
  const intl = useIntl();
  return (
    <Alert color="orange" title={intl.formatMessage({ id: titleId })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage({ id: textId })}</Text>
        <Anchor component={Link} to="/search">
          {intl.formatMessage({ id: 'checkout.backToSearch' })}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function CheckoutLoader() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { language } = useLanguage();
  const parsed = readCheckoutParams(params);
  const carQuery = useQuery(CarDocument, { variables: { id: parsed?.carId ?? '', language }, skip: !parsed });
  // Always the server's answer: the browser's remembered user may be stale.
  const meQuery = useQuery(DriverDocument, { fetchPolicy: 'network-only', skip: !parsed });
  const { settings, error: settingsError, refetch: refetchSettings } = useSettings();

  if (!parsed) return <CheckoutProblem titleId="checkout.badUrl.title" textId="checkout.badUrl.text" />;
  const error = carQuery.error ?? meQuery.error ?? settingsError;
  if (error) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'checkout.loadError' })}
        message={formatError(intl, error)}
        onRetry={() => {
          // Each of the three that failed is asked again (a failed retry shows as an error again).
          if (carQuery.error) void carQuery.refetch().catch(() => undefined);
          if (meQuery.error) void meQuery.refetch().catch(() => undefined);
          if (settingsError) refetchSettings();
        }}
      />
    );
  }
  if (!carQuery.data || !meQuery.data || !settings) return <CheckoutSkeleton />;
  const { car, locations } = carQuery.data;
  if (!car) return <CheckoutProblem titleId="checkout.notFound.title" textId="checkout.notFound.text" />;
  const pickup = locations.find((l) => l.id === parsed.criteria.pickup);
  const dropoff = locations.find((l) => l.id === parsed.criteria.dropoff);
  if (!pickup || !dropoff) return <CheckoutProblem titleId="checkout.badUrl.title" textId="checkout.badUrl.text" />;
  const me = meQuery.data.me;
  return (
    <CheckoutForm
      // A sign-in (or sign-out) in another tab starts the form over for the new driver.
      key={me?.id ?? 'guest'}
      car={car}
      criteria={parsed.criteria}
      pickupName={pickup.name}
      dropoffName={dropoff.name}
      me={me ?? null}
      settings={settings}
    />
  );
}

function CheckoutForm({
  car,
  criteria,
  pickupName,
  dropoffName,
  me,
  settings,
}: {
  car: Car;
  criteria: Criteria;
  pickupName: string;
  dropoffName: string;
  me: Me | null;
  settings: Settings;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { language } = useLanguage();
  const money = useMoney();
  const getRecaptchaToken = useRecaptcha('checkout');
  const [checkout] = useMutation(CheckoutDocument);

  const payLaterAllowed = car.supplier.payLaterAllowed;
  // While the licence is still uploading, booking waits: it would say no licence was given.
  const [licenceUploading, setLicenceUploading] = useState(false);
  // What the last refusal offers beyond its message: sign-in (an account exists), search again (taken).
  const [refusal, setRefusal] = useState<{ accountExists: boolean; conflict: boolean } | null>(null);
  const [payment, setPayment] = useState<PaymentSession | null>(null);

  const today = zoneToday(settings.timeZone);
  const labels = {
    fullName: intl.formatMessage({ id: 'form.fullName' }),
    email: intl.formatMessage({ id: 'form.email' }),
    phone: intl.formatMessage({ id: 'form.phone' }),
    birthDate: intl.formatMessage({ id: 'form.birthDate' }),
  };
  const form = useZodForm<Values>({
    initialValues: initialCheckoutValues<UploadedLicence, PaymentOption>(payLaterAllowed ? 'payLater' : 'payOnline'),
    validate: (v) => checkoutProblems(nestedValues(v), rulesOf(v)),
    labels: Object.fromEntries((['driver', 'additionalDriver'] as const).flatMap((p) => Object.entries(labels).map(([f, label]) => [`${p}.${f}`, label]))),
    invalidMessage: 'error.badUserInput',
    paused: licenceUploading,
    onSubmit: () => book(),
  });
  const { values } = form;
  const paymentOption = values.paymentOption;
  const chosen = values.extras;

  // The server's quote for what is chosen now; the previous one stays shown while it loads.
  const extrasInput = Object.fromEntries(EXTRA_KINDS.filter((k) => chosen[k]).map((k) => [k, true]));
  const quoteQuery = useQuery(CheckoutQuoteQuery, {
    variables: { input: { carId: car.id, from: criteria.from, to: criteria.to, extras: extrasInput, paymentOption } },
  });
  const quote = quoteQuery.data?.quote ?? quoteQuery.previousData?.quote;

  const extras: ExtraLine[] =
    quote?.extras ??
    EXTRA_KINDS.map((kind) => ({ kind, ...car.extras[kind], chosen: false, perDay: chargedPerDay(kind), unitPrice: car.extras[kind].price }));
  // The page's amounts are one list: all with cents when any has them ("$66.00" beside "$51.50").
  const withCents = money.anyCents([
    car.deposit,
    ...extras.map((e) => e.unitPrice),
    quote?.total,
    ...(quote?.blocks.flatMap((b) => [b.unitPrice, b.amount]) ?? []),
    ...(quote?.extras.map((e) => e.amount) ?? []),
  ]);
  const format = (usd: string) => money.format(usd, withCents);
  const additionalLine = extras.find((e) => e.kind === 'additionalDriver');
  const additionalIncluded = Boolean(additionalLine?.available && additionalLine.included);
  const additionalOn = Boolean(additionalLine?.available && (additionalLine.included || chosen.additionalDriver));
  // An included additional driver is free and optional: asked for only once one is being entered.
  const additionalRequiredIn = (v: Values): boolean =>
    v.extras.additionalDriver === true || (additionalIncluded && Object.values(personOf(v, 'additionalDriver')).some((x) => x.trim() !== ''));
  const additionalRequired = additionalRequiredIn(values);

  function rulesOf(v: Values): CheckoutRules {
    return {
      guest: !me,
      needBirthDate: Boolean(me && !me.birthDate),
      additionalDriver: additionalRequiredIn(v),
      minAge: minimumAge(car.minimumAge, settings.minimumAge),
      pickupDay: pickupDayOf(criteria.from, settings.timeZone),
      today,
      hasLicence: v.licence !== null || Boolean(me?.hasLicence),
      paymentChosen: v.paymentOption === 'payOnline' || payLaterAllowed,
    };
  }
  const checkoutUrl = `${location.pathname}${location.search}`;

  async function book() {
    setRefusal(null);
    try {
      const recaptchaToken = me ? undefined : await getRecaptchaToken();
      const person = (p: PersonValues) => ({ fullName: p.fullName.trim(), email: p.email.trim(), phone: p.phone.trim(), birthDate: p.birthDate });
      const extrasChosen = { ...extrasInput, ...(additionalRequired ? { additionalDriver: true } : {}) };
      const { data } = await checkout({
        variables: {
          input: {
            carId: car.id,
            pickupLocationId: criteria.pickup,
            dropoffLocationId: criteria.dropoff,
            from: criteria.from,
            to: criteria.to,
            extras: extrasChosen,
            ...(me
              ? !me.birthDate
                ? { driver: { birthDate: values['driver.birthDate'] } }
                : {}
              : { driver: { ...person(personOf(values, 'driver')), acceptTerms: values['driver.acceptTerms'], language } }),
            ...(additionalRequired ? { additionalDriver: person(personOf(values, 'additionalDriver')) } : {}),
            // A signed-in driver's upload is already the licence on file; a guest's is named.
            ...(values.licence?.temporary ? { licence: values.licence.name } : {}),
            currency: money.currency,
            paymentOption,
            ...(recaptchaToken ? { recaptchaToken } : {}),
          },
        },
      });
      if (!data) return;
      const result = data.checkout;
      if (result.payment) {
        setPayment(result.payment);
        window.scrollTo({ top: 0 });
      } else {
        await navigate(`/checkout-session/${encodeURIComponent(result.sessionId)}`);
      }
    } catch (error) {
      const failure = checkoutFailure(error);
      if (failure.fields.licence) form.setValue('licence', null);
      form.showProblems(failure.fields, failure.form ? intl.formatMessage({ id: failure.form.id }, failure.form.values) : null);
      setRefusal({ accountExists: failure.accountExists, conflict: failure.conflict });
      if (failure.conflict) void quoteQuery.refetch();
    }
  }

  const details = (
    <Stack gap="xs">
      <BookingDetails
        car={car}
        pickupName={pickupName}
        dropoffName={dropoffName}
        from={criteria.from}
        to={criteria.to}
        timeZone={settings.timeZone}
        quote={quote}
        money={format}
      />
      {/* The key starts the picker over from the URL's dates once they change. */}
      <ChangeDates key={`${criteria.from} ${criteria.to}`} criteria={criteria} settings={settings} />
      <CurrencyNotice money={money} />
    </Stack>
  );

  if (payment) {
    return (
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <PaymentPanel session={payment} />
            <PickupChecklist paymentOption="payOnline" deposit={format(car.deposit)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{details}</Grid.Col>
      </Grid>
    );
  }

  const quoteProblem = quoteQuery.error && !quoteQuery.loading ? formatError(intl, quoteQuery.error) : null;
  const searchAgain = `/search?${criteriaSearch(criteria)}`;

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <form
          ref={form.formRef}
          method="post"
          onSubmit={(event) => {
            if (!licenceUploading) setRefusal(null);
            form.onSubmit(event);
          }}
          noValidate
          aria-label={intl.formatMessage({ id: 'page.checkout.title' })}
        >
          <Stack>
            <BookingOptions extras={extras} chosen={chosen} money={format} onChange={(kind, on) => form.setValue('extras', { ...chosen, [kind]: on })} />
            <DriverDetails
              me={me}
              field={(name) => form.inputProps(`driver.${name}`)}
              acceptTerms={form.checkboxProps('driver.acceptTerms')}
              maxBirthDate={today}
              signInHref={signInPath(checkoutUrl)}
            />
            <LicenceField
              value={values.licence}
              onFile={Boolean(me?.hasLicence)}
              onChange={(next) => form.setValue('licence', next)}
              error={form.fieldError('licence')}
              onUploading={setLicenceUploading}
            />
            {additionalOn && (
              <Paper withBorder p="md" component="section" aria-labelledby="checkout-additional">
                <Title order={2} size="h4" id="checkout-additional" mb="sm">
                  {intl.formatMessage({ id: 'checkout.additional.title' })}
                </Title>
                {additionalIncluded && !chosen.additionalDriver && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {intl.formatMessage({ id: 'checkout.additional.optional' })}
                  </Text>
                )}
                <PersonFields field={(name) => form.inputProps(`additionalDriver.${name}`)} own={false} required columns={2} maxBirthDate={today} />
              </Paper>
            )}
            <PaymentOptions
              value={paymentOption}
              onChange={(option) => form.setValue('paymentOption', option)}
              payLaterAllowed={payLaterAllowed}
              error={form.fieldError('paymentOption')}
            />
            <PickupChecklist paymentOption={paymentOption} deposit={format(car.deposit)} />
            {/* Shown in dinars, charged in dollars: the card processor takes no IQD (ADR 051). */}
            {paymentOption === 'payOnline' && !isChargeCurrency(money.currency) && quote && (
              <Alert color="blue" variant="light" data-testid="charged-in-usd">
                {intl.formatMessage({ id: 'checkout.chargedInUsd' }, { amount: formatMoney(quote.total, language, BASE_CURRENCY) })}
              </Alert>
            )}
            {refusal?.accountExists && (
              <Alert color="blue" title={intl.formatMessage({ id: 'checkout.accountExists.title' })}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{intl.formatMessage({ id: 'checkout.accountExists.text' })}</Text>
                  <Button component={Link} to={signInPath(checkoutUrl)} size="xs">
                    {intl.formatMessage({ id: 'header.signIn' })}
                  </Button>
                </Stack>
              </Alert>
            )}
            {form.formError && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{form.formError}</Text>
                  {refusal?.conflict && (
                    <Anchor component={Link} to={searchAgain} size="sm">
                      {intl.formatMessage({ id: 'checkout.searchAgain' })}
                    </Anchor>
                  )}
                </Stack>
              </Alert>
            )}
            {quoteProblem && (
              <Alert color="red" variant="light">
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{quoteProblem}</Text>
                  <Group gap="md">
                    {/* A lost connection may pass: the price asked again, without leaving the form. */}
                    <Button size="compact-sm" variant="light" color="red" onClick={() => void quoteQuery.refetch().catch(() => undefined)}>
                      {intl.formatMessage({ id: 'common.retry' })}
                    </Button>
                    <Anchor component={Link} to={searchAgain} size="sm">
                      {intl.formatMessage({ id: 'checkout.searchAgain' })}
                    </Anchor>
                  </Group>
                </Stack>
              </Alert>
            )}
            <Button type="submit" size="md" loading={form.submitting} disabled={Boolean(quoteProblem) || licenceUploading}>
              {intl.formatMessage({ id: paymentOption === 'payOnline' ? 'checkout.submitPayOnline' : 'checkout.submitPayLater' })}
            </Button>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        {details}
      </Grid.Col>
    </Grid>
  );
}
