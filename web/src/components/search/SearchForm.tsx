import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Grid, NativeSelect, Select, Stack } from '@mantine/core';
import type { MessageCode } from '@shared/messages.ts';
import { defaultPeriod, fromZoneLocal, toZoneLocal } from '@shared/rentalPeriod.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedEarly } from '../../hooks/useTypedEarly.ts';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError, formatMessageCode } from '../../lib/errors.ts';
import { useNow } from '../../hooks/useNow.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { criteriaSearch, type Criteria } from '../../lib/search.ts';
import { periodErrors, periodRulesOf } from '../../lib/rentalRules.ts';
import { RentalPeriodPicker } from '../dates/RentalPeriodPicker.tsx';

const SearchFormLocationsQuery = graphql(`
  query SearchFormLocations($language: String) {
    locations(language: $language) {
      id
      name
    }
  }
`);

interface SearchFormProps {
  /** Starting values (the search page passes the URL's); otherwise the defaults. */
  initial?: Partial<Criteria>;
  /** What a valid search does; by default, go to /search with the criteria in the URL. */
  onSearch?: (criteria: Criteria) => void;
  /** Lays the fields out in one row on wide screens (top of the search page). */
  compact?: boolean;
  /** A location chosen outside the form (the home page's map): each new object fills its field once. */
  choice?: LocationChoice;
}

/** A location picked somewhere else on the page for the pick-up or the drop-off field. */
export interface LocationChoice {
  field: 'pickup' | 'dropoff';
  locationId: string;
  /** Also bring the field into view and focus it (a home location card, far below the form). */
  focus?: boolean;
}

type Field = 'pickup' | 'dropoff' | 'from' | 'to';

/**
 * Marks the controls that need the script (Mantine's lists, the "same location" checkbox): a
 * page without it hides them and shows plain lists instead (see NoScriptPlaces).
 */
const SCRIPTED = 'search-form-scripted';

/**
 * Pick-up and drop-off locations and times. Times are the business's wall-clock times
 * (labelled), in the zone of the server's settings, whatever the driver's phone says. The date
 * rules (opening hours, lead time, longest rental) come from the server's settings and are
 * checked here for a quick answer and again on the server, whose answer the search page shows.
 * Until the settings arrive (they load beside the locations, after the first paint) the dates
 * and the search button wait: no rule is guessed.
 */
