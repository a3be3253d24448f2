import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Grid, Select, TextInput } from '@mantine/core';
import type { MessageCode } from '@shared/messages.ts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
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
          <TextInput
            type="datetime-local"
            label={labels.from}
            description={intl.formatMessage({ id: 'search.erbilTime' })}
            value={fromLocal}
            step={900}
            onChange={(event) => setFromLocal(event.currentTarget.value)}
            required
            error={errorOf('from')}
          />
        </Grid.Col>
        <Grid.Col span={wide}>
          <TextInput
            type="datetime-local"
            label={labels.to}
            description={intl.formatMessage({ id: 'search.erbilTime' })}
            value={toLocal}
            step={900}
            onChange={(event) => setToLocal(event.currentTarget.value)}
            required
            error={errorOf('to')}
          />
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
  );
}
