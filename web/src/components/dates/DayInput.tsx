import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { formatCalendarDate } from '@shared/dates.ts';
import { datesLocale, firstDayOfWeek } from './datesLocale.ts';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * A calendar day (`YYYY-MM-DD`, '' for none) picked in Mantine's calendar and written in the one
 * date format (shared/dates.ts, "2 Dec 2026"), not the browser's own ("mm/dd/yyyy"): the
 * bookings filters' days.
 */
export function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: firstDayOfWeek(language), weekendDays: [5, 6] }}>
      <DatePickerInput
        label={label}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormatter={({ date }) => (typeof date === 'string' ? formatCalendarDate(date, language) : '')}
        minDate={minDate || undefined}
        maxDate={maxDate || undefined}
        clearable
        miw={160}
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
    </DatesProvider>
  );
}
