import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Grid, Select } from '@mantine/core';
import { DatesProvider, DateTimePicker, type DateStringValue } from '@mantine/dates';
// Here, not in main.tsx: this module is loaded lazily on the home page (HomeSearch), so the
// date picker's code and styles stay out of the first load.
import '@mantine/dates/styles.css';
import type { MessageCode } from '@shared/messages.ts';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError, formatMessageCode } from '../../lib/errors.ts';
import {
  criteriaSearch,
  defaultPeriod,
  fromErbilLocal,
  periodErrors,
  toErbilLocal,
  type Criteria,
} from '../../lib/search.ts';

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
}

type Field = 'pickup' | 'dropoff' | 'from' | 'to';

/**
 * Pick-up and drop-off locations and times. Times are Erbil wall-clock times (labelled): the
 * business runs in Asia/Baghdad, whatever the driver's phone says. The date rules are checked
 * here for a quick answer and again on the server, whose answer the search page shows.
 */
export function SearchForm({ initial, onSearch, compact = false, choice }: SearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const { data, error } = useQuery(SearchFormLocationsQuery, { variables: { language } });

  const [defaults] = useState(() => defaultPeriod());
  const [pickup, setPickup] = useState<string | null>(initial?.pickup ?? null);
  const [sameLocation, setSameLocation] = useState(!initial?.dropoff || initial.dropoff === initial.pickup);
  const [dropoff, setDropoff] = useState<string | null>(
    initial?.dropoff && initial.dropoff !== initial.pickup ? initial.dropoff : null,
  );
  const [fromLocal, setFromLocal] = useState(toErbilLocal(initial?.from ?? defaults.from));
  const [toLocal, setToLocal] = useState(toErbilLocal(initial?.to ?? defaults.to));
  // Errors show after the first attempt, then follow every change.
  const [submitted, setSubmitted] = useState(false);

  // A new choice from outside fills its field as if picked in the list, the rest of the form
  // kept. Applied while rendering, not in an effect, so no frame shows the old value (React's
  // "adjusting state when a prop changes"). A drop-off elsewhere than the pick-up unticks
  // "return to same location".
  const [appliedChoice, setAppliedChoice] = useState<LocationChoice>();
  if (choice !== appliedChoice) {
    setAppliedChoice(choice);
    if (choice?.field === 'pickup') setPickup(choice.locationId);
    if (choice?.field === 'dropoff') {
      setDropoff(choice.locationId);
      setSameLocation(choice.locationId === pickup);
    }
  }

  const from = fromErbilLocal(fromLocal);
  const to = fromErbilLocal(toLocal);
  const errors: Partial<Record<Field, MessageCode>> = { ...periodErrors(from, to) };
  if (!pickup) errors.pickup = 'REQUIRED';
  if (!sameLocation && !dropoff) errors.dropoff = 'REQUIRED';

  const labels: Record<Field, string> = {
    pickup: intl.formatMessage({ id: 'search.pickupLocation' }),
    dropoff: intl.formatMessage({ id: 'search.dropoffLocation' }),
    from: intl.formatMessage({ id: 'search.from' }),
    to: intl.formatMessage({ id: 'search.to' }),
  };
  const errorOf = (field: Field) => {
    const code = submitted ? errors[field] : undefined;
    return code ? formatMessageCode(intl, code, labels[field]) : undefined;
  };

  const options = (data?.locations ?? []).map((location) => ({ value: location.id, label: location.name }));
  const locationsError = error ? formatError(intl, error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length || !pickup || !from || !to) return;
    const criteria: Criteria = { pickup, dropoff: sameLocation ? pickup : dropoff!, from, to };
    if (onSearch) onSearch(criteria);
    else void navigate(`/search?${criteriaSearch(criteria)}`);
  }

  const wide = compact ? { base: 12, sm: 6, md: 3 } : { base: 12, sm: 6 };
  return (
    // Friday and Saturday are the weekend in the Kurdistan Region.
    <DatesProvider settings={{ locale: language, weekendDays: [5, 6] }}>
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'search.formLabel' })}>
        <Grid align="flex-end">
          <Grid.Col span={wide}>
            <Select
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
          <Grid.Col span={wide}>
            <DateTimeField label={labels.from} value={fromLocal} onChange={setFromLocal} error={errorOf('from')} />
          </Grid.Col>
          <Grid.Col span={wide}>
            <DateTimeField label={labels.to} value={toLocal} onChange={setToLocal} error={errorOf('to')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <Checkbox
              label={intl.formatMessage({ id: 'search.sameLocation' })}
              checked={sameLocation}
              onChange={(event) => setSameLocation(event.currentTarget.checked)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <Button type="submit" fullWidth>
              {intl.formatMessage({ id: 'search.submit' })}
            </Button>
          </Grid.Col>
        </Grid>
      </form>
    </DatesProvider>
  );
}

/** Erbil wall-clock `YYYY-MM-DDTHH:mm` as the picker's `YYYY-MM-DD HH:mm:ss`, or null if malformed. */
function toPickerValue(local: string): DateStringValue | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local.replace('T', ' ')}:00` : null;
}

/** The picker's `YYYY-MM-DD HH:mm:ss` (the same wall-clock time, no zone) as `YYYY-MM-DDTHH:mm`. */
function fromPickerValue(value: DateStringValue | null): string {
  return value ? value.slice(0, 16).replace(' ', 'T') : '';
}

interface DateTimeFieldProps {
  label: string;
  /** Erbil wall-clock time, `YYYY-MM-DDTHH:mm`. */
  value: string;
  onChange: (local: string) => void;
  error?: string;
}

/**
 * A date and time in Erbil, with Mantine's picker. The picker works on zone-less strings, so
 * its values are Erbil wall-clock times whatever the browser's time zone; days before today
 * (in Erbil) cannot be picked.
 */
function DateTimeField({ label, value, onChange, error }: DateTimeFieldProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const erbilToday = toErbilLocal(new Date().toISOString()).slice(0, 10);
  return (
    <DateTimePicker
      label={label}
      description={text('search.erbilTime')}
      value={toPickerValue(value)}
      onChange={(next) => onChange(fromPickerValue(next))}
      valueFormat="DD MMM YYYY HH:mm"
      minDate={erbilToday}
      required
      error={error}
      ariaLabels={{
        previousMonth: text('search.previousMonth'),
        nextMonth: text('search.nextMonth'),
        monthLevelControl: text('search.chooseMonth'),
        yearLevelControl: text('search.chooseYear'),
        previousYear: text('search.previousYear'),
        nextYear: text('search.nextYear'),
        previousDecade: text('search.previousDecade'),
        nextDecade: text('search.nextDecade'),
      }}
      timePickerProps={{
        minutesStep: 15,
        hoursInputLabel: text('search.hours'),
        minutesInputLabel: text('search.minutes'),
      }}
      submitButtonProps={{ 'aria-label': text('search.confirmTime') }}
    />
  );
}
