import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { formatCalendarDate } from '@shared/dates.ts';
import { datesLocale, firstDayOfWeek } from './datesLocale.ts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { parseCalendarDate } from '../../lib/dates.ts';
import { useNow } from '../../hooks/useNow.ts';

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** A date `years` before `day` (`YYYY-MM-DD`), the 1st of January: where the calendar starts when empty. */
function yearsBefore(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) - years}-01-01`;
}

/**
 * A birth date (`YYYY-MM-DD` in the form, '' while there is no whole date) typed or picked,
 * written in the one date format (shared/dates.ts, "3 May 1990", "3 mai 1990") instead of the
 * browser's own ("mm/dd/yyyy").
 *
 * - A plain text input, carrying the field's `name` (the form focuses it when invalid): typing
 *   reads the shown form, the ISO form ("1990-05-03", also what autofill gives) and digits day
 *   first (lib/dates.ts parseCalendarDate); leaving the field writes a whole date in the shown form.
 *   Text that is no whole date leaves the value '' and stays as typed, so the form's own message
 *   ("Please fill in the field(s): Birth date") explains it. A date after `maxDate` is passed on
 *   too: the form's age rule answers it, in its own words.
 * - The calendar opens from the button beside it, not on focus (typing needs no popup over the
 *   fields below): on the years around 30 years ago when empty, on the chosen date's month
 *   otherwise, with nothing after `maxDate` (today) to pick.
 */
export function BirthDateInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  autoComplete,
  maxDate,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (date: string) => void;
  onBlur: () => void;
  error: string | undefined;
  required?: boolean;
  autoComplete?: string;
  /** Today in the business zone, once known: the calendar's last day. */
  maxDate?: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const [typed, setTyped] = useState(() => formatCalendarDate(value, language));
  const [opened, setOpened] = useState(false);
  const now = useNow();
  const inputRef = useRef<HTMLInputElement>(null);

  // The value changed from outside (a profile loaded, a form reset, a calendar pick): show it.
  useEffect(() => {
    if ((parseCalendarDate(typed, language) ?? '') !== value) setTyped(formatCalendarDate(value, language));
    // Only when the value changes: the text being typed is the driver's.
  }, [value]);
  // Another language: a whole date is rewritten in its form.
  useEffect(() => {
    if (value) setTyped(formatCalendarDate(value, language));
  }, [language]);

  // Where the calendar opens without a limit: today as of the page's render (server and hydration agree).
  const start = maxDate ?? now.toISOString().slice(0, 10);
  return (
    <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: firstDayOfWeek(language), weekendDays: [5, 6] }}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus shadow="md">
        <TextInput
          ref={inputRef}
          label={label}
          name={name}
          value={typed}
          error={error}
          required={required}
          autoComplete={autoComplete}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTyped(next);
            onChange(parseCalendarDate(next, language) ?? '');
          }}
          onBlur={() => {
            const date = parseCalendarDate(typed, language);
            if (date) setTyped(formatCalendarDate(date, language));
            onBlur();
          }}
          rightSection={
            <Popover.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={text('form.birthDate.calendar')} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
                <CalendarIcon />
              </ActionIcon>
            </Popover.Target>
          }
        />
        <Popover.Dropdown>
          <DatePicker
            value={value || null}
            defaultLevel={value ? 'month' : 'decade'}
            defaultDate={value || yearsBefore(start, 30)}
            maxDate={maxDate}
            onChange={(date) => {
              const picked = date ?? '';
              setTyped(formatCalendarDate(picked, language));
              onChange(picked);
              setOpened(false);
              inputRef.current?.focus();
            }}
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
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}
