import { Button, Group, Paper, Stack } from '@mantine/core';
import { fromZoneLocal, toZoneLocal } from '@shared/rentalPeriod.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RentalPeriodPicker, type LocalPeriod } from '../../components/dates/RentalPeriodPicker.tsx';
import type { Settings } from '../../hooks/useSettings.ts';
import { formatMessageCode } from '../../lib/errors.ts';
import { type Criteria } from '../../lib/search.ts';
import { periodErrors, periodRulesOf } from '../../lib/rentalRules.ts';
import { useNow } from '../../hooks/useNow.ts';

/**
 * "Change dates" in the checkout: the same rental-period picker as the search form and the
 * booking edit. Applied dates go into the URL (the page's state), so the server's quote follows
 * and a reload keeps them; the driver's entries stay. Availability is the server's to judge, on
 * booking (a taken car answers CONFLICT with its message).
 */
export function ChangeDates({ criteria, settings }: { criteria: Criteria; settings: Settings }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const start: LocalPeriod = { from: toZoneLocal(criteria.from, settings.timeZone), to: toZoneLocal(criteria.to, settings.timeZone) };
  const [period, setPeriod] = useState<LocalPeriod>(start);
  const [tried, setTried] = useState(false);

  const from = fromZoneLocal(period.from, settings.timeZone);
  const to = fromZoneLocal(period.to, settings.timeZone);
  // The render's "now" (the server's while hydrating); applying checks against the clock again.
  const now = useNow();
  const codes = periodErrors(from, to, periodRulesOf(settings), now);
  const labels = { from: intl.formatMessage({ id: 'search.from' }), to: intl.formatMessage({ id: 'search.to' }) };
  const message = (field: 'from' | 'to') => {
    const code = tried || period[field] !== start[field] ? codes[field] : undefined;
    return code ? formatMessageCode(intl, code, labels[field], code === 'RENTAL_TOO_LONG' ? { days: settings.maxRentalDays } : undefined) : undefined;
  };

  function apply() {
    setTried(true);
    if (!from || !to || Object.keys(periodErrors(from, to, periodRulesOf(settings))).length) return;
    const next = new URLSearchParams(params);
    next.set('from', from);
    next.set('to', to);
    setParams(next, { replace: true });
    setOpen(false);
    setTried(false);
  }

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {intl.formatMessage({ id: 'period.change' })}
        </Button>
      </Group>
      {open && (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <RentalPeriodPicker settings={settings} value={period} onChange={setPeriod} errors={{ from: message('from'), to: message('to') }} />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  setPeriod(start);
                  setTried(false);
                  setOpen(false);
                }}
              >
                {intl.formatMessage({ id: 'period.cancel' })}
              </Button>
              <Button size="sm" onClick={apply}>
                {intl.formatMessage({ id: 'period.apply' })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