export function SearchForm({ initial, onSearch, compact = false, choice }: SearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const { data, error, refetch } = useQuery(SearchFormLocationsQuery, { variables: { language } });
  const { settings, error: settingsError, refetch: refetchSettings } = useSettings();
  const timeZone = settings?.timeZone;

  const [pickup, setPickup] = useState<string | null>(initial?.pickup ?? null);
  const [sameLocation, setSameLocation] = useState(!initial?.dropoff || initial.dropoff === initial.pickup);
  const [dropoff, setDropoff] = useState<string | null>(
    initial?.dropoff && initial.dropoff !== initial.pickup ? initial.dropoff : null,
  );
  // Wall-clock values the driver picked; until then, the starting instants (the URL's or the
  // defaults) shown in the business zone once it is known.
  const [pickedFrom, setFromLocal] = useState<string | null>(null);
  const [pickedTo, setToLocal] = useState<string | null>(null);
  // "Now" of the page's render (the server's, kept while hydrating): the default dates and the
  // date checks shown are the same on both sides. A submit checks against the clock again.
  const now = useNow();
  const [checkedAt, setCheckedAt] = useState(now);
  const defaults = timeZone ? defaultPeriod(timeZone, now) : null;
  const fromLocal = pickedFrom ?? (timeZone && defaults ? toZoneLocal(initial?.from ?? defaults.from, timeZone) : '');
  const toLocal = pickedTo ?? (timeZone && defaults ? toZoneLocal(initial?.to ?? defaults.to, timeZone) : '');
  // Errors show after the first attempt, then follow every change.
  // Criteria given from a link are checked at once: an old link's past dates say so on their fields.
  const [submitted, setSubmitted] = useState(Boolean(initial));

  // A new choice from outside fills its field as if picked in the list, the rest of the form
  // kept. Applied while rendering, not in an effect, so no frame shows the old value (React's
  // "adjusting state when a prop changes"). A drop-off elsewhere than the pick-up unticks
  // "return to same location".
  const [appliedChoice, setAppliedChoice] = useState<LocationChoice>();
  // The field about to be focused for a choice (below), whose list then stays closed.
  const [focusing, setFocusing] = useState<LocationChoice['field']>();
  if (choice !== appliedChoice) {
    setAppliedChoice(choice);
    if (choice?.focus) setFocusing(choice.field);
    if (choice?.field === 'pickup') setPickup(choice.locationId);
    if (choice?.field === 'dropoff') {
      setDropoff(choice.locationId);
      setSameLocation(choice.locationId === pickup);
    }
  }

  // After the choice shows in its field: scroll to it and focus it, when asked to. The field's
  // list stays closed for that focus (a place was just chosen); the next focus opens it again.
  const pickupInput = useRef<HTMLInputElement>(null);
  const dropoffInput = useRef<HTMLInputElement>(null);
  const pickupSearch = useTypedEarly(pickupInput);
  const dropoffSearch = useTypedEarly(dropoffInput);
  useEffect(() => {
    if (!appliedChoice?.focus) return;
    const input = (appliedChoice.field === 'pickup' ? pickupInput : dropoffInput).current;
    input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    input?.focus({ preventScroll: true });
  }, [appliedChoice]);

  const from = timeZone ? fromZoneLocal(fromLocal, timeZone) : null;
  const to = timeZone ? fromZoneLocal(toLocal, timeZone) : null;
  const errorsAt = (at: Date) => {
    const found: Partial<Record<Field, MessageCode>> = settings ? { ...periodErrors(from, to, periodRulesOf(settings), at) } : {};
    if (!pickup) found.pickup = 'REQUIRED';
    if (!sameLocation && !dropoff) found.dropoff = 'REQUIRED';
    return found;
  };
  const errors = errorsAt(checkedAt);

  const labels: Record<Field, string> = {
    pickup: intl.formatMessage({ id: 'search.pickupLocation' }),
    dropoff: intl.formatMessage({ id: 'search.dropoffLocation' }),
    from: intl.formatMessage({ id: 'search.from' }),
    to: intl.formatMessage({ id: 'search.to' }),
  };
  const errorOf = (field: Field) => {
    const code = submitted ? errors[field] : undefined;
    return code ? formatMessageCode(intl, code, labels[field], code === 'RENTAL_TOO_LONG' ? { days: settings!.maxRentalDays } : undefined) : undefined;
  };

  const options = (data?.locations ?? []).map((location) => ({ value: location.id, label: location.name }));
  const locationsError = error ? formatError(intl, error) : undefined;
  const settingsFailure = settingsError && !settings ? formatError(intl, settingsError) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return; // the button is disabled until the rules are known
    setSubmitted(true);
    const at = new Date();
    setCheckedAt(at);
    if (Object.keys(errorsAt(at)).length || !pickup || !from || !to) return;
    const criteria: Criteria = { pickup, dropoff: sameLocation ? pickup : dropoff!, from, to };
    if (onSearch) onSearch(criteria);
    else void navigate(`/search?${criteriaSearch(criteria)}`);
  }

  const wide = compact ? { base: 12, sm: 6, md: 3 } : { base: 12, sm: 6 };
  return (
    // Without the script (issue 25 point 4) the browser submits the form itself: a GET of
    // /search with the criteria in the URL, as the script would navigate (lib/search.ts).
    <form method="get" action="/search" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'search.formLabel' })}>
        <Grid align="flex-end">
          <Grid.Col span={wide}>
            <NoScriptPlaces
              options={options}
              pickup={pickup}
              dropoff={sameLocation ? null : dropoff}
              labels={labels}
              sameLocationLabel={intl.formatMessage({ id: 'search.sameLocation' })}
            />
            <Select
              className={SCRIPTED}
              ref={pickupInput}
              {...pickupSearch}
              openOnFocus={focusing !== 'pickup'}
              onBlur={() => setFocusing(undefined)}
              label={labels.pickup}
              placeholder={intl.formatMessage({ id: 'search.chooseLocation' })}
              data={options}
              value={pickup}
              onChange={setPickup}
              searchable
              required
              error={errorOf('pickup') ?? locationsError}
            />
          </Grid.Col>
          {!sameLocation && (
            <Grid.Col span={wide}>
              <Select
                className={SCRIPTED}
                ref={dropoffInput}
                {...dropoffSearch}
                openOnFocus={focusing !== 'dropoff'}
                onBlur={() => setFocusing(undefined)}
                label={labels.dropoff}
                placeholder={intl.formatMessage({ id: 'search.chooseLocation' })}
                data={options}
                value={dropoff}
                onChange={setDropoff}
                searchable
                required
                error={errorOf('dropoff')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={compact ? { base: 12, md: 6 + (sameLocation ? 3 : 0) } : 12}>
            <RentalPeriodPicker
              settings={settings}
              value={{ from: fromLocal, to: toLocal }}
              onChange={(next) => {
                setFromLocal(next.from);
                setToLocal(next.to);
              }}
              errors={{ dates: settingsFailure, from: errorOf('from'), to: errorOf('to') }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <Checkbox
              className={SCRIPTED}
              label={intl.formatMessage({ id: 'search.sameLocation' })}
              checked={sameLocation}
              onChange={(event) => setSameLocation(event.currentTarget.checked)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <Button type="submit" fullWidth disabled={!settings}>
              {intl.formatMessage({ id: 'search.submit' })}
            </Button>
          </Grid.Col>
          {(locationsError || settingsFailure) && (
            // The locations or the date rules could not be loaded (their fields say so): asking
            // again beats reloading the page.
            <Grid.Col span={12}>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  if (error) void refetch().catch(() => undefined);
                  if (settingsFailure) refetchSettings();
                }}
              >
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            </Grid.Col>
          )}
        </Grid>
        {/* The period the pickers show, in the URL's form, for a submission without the script. */}
        <input type="hidden" name="from" value={from ?? ''} />
        <input type="hidden" name="to" value={to ?? ''} />
    </form>
  );
}

/**
 * The places as plain lists, for a browser that runs no script (issue 25 point 4): Mantine's
 * searchable lists need the script to open, these work without it, and the rendering of the
 * server chooses their current values. The pick-up starts on the form's place, else on the first
 * one; the drop-off on "same location" (an empty value: the search reads it as the pick-up
 * place) unless another place was given. With the script the browser ignores all of this.
 */
function NoScriptPlaces({
  options,
  pickup,
  dropoff,
  labels,
  sameLocationLabel,
}: {
  options: { value: string; label: string }[];
  pickup: string | null;
  dropoff: string | null;
  labels: Record<Field, string>;
  sameLocationLabel: string;
}) {
  return (
    <noscript>
      <style>{`.${SCRIPTED}{display:none !important}`}</style>
      <Stack gap="sm">
        <NativeSelect name="pickup" label={labels.pickup} data={options} defaultValue={pickup ?? undefined} />
        <NativeSelect
          name="dropoff"
          label={labels.dropoff}
          data={[{ value: '', label: sameLocationLabel }, ...options]}
          defaultValue={dropoff ?? ''}
        />
      </Stack>
    </noscript>
  );
}
