import { Grid, Select, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue, type DateStringValue } from '@mantine/dates';
// Here, not in main.tsx: the picker is loaded with the parts that use it (the home page's search
// form is lazy), so its code and styles stay out of the first load.
import '@mantine/dates/styles.css';
import { formatCalendarDate } from '@shared/dates.ts';
import { DAY_MS, fromZoneLocal, rentalDays, zoneToday } from '@shared/rentalPeriod.ts';
import { datesLocale, firstDayOfWeek } from './datesLocale.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Settings } from '../../hooks/useSettings.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { hourLabel, utcOffsetLabel } from '../../lib/rentalRules.ts';
import { useNow } from '../../hooks/useNow.ts';

/** Business wall-clock times, `YYYY-MM-DDTHH:mm` each ('' when not chosen). */
export interface LocalPeriod {
  from: string;
  to: string;
}

/** Times offered, every half hour of the day; those outside the opening hours are shown disabled. */
const STEP_MINUTES = 30;

/** What the rules of the picker need of the server's settings. */
type PickerSettings = Pick<Settings, 'timeZone' | 'openingHour' | 'closingHour' | 'maxRentalDays'>;

/** Whether a wall-clock `HH:mm` is within the opening hours (closing hour sharp: 20:00 yes, 20:30 no). */
export function openAt(time: string, settings: Pick<Settings, 'openingHour' | 'closingHour'>): boolean {
  const [h, m] = time.split(':').map(Number);
  const minutes = h * 60 + m;
  return minutes >= settings.openingHour * 60 && minutes <= settings.closingHour * 60;
}

/** The times of the day a list offers, each disabled when closed; `current` kept when off the grid. */
export function timeOptions(settings: PickerSettings, closedLabel: (time: string) => string, current?: string) {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += STEP_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  if (current && /^\d{2}:\d{2}$/.test(current) && !times.includes(current)) times.push(current);
  times.sort();
  return times.map((time) => {
    const open = openAt(time, settings);
    return { value: time, label: open ? time : closedLabel(time), disabled: !open };
  });
}

const dayOf = (local: string) => (/^\d{4}-\d{2}-\d{2}/.test(local) ? local.slice(0, 10) : null);
const timeOf = (local: string) => (/T\d{2}:\d{2}$/.test(local) ? local.slice(11, 16) : null);

/**
 * The one rental-period picker (issue 24 point 5) of the search form, the checkout and the
 * booking edit: a range calendar for the pick-up and drop-off days, a time for each (every half
 * hour, the closed ones disabled), and under them the number of rental days and the opening
 * hours. Its values are business wall-clock times (the calendar works on zone-less strings), so
 * what the driver picks is Erbil time whatever the phone's zone. The date rules themselves
 * (lib/search.ts periodErrors, the server's) stay with the form: it passes their messages in
 * `errors`, the pick-up's under the pick-up time, the drop-off's under the drop-off time.
 */
export function RentalPeriodPicker({
  settings,
  value,
  onChange,
  errors = {},
  disabled = false,
}: {
  /** The server's rules; undefined while they load (the fields wait, disabled). */
  settings: PickerSettings | undefined;
  value: LocalPeriod;
  onChange: (next: LocalPeriod) => void;
  errors?: { dates?: string; from?: string; to?: string };
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const now = useNow();
  // The first day of a range being picked: the calendar shows it alone until the second click.
  const [pending, setPending] = useState<DatesRangeValue<DateStringValue> | null>(null);

  const fromDay = dayOf(value.from);
  const toDay = dayOf(value.to);
  const fromTime = timeOf(value.from) ?? (settings ? hourLabel(Math.max(settings.openingHour, 10)) : '10:00');
  const toTime = timeOf(value.to) ?? fromTime;
  const range: DatesRangeValue<DateStringValue> = pending ?? [fromDay, toDay];

  const closed = (time: string) => intl.formatMessage({ id: 'period.closed' }, { time });
  const today = settings ? zoneToday(settings.timeZone) : undefined;
  // While the second day is picked, nothing past the longest rental is offered.
  const lastDay =
    settings && pending?.[0] && !pending[1]
      ? new Date(Date.parse(`${pending[0]}T00:00:00Z`) + settings.maxRentalDays * DAY_MS).toISOString().slice(0, 10)
      : undefined;

  const from = settings && value.from ? fromZoneLocal(value.from, settings.timeZone) : null;
  const to = settings && value.to ? fromZoneLocal(value.to, settings.timeZone) : null;
  const days = from && to && Date.parse(to) > Date.parse(from) ? rentalDays(new Date(from), new Date(to)) : null;

  function pickDays(next: DatesRangeValue<DateStringValue>) {
    const [start, end] = next;
    if (start && end) {
      setPending(null);
      onChange({ from: `${start}T${fromTime}`, to: `${end}T${toTime}` });
    } else {
      setPending(next);
    }
  }

  // The two times share a row even on a phone: each is a short "10:00".
  const span = { base: 6, sm: 3 };
  return (
    // Friday and Saturday are the weekend in the Kurdistan Region.
    <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: firstDayOfWeek(language), weekendDays: [5, 6] }}>
      <Grid align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={text('period.dates')}
            value={range}
            onChange={pickDays}
            onDropdownClose={() => setPending(null)}
            valueFormatter={({ date }) => {
              const [start, end] = (Array.isArray(date) ? date : [date, null]) as [string | null, string | null];
              const write = (day: string | null) => (day ? formatCalendarDate(day, language, { weekday: true }) : '');
              return start ? `${write(start)} – ${write(end)}` : '';
            }}
            minDate={today}
            maxDate={lastDay}
            disabled={disabled || !settings}
            required
            error={errors.dates}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            description={days !== null ? intl.formatMessage({ id: 'period.days' }, { count: days }) : undefined}
            descriptionProps={{ 'data-testid': 'rental-days' } as Record<string, string>}
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
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={text('period.pickupTime')}
            data={settings ? timeOptions(settings, closed, timeOf(value.from) ?? undefined) : []}
            value={timeOf(value.from)}
            onChange={(time) => time && fromDay && onChange({ ...value, from: `${fromDay}T${time}` })}
            allowDeselect={false}
            disabled={disabled || !settings || !fromDay}
            required
            error={errors.from}
            maxDropdownHeight={240}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={text('period.dropoffTime')}
            data={settings ? timeOptions(settings, closed, timeOf(value.to) ?? undefined) : []}
            value={timeOf(value.to)}
            onChange={(time) => time && toDay && onChange({ ...value, to: `${toDay}T${time}` })}
            allowDeselect={false}
            disabled={disabled || !settings || !toDay}
            required
            error={errors.to}
            maxDropdownHeight={240}
          />
        </Grid.Col>
        {settings && (
          <Grid.Col span={12} pt={0}>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(
                { id: 'search.erbilTime' },
                {
                  offset: utcOffsetLabel(settings.timeZone, now),
                  opening: hourLabel(settings.openingHour),
                  closing: hourLabel(settings.closingHour),
                },
              )}
            </Text>
          </Grid.Col>
        )}
      </Grid>
    </DatesProvider>
  );
}
