import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zoneToday } from '@shared/rentalPeriod.ts';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CheckoutCarQuery, CheckoutDriverQuery, CheckoutMutation as CheckoutResult, ExtraKind, PaymentOption } from '../../__generated__/graphql.ts';
import { signInPath } from '../../auth/accountPaths.ts';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { CurrencyNotice } from '../../components/CurrencyNotice.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useMoney } from '../../hooks/useMoney.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings, type Settings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError } from '../../lib/errors.ts';
import { criteriaSearch, type Criteria } from '../../lib/search.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingOptions, type ExtraLine } from './BookingOptions.tsx';
import { ChangeDates } from './ChangeDates.tsx';
import { CheckoutMessages } from './CheckoutMessages.tsx';
import {
  checkoutFailure,
  checkoutProblems,
  EXTRA_KINDS,
  firstField,
  minimumAge,
  pickupDayOf,
  readCheckoutParams,
  type CheckoutField,
  type CheckoutValues,
  type PersonValues,
  type Problem,
} from './checkoutForm.ts';
import { CheckoutCarQuery as CarDocument, CheckoutDriverQuery as DriverDocument, CheckoutMutation as CheckoutDocument, CheckoutQuoteQuery } from './documents.ts';
import { DriverDetails } from './DriverDetails.tsx';
import { LicenceField, type UploadedLicence } from './LicenceField.tsx';
import { PaymentOptions, PickupChecklist } from './PaymentOptions.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';
import { PersonFields } from './PersonFields.tsx';

type Car = NonNullable<CheckoutCarQuery['car']>;
type Me = NonNullable<CheckoutDriverQuery['me']>;
type PaymentSession = NonNullable<CheckoutResult['checkout']['payment']>;

const EMPTY_PERSON: PersonValues = { fullName: '', email: '', phone: '', birthDate: '' };
const PER_DAY: Record<ExtraKind, boolean> = {
  cancellation: false,
  amendments: false,
  theftProtection: true,
  collisionDamageWaiver: true,
  fullInsurance: true,
  additionalDriver: true,
};

/** The element of a field, for the focus on the first error. */
function fieldElement(form: HTMLElement | null, field: CheckoutField): HTMLElement | null {
  if (!form) return null;
  if (field === 'paymentOption') return form.querySelector<HTMLElement>('input[name="paymentOption"]');
  return form.querySelector<HTMLElement>(`#${field.replace('.', '-')}`);
}

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
  const [checkout, { loading: submitting }] = useMutation(CheckoutDocument);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  const payLaterAllowed = car.supplier.payLaterAllowed;
  const [paymentOption, setPaymentOption] = useState<PaymentOption>(payLaterAllowed ? 'payLater' : 'payOnline');
  const [chosen, setChosen] = useState<Partial<Record<ExtraKind, boolean>>>({});
  const [values, setValues] = useState<CheckoutValues>({ driver: { ...EMPTY_PERSON, acceptTerms: false }, additionalDriver: EMPTY_PERSON });
  const [licence, setLicence] = useState<UploadedLicence | null>(null);
  // While the licence is still uploading, booking waits: it would say no licence was given.
  const [licenceUploading, setLicenceUploading] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CheckoutField, Problem>>>({});
  const [formError, setFormError] = useState<Problem | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [payment, setPayment] = useState<PaymentSession | null>(null);
  const submitted = useRef(false);

  // The server's quote for what is chosen now; the previous one stays shown while it loads.
  const extrasInput = Object.fromEntries(EXTRA_KINDS.filter((k) => chosen[k]).map((k) => [k, true]));
  const quoteQuery = useQuery(CheckoutQuoteQuery, {
    variables: { input: { carId: car.id, from: criteria.from, to: criteria.to, extras: extrasInput, paymentOption } },
  });
  const quote = quoteQuery.data?.quote ?? quoteQuery.previousData?.quote;

  const extras: ExtraLine[] =
    quote?.extras ??
    EXTRA_KINDS.map((kind) => ({ kind, ...car.extras[kind], chosen: false, perDay: PER_DAY[kind], unitPrice: car.extras[kind].price }));
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
  const additionalRequired =
    chosen.additionalDriver === true || (additionalIncluded && Object.values(values.additionalDriver).some((v) => v.trim() !== ''));

  const today = zoneToday(settings.timeZone);
  const rules = {
    guest: !me,
    needBirthDate: Boolean(me && !me.birthDate),
    additionalDriver: additionalRequired,
    minAge: minimumAge(car.minimumAge, settings.minimumAge),
    pickupDay: pickupDayOf(criteria.from, settings.timeZone),
    today,
    hasLicence: licence !== null || Boolean(me?.hasLicence),
    paymentChosen: paymentOption === 'payOnline' || payLaterAllowed,
  };
  const checkoutUrl = `${location.pathname}${location.search}`;

  const text = (problem: Problem | undefined, label?: string) => {
    if (!problem) return undefined;
    const message = intl.formatMessage({ id: problem.id }, problem.values);
    return problem.id === 'error.REQUIRED' && label ? `${message}${label}` : message;
  };
  const labels: Record<keyof PersonValues, string> = {
    fullName: intl.formatMessage({ id: 'form.fullName' }),
    email: intl.formatMessage({ id: 'form.email' }),
    phone: intl.formatMessage({ id: 'form.phone' }),
    birthDate: intl.formatMessage({ id: 'form.birthDate' }),
  };
  const personErrors = (prefix: 'driver' | 'additionalDriver') =>
    Object.fromEntries(
      (Object.keys(labels) as (keyof PersonValues)[]).map((field) => [field, text(problems[`${prefix}.${field}` as CheckoutField], labels[field])]),
    ) as Partial<Record<keyof PersonValues, string>>;

  /** Re-checks after a change: once submitted every field, before only the ones showing an error. */
  function recheck(next: CheckoutValues, overrides: Partial<typeof rules> = {}) {
    const all = checkoutProblems(next, { ...rules, ...overrides });
    setProblems((shown) => {
      if (submitted.current) return all;
      const kept: typeof shown = {};
      for (const field of Object.keys(shown) as CheckoutField[]) if (all[field]) kept[field] = all[field];
      return kept;
    });
  }

  function setPerson(prefix: 'driver' | 'additionalDriver', field: keyof PersonValues, value: string) {
    const next = { ...values, [prefix]: { ...values[prefix], [field]: value } };
    setValues(next);
    recheck(next);
  }

  function blur(prefix: 'driver' | 'additionalDriver', field: keyof PersonValues) {
    if (!values[prefix][field]) return;
    const key = `${prefix}.${field}` as CheckoutField;
    const problem = checkoutProblems(values, rules)[key];
    setProblems((shown) => {
      const next = { ...shown };
      if (problem) next[key] = problem;
      else delete next[key];
      return next;
    });
  }

  function focus(field: CheckoutField | undefined) {
    if (field) fieldElement(formRef.current, field)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || licenceUploading) return;
    submitted.current = true;
    setAccountExists(false);
    setConflict(false);
    const found = checkoutProblems(values, rules);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFormError({ id: 'error.badUserInput' });
      focus(firstField(found));
      return;
    }
    setFormError(null);
    inFlight.current = true;
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
              ? rules.needBirthDate
                ? { driver: { birthDate: values.driver.birthDate } }
                : {}
              : { driver: { ...person(values.driver), acceptTerms: values.driver.acceptTerms, language } }),
            ...(additionalRequired ? { additionalDriver: person(values.additionalDriver) } : {}),
            // A signed-in driver's upload is already the licence on file; a guest's is named.
            ...(licence?.temporary ? { licence: licence.name } : {}),
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
      if (failure.fields.licence) setLicence(null);
      setProblems(failure.fields);
      setFormError(failure.form);
      setAccountExists(failure.accountExists);
      setConflict(failure.conflict);
      if (failure.conflict) void quoteQuery.refetch();
      focus(firstField(failure.fields));
    } finally {
      inFlight.current = false;
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
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'page.checkout.title' })}>
          <Stack>
            <BookingOptions
              extras={extras}
              chosen={chosen}
              money={format}
              onChange={(kind, on) => {
                setChosen((c) => ({ ...c, [kind]: on }));
                if (kind === 'additionalDriver') recheck(values, { additionalDriver: on || (additionalIncluded && additionalRequired) });
              }}
            />
            <DriverDetails
              me={me}
              values={values.driver}
              acceptTerms={values.driver.acceptTerms}
              errors={{ ...personErrors('driver'), acceptTerms: text(problems['driver.acceptTerms']) }}
              onChange={(field, value) => setPerson('driver', field, value)}
              onBlur={(field) => blur('driver', field)}
              onAcceptTerms={(accepted) => {
                const next = { ...values, driver: { ...values.driver, acceptTerms: accepted } };
                setValues(next);
                recheck(next);
              }}
              maxBirthDate={today}
              signInHref={signInPath(checkoutUrl)}
            />
            <LicenceField
              value={licence}
              onFile={Boolean(me?.hasLicence)}
              onChange={(next) => {
                setLicence(next);
                recheck(values, { hasLicence: next !== null || Boolean(me?.hasLicence) });
              }}
              error={text(problems.licence)}
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
                <PersonFields
                  prefix="additionalDriver"
                  values={values.additionalDriver}
                  errors={personErrors('additionalDriver')}
                  onChange={(field, value) => setPerson('additionalDriver', field, value)}
                  onBlur={(field) => blur('additionalDriver', field)}
                  maxBirthDate={today}
                />
              </Paper>
            )}
            <PaymentOptions
              value={paymentOption}
              onChange={setPaymentOption}
              payLaterAllowed={payLaterAllowed}
              error={text(problems.paymentOption)}
            />
            <PickupChecklist paymentOption={paymentOption} deposit={format(car.deposit)} />
            {accountExists && (
              <Alert color="blue" title={intl.formatMessage({ id: 'checkout.accountExists.title' })}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{intl.formatMessage({ id: 'checkout.accountExists.text' })}</Text>
                  <Button component={Link} to={signInPath(checkoutUrl)} size="xs">
                    {intl.formatMessage({ id: 'header.signIn' })}
                  </Button>
                </Stack>
              </Alert>
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{text(formError)}</Text>
                  {conflict && (
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
            <Button type="submit" size="md" loading={submitting} disabled={Boolean(quoteProblem) || licenceUploading}>
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
